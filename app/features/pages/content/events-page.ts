import type { Cta } from "~/features/pages/content/home";
import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { eventImage } from "~/features/illustrations/content/images-events";
import { site } from "~/utils/site";

export type EventKind = "formazione" | "culturali" | "sociali";

export type EventType = { kind: EventKind; title: string; description: string };

export type PastEvent = {
  slug: string;
  titolo: string;
  kind: EventKind;
  /** As shown to visitors. */
  data: string;
  /** ISO dates for machines: the <time> element and the structured data. */
  inizio: string;
  fine: string;
  luogo: { nome: string; citta: string; provincia: string };
  descrizione: string;
  dettagli: readonly string[];
  immagine: ImageEntry;
};

export const eventsHead = {
  title: "Eventi",
  description:
    "Workshop di formazione, serate culturali e incontri per le imprese del territorio: scopri gli eventi che organizziamo e iscriviti ai prossimi appuntamenti.",
  keywords: [
    "eventi marketing digitale",
    "workshop social media",
    "formazione PMI",
    "networking imprese",
    "eventi Puglia",
  ],
} as const;

export const eventsHero = {
  title: "Eventi che mettono in rete persone e imprese",
  lead: "Workshop pratici, serate culturali e incontri per fare rete: portiamo il digitale fuori dallo schermo, tra le persone del territorio.",
  cta: { label: "Iscriviti ai prossimi eventi", to: "/iscrizioni" } satisfies Cta,
} as const;

export const eventTypes: readonly EventType[] = [
  {
    kind: "formazione",
    title: "Eventi di formazione",
    description:
      "Workshop, laboratori e giornate di studio per imparare a usare social, pubblicità online e intelligenza artificiale nella propria impresa.",
  },
  {
    kind: "culturali",
    title: "Eventi culturali",
    description:
      "Mostre, presentazioni e serate che raccontano il territorio, i suoi prodotti e le persone che li creano.",
  },
  {
    kind: "sociali",
    title: "Eventi sociali",
    description:
      "Incontri di networking, raccolte fondi e iniziative che mettono in contatto imprese, associazioni e comunità.",
  },
];

export const eventKindLabels: Record<EventKind, string> = {
  formazione: "Formazione",
  culturali: "Cultura",
  sociali: "Sociale",
};

export const comingSoon = {
  title: "Prossimamente",
  text: "Stiamo preparando i prossimi appuntamenti. Iscriviti per ricevere date e programmi appena disponibili, oppure scrivici se vuoi saperne di più.",
  registration: { label: "Iscriviti e ricevi gli aggiornamenti", to: "/iscrizioni" } satisfies Cta,
  contact: { label: "Chiedi informazioni", to: "/contatti" } satisfies Cta,
} as const;

/** Newest first. */
export const pastEvents: readonly PastEvent[] = [
  {
    slug: "foto-smartphone",
    titolo: "Laboratorio di fotografia di prodotto con lo smartphone",
    kind: "formazione",
    data: "24 maggio 2025",
    inizio: "2025-05-24",
    fine: "2025-05-24",
    luogo: { nome: "Laboratorio Arti e Mestieri", citta: "Corato", provincia: "BA" },
    descrizione:
      "Un pomeriggio in bottega per imparare a fotografare i propri prodotti con lo smartphone: luce, sfondi, composizione e ritocco.",
    dettagli: [
      "15 partecipanti",
      "Set di luci portatili per ogni gruppo",
      "Esercitazioni sui prodotti portati dai partecipanti",
    ],
    immagine: eventImage("evento-foto-smartphone"),
  },
  {
    slug: "digitale-solidale",
    titolo: "Digitale Solidale",
    kind: "sociali",
    data: "12 aprile 2025",
    inizio: "2025-04-12",
    fine: "2025-04-12",
    luogo: { nome: "Piazza Municipio", citta: "Molfetta", provincia: "BA" },
    descrizione:
      "Una giornata di raccolta fondi in piazza e online per attrezzare il laboratorio digitale di una scuola media della città.",
    dettagli: ["4.500 euro raccolti", "30 volontari", "Laboratorio inaugurato a settembre"],
    immagine: eventImage("evento-digitale-solidale"),
  },
  {
    slug: "donne-che-fanno-impresa",
    titolo: "Donne che fanno impresa",
    kind: "sociali",
    data: "8 marzo 2025",
    inizio: "2025-03-08",
    fine: "2025-03-08",
    luogo: { nome: "Teatro comunale", citta: "Andria", provincia: "BT" },
    descrizione:
      "Cinque imprenditrici del territorio raccontano come hanno fatto crescere la propria attività, tra ostacoli, scelte e strumenti digitali.",
    dettagli: [
      "5 imprenditrici sul palco",
      "200 ospiti in sala",
      "Diretta streaming sui nostri canali",
    ],
    immagine: eventImage("evento-donne-che-fanno-impresa"),
  },
  {
    slug: "etichette-che-raccontano",
    titolo: "Etichette che raccontano",
    kind: "culturali",
    data: "6-8 dicembre 2024",
    inizio: "2024-12-06",
    fine: "2024-12-08",
    luogo: { nome: "Chiostro comunale", citta: "Ruvo di Puglia", provincia: "BA" },
    descrizione:
      "Una mostra di confezioni ed etichette dei produttori pugliesi, con i bozzetti e i prototipi che raccontano come nasce un packaging.",
    dettagli: ["60 confezioni in mostra", "3 giorni di apertura", "Visite guidate con i designer"],
    immagine: eventImage("evento-etichette-che-raccontano"),
  },
  {
    slug: "workshop-google-ads",
    titolo: "Workshop Google Ads per il commercio locale",
    kind: "formazione",
    data: "28 novembre 2024",
    inizio: "2024-11-28",
    fine: "2024-11-28",
    luogo: { nome: "Sala formazione della nostra sede", citta: "Corato", provincia: "BA" },
    descrizione:
      "Tre ore di laboratorio per creare la prima campagna di ricerca locale, con un budget piccolo e obiettivi misurabili, in vista del Natale.",
    dettagli: [
      "20 posti, tutti esauriti",
      "Un account di prova per ogni partecipante",
      "Guida passo passo da portare a casa",
    ],
    immagine: eventImage("evento-workshop-google-ads"),
  },
  {
    slug: "caffe-networking",
    titolo: "Caffè & Networking per PMI",
    kind: "sociali",
    data: "10 ottobre 2024",
    inizio: "2024-10-10",
    fine: "2024-10-10",
    luogo: { nome: "Coworking Spazio Ponte", citta: "Bari", provincia: "BA" },
    descrizione:
      "Una colazione per conoscersi: ogni impresa si presenta in due minuti, poi si scambiano contatti e idee di collaborazione.",
    dettagli: ["45 imprese presenti", "Presentazioni di 2 minuti", "Ingresso gratuito"],
    immagine: eventImage("evento-caffe-networking"),
  },
  {
    slug: "notte-dei-sapori",
    titolo: "Notte dei Sapori Digitali",
    kind: "culturali",
    data: "21 giugno 2024",
    inizio: "2024-06-21",
    fine: "2024-06-21",
    luogo: { nome: "Piazza del centro storico", citta: "Trani", provincia: "BT" },
    descrizione:
      "Una serata d'estate in cui i produttori locali raccontano i loro prodotti tra degustazioni e brevi video proiettati in piazza.",
    dettagli: [
      "12 produttori",
      "Oltre 800 visitatori",
      "In collaborazione con le associazioni di categoria",
    ],
    immagine: eventImage("evento-notte-dei-sapori"),
  },
  {
    slug: "social-media-day",
    titolo: "Social Media Day Corato",
    kind: "formazione",
    data: "15 marzo 2024",
    inizio: "2024-03-15",
    fine: "2024-03-15",
    luogo: { nome: "Auditorium comunale", citta: "Corato", provincia: "BA" },
    descrizione:
      "Una giornata di interventi pratici su social media, contenuti e pubblicità per commercianti e professionisti del territorio.",
    dettagli: ["4 relatori", "120 partecipanti", "Slide e registrazioni inviate agli iscritti"],
    immagine: eventImage("evento-social-media-day"),
  },
];

export const proposeEvent = {
  title: "Hai un'idea per un evento?",
  text: "Un workshop per il tuo team, una serata per presentare un prodotto, un'iniziativa per la tua comunità: raccontacela e la organizziamo insieme.",
  email: {
    label: "Proponi un evento via e-mail",
    href: `mailto:${site.email}?subject=${encodeURIComponent("Proposta di evento")}`,
  },
  contact: { label: "Parliamone insieme", to: "/contatti" } satisfies Cta,
} as const;
