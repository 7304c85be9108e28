import * as z from "zod";
import { getEnv } from "~/utils/env.server";
import {
  deadlineOf,
  logFailure,
  ServiceFailure,
  type ServiceCall,
} from "~/utils/service-call.server";
import { logger } from "~/utils/logger.server";
import { articleLimits } from "~/features/articles/article-schema";
import { slugify } from "~/features/articles/slug";

/** The whole exchange with the text model, for each of the import's two questions. */
export const AI_API_TIMEOUT_MS = 30_000;
const DEFAULT_MODEL = "gpt-4o-mini";
/**
 * Longer texts skip the model: one question must fit its context and its deadline, and the
 * deterministic steps handle any length.
 */
export const AI_MAX_TEXT_CHARS = 60_000;

export type AiCall = Partial<ServiceCall>;

export const seoMetadataLimits = {
  excerpt: 160,
  metaTitle: 60,
  metaDescription: 160,
  keywords: 5,
} as const;

export type SeoMetadata = {
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
};

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const line = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1).max(max));

const seoAnswerSchema = z.object({
  excerpt: line(seoMetadataLimits.excerpt + 3),
  metaTitle: line(seoMetadataLimits.metaTitle),
  metaDescription: line(seoMetadataLimits.metaDescription),
  keywords: z
    .union([z.array(line(60)).min(1), line(300).transform((value) => value.split(","))])
    .transform((words) => words.map((word) => word.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string()).min(1))
    .transform((words) => words.slice(0, seoMetadataLimits.keywords).join(", ")),
});

const tidyInstructions =
  "Sei un redattore di un'agenzia di marketing italiana. Ricevi un articolo in Markdown: correggi refusi e " +
  "punteggiatura e rendi ordinata la formattazione (titoli, elenchi, paragrafi) senza cambiarne il senso, " +
  "senza riassumere, senza togliere né aggiungere contenuti. Rispondi solo con il testo Markdown.";

const seoInstructions =
  "Sei un esperto SEO. Per l'articolo che ricevi rispondi solo con un oggetto JSON con le chiavi " +
  `"excerpt" (un riassunto di al massimo ${seoMetadataLimits.excerpt} caratteri), ` +
  `"metaTitle" (al massimo ${seoMetadataLimits.metaTitle} caratteri), ` +
  `"metaDescription" (al massimo ${seoMetadataLimits.metaDescription} caratteri) e ` +
  `"keywords" (un elenco di ${seoMetadataLimits.keywords} parole chiave). Scrivi in italiano.`;

/** Whether a text model is configured: without one the import derives what it would ask, and no translation is drafted. */
export function hasTextModel() {
  const { AI_API_URL, AI_API_KEY } = getEnv();
  return Boolean(AI_API_URL && AI_API_KEY);
}

/** The model's answer to one question; null after logging why when there is none. */
async function ask(
  question: { system: string; user: string; json: boolean },
  failureLog: string,
  call: AiCall,
) {
  const { AI_API_URL, AI_API_KEY, AI_MODEL } = getEnv();
  if (!AI_API_URL || !AI_API_KEY) return null;
  const serviceCall = { timeoutMs: call.timeoutMs ?? AI_API_TIMEOUT_MS, stop: call.stop };
  const { deadline, signal } = deadlineOf(serviceCall);
  try {
    const response = await fetch(AI_API_URL, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Authorization: `Bearer ${AI_API_KEY}`,
      },
      body: JSON.stringify({
        model: AI_MODEL ?? DEFAULT_MODEL,
        temperature: 0.2,
        messages: [
          { role: "system", content: question.system },
          { role: "user", content: question.user },
        ],
        ...(question.json ? { response_format: { type: "json_object" } } : {}),
      }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ServiceFailure(`il servizio ha risposto ${response.status}`);
    }
    const completion = completionSchema.safeParse(parseJson(await response.text()));
    if (!completion.success)
      throw new ServiceFailure("la risposta non ha la forma di un chat completion");
    return completion.data.choices[0]?.message.content ?? null;
  } catch (error) {
    // A stopping server leaves the import to resume later, not to carry on without the model.
    call.stop?.throwIfAborted();
    logFailure(failureLog, error, deadline, serviceCall);
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceFailure("la risposta non è JSON");
  }
}

/** A model's answer sometimes comes fenced as a whole (```markdown, ```json): the fence is not part of it. */
function unfenced(text: string) {
  const fenced = /^```[a-z]*\n([\s\S]*)\n```$/i.exec(text.trim());
  return (fenced?.[1] ?? text).trim();
}

/**
 * The article's Markdown tidied by the model, or null (no model configured, a text too long
 * for it, or an answer that fails or would lose much of the text: a model that summarises
 * must not shorten an article unasked).
 */
export async function tidyText(markdown: string, call: AiCall = {}): Promise<string | null> {
  if (markdown.length > AI_MAX_TEXT_CHARS) return null;
  const answer = await ask(
    { system: tidyInstructions, user: markdown, json: false },
    "Testo non ottimizzato dal modello",
    call,
  );
  if (answer === null) return null;
  const tidied = unfenced(answer);
  if (tidied.length < markdown.trim().length / 2 || tidied.length > markdown.length * 2) {
    logger.error(
      "Testo non ottimizzato dal modello: la risposta cambia troppo la lunghezza del testo",
    );
    return null;
  }
  return tidied;
}

/** Excerpt, meta title, meta description and keywords by the model, or null when it gives no valid set. */
export async function seoMetadata(
  title: string,
  markdown: string,
  call: AiCall = {},
): Promise<SeoMetadata | null> {
  if (markdown.length > AI_MAX_TEXT_CHARS) return null;
  const user = `Titolo: ${title}\n\n${markdown}`;
  const answer = await ask(
    { system: seoInstructions, user, json: true },
    "Metadati SEO non generati dal modello",
    call,
  );
  if (answer === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced(answer));
  } catch {
    logger.error("Metadati SEO non generati dal modello: la risposta non è JSON");
    return null;
  }
  const metadata = seoAnswerSchema.safeParse(parsed);
  if (!metadata.success) {
    logger.error("Metadati SEO non generati dal modello: la risposta non ha i campi attesi");
    return null;
  }
  return metadata.data;
}

/**
 * A text to translate: its words, the most characters its field takes, and its form: one
 * line, a paragraph (line breaks kept), or Markdown (its markup kept).
 */
export type SourceText = { text: string; max: number; form: "line" | "paragraph" | "markdown" };

export type TranslationQuestion = {
  /** The texts by a key of the caller's, each asked back under its key. */
  texts: Record<string, SourceText>;
  /** The Italian address to give an English counterpart, or null when the address stays. */
  slug: string | null;
};

export type TranslationAnswer =
  | { outcome: "translated"; texts: Record<string, string>; slug: string | null }
  /** No model reached, or no answer from it in time (logged). */
  | { outcome: "no-answer" }
  /** An answer that is not the translation asked for (logged). */
  | { outcome: "malformed" }
  /** More words than one question may carry: nothing was asked. */
  | { outcome: "too-long" };

const translationInstructions =
  "You translate the website of an Italian digital-marketing agency into natural British English, " +
  "written for the agency's clients. You receive a JSON object: `texts` maps keys to Italian texts, " +
  "`maxLengths` gives the most characters each translation may have, `markdown` lists the keys whose " +
  "text is Markdown (keep its headings, lists, emphasis, links and images, translate only the words, " +
  "never a link's or an image's address), and `slug`, when given, is the page's Italian address. " +
  "Keep proper nouns, brand and product names as they are. Answer only with a JSON object with " +
  "`texts`, exactly the same keys each with its English translation as a string, and, when `slug` " +
  "was given, `slug`: an English address of lowercase words joined by hyphens, with as many parts " +
  "separated by / as the Italian one.";

const translationAnswerSchema = z.object({
  texts: z.record(z.string(), z.string()),
  slug: z.string().optional(),
});

// What a saved field may not hold: any control character in a line, any but tab and line
// breaks elsewhere (the staff forms refuse them too).
const controlInLine = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const controlInText = /[^\P{Cc}\t\n]/u;

/** The translation of `source` as a field takes it, or null when the field would refuse it. */
function fieldText(source: SourceText, translated: string) {
  const text =
    source.form === "line"
      ? translated.replace(/\s+/g, " ").trim()
      : translated.replace(/\r\n?/g, "\n").trim();
  if (text === "" || text.length > source.max) return null;
  if ((source.form === "line" ? controlInLine : controlInText).test(text)) return null;
  return text;
}

/** The English address, each of the Italian's parts turned into a slug, or null when it has not as many. */
function englishSlug(italian: string, answered: string | undefined) {
  if (answered === undefined) return null;
  const parts = answered
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .split("/")
    .map(slugify);
  if (parts.length !== italian.split("/").length || parts.some((part) => part === "")) return null;
  const slug = parts.join("/");
  return slug.length > articleLimits.slug ? null : slug;
}

/**
 * The texts of `question` in English by the model, under their keys, and the address when
 * asked for. The answer must be JSON with exactly the keys asked, each a text its field takes
 * (within its length, not empty, without control characters): anything else is `malformed`,
 * and whatever else the answer holds (a status, a date) is not read.
 */
export async function englishTranslation(
  question: TranslationQuestion,
  call: AiCall = {},
): Promise<TranslationAnswer> {
  const entries = Object.entries(question.texts);
  const length = entries.reduce((sum, [, source]) => sum + source.text.length, 0);
  if (length > AI_MAX_TEXT_CHARS) return { outcome: "too-long" };
  const user = JSON.stringify({
    texts: Object.fromEntries(entries.map(([key, source]) => [key, source.text])),
    maxLengths: Object.fromEntries(entries.map(([key, source]) => [key, source.max])),
    markdown: entries.filter(([, source]) => source.form === "markdown").map(([key]) => key),
    ...(question.slug === null ? {} : { slug: question.slug }),
  });
  const failure = "Traduzione non generata dal modello";
  const answer = await ask({ system: translationInstructions, user, json: true }, failure, call);
  if (answer === null) return { outcome: "no-answer" };
  const malformed = (why: string) => {
    logger.error(`${failure}: ${why}`);
    return { outcome: "malformed" } as const;
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced(answer));
  } catch {
    return malformed("la risposta non è JSON");
  }
  const shape = translationAnswerSchema.safeParse(parsed);
  if (!shape.success) return malformed("la risposta non ha i campi attesi");
  const answered = shape.data.texts;
  const keys = new Set(Object.keys(answered));
  if (keys.size !== entries.length || entries.some(([key]) => !keys.has(key)))
    return malformed("la risposta non ha esattamente i testi chiesti");
  const texts: Record<string, string> = {};
  for (const [key, source] of entries) {
    const text = fieldText(source, answered[key] ?? "");
    if (text === null) return malformed(`il testo «${key}» è vuoto, troppo lungo o non ammesso`);
    texts[key] = text;
  }
  if (question.slug === null) return { outcome: "translated", texts, slug: null };
  const slug = englishSlug(question.slug, shape.data.slug);
  if (slug === null) return malformed("l'indirizzo manca o non ha la forma di quello italiano");
  return { outcome: "translated", texts, slug };
}
