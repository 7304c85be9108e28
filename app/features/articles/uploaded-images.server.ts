import { eq } from "drizzle-orm";
import { uploadedImages, type ImageDerivative } from "../../../db/schema";
import { db } from "~/utils/db.server";

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
