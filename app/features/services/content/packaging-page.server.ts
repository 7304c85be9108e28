import * as packaging from "~/features/services/content/packaging";
import { designProcess, portfolioCards } from "~/features/pages/work-pages.server";
import { site } from "~/utils/site";
import { servicePageHead } from "~/features/blocks/site-meta.server";

/** What /servizi/packaging-design shows, head included, sent by its loader. */
export function packagingPageContent() {
  const { packagingHead, packagingService, packagingPath, packagingTrail, packagingFaq } =
    packaging;
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
    designProcess: designProcess(),
    portfolioItems: portfolioCards(),
    videoUrl: site.packagingVideoUrl,
  };
}
