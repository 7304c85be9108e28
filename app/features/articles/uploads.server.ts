import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { typeHandlers } from "image-size/types/index";
import { getEnv } from "~/utils/env.server";
import {
  removeAbandonedTemporaryFiles,
  writeThroughTemporaryFile,
} from "~/utils/temporary-files.server";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an image may state (40 megapixels, e.g. 8000 × 5000). A few kilobytes of
 * PNG can declare billions of pixels: every browser showing the cover would try to decode
 * them, and pages would reserve space for the absurd size stored with it.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type UploadProblem =
  | "empty"
  | "too-large"
  | "not-an-image"
  | "unsupported-type"
  | "unreadable-size"
  | "too-many-pixels";
export type StoredImage = { url: string; width: number; height: number };
export type StoreImageResult =
  { ok: true; image: StoredImage } | { ok: false; problem: UploadProblem };

/** The formats every current browser shows, by image-size's name for them, with the extension they are stored under. */
const acceptedFormats = { jpg: ".jpg", png: ".png", webp: ".webp", avif: ".avif" } as const;
type AcceptedFormat = keyof typeof acceptedFormats;
type UploadExtension = (typeof acceptedFormats)[AcceptedFormat] | ".svg";

const isAcceptedFormat = (type: string | undefined): type is AcceptedFormat =>
  type !== undefined && Object.hasOwn(acceptedFormats, type);

// image-size calls TGA any bytes with zeros in four given places: TGA has no signature, so
// that verdict says nothing about what the bytes are.
const signaturelessTypes = new Set(["tga"]);

// image-size names an AVIF by its brand; the handler that recognises it is the HEIF one.
const handlersOfAcceptedFormats = (["jpg", "png", "webp", "heif"] as const).map((type) =>
  typeHandlers.get(type),
);

/** Whether the bytes open like one of the accepted formats, even if their size cannot be read. */
function startsLikeAcceptedFormat(bytes: Uint8Array) {
  return handlersOfAcceptedFormats.some((handler) => {
    try {
      return handler?.validate(bytes) === true;
    } catch {
      return false;
    }
  });
}

type Size = { width: number; height: number };

/**
 * Why a size read from an image cannot be used, or null when it can: a zero or missing side,
 * or more pixels than the limit. A format holding several images (an AVIF's thumbnail beside
 * its picture) is judged by all of them, so a small first one cannot let a huge one through.
 */
function sizeProblem(size: Size & { images?: Size[] }): UploadProblem | null {
  const all = [size, ...(size.images ?? [])];
  // `> 0` is false for undefined and NaN too: a side the parser could not give.
  if (!all.every(({ width, height }) => width > 0 && height > 0)) return "unreadable-size";
  return all.some(({ width, height }) => width * height > MAX_IMAGE_PIXELS)
    ? "too-many-pixels"
    : null;
}

type CheckedImage =
  | { ok: true; format: AcceptedFormat; width: number; height: number }
  | { ok: false; problem: UploadProblem };

/** What the bytes are, decided from the bytes alone: never from a file name or a Content-Type. */
function checkImage(bytes: Uint8Array): CheckedImage {
  if (bytes.length === 0) return { ok: false, problem: "empty" };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, problem: "too-large" };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return {
      ok: false,
      problem: startsLikeAcceptedFormat(bytes) ? "unreadable-size" : "not-an-image",
    };
  }
  if (size.type === undefined || signaturelessTypes.has(size.type))
    return { ok: false, problem: "not-an-image" };
  if (!isAcceptedFormat(size.type)) return { ok: false, problem: "unsupported-type" };
  const problem = sizeProblem(size);
  if (problem) return { ok: false, problem };
  return { ok: true, format: size.type, width: size.width, height: size.height };
}

const uploadUrlPrefix = "/uploads/";
// Only names this module makes: no dots or slashes beyond the extension, so no way out of the folder.
const storedNamePattern = "[0-9a-f]{32}\\.(?:jpg|png|webp|avif|svg)";
const storedName = new RegExp(`^${storedNamePattern}$`);
const storedNameInText = new RegExp(`${uploadUrlPrefix}(${storedNamePattern})`, "g");

/** The path of the file behind a URL this module made; null for any other URL. */
export function storedFile(url: string) {
  const name = url.startsWith(uploadUrlPrefix) ? url.slice(uploadUrlPrefix.length) : "";
  return storedName.test(name) ? path.join(getEnv().UPLOADS_DIR, name) : null;
}

/**
 * Writes `contents` under UPLOADS_DIR with a fresh random name and returns its URL. The file
 * appears whole or not at all: it is written beside its final place, then renamed.
 */
export async function writeUpload(contents: Uint8Array | string, extension: UploadExtension) {
  const dir = getEnv().UPLOADS_DIR;
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString("hex")}${extension}`;
  await writeThroughTemporaryFile(dir, name, async (temporary) => {
    await fs.promises.writeFile(temporary, contents, { flag: "wx" });
    // Whatever the process's umask, the web server must be able to read the file.
    await fs.promises.chmod(temporary, 0o644);
  });
  return `${uploadUrlPrefix}${name}`;
}

// A stored name, then the writer's part (`.part` alone in earlier releases).
const uploadTemporaryName = new RegExp(`^\\.${storedNamePattern}\\.(?:part|.+\\.tmp)$`);

/** Removes the temporary files of uploads a killed process abandoned; how many. */
export function removeAbandonedUploadFiles(options?: { olderThanMs?: number; now?: number }) {
  return removeAbandonedTemporaryFiles(
    getEnv().UPLOADS_DIR,
    (name) => uploadTemporaryName.test(name),
    options,
  );
}

/** The stored files named in `texts` (an article's cover address, its body). */
export function uploadNamesIn(texts: Iterable<string | null>) {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text?.matchAll(storedNameInText) ?? []) names.add(match[1]!);
  return names;
}

/**
 * The stored files not in `used` and unchanged since before `olderThan`: images uploaded in an
 * editor whose article was never saved, covers replaced since. Pieces of writes a stop cut
 * short count as unused too, for an installation whose server does not run to remove them.
 */
export async function unusedUploads(used: Set<string>, olderThan: Date) {
  const dir = getEnv().UPLOADS_DIR;
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const unused: string[] = [];
  for (const name of names) {
    const leftover = uploadTemporaryName.test(name);
    if (!leftover && (!storedName.test(name) || used.has(name))) continue;
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && stat.mtime < olderThan) unused.push(path.join(dir, name));
  }
  return unused;
}

/** Removes a file this module stored, as when the image it held was not wanted after all. */
export async function discardUpload(url: string) {
  const file = storedFile(url);
  if (file) await fs.promises.rm(file, { force: true });
}

/** Checks image bytes (from an upload or a download) and stores them when they are an accepted image. */
export async function storeImageBytes(bytes: Uint8Array): Promise<StoreImageResult> {
  const checked = checkImage(bytes);
  if (!checked.ok) return checked;
  const url = await writeUpload(bytes, acceptedFormats[checked.format]);
  return { ok: true, image: { url, width: checked.width, height: checked.height } };
}

/** A featured image sent by staff through the article form. */
export async function storeUploadedImage(file: File): Promise<StoreImageResult> {
  // Refused before its bytes are read into memory.
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, problem: "too-large" };
  return storeImageBytes(new Uint8Array(await file.arrayBuffer()));
}

// image-size reads as much when it opens a file itself: formats state their size near the start.
const SIZE_WINDOW_BYTES = 512 * 1024;

async function readFirstBytes(file: string) {
  const handle = await fs.promises.open(file, "r");
  try {
    const bytes = new Uint8Array(Math.min((await handle.stat()).size, SIZE_WINDOW_BYTES));
    await handle.read(bytes, 0, bytes.length, 0);
    return bytes;
  } finally {
    await handle.close();
  }
}

/**
 * The width and height of an image this module stored, from its URL; null for any other URL
 * (another site's, a name it never made), for a file no longer there, and for a size no
 * upload would pass today (a file stored before the pixel limit): unknown, not absurd.
 */
export async function uploadedImageSize(
  url: string,
): Promise<{ width: number; height: number } | null> {
  const file = storedFile(url);
  if (!file) return null;
  try {
    const size = imageSize(await readFirstBytes(file));
    return sizeProblem(size) === null ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}
