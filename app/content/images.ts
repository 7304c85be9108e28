import { defaultArticleImage } from "~/content/blog";
import type { ImageEntry } from "~/content/image-entry";
import { caseImages } from "~/content/images-cases";
import { eventImages } from "~/content/images-events";
import { heroImages } from "~/content/images-heroes";
import { packagingImages } from "~/content/images-packaging";
import { politicalImages } from "~/content/images-political";
import { portfolioImages } from "~/content/images-portfolio";
import { standImages } from "~/content/images-stands";
import { storeImages } from "~/content/images-store";

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
] as const satisfies readonly ImageEntry[];

const byId = new Map<string, ImageEntry>(images.map((entry) => [entry.id, entry]));

export function findImage(id: string): ImageEntry | undefined {
  return byId.get(id);
}
