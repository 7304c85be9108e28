import * as packaging from "~/content/packaging";
import { designProcess, portfolioItems } from "~/content/portfolio";
import { site } from "~/content/site";
import { servicePageHead } from "~/utils/site-meta.server";

/** What /servizi/packaging-design shows, head included, sent by its loader. */
export function packagingPageContent() {
  const { packagingHead, packagingService, packagingPath, packagingTrail, packagingFaq } = packaging;
  return {
    ...packaging,
    head: servicePageHead(
      packagingHead,
      {
        ...packagingService,
        description: packagingHead.description,
        path: packagingPath,
        trail: packagingTrail,
      },
      packagingFaq,
    ),
    designProcess,
    portfolioItems,
    videoUrl: site.packagingVideoUrl,
  };
}
