import type { MetaFunction } from "@remix-run/react";
import {
  CallToActionSection,
  GallerySection,
  HoursSection,
  LocationSection,
  StoreHeroSection,
  storeJsonLd,
} from "~/components/store-sections";
import {
  granoroCallToAction,
  granoroExperience,
  granoroHead,
  granoroHero,
  granoroLocation,
  granoroProducts,
  granoroStory,
} from "~/content/granoro";
import * as page from "~/styles/page.css";
import { container, section } from "~/styles/ui.css";
import { pageHead, siteMetaFrom } from "~/utils/seo";
import * as styles from "./spicy-granoro.css";

export const meta: MetaFunction = (args) =>
  pageHead(args, { ...granoroHead, jsonLd: [storeJsonLd(siteMetaFrom(args.matches))] });

export default function SpicyGranoro() {
  return (
    <>
      <StoreHeroSection hero={granoroHero} />

      <section id="storia" className={`${container} ${section} ${page.anchored}`} aria-labelledby="storia-titolo">
        <h2 id="storia-titolo">{granoroStory.title}</h2>
        <div className={styles.story}>
          {granoroStory.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <GallerySection
        id="prodotto"
        content={granoroProducts}
        label={granoroProducts.carouselLabel}
        slides={granoroProducts.slides}
        band
      />

      <section className={`${container} ${section}`} aria-labelledby="esperienza-titolo">
        <h2 id="esperienza-titolo">{granoroExperience.title}</h2>
        <p className={page.intro}>{granoroExperience.lead}</p>
        <ul className={page.grid}>
          {granoroExperience.items.map((item) => (
            <li key={item.title} className={page.card}>
              <h3 className={page.cardTitle}>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <LocationSection content={granoroLocation} band />
      <HoursSection />
      <CallToActionSection content={granoroCallToAction} />
    </>
  );
}
