import * as z from "zod";
import { getEnv } from "~/utils/env.server";
import {
  deadlineOf,
  logFailure,
  ServiceFailure,
  type ServiceCall,
} from "~/utils/service-call.server";
import { logger } from "~/utils/logger.server";

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
