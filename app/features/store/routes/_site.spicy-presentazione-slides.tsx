import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { Artwork } from "~/features/illustrations/artwork";
import { ExternalLink } from "~/components/external-link";
import { SlideDeck, slideFromQuery } from "~/features/store/slide-deck";
import { slideImages } from "~/features/store/slide-deck.css";
import { store, storeSlides } from "~/features/store/content/spicy";
import { container, section } from "~/styles/ui.css";
import { sharedPageHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const headers: HeadersFunction = (args) => sharedPageHeaders(args, "pagine", ["slide"]);

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: "Spicy Phygital Store - Presentazione",
    description: `La presentazione del temporary store phygital ${store.dates}: concept, vantaggi, location, orari. Solo ${store.slotsLeft} posti disponibili.`,
    keywords: ["temporary store", "phygital", "esposizione brand Natale"],
    path: "/spicy-presentazione-slides",
  });

export function loader({ request }: LoaderFunctionArgs) {
  return {
    current: slideFromQuery(new URL(request.url).searchParams.get("slide"), storeSlides.length),
  };
}

export default function SpicySlides() {
  const { current } = useLoaderData<typeof loader>();
  const slide = storeSlides[current - 1] ?? storeSlides[0];
  return (
    <div className={`${container} ${section}`}>
      <h1>Spicy Phygital Store: la presentazione</h1>
      <SlideDeck
        basePath="/spicy-presentazione-slides"
        total={storeSlides.length}
        current={current}
        label="Presentazione dello store"
      >
        {slide ? (
          <article aria-labelledby={`slide-${slide.id}`}>
            <h2 id={`slide-${slide.id}`}>{slide.title}</h2>
            {slide.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {slide.list ? (
              <ul>
                {slide.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {slide.images ? (
              <ul className={slideImages}>
                {slide.images.map((image) => (
                  <li key={image.id}>
                    <Artwork image={image} />
                  </li>
                ))}
              </ul>
            ) : null}
            {slide.id === "location" ? (
              <ExternalLink href={store.mapsUrl}>Apri la mappa</ExternalLink>
            ) : null}
            {slide.id === "cta" ? (
              <a
                href={`mailto:${store.email}?subject=${encodeURIComponent("Richiesta informazioni Spicy Store")}`}
              >
                Scrivici a {store.email}
              </a>
            ) : null}
          </article>
        ) : null}
      </SlideDeck>
    </div>
  );
}
