import { site } from "~/content/site";

/** Facts of the temporary phygital store (spec 000 §2 and §9), shared by its pages. */
export const store = {
  period: "29 novembre – 10 gennaio",
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

export type Slide = { id: string; title: string; paragraphs?: readonly string[]; list?: readonly string[] };

/** The presentation deck: eight slides, as the spec defines them one by one. */
export const storeSlides: readonly Slide[] = [
  {
    id: "intro",
    title: "Spicy Phygital Store",
    paragraphs: [
      `Un negozio temporaneo nel cuore della città, dal ${store.period}.`,
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
    paragraphs: ["Vetrine su strada, un'area espositiva curata e un angolo per eventi e degustazioni."],
    list: store.technology,
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
