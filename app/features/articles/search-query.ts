import {
  folded,
  foldedWords,
  isStopword,
  stemOf,
  type SearchLanguage,
} from "../../../db/search-text";

/** Longer queries are cut here: no one types more, and every word costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 12;

/** The indexed fields a word is looked for in; `words` only serves the word being typed. */
export const stemmedColumns = "{title excerpt body category keywords}";

export type SearchTerms = {
  /** The query as it is searched: trimmed and cut to `MAX_QUERY_LENGTH`. */
  text: string;
  /** The language its words are read in: the page's it was typed on. */
  language: SearchLanguage;
  stems: string[];
  /** The last word as typed (folded), matched as a prefix; null when it is a single letter. */
  prefix: string | null;
  /** The FTS5 expression, or null when the query holds no word at all. */
  match: string | null;
};

// Each term goes to FTS5 as a quoted string: quotes, stars, `NEAR`, `-` and `:` in what the
// reader typed are text, never syntax. A folded word holds only letters and digits anyway.
export const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * A reader's query as the index reads it: its words folded and stemmed in its language
 * (Italian unless told), all required, the last one also matched as a prefix of any word, as
 * it may still be being typed. Stopwords (`di`, `per`, `il`…; `the`, `of`…) are left out
 * unless the query holds nothing else.
 */
export function searchTermsOf(query: string, language: SearchLanguage = "it"): SearchTerms {
  const text = query.trim().slice(0, MAX_QUERY_LENGTH).trim();
  const all = foldedWords(text);
  const meaningful = all.filter((word) => !isStopword(word, language));
  const words = (meaningful.length ? meaningful : all).slice(0, MAX_TERMS);
  const last = words.at(-1);
  if (last === undefined) return { text, language, stems: [], prefix: null, match: null };
  const stems = [...new Set(words.map((word) => stemOf(word, language)))];
  const prefix = last.length > 1 ? last : null;
  const lastStem = stemOf(last, language);
  const required = stems
    .filter((stem) => stem !== lastStem)
    .map((stem) => `${stemmedColumns} : ${quoted(stem)}`);
  const typed = prefix
    ? `(${stemmedColumns} : ${quoted(lastStem)} OR words : ${quoted(prefix)}*)`
    : `${stemmedColumns} : ${quoted(lastStem)}`;
  return { text, language, stems, prefix, match: [...required, typed].join(" AND ") };
}

/**
 * Whether a word of a text, as written, is one the query found: by its stem, or as the typed
 * prefix. A body repeats its words: each is judged once.
 */
export function hitTest(terms: Pick<SearchTerms, "stems" | "prefix" | "language">) {
  const stems = new Set(terms.stems);
  const judged = new Map<string, boolean>();
  return (word: string) => {
    let hit = judged.get(word);
    if (hit === undefined) {
      const foldedWord = folded(word);
      hit =
        stems.has(stemOf(foldedWord, terms.language)) ||
        (terms.prefix !== null && foldedWord.startsWith(terms.prefix));
      judged.set(word, hit);
    }
    return hit;
  };
}
