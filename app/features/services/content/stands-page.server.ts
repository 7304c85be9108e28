import { heroImage } from "~/features/illustrations/content/images-heroes";
import * as stands from "~/features/services/content/stands";
import { servicePageHead } from "~/features/blocks/site-meta.server";

/** What /servizi/stand-fieristici shows, head included, sent by its loader. */
export function standsPageContent() {
  const { standsHead, standsPath, standsTrail, standsFaq } = stands;
  return {
    ...stands,
    heroImage: heroImage("servizio-stand-hero"),
    head: servicePageHead(
      standsHead,
      {
        title: standsHead.title,
        headline: standsHead.headline,
        description: standsHead.description,
        path: standsPath,
        trail: standsTrail,
      },
      standsFaq.items,
    ),
  };
}
