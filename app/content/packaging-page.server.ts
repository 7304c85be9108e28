import { faqJsonLd } from "~/components/faq";
import {
  packagingContact,
  packagingFaq,
  packagingHead,
  packagingHero,
  packagingHeroVideo,
  packagingInnovation,
  packagingIntro,
  packagingPath,
  packagingPortfolio,
  packagingProcess,
  packagingQuote,
  packagingReasons,
  packagingService,
  packagingTestimonials,
  packagingTrail,
  packagingVideo,
} from "~/content/packaging";
import { designProcess, portfolioItems } from "~/content/portfolio";
import { site } from "~/content/site";
import { siteMeta } from "~/utils/site-meta.server";
import { servicePageJsonLd } from "~/utils/structured-data";

/** What /servizi/packaging-design shows, head included, sent by its loader. */
export function packagingPageContent() {
  return {
    head: {
      ...packagingHead,
      jsonLd: [
        ...servicePageJsonLd(siteMeta(), {
          ...packagingService,
          description: packagingHead.description,
          path: packagingPath,
          trail: packagingTrail,
        }),
        faqJsonLd(packagingFaq),
      ],
    },
    packagingContact,
    packagingFaq,
    packagingHero,
    packagingHeroVideo,
    packagingInnovation,
    packagingIntro,
    packagingPath,
    packagingPortfolio,
    packagingProcess,
    packagingQuote,
    packagingReasons,
    packagingTestimonials,
    packagingTrail,
    packagingVideo,
    designProcess,
    portfolioItems,
    videoUrl: site.packagingVideoUrl,
  };
}
