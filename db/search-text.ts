import type Database from "better-sqlite3";
import { Parser } from "htmlparser2";
import MarkdownIt from "markdown-it";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as italianStemmer } from "@orama/stemmers/italian";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import { stopwords as italianStopwords } from "@orama/stopwords/italian";

/**
 * How the search index reads a text (decision 0228): words are runs of letters and digits,
 * lowercased with their accents taken off (`perché` and `perche` are one word), and each is
 * indexed by its Snowball stem (`campagne` and `campagna` are both `campagn`). The same
 * functions read the articles, in the triggers that keep the index, and the reader's query.
 * English is read by its own Snowball stemmer and stop words (decision 0293).
 */

/** The languages the index reads: the content's (`contentLanguages` in the schema). */
export type SearchLanguage = "it" | "en";

const wordPattern = /[\p{L}\p{N}]+/gu;

/** `Perché` → `perche`: lowercase, without accents. */
export function folded(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The folded words of `text`, in order. */
export function foldedWords(text: string): string[] {
  return folded(text).match(wordPattern) ?? [];
}

const stemmers = { it: italianStemmer, en: englishStemmer } as const;

// Articles share most of their words: a word is stemmed once. The bound keeps a long
// rebuild from growing the maps without end.
const stems = { it: new Map<string, string>(), en: new Map<string, string>() };
const stemsKept = 100_000;

/** The Snowball stem of a folded word in `language` (Italian unless told). */
export function stemOf(word: string, language: SearchLanguage = "it") {
  const kept = stems[language];
  let stem = kept.get(word);
  if (stem === undefined) {
    stem = stemmers[language](word);
    if (kept.size >= stemsKept) kept.clear();
    kept.set(word, stem);
  }
  return stem;
}

// What Snowball's list lacks among the commonest words of Italian prose, which would otherwise
// be the first keywords of many a text: the forms of the modal and other everyday verbs, and
// more quantifiers, pronouns, conjunctions and adverbs.
const moreStopwords = `
  essere stato stata stati state avere fatto fatta fatti fatte
  diciamo dicono detto detta detti dette diceva dicevano diranno direbbe dicendo
  potere posso possiamo possono potete poteva potevano potrà potranno potrebbe potrebbero potrei
  potremmo possa possano potuto potendo
  volere voglio vogliamo vogliono volete voleva volevano vorrà vorranno vorrebbe vorrebbero vorrei
  vorremmo voglia vogliano voluto volendo
  dovere dobbiamo devono dovete doveva dovevano dovrà dovranno dovrebbe dovrebbero dovrei dovremmo
  debba debbano dovuto dovendo
  sapere sappiamo sanno sapete sapeva sapevano saprà sapranno saprebbe sappia saputo sapendo
  stare andare andiamo vanno andate andava andavano andrà andranno andrebbe andato andata andati
  andando
  venire vengo viene veniamo vengono venite veniva venivano verrà verranno verrebbe venga vengano
  venuto venuta venuti venute venendo
  diamo danno davano daranno darebbe dando
  vedere vediamo vedono vedete vedeva vedrà vedranno vedrebbe visto vista visti viste vedendo
  usare usiamo usano usato usata usati usate usando
  utilizzare utilizza utilizzano utilizzato utilizzata utilizzati utilizzate
  quest quell quali molto molta molti molte tutta tutte altro altra altri altre tanto tanta tanti
  tante troppo troppa troppi troppe pochi poche alcuni alcune alcuno alcuna nessuno nessuna
  ciascuno ciascuna ognuno ognuna qualche qualcosa qualcuno niente nulla stesso stessa proprio
  propria propri proprie costui costei coloro colui colei
  poiché quando oppure mentre quindi dunque allora inoltre tuttavia comunque infatti invece ovvero
  ossia perciò affinché benché sebbene finché siccome anziché neanche nemmeno neppure
  senza sopra sotto prima dentro fuori verso presso oltre durante attraverso mediante tramite
  secondo circa insieme davanti dietro sempre ancora spesso subito adesso ormai forse appena almeno
  soltanto solamente piuttosto abbastanza quasi infine ovunque laddove persino perfino altrettanto
  altrimenti
`;

const stopwordSet = new Set(italianStopwords.map(folded));
// Snowball's English list opens with "a", which the package's copy lacks.
const englishStopwordSet = new Set(["a", ...englishStopwords.map(folded)]);
const keywordStopwordSet = new Set([
  ...stopwordSet,
  ...moreStopwords.trim().split(/\s+/).map(folded),
]);

/**
 * Articles, prepositions and pronouns: words a query leaves out, and so do the words that find
 * an article's related ones. Snowball's list of the language (Italian unless told). Takes a
 * folded word.
 */
export function isStopword(word: string, language: SearchLanguage = "it") {
  return (language === "en" ? englishStopwordSet : stopwordSet).has(word);
}

/**
 * The same list and, beside it, everyday verbs and adverbs that say nothing of what a text is
 * about but that a reader may well search for ("vista mare", "auto usate"): left out of an
 * imported article's keywords only. Takes a folded word.
 */
export function isKeywordStopword(word: string) {
  return keywordStopwordSet.has(word);
}

/**
 * What the index holds of a field: the stems of its words, space-separated; each word's
 * Italian stem and, where it differs, its English one. The triggers do not know a row's
 * language, so every text is read both ways and a query keeps to its own language's rows
 * (decision 0293): `designing` is found as `design` on the English side.
 */
export function stemmedText(text: string | null) {
  const indexed: string[] = [];
  for (const word of foldedWords(text ?? "")) {
    const italian = stemOf(word, "it");
    const english = stemOf(word, "en");
    indexed.push(italian);
    if (english !== italian) indexed.push(english);
  }
  return indexed.join(" ");
}

/**
 * What the index holds to match a word being typed: every distinct folded word of the
 * texts once, so `pubblicit` finds `pubblicità` though its stem is `pubblic`.
 */
export function distinctWords(...texts: (string | null)[]) {
  const words = new Set<string>();
  for (const text of texts) for (const word of foldedWords(text ?? "")) words.add(word);
  return [...words].join(" ");
}

const markdown = new MarkdownIt({ html: true });

// Elements whose content is code or a player, not words of the article.
const unread = new Set(["script", "style", "iframe", "svg"]);

// Elements inside a line of text: closing one does not end a word.
const inline = new Set(
  "a abbr b cite code del dfn em i ins kbd mark q s samp small span strong sub sup u var".split(
    " ",
  ),
);

/**
 * The words a reader sees of a stored body (HTML when it holds tags, else Markdown, both
 * through the same parser here): its text without markup, one space between blocks. The
 * `::: nota` lines that open and close a highlighted block are markup too.
 */
export function bodyText(content: string) {
  const html = markdown.render(content.replace(/^\s*:::.*$/gm, ""));
  const parts: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (unread.has(name)) skipping++;
      },
      ontext(text) {
        if (skipping === 0) parts.push(text);
      },
      onclosetag(name) {
        if (unread.has(name)) skipping = Math.max(0, skipping - 1);
        if (!inline.has(name)) parts.push(" ");
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join("").replace(/\s+/g, " ").trim();
}

const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * The functions the search index's triggers call (migration 0017): every connection that
 * writes articles registers them, or SQLite refuses the write with "no such function".
 */
export function registerSearchFunctions(sqlite: Database.Database) {
  sqlite.function("search_body", { deterministic: true }, (content) =>
    bodyText(textOrNull(content) ?? ""),
  );
  sqlite.function("search_stems", { deterministic: true }, (text) => stemmedText(textOrNull(text)));
  sqlite.function("search_words", { deterministic: true, varargs: true }, (...texts) =>
    distinctWords(...texts.map(textOrNull)),
  );
}
