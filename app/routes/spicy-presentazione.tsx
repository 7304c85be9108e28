import type { MetaFunction } from "@remix-run/react";
import { StoreLanding, storeJsonLd } from "~/components/store-sections";
import { presentationCallToAction, presentationHead, presentationHero } from "~/content/spicy";
import { pageHead, siteMetaFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { ...presentationHead, jsonLd: [storeJsonLd(siteMetaFrom(args.matches))] });

/** The version of /spicy shown to brands in meetings: same sections, a request for information up front. */
export default function SpicyPresentazione() {
  return <StoreLanding hero={presentationHero} callToAction={presentationCallToAction} />;
}
