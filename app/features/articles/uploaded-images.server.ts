import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { uploadedImages, type ImageDerivative } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";

const uploadUrlPrefix = "/uploads/";

/** The `srcset` of one format: each size's address and width, narrowest first. */
function srcSetOf(derivatives: ImageDerivative[], format: ImageDerivative["format"]) {
  return derivatives
    .filter((derivative) => derivative.format === format)
    .sort((a, b) => a.width - b.width)
    .map((derivative) => `${uploadUrlPrefix}${derivative.name} ${derivative.width}w`)
    .join(", ");
}

export type ImageSources = {
  width: number;
  height: number;
  /** A preview 16 pixels wide (a `data:` URL), shown blurred until the image loads. */
  placeholder: string;
  /** The smaller sizes in each format; null until they are made. */
  srcSets: { avif: string; webp: string; jpeg: string } | null;
  /** What it shows, as written on the media page or in the editor; null until someone does. */
  alt: string | null;
};

/**
 * What pages need to show an uploaded image responsively, from its address; null for an
 * address that is no recorded upload (another site's, a generated SVG, a file stored before
 * images were recorded).
 */
export function imageSourcesOf(url: string | null): ImageSources | null {
  if (!url?.startsWith(uploadUrlPrefix)) return null;
  const row = db
    .select({
      width: uploadedImages.width,
      height: uploadedImages.height,
      placeholder: uploadedImages.placeholder,
      derivatives: uploadedImages.derivatives,
      alt: uploadedImages.alt,
    })
    .from(uploadedImages)
    .where(eq(uploadedImages.name, url.slice(uploadUrlPrefix.length)))
    .get();
  if (!row) return null;
  const derivatives = row.derivatives ?? [];
  return {
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    alt: row.alt || null,
    srcSets:
      derivatives.length === 0
        ? null
        : {
            avif: srcSetOf(derivatives, "avif"),
            webp: srcSetOf(derivatives, "webp"),
            jpeg: srcSetOf(derivatives, "jpeg"),
          },
  };
}

/** The stored name behind an uploaded image's address; null for any other address. */
export const uploadedImageName = (url: string | null) =>
  url?.startsWith(uploadUrlPrefix) ? url.slice(uploadUrlPrefix.length) : null;

/** The alternative text of the uploaded image at `url`: "" when it has none or is no upload. */
export function imageAltOf(url: string | null) {
  const name = uploadedImageName(url);
  if (name === null) return "";
  return (
    db
      .select({ alt: uploadedImages.alt })
      .from(uploadedImages)
      .where(eq(uploadedImages.name, name))
      .get()?.alt ?? ""
  );
}

/** Whether `url` is an image a staff member uploaded: its text is theirs to write. */
export function isStaffUpload(url: string | null) {
  const name = uploadedImageName(url);
  if (name === null) return false;
  return (
    db
      .select({ by: uploadedImages.uploadedBy })
      .from(uploadedImages)
      .where(and(eq(uploadedImages.name, name), isNotNull(uploadedImages.uploadedBy)))
      .get() !== undefined
  );
}

/**
 * Gives the recorded image `name` its alternative text, in the caller's transaction; whether
 * it changed. `onlySiteImageWithout`: only if it has none and no staff member uploaded it (an
 * import's, a generated one). The caller emits `imageDescribed` once its transaction has
 * committed.
 */
export function describeImage(
  tx: DbOrTx,
  name: string,
  alt: string,
  { onlySiteImageWithout = false } = {},
) {
  const changed = tx
    .update(uploadedImages)
    .set({ alt })
    .where(
      and(
        eq(uploadedImages.name, name),
        onlySiteImageWithout
          ? and(isNull(uploadedImages.alt), isNull(uploadedImages.uploadedBy))
          : sql`coalesce(${uploadedImages.alt}, '') <> ${alt}`,
      ),
    )
    .run().changes;
  return changed > 0;
}

/** After a committed `describeImage` that changed the text: the pages showing it say it anew. */
export const announceImageDescribed = (name: string) => emitDomainEvent("imageDescribed", { name });
