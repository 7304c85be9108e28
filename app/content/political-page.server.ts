import { faqJsonLd } from "~/components/faq";
import {
  politicalContact,
  politicalFaq,
  politicalHead,
  politicalHero,
  politicalIntro,
  politicalPath,
  politicalProjects,
  politicalReasons,
  politicalService,
  politicalServices,
  politicalTrail,
} from "~/content/political";
import { siteMeta } from "~/utils/site-meta.server";
import { servicePageJsonLd } from "~/utils/structured-data";

/** What /servizi/comunicazione-politica shows, head included, sent by its loader. */
export function politicalPageContent() {
  return {
    head: {
      ...politicalHead,
      jsonLd: [
        ...servicePageJsonLd(siteMeta(), {
          ...politicalService,
          description: politicalHead.description,
          path: politicalPath,
          trail: politicalTrail,
        }),
        faqJsonLd(politicalFaq),
      ],
    },
    politicalContact,
    politicalFaq,
    politicalHero,
    politicalIntro,
    politicalPath,
    politicalProjects,
    politicalReasons,
    politicalServices,
    politicalTrail,
  };
}
