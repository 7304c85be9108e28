import {
  granoroCallToAction,
  granoroExperience,
  granoroHead,
  granoroHero,
  granoroLocation,
  granoroProducts,
  granoroStory,
} from "~/features/store/content/granoro";
import {
  showroomAdvantages,
  showroomCallToAction,
  showroomFaq,
  showroomGallery,
  showroomHead,
  showroomHero,
} from "~/features/store/content/showroom";
import { site } from "~/utils/site";
import {
  howItWorks,
  planDiscount,
  planName,
  presentationCallToAction,
  presentationHead,
  presentationHero,
  spicyCallToAction,
  spicyHead,
  spicyHero,
  store,
  storeConcept,
  storeExtras,
  storeGallery,
  storeHours,
  storeLocation,
  storeMailto,
  storePlans,
  whyExhibit,
  type StoreLandingContent,
} from "~/features/store/content/spicy";
import { formatEuro } from "~/utils/format";
import type { JsonLd, PageHead } from "~/utils/seo";
import { siteMeta } from "~/features/blocks/site-meta.server";
import { faqJsonLd } from "~/features/blocks/structured-data";

// What the store's pages show, sent by their loaders: the copy travels as data with the
// document, not in the pages' script. Prices, discounts and mail links come worked out.

/** The store as a place, with its address, map and mailbox. */
function storeJsonLd(): JsonLd {
  const { siteUrl, siteName } = siteMeta();
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    name: site.store.name,
    email: store.email,
    hasMap: store.mapsUrl,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.store.street,
      addressLocality: site.store.city,
      addressCountry: "IT",
    },
    parentOrganization: { "@type": "Organization", name: siteName, url: siteUrl },
  };
}

function storeHead(head: PageHead, ...jsonLd: JsonLd[]): PageHead {
  return { ...head, jsonLd: [storeJsonLd(), ...jsonLd] };
}

const location = { ...storeLocation, address: store.address, mapsUrl: store.mapsUrl };

function plans() {
  return {
    ...storePlans,
    plans: storePlans.plans.map((plan) => ({
      ...plan,
      name: planName(plan),
      discount: planDiscount(plan),
      mailto: storeMailto(`Piano ${planName(plan)}`),
    })),
  };
}

function extras() {
  const { perDay, ...copy } = storeExtras;
  return {
    ...copy,
    extras: storeExtras.extras.map((extra) => ({
      ...extra,
      perDayNote: "perDay" in extra ? perDay(formatEuro(extra.perDay)) : undefined,
    })),
  };
}

function landing(): StoreLandingContent {
  return {
    concept: storeConcept,
    gallery: storeGallery,
    why: whyExhibit,
    location,
    howItWorks,
    plans: plans(),
    extras: extras(),
    hours: storeHours,
  };
}

export function spicyPage() {
  return {
    head: storeHead(spicyHead),
    hero: spicyHero,
    callToAction: spicyCallToAction,
    ...landing(),
  };
}

export function presentationPage() {
  return {
    head: storeHead(presentationHead),
    hero: presentationHero,
    callToAction: presentationCallToAction,
    ...landing(),
  };
}

export function granoroPage() {
  return {
    head: storeHead(granoroHead),
    hero: granoroHero,
    story: granoroStory,
    products: granoroProducts,
    experience: granoroExperience,
    location: { ...location, ...granoroLocation },
    hours: storeHours,
    callToAction: granoroCallToAction,
  };
}

export function showroomPage() {
  return {
    head: storeHead(showroomHead, faqJsonLd(showroomFaq.items)),
    hero: showroomHero,
    gallery: {
      ...showroomGallery,
      carouselLabel: storeGallery.carouselLabel,
      images: storeGallery.images,
    },
    advantages: showroomAdvantages,
    location,
    hours: storeHours,
    faq: showroomFaq,
    callToAction: showroomCallToAction,
  };
}
