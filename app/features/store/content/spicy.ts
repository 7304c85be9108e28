import type { FaqItem } from "~/features/blocks/content/faq-item";
import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { storeImage } from "~/features/illustrations/content/images-store";
import { site } from "~/utils/site";
import { dayRange } from "~/utils/format";

const opening = { from: "29 novembre", to: "10 gennaio" } as const;

/** Facts of the temporary phygital store, shared by its pages. */
export const store = {
  /** For badges and brackets: "29 novembre – 10 gennaio". */
  period: `${opening.from} – ${opening.to}`,
  /** For running text: "dal 29 novembre al 10 gennaio". */
  dates: dayRange(opening.from, opening.to),
  slotsLeft: 7,
  themes: ["Cibo e territorio", "Bellezza e lifestyle", "Artigianato locale"],
  claims: [
    { value: "3", label: "brand già confermati" },
    { value: "15.000+", label: "follower sui social" },
    { value: "+300%", label: "tempo di permanenza" },
    { value: "3-6 mesi", label: "di contenuti" },
  ],
  technology: ["LED wall esterno", "QR code sui prodotti", "Tablet interattivi"],
  hours: [
    { label: "Vetrine", value: "tutti i giorni 09:00-23:00" },
    { label: "Apertura al pubblico", value: "lunedì-venerdì 19:00-22:00" },
    { label: "Weekend e festivi", value: "10:30-13:00 e 19:00-23:00" },
  ],
  address: `${site.store.street}, ${site.store.city}`,
  mapsUrl: site.store.mapsUrl,
  email: site.store.email,
} as const;

export type Slide = {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  images?: readonly ImageEntry[];
};

/** The store's seven photos of the space: its page's gallery and the deck's gallery slide. */
const galleryImages = [
  storeImage("store-galleria-led-wall"),
  storeImage("store-galleria-territorio"),
  storeImage("store-galleria-lifestyle"),
  storeImage("store-galleria-artigianato"),
  storeImage("store-galleria-qr-code"),
  storeImage("store-galleria-tablet"),
  storeImage("store-galleria-evento"),
] as const satisfies readonly ImageEntry[];

/** The presentation deck: eight slides, in order. */
export const storeSlides: readonly Slide[] = [
  {
    id: "intro",
    title: "Spicy Phygital Store",
    paragraphs: [
      `Un negozio temporaneo nel cuore della città, ${store.dates}.`,
      "Uno spazio fisico che si mescola all'esperienza digitale, per far conoscere il tuo brand nel periodo più importante dell'anno.",
    ],
  },
  {
    id: "disconnessione",
    title: "Disconnettersi per riconnettersi",
    paragraphs: [
      "Le persone passano ore davanti a uno schermo: a Natale cercano esperienze da vivere, prodotti da toccare, storie da ascoltare.",
      "Lo store porta il tuo brand dove le persone si incontrano, e il digitale lo fa ricordare.",
    ],
  },
  { id: "concept", title: "Il concept: tre temi", list: store.themes },
  {
    id: "gallery",
    title: "Lo spazio",
    paragraphs: [
      "Vetrine su strada, un'area espositiva curata e un angolo per eventi e degustazioni.",
    ],
    list: store.technology,
    images: galleryImages,
  },
  {
    id: "vantaggi",
    title: "Perché esporre",
    list: store.claims.map((claim) => `${claim.value} ${claim.label}`),
  },
  {
    id: "location",
    title: "Dove siamo",
    paragraphs: [`${store.address}: una via centrale, con passaggio continuo a piedi.`],
  },
  { id: "orari", title: "Orari", list: store.hours.map((row) => `${row.label}: ${row.value}`) },
  {
    id: "cta",
    title: `Solo ${store.slotsLeft} posti disponibili`,
    paragraphs: ["Prenota il tuo spazio: ti inviamo piani, prezzi e disponibilità."],
  },
];

/** A link of a store page: an in-page anchor, a mailto, or a path of this site. */
export type StoreAction = { label: string; href: string; variant: "primary" | "secondary" };

export type StoreHero = {
  title: string;
  lead: string;
  /** The dates, shown as a badge above the title. */
  badge: string;
  /** Says the page is the presentation version of another one. */
  variantLabel?: string;
  notice?: string;
  image: ImageEntry;
  actions: readonly StoreAction[];
};

export type StoreSection = { title: string; lead: string };

export type StorePlan = {
  id: string;
  tier: "Starter" | "Premium";
  days: 15 | 30;
  /** Euro, the Christmas offer. */
  price: number;
  /** Euro, the price after the offer. */
  listPrice: number;
  features: readonly string[];
  mostChosen?: boolean;
};

export type StoreExtra = {
  id: string;
  title: string;
  /** Euro. */
  price: number;
  description: string;
  note?: string;
  /** Euro a day, for the exclusive spaces. */
  perDay?: number;
};

export type StoreCallToAction = { title: string; text: string; actions: readonly StoreAction[] };

/** An e-mail to the store's mailbox with its subject already written. */
export function storeMailto(subject: string) {
  return `mailto:${store.email}?subject=${encodeURIComponent(subject)}`;
}

/** The offer's saving in whole percent, as the price list shows it. */
export function planDiscount(plan: Pick<StorePlan, "price" | "listPrice">) {
  return Math.round((1 - plan.price / plan.listPrice) * 100);
}

export const spicyHead = {
  title: "Spicy Phygital Store - Esponi il tuo brand a Natale",
  description: `Temporary store phygital nel centro città a Natale (${store.period}): vetrine, LED wall, QR code e tablet per il tuo brand. Solo ${store.slotsLeft} posti, piani da 15 o 30 giorni in offerta di Natale.`,
  keywords: [
    "temporary store",
    "phygital store",
    "esposizione brand Natale",
    "vetrina centro città",
    "LED wall",
  ],
} as const;

export const presentationHead = {
  title: "Spicy Phygital Store - Presentazione per i brand",
  description: `La presentazione del temporary store phygital di Natale (${store.period}): concept, vantaggi, piani e orari. Solo ${store.slotsLeft} posti disponibili: richiedi informazioni.`,
  keywords: [
    "temporary store",
    "phygital",
    "presentazione",
    "esposizione brand Natale",
    "piani espositivi",
  ],
} as const;

const infoSubject = "Richiesta informazioni Spicy Store";
const bookingSubject = "Prenotazione spazio Spicy Store";

export const spicyHero: StoreHero = {
  title: "Spicy Phygital Store: il tuo brand nel centro città a Natale",
  lead: "Un negozio temporaneo dove lo spazio fisico incontra il digitale: LED wall esterno, QR code sui prodotti e tablet interattivi. Porta i tuoi prodotti dove le persone passeggiano, si fermano e scelgono i regali.",
  badge: store.period,
  notice: `Solo ${store.slotsLeft} posti disponibili`,
  image: storeImage("store-facciata"),
  actions: [
    { label: "Scopri i piani", href: "#piani", variant: "primary" },
    { label: "Prenota il tuo spazio", href: storeMailto(bookingSubject), variant: "secondary" },
  ],
};

export const presentationHero: StoreHero = {
  ...spicyHero,
  title: "Spicy Phygital Store: la presentazione per i brand",
  variantLabel: "Versione presentazione",
  actions: [
    { label: "Richiedi Informazioni", href: storeMailto(infoSubject), variant: "primary" },
    { label: "Scopri i piani", href: "#piani", variant: "secondary" },
    { label: "Guarda le slide", href: "/spicy-presentazione-slides", variant: "secondary" },
  ],
};

export const storeConcept = {
  title: "Il concept: tre temi",
  lead: "Lo store racconta il territorio attraverso tre percorsi: ogni brand trova il suo posto accanto a prodotti affini.",
  themes: [
    {
      question: "Cibo e territorio",
      answer:
        "Olio, vino, pasta, dolci e conserve: i sapori del territorio, da assaggiare durante le degustazioni e da regalare a Natale.",
    },
    {
      question: "Bellezza e lifestyle",
      answer:
        "Cosmetici, profumi, moda e accessori per la casa: prodotti da toccare e provare, raccontati anche sui tablet dello store.",
    },
    {
      question: "Artigianato locale",
      answer:
        "Ceramiche, tessuti, legno e gioielli fatti a mano: il lavoro delle botteghe del territorio, con la storia di chi lo crea.",
    },
  ] as const satisfies readonly FaqItem[],
} as const;

export const storeGallery = {
  title: "Lo spazio",
  lead: "Vetrine su strada, isole espositive, un angolo per eventi e degustazioni e la tecnologia che collega i prodotti al digitale.",
  carouselLabel: "Foto dello Spicy Phygital Store",
  images: galleryImages,
} as const;

export const whyExhibit = {
  title: "Perché esporre",
  lead: "Nel periodo più importante dell'anno per gli acquisti, lo store unisce il passaggio di una via centrale alla visibilità dei social.",
  claims: store.claims,
  technologyTitle: "Fisico e digitale insieme",
  technology: store.technology,
} as const;

export const storeLocation = {
  title: "Dove siamo",
  lead: `${store.address}: una via centrale, con passaggio continuo a piedi, tra negozi, bar e luoghi di ritrovo del centro.`,
  mapLabel: "Apri la mappa",
} as const;

export const howItWorks = {
  title: "Come funziona",
  lead: "Dalla scelta del piano all'apertura, in quattro passi.",
  steps: [
    {
      title: "Scegli il piano",
      text: "15 o 30 giorni, Starter o Premium, più i servizi plus che ti servono.",
    },
    {
      title: "Prenota il tuo spazio",
      text: "Scrivici: confermiamo la disponibilità e fissiamo insieme le date di esposizione.",
    },
    {
      title: "Allestiamo insieme",
      text: "Sistemiamo i tuoi prodotti e prepariamo QR code, scheda sui tablet e passaggi sul LED wall.",
    },
    {
      title: "Vendi e racconta",
      text: "Il pubblico scopre il tuo brand in store; foto, video ed eventi continuano a lavorare sui social nei mesi successivi.",
    },
  ],
} as const;

export const storePlans = {
  title: "Piani espositivi",
  lead: "Offerta di Natale: prenota ora al prezzo scontato.",
  offerNote: "Dopo il 30 novembre i prezzi tornano a quelli di listino.",
  mostChosenLabel: "Più scelto",
  listPriceLabel: "Prezzo di listino",
  offerPriceLabel: "Prezzo in offerta",
  discountLabel: "Sconto",
  bookLabel: "Prenota",
  plans: [
    {
      id: "starter-15",
      tier: "Starter",
      days: 15,
      price: 647,
      listPrice: 850,
      features: [
        "Spazio espositivo nello store",
        "Il tuo brand sul LED wall esterno",
        "QR code e scheda sui tablet",
      ],
    },
    {
      id: "premium-15",
      tier: "Premium",
      days: 15,
      price: 997,
      listPrice: 1300,
      features: [
        "Tutto il piano Starter",
        "Contenuto foto o video",
        "Un evento dedicato al tuo brand",
      ],
    },
    {
      id: "starter-30",
      tier: "Starter",
      days: 30,
      price: 1497,
      listPrice: 1900,
      features: [
        "Spazio espositivo nello store",
        "Il tuo brand sul LED wall esterno",
        "QR code e scheda sui tablet",
      ],
    },
    {
      id: "premium-30",
      tier: "Premium",
      days: 30,
      price: 1997,
      listPrice: 2600,
      features: [
        "Tutto il piano Starter",
        "Contenuti foto e video",
        "Un evento dedicato al tuo brand",
      ],
      mostChosen: true,
    },
  ] as const satisfies readonly StorePlan[],
} as const;

export function planName(plan: Pick<StorePlan, "tier" | "days">) {
  return `${plan.tier} ${plan.days} giorni`;
}

export const storeExtras = {
  title: "Servizi plus",
  lead: "Da aggiungere a qualsiasi piano, per dare al tuo brand ancora più spazio.",
  perDay: (amount: string) => `circa ${amount} al giorno`,
  extras: [
    {
      id: "vetrina-dedicata",
      title: "Vetrina dedicata",
      price: 497,
      description: "Una vetrina su strada tutta per il tuo brand, allestita con i tuoi prodotti.",
    },
    {
      id: "vetrina-condivisa",
      title: "Vetrina condivisa",
      price: 247,
      description: "Una vetrina su strada condivisa con un altro brand affine.",
      note: "Massimo due brand",
    },
    {
      id: "promoter",
      title: "Promoter dedicato",
      price: 497,
      description:
        "Una persona in store che presenta i tuoi prodotti e raccoglie i contatti dei visitatori.",
    },
    {
      id: "sala-esclusiva",
      title: "Sala in esclusiva",
      price: 5997,
      description: "Una sala dello store riservata al tuo brand per tutto il periodo.",
      perDay: 200,
    },
    {
      id: "locale-esclusivo",
      title: "Intero locale in esclusiva",
      price: 11997,
      description: "Tutto lo store, vetrine e LED wall compresi, dedicato solo al tuo brand.",
      perDay: 400,
    },
  ] as const satisfies readonly StoreExtra[],
} as const;

export const storeHours = {
  title: "Orari di apertura",
  lead: "Le vetrine restano illuminate tutto il giorno; lo store apre al pubblico la sera e nei fine settimana.",
  hours: store.hours,
} as const;

export const spicyCallToAction: StoreCallToAction = {
  title: `Solo ${store.slotsLeft} posti disponibili: prenota il tuo spazio`,
  text: "Scrivici il nome del tuo brand e il piano che ti interessa: ti rispondiamo con disponibilità e dettagli.",
  actions: [
    { label: `Scrivi a ${store.email}`, href: storeMailto(bookingSubject), variant: "primary" },
  ],
};

export const presentationCallToAction: StoreCallToAction = {
  title: `Solo ${store.slotsLeft} posti disponibili: parliamone`,
  text: "Ti inviamo piani, prezzi e disponibilità. Vuoi mostrarla al tuo team? Sfoglia la presentazione a slide.",
  actions: [
    { label: "Richiedi Informazioni", href: storeMailto(infoSubject), variant: "primary" },
    {
      label: "Sfoglia la presentazione a slide",
      href: "/spicy-presentazione-slides",
      variant: "secondary",
    },
  ],
};

/** The shared sections' copy, as the store pages' loaders send it. */
export type StoreLandingContent = {
  concept: StoreSection & { themes: readonly FaqItem[] };
  gallery: StoreSection & { carouselLabel: string; images: readonly ImageEntry[] };
  why: StoreSection & {
    claims: readonly { value: string; label: string }[];
    technologyTitle: string;
    technology: readonly string[];
  };
  location: StoreSection & { mapLabel: string; address: string; mapsUrl: string };
  howItWorks: StoreSection & { steps: readonly { title: string; text: string }[] };
  plans: {
    title: string;
    lead: string;
    offerNote: string;
    mostChosenLabel: string;
    listPriceLabel: string;
    offerPriceLabel: string;
    discountLabel: string;
    bookLabel: string;
    plans: readonly (StorePlan & { name: string; discount: number; mailto: string })[];
  };
  extras: StoreSection & { extras: readonly (StoreExtra & { perDayNote?: string })[] };
  hours: StoreSection & { hours: readonly { label: string; value: string }[] };
};
