import { useLoaderData, type MetaFunction } from "@remix-run/react";
import {
  AccordionSection,
  CallToActionSection,
  HoursSection,
  LocationSection,
  StoreGallerySection,
  StoreHeroSection,
} from "~/features/store/store-sections";
import { showroomPage } from "~/features/store/content/store-pages.server";
import { headFromLoader } from "~/utils/seo";

export { marketingPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = headFromLoader;

export const loader = () => showroomPage();

export default function Showroom() {
  const { hero, gallery, advantages, location, hours, faq, callToAction } =
    useLoaderData<typeof loader>();
  return (
    <>
      <StoreHeroSection hero={hero} />
      <StoreGallerySection content={gallery} />
      <AccordionSection
        headingId="vantaggi-titolo"
        content={advantages}
        name="vantaggi"
        items={advantages.items}
        band
      />
      <LocationSection content={location} />
      <HoursSection content={hours} band />
      <AccordionSection
        id="domande"
        headingId="domande-titolo"
        content={faq}
        name="faq-showroom"
        items={faq.items}
      />
      <CallToActionSection content={callToAction} />
    </>
  );
}
