import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { typeHandlers } from "image-size/types/index";
import { uploadedImages } from "../../../db/schema";
import { MAX_IMAGE_BYTES } from "~/features/articles/image-limits";
import {
  cleanCopy,
  MAX_IMAGE_PIXELS,
  placeholderOf,
} from "~/features/articles/image-pipeline.server";
import { db, staffWriteWait, writeWhenUnlocked } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import {
  removeAbandonedTemporaryFiles,
  writeThroughTemporaryFile,
} from "~/utils/temporary-files.server";
import { logger } from "~/utils/logger.server";

export { MAX_IMAGE_BYTES };
/**
 * The most pixels an image may state. A few kilobytes of PNG can declare billions of pixels:
 * decoding them would take the server's memory, so the size is read before any decoding.
 */
export { MAX_IMAGE_PIXELS };

export type UploadProblem =
  | "empty"
  | "too-large"
  | "not-an-image"
  | "unsupported-type"
  | "unreadable-size"
  | "too-many-pixels"
  | "heic";
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

const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/**
 * Whether the bytes are a HEIC photo (an iPhone's): an ISO box file whose brand, or one of
 * its compatible brands under the generic `mif1`, is HEVC's.
 */
function isHeic(bytes: Uint8Array) {
  const text = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes.length < 16 || text(4, 8) !== "ftyp") return false;
  const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
  const brands = [text(8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(text(at, at + 4));
  return brands[0] === "avif" ? false : brands.some((brand) => heicBrands.has(brand));
}

/** What the bytes are, decided from the bytes alone: never from a file name or a Content-Type. */
function checkImage(bytes: Uint8Array): CheckedImage {
  if (bytes.length === 0) return { ok: false, problem: "empty" };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, problem: "too-large" };
  // A phone's HEIC photo, which browsers other than Safari cannot show.
  if (isHeic(bytes)) return { ok: false, problem: "heic" };
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
// A smaller size of a stored image (`image-pipeline.server.ts`), named after its bytes.
const derivedName = /^([0-9a-f]{32})-\d+-[0-9a-f]{12}\.(?:avif|webp|jpg)$/;

/** A stored file's name without its extension: what its smaller sizes are named after. */
export const stemOf = (name: string) => name.replace(/\.[a-z]+$/, "");

/** The path of the file behind a URL this module made; null for any other URL. */
export function storedFile(url: string) {
  const name = url.startsWith(uploadUrlPrefix) ? url.slice(uploadUrlPrefix.length) : "";
  return storedName.test(name) ? path.join(getEnv().UPLOADS_DIR, name) : null;
}

/**
 * Writes `contents` under UPLOADS_DIR with a fresh random name, or the `stem` given (32 hex
 * digits), and returns its URL. The file appears whole or not at all: it is written beside its
 * final place, then renamed.
 */
export async function writeUpload(
  contents: Uint8Array | string,
  extension: UploadExtension,
  stem: string = crypto.randomBytes(16).toString("hex"),
) {
  const dir = getEnv().UPLOADS_DIR;
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${stem}${extension}`;
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

/** Whether `name` is one this module gives a stored raster image (generated SVGs apart). */
export const isStoredImageName = (name: string) => storedName.test(name) && !name.endsWith(".svg");

/** The raster images stored in the uploads folder, by name (generated SVG covers apart). */
export async function storedImageNames() {
  const names = await fs.promises.readdir(getEnv().UPLOADS_DIR).catch(() => [] as string[]);
  return names.filter(isStoredImageName);
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
  const usedStems = new Set([...used].map(stemOf));
  const unused: string[] = [];
  for (const name of names) {
    const leftover = uploadTemporaryName.test(name);
    // A smaller size goes with the image it was made from.
    const derivedFrom = derivedName.exec(name)?.[1];
    if (derivedFrom !== undefined) {
      if (usedStems.has(derivedFrom)) continue;
    } else if (!leftover && (!storedName.test(name) || used.has(name))) continue;
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

const pipelineFormats = { jpg: "jpeg", png: "png", webp: "webp", avif: "avif" } as const;

export type CleanImage = {
  name: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  placeholder: string;
  /** Found already stored under the stem asked for, and kept as it was. */
  kept: boolean;
};

/**
 * Checks image bytes and, when they are an accepted image, writes their clean copy under a
 * new name, or under `stem` when it is not stored there already: upright, sRGB, without any
 * other metadata (see `image-pipeline.server.ts`). The caller records it.
 */
export async function writeCleanImage(
  bytes: Uint8Array,
  stem?: string,
): Promise<{ ok: true; image: CleanImage } | { ok: false; problem: UploadProblem }> {
  const checked = checkImage(bytes);
  if (!checked.ok) return checked;
  let clean: Awaited<ReturnType<typeof cleanCopy>>;
  let placeholder: string;
  try {
    clean = await cleanCopy(bytes, pipelineFormats[checked.format]);
    placeholder = await placeholderOf(clean.bytes);
  } catch {
    // A header that reads well over pixels that do not decode: a truncated or forged file.
    return { ok: false, problem: "not-an-image" };
  }
  const extension = acceptedFormats[checked.format];
  const kept =
    stem !== undefined && fs.existsSync(path.join(getEnv().UPLOADS_DIR, `${stem}${extension}`));
  const url = kept
    ? `${uploadUrlPrefix}${stem}${extension}`
    : await writeUpload(clean.bytes, extension, stem);
  const image = {
    name: url.slice(uploadUrlPrefix.length),
    url,
    width: clean.width,
    height: clean.height,
    bytes: clean.bytes.length,
    placeholder,
    kept,
  };
  return { ok: true, image };
}

/** The record of a clean image, for `uploaded_images`. */
export const imageRecord = (image: CleanImage, uploadedBy: string | null) => ({
  name: image.name,
  width: image.width,
  height: image.height,
  bytes: image.bytes,
  placeholder: image.placeholder,
  uploadedBy,
});

/**
 * Checks image bytes (from an upload or a download) and, when they are an accepted image,
 * stores their clean copy. The image is recorded with its size and preview, and the smaller
 * sizes are made afterwards, off the request (`imageStored`). `uploadedBy` is the staff
 * member who sent it, null for an image the site fetched or made.
 */
export async function storeImageBytes(
  bytes: Uint8Array,
  uploadedBy: string | null = null,
): Promise<StoreImageResult> {
  const written = await writeCleanImage(bytes);
  if (!written.ok) return written;
  const { image } = written;
  try {
    await writeWhenUnlocked(
      () => db.insert(uploadedImages).values(imageRecord(image, uploadedBy)).run(),
      staffWriteWait,
    );
    emitDomainEvent("imageStored", { name: image.name });
  } catch (error) {
    // The clean file is stored and shows as it is; only its smaller sizes wait for a record.
    logger.error({ err: error }, `Immagine ${image.name} salvata senza la sua scheda:`);
  }
  return { ok: true, image: { url: image.url, width: image.width, height: image.height } };
}

/** A featured image sent by staff through the article form. */
export async function storeUploadedImage(
  file: File,
  uploadedBy: string | null,
): Promise<StoreImageResult> {
  // Refused before its bytes are read into memory.
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, problem: "too-large" };
  return storeImageBytes(new Uint8Array(await file.arrayBuffer()), uploadedBy);
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
