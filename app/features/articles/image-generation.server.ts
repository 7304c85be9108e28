import { and, eq, isNull, or } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { imageGenerationText } from "~/features/articles/content/article-images";
import { escapeXml } from "~/utils/xml";
import { db, writeWhenUnlocked } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";
import {
  deadlineOf,
  logFailure,
  ServiceFailure,
  type ServiceCall,
} from "~/utils/service-call.server";
import {
  discardUpload,
  MAX_IMAGE_BYTES,
  storeImageBytes,
  writeUpload,
  type StoredImage,
} from "~/features/articles/uploads.server";
import { logger } from "~/utils/logger.server";

/** The longest description of an image staff may ask for. */
export const IMAGE_PROMPT_MAX_LENGTH = 1000;

export type GeneratedImage = StoredImage & { placeholder: boolean };

async function askForImageUrl(apiUrl: string, prompt: string, signal: AbortSignal) {
  const { IMAGE_API_KEY } = getEnv();
  const response = await fetch(apiUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...(IMAGE_API_KEY ? { Authorization: `Bearer ${IMAGE_API_KEY}` } : {}),
    },
    body: JSON.stringify({ prompt }),
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ServiceFailure(`il servizio ha risposto ${response.status}`);
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new ServiceFailure("la risposta non è JSON");
  }
  return imageUrlIn(answer);
}

const isHttpUrl = (value: string) =>
  URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);

function imageUrlIn(answer: unknown) {
  const imageUrl =
    typeof answer === "object" && answer !== null && "imageUrl" in answer
      ? answer.imageUrl
      : undefined;
  // The image is downloaded and kept here: the site never shows another host's copy, nor inline data.
  if (typeof imageUrl !== "string" || !isHttpUrl(imageUrl))
    throw new ServiceFailure("la risposta non ha un imageUrl http(s)");
  return imageUrl;
}

/** The image's bytes, given up as soon as they pass the upload limit. */
async function download(url: string, signal: AbortSignal) {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ServiceFailure(`il download dell'immagine ha risposto ${response.status}`);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.length;
    if (received > MAX_IMAGE_BYTES) {
      await reader.cancel();
      throw new ServiceFailure("l'immagine supera i 5 MB");
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

async function fetchAndStore(apiUrl: string, prompt: string, signal: AbortSignal) {
  const stored = await storeImageBytes(
    await download(await askForImageUrl(apiUrl, prompt, signal), signal),
  );
  if (!stored.ok) throw new ServiceFailure(`l'immagine scaricata non è valida (${stored.problem})`);
  return stored.image;
}

type ApiCall = ServiceCall & { apiUrl: string };

/** The API's image for `prompt`, stored here; null after logging why when there is none. */
async function imageFromApi(
  prompt: string,
  failureLog: string,
  call: ApiCall,
): Promise<StoredImage | null> {
  const { deadline, signal } = deadlineOf(call);
  try {
    return await fetchAndStore(call.apiUrl, prompt, signal);
  } catch (error) {
    logFailure(failureLog, error, deadline, call);
    return null;
  }
}

const PLACEHOLDER_SIZE = { width: 800, height: 400 } as const;
const PLACEHOLDER_PROMPT_CHARS = 50;

// The brand's green in tints; the text stays above 7:1 even on the darker tint.
const mint = "#f0fdf4";
const leaf = "#bbf7d0";
const green = "#22c55e";
const forest = "#14532d";

/** The start of the prompt on one line, without the control characters XML forbids; "…" if cut. */
function promptExcerpt(prompt: string) {
  const characters = Array.from(
    prompt
      .replace(/[\p{Cc}\uFFFE\uFFFF]/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  const excerpt = characters.slice(0, PLACEHOLDER_PROMPT_CHARS).join("").trimEnd();
  return characters.length > PLACEHOLDER_PROMPT_CHARS ? `${excerpt}…` : excerpt;
}

/** Splits the excerpt into at most two lines of `maxChars`, closing with an ellipsis if cut. */
function wrapLines(text: string, maxChars: number) {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines;
  const second = `${lines[1]} ${lines.slice(2).join(" ")}`;
  return [lines[0] ?? "", `${second.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`];
}

/** An 800×400 picture drawn here, naming what was asked for: the stand-in when the API gives nothing. */
export function placeholderSvg(prompt: string) {
  const { width, height } = PLACEHOLDER_SIZE;
  const excerpt = promptExcerpt(prompt);
  const title = excerpt
    ? `${imageGenerationText.placeholder}: ${excerpt}`
    : imageGenerationText.placeholder;
  const lines = wrapLines(excerpt, 30)
    .map(
      (line, index) =>
        `<text x="64" y="${180 + index * 52}" font-size="40" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="titolo">`,
    `<title id="titolo">${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${mint}"/>`,
    `<circle cx="700" cy="60" r="150" fill="${leaf}"/>`,
    `<circle cx="760" cy="380" r="70" fill="${leaf}"/>`,
    `<rect x="64" y="100" width="72" height="8" rx="4" fill="${green}"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fill="${forest}">`,
    `<text x="64" y="80" font-size="22" font-weight="600">${escapeXml(imageGenerationText.placeholder)}</text>`,
    lines,
    "</g>",
    "</svg>",
  ].join("");
}

/**
 * An image for `prompt`: the image API's when IMAGE_API_URL is set and the exchange succeeds,
 * otherwise a placeholder drawn here, naming `placeholderText` (by default the prompt). Either
 * way the file is stored under UPLOADS_DIR. A `stop` that aborts rejects instead, storing
 * nothing. The exchange may take IMAGE_API_TIMEOUT_MS; `timeoutMs` overrides it.
 */
export async function generateImage(
  prompt: string,
  options: { timeoutMs?: number; placeholderText?: string; stop?: AbortSignal } = {},
): Promise<GeneratedImage> {
  const { IMAGE_API_URL: apiUrl, IMAGE_API_TIMEOUT_MS } = getEnv();
  if (apiUrl) {
    const call = {
      apiUrl,
      timeoutMs: options.timeoutMs ?? IMAGE_API_TIMEOUT_MS,
      stop: options.stop,
    };
    const image = await imageFromApi(prompt, "Immagine non generata, uso un placeholder", call);
    if (options.stop?.aborted) {
      if (image) await discardUpload(image.url);
      options.stop.throwIfAborted();
    }
    if (image) return { ...image, placeholder: false };
  }
  const url = await writeUpload(placeholderSvg(options.placeholderText ?? prompt), ".svg");
  return { url, ...PLACEHOLDER_SIZE, placeholder: true };
}

/** What the image API is asked for when an article is published without an image. */
export function coverPrompt(title: string) {
  return `Immagine di copertina per l'articolo di blog «${title}»: illustrazione in stile moderno e pulito, colore principale verde #22c55e, senza testo.`;
}

// How long the cover's write may wait for another process's lock before the cover is dropped.
const COVER_WRITE_WAIT_MS = 5_000;

/**
 * Gives article `id` the image unless it got one meanwhile. `updated_at` stays as it is: the
 * author's next save must not look like a conflict with a change they did not make.
 */
async function setCoverIfMissing(id: string, image: StoredImage) {
  const changed = await writeWhenUnlocked(
    () =>
      db
        .update(articles)
        .set({
          featuredImageUrl: image.url,
          featuredImageWidth: image.width,
          featuredImageHeight: image.height,
        })
        .where(
          and(
            eq(articles.id, id),
            or(isNull(articles.featuredImageUrl), eq(articles.featuredImageUrl, "")),
          ),
        )
        .returning({ slug: articles.slug, status: articles.status })
        .all()[0],
    { withinMs: COVER_WRITE_WAIT_MS },
  );
  if (!changed) return discardUpload(image.url);
  emitDomainEvent("articleChanged", {
    id,
    slug: changed.slug,
    before: changed.status,
    after: changed.status,
  });
}

type CoverArticle = { id: string; slug: string; title: string };

async function generateCover(article: CoverArticle, stop: AbortSignal) {
  const { IMAGE_API_URL: apiUrl, IMAGE_API_TIMEOUT_MS: timeoutMs } = getEnv();
  if (!apiUrl) return;
  const call = { apiUrl, timeoutMs, stop };
  const image = await imageFromApi(
    coverPrompt(article.title),
    `Copertina di «${article.slug}» non generata`,
    call,
  );
  if (image) await setCoverIfMissing(article.id, image);
}

// Shared through globalThis: the routes start generations, the Express entry stops them.
const coverGenerations = () =>
  singleton("cover-generations", () => new Map<AbortController, Promise<void>>());

/**
 * Asks the image API for a cover of a just-published article, in the background: the article
 * gets it only if it still has no image by then. Without IMAGE_API_URL nothing happens. The
 * promise settles when the work is over and never rejects; callers need not wait for it.
 */
export function startCoverGeneration(article: CoverArticle): Promise<void> {
  const controller = new AbortController();
  const running = coverGenerations();
  const work = generateCover(article, controller.signal)
    .catch((error: unknown) =>
      logger.error({ err: error }, `Copertina di «${article.slug}» non salvata:`),
    )
    .finally(() => running.delete(controller));
  running.set(controller, work);
  return work;
}

/** Stops every cover generation in flight; settles once they have all let go (none writes afterwards). */
export async function stopCoverGenerations() {
  const running = coverGenerations();
  for (const controller of running.keys()) controller.abort();
  await Promise.all(running.values());
}
