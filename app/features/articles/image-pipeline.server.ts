import crypto from "node:crypto";
import sharp, { type Sharp } from "sharp";
import type { ImageDerivative } from "../../../db/schema";

/**
 * What happens to an uploaded photo's pixels (decision 0207), with sharp (libvips): the
 * upload is decoded within the pixel limit, turned upright, converted to sRGB and written
 * again with the sRGB profile and no other metadata (no EXIF, GPS, XMP, IPTC), so no file the
 * site keeps or serves says where or with what it was taken. The smaller sizes are made from
 * that clean copy, in AVIF, WebP and JPEG.
 */

/** The most pixels an image may have (40 megapixels, e.g. 8000 × 5000). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The widths made for `srcset`, never wider than the upload. */
export const derivedWidths = [480, 800, 1200, 1600] as const;

export type StoredFormat = "jpeg" | "png" | "webp" | "avif";

// One libvips thread: the server has few cores, and pages must keep answering while a
// photo is resized. The work runs off the event loop either way.
sharp.concurrency(1);

const decode = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", sequentialRead: true });

/** The clean copy: upright, sRGB with its profile, no other metadata, in its own format. */
export async function cleanCopy(bytes: Uint8Array, format: StoredFormat) {
  const image = decode(bytes).rotate().withIccProfile("srgb");
  const encoded =
    format === "jpeg"
      ? image.jpeg({ quality: 90 })
      : format === "png"
        ? image.png({ compressionLevel: 9 })
        : format === "webp"
          ? image.webp({ quality: 90 })
          : image.avif({ quality: 70, effort: 3 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** A preview 16 pixels wide, blurred by the browser while the image loads: a `data:` URL. */
export async function placeholderOf(bytes: Uint8Array) {
  const preview = await decode(bytes).resize(16).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${preview.toString("base64")}`;
}

export const extensions = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;

// Quality for each format at about the same look: AVIF and WebP carry a photo of 480 px in
// tens of kilobytes.
export const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 3 }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
} as const;

export type SizeFormat = keyof typeof encoders;

/**
 * The smaller sizes of a clean copy `width` pixels wide, each in AVIF, WebP and JPEG, named
 * `<stem>-<width>-<hash>.<ext>` after their own bytes (so a name always means the same bytes,
 * and may be cached for ever). An image narrower than the smallest width gets one size: its
 * own. Each file is handed to `write` as it is made.
 */
export async function makeDerivatives(
  stem: string,
  clean: Uint8Array,
  width: number,
  write: (name: string, bytes: Buffer) => Promise<void>,
): Promise<ImageDerivative[]> {
  const widths: number[] = derivedWidths.filter((wanted) => wanted < width);
  if (widths.length < derivedWidths.length) widths.push(width);
  const made: ImageDerivative[] = [];
  for (const wanted of widths) {
    for (const format of ["avif", "webp", "jpeg"] as const) {
      const { data, info } = await encoders[format](
        decode(clean).resize({ width: wanted, withoutEnlargement: true }),
      ).toBuffer({ resolveWithObject: true });
      const hash = crypto.createHash("sha256").update(data).digest("hex").slice(0, 12);
      const name = `${stem}-${info.width}-${hash}.${extensions[format]}`;
      await write(name, data);
      made.push({ width: info.width, height: info.height, format, name, bytes: data.length });
    }
  }
  return made;
}
