import type { MetaFunction } from "@remix-run/react";
import { StoreLanding, storeJsonLd } from "~/components/store-sections";
import { spicyCallToAction, spicyHead, spicyHero } from "~/content/spicy";
import { pageHead, siteMetaFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { ...spicyHead, jsonLd: [storeJsonLd(siteMetaFrom(args.matches))] });

export default function Spicy() {
  return <StoreLanding hero={spicyHero} callToAction={spicyCallToAction} />;
}
