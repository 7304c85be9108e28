import { storeImage } from "~/features/illustrations/content/images-store";
import type { FaqItem } from "~/features/blocks/content/faq-item";
import { site } from "~/utils/site";
import {
  planName,
  store,
  storePlans,
  type StoreCallToAction,
  type StoreHero,
  type StoreSection,
} from "~/features/store/content/spicy";
import { formatEuro } from "~/utils/format";

export const showroomHead = {
  title: "Showroom phygital in centro città",
  description: `Lo showroom dello Spicy Phygital Store, ${store.address}: vetrine, LED wall, QR code e tablet per far scoprire i brand del territorio a Natale (${store.period}).`,
  keywords: ["showroom", "phygital", "temporary store", "esposizione prodotti", "centro città"],
} as const;

const infoSubject = "Informazioni showroom";

export const showroomHero: StoreHero = {
  title: "Lo showroom phygital nel cuore della città",
  lead: "Uno spazio dove i prodotti si toccano e si raccontano: vetrine su strada, LED wall esterno, QR code e tablet collegano ogni oggetto esposto alla storia del brand che lo crea.",
  badge: store.period,
  notice: `Solo ${store.slotsLeft} posti disponibili per i brand`,
  image: storeImage("store-showroom"),
  actions: [
    { label: "Guarda lo spazio", href: "#galleria", variant: "primary" },
    { label: "Domande frequenti", href: "#domande", variant: "secondary" },
  ],
};

export const showroomGallery: StoreSection = {
  title: "Galleria",
  lead: "Sette scorci dello showroom: le vetrine su strada, le isole dei tre temi, la tecnologia e le serate in store.",
};

export const showroomAdvantages = {
  title: "I vantaggi dello showroom",
  lead: "Perché i brand scelgono di esporre qui.",
  items: [
    {
      question: "Visibilità",
      answer:
        "Una via centrale con passaggio continuo, vetrine illuminate tutti i giorni e un LED wall esterno che mostra i brand anche a chi passa senza entrare.",
    },
    {
      question: "Esperienza",
      answer:
        "I visitatori toccano i prodotti, li provano e incontrano chi li produce durante eventi e degustazioni: un ricordo che un annuncio online non lascia.",
    },
    {
      question: "Phygital",
      answer:
        "QR code sui prodotti e tablet interattivi portano dallo scaffale al digitale: schede, video, ricette e il negozio online del brand, a portata di smartphone.",
    },
    {
      question: "Creatività",
      answer:
        "Allestimenti curati con il nostro team creativo e contenuti foto e video pensati per i social, da usare anche nei mesi dopo la chiusura.",
    },
  ] as const satisfies readonly FaqItem[],
} as const;

const firstPlan = storePlans.plans[0];

export const showroomFaq = {
  title: "Domande frequenti",
  lead: "Quello che i brand ci chiedono più spesso prima di esporre.",
  items: [
    {
      question: "Quando è aperto lo showroom?",
      answer: `Nel periodo di Natale, ${store.dates}. ${store.hours.map((row, index) => `${index ? row.label.toLowerCase() : row.label} ${row.value}`).join("; ")}.`,
    },
    {
      question: "Dove si trova?",
      answer: `In ${store.address}, una via centrale del centro città, facile da raggiungere a piedi.`,
    },
    {
      question: "Che cosa vuol dire phygital?",
      answer:
        "Che lo spazio fisico e l'esperienza digitale lavorano insieme: i prodotti sono in vetrina e sugli scaffali, mentre LED wall, QR code e tablet ne raccontano la storia e rimandano ai canali online del brand.",
    },
    {
      question: "Quanto costa esporre?",
      answer: `Con l'offerta di Natale si parte da ${formatEuro(firstPlan.price)} per il piano ${planName(firstPlan)}, invece di ${formatEuro(firstPlan.listPrice)}. Dopo il 30 novembre i prezzi tornano a quelli di listino.`,
    },
    {
      question: "Quanti brand possono esporre?",
      answer: `Lo spazio è limitato per dare a ogni brand la giusta attenzione: restano solo ${store.slotsLeft} posti.`,
    },
    {
      question: "Posso organizzare un evento dedicato al mio brand?",
      answer:
        "Sì: i piani Premium includono un evento dedicato, e con la sala o l'intero locale in esclusiva lo spazio è tutto tuo.",
    },
    {
      question: "Chi realizza foto e video?",
      answer:
        "Il nostro team: con i piani Premium produciamo contenuti foto e video del tuo brand in store, pensati per i social e utili per i mesi successivi.",
    },
  ] as const satisfies readonly FaqItem[],
} as const;

export const showroomCallToAction: StoreCallToAction = {
  title: "Vuoi esporre nello showroom?",
  text: "Raccontaci il tuo brand e i tuoi prodotti: ti proponiamo lo spazio e il piano più adatti.",
  actions: [
    { label: "Contattaci", href: "/contatti", variant: "primary" },
    {
      label: `Scrivi a ${site.email}`,
      href: `mailto:${site.email}?subject=${encodeURIComponent(infoSubject)}`,
      variant: "secondary",
    },
  ],
};
