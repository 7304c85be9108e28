import type { MetaFunction } from "@remix-run/react";
import { faqJsonLd } from "~/components/faq";
import {
  AccordionSection,
  CallToActionSection,
  HoursSection,
  LocationSection,
  StoreGallerySection,
  StoreHeroSection,
  storeJsonLd,
} from "~/components/store-sections";
import {
  showroomAdvantages,
  showroomCallToAction,
  showroomFaq,
  showroomGallery,
  showroomHead,
  showroomHero,
} from "~/content/showroom";
import { pageHead, siteMetaFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    ...showroomHead,
    jsonLd: [storeJsonLd(siteMetaFrom(args.matches)), faqJsonLd(showroomFaq.items)],
  });

export default function Showroom() {
  return (
    <>
      <StoreHeroSection hero={showroomHero} />
      <StoreGallerySection content={showroomGallery} />
      <AccordionSection
        headingId="vantaggi-titolo"
        content={showroomAdvantages}
        name="vantaggi"
        items={showroomAdvantages.items}
        band
      />
      <LocationSection />
      <HoursSection band />
      <AccordionSection
        id="domande"
        headingId="domande-titolo"
        content={showroomFaq}
        name="faq-showroom"
        items={showroomFaq.items}
      />
      <CallToActionSection content={showroomCallToAction} />
    </>
  );
}
