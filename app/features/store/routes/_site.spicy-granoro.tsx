import { useLoaderData, type MetaFunction } from "@remix-run/react";
import {
  CallToActionSection,
  GallerySection,
  HoursSection,
  LocationSection,
  StoreHeroSection,
} from "~/features/store/store-sections";
import { granoroPage } from "~/features/store/content/store-pages.server";
import * as page from "~/styles/page.css";
import { container, section } from "~/styles/ui.css";
import { headFromLoader } from "~/utils/seo";
import * as styles from "../spicy-granoro.css";

export { marketingPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = headFromLoader;

export const loader = () => granoroPage();

export default function SpicyGranoro() {
  const { hero, story, products, experience, location, hours, callToAction } =
    useLoaderData<typeof loader>();
  return (
    <>
      <StoreHeroSection hero={hero} />

      <section id="storia" className={`${container} ${section}`} aria-labelledby="storia-titolo">
        <h2 id="storia-titolo">{story.title}</h2>
        <div className={styles.story}>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <GallerySection
        id="prodotto"
        content={products}
        label={products.carouselLabel}
        slides={products.slides}
        band
      />

      <section className={`${container} ${section}`} aria-labelledby="esperienza-titolo">
        <h2 id="esperienza-titolo">{experience.title}</h2>
        <p className={page.intro}>{experience.lead}</p>
        <ul className={page.grid}>
          {experience.items.map((item) => (
            <li key={item.title} className={page.card}>
              <h3 className={page.cardTitle}>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <LocationSection content={location} band />
      <HoursSection content={hours} />
      <CallToActionSection content={callToAction} />
    </>
  );
}
