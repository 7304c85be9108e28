import { heroImage } from "~/features/illustrations/content/images-heroes";
import * as political from "~/features/services/content/political";
import { servicePageHead } from "~/features/blocks/site-meta.server";

/** What /servizi/comunicazione-politica shows, head included, sent by its loader. */
export function politicalPageContent() {
  const { politicalHead, politicalService, politicalPath, politicalTrail, politicalFaq } =
    political;
  return {
    ...political,
    heroImage: heroImage("servizio-politica-hero"),
    head: servicePageHead(
      politicalHead,
      {
        ...politicalService,
        description: politicalHead.description,
        path: politicalPath,
        trail: politicalTrail,
      },
      politicalFaq,
    ),
  };
}
