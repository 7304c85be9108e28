import type { ImageSlot } from "~/features/illustrations/content/image-entry";
import { defaultArticleImage } from "~/features/illustrations/content/images-blog";
import { caseImages } from "~/features/illustrations/content/images-cases";
import { eventImages } from "~/features/illustrations/content/images-events";
import { heroImages } from "~/features/illustrations/content/images-heroes";
import { packagingImages } from "~/features/illustrations/content/images-packaging";
import { politicalImages } from "~/features/illustrations/content/images-political";
import { portfolioImages } from "~/features/illustrations/content/images-portfolio";
import { standImages } from "~/features/illustrations/content/images-stands";
import { storeImages } from "~/features/illustrations/content/images-store";

/**
 * Every image slot of the site, for the artwork route that draws them. The pages take their
 * slots from their own files, so a page's script carries only its images.
 */
export const images = [
  ...heroImages,
  ...caseImages,
  ...portfolioImages,
  ...eventImages,
  ...politicalImages,
  ...packagingImages,
  ...standImages,
  ...storeImages,
  defaultArticleImage,
] as const satisfies readonly ImageSlot[];

const byId = new Map<string, ImageSlot>(images.map((entry) => [entry.id, entry]));

export function findImage(id: string): ImageSlot | undefined {
  return byId.get(id);
}
