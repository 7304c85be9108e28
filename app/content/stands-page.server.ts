import { faqJsonLd } from "~/components/faq";
import {
  standProjects,
  standReasons,
  standServices,
  standsAbout,
  standsContact,
  standsDialog,
  standsFaq,
  standsHead,
  standsHero,
  standsPath,
  standsTrail,
  standTestimonials,
} from "~/content/stands";
import { siteMeta } from "~/utils/site-meta.server";
import { servicePageJsonLd } from "~/utils/structured-data";

/** What /servizi/stand-fieristici shows, head included, sent by its loader. */
export function standsPageContent() {
  return {
    head: {
      ...standsHead,
      jsonLd: [
        ...servicePageJsonLd(siteMeta(), {
          title: standsHead.title,
          headline: standsHead.headline,
          description: standsHead.description,
          path: standsPath,
          trail: standsTrail,
        }),
        faqJsonLd(standsFaq.items),
      ],
    },
    standProjects,
    standReasons,
    standServices,
    standsAbout,
    standsContact,
    standsDialog,
    standsFaq,
    standsHero,
    standsPath,
    standsTrail,
    standTestimonials,
  };
}
