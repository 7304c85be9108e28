import type { Cta } from "~/features/blocks/index";
import type { EventKind } from "~/features/events/event-facts";
import { site } from "~/utils/site";

export type EventType = { kind: EventKind; title: string; description: string };

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

export const comingSoon = {
  title: "Prossimamente",
  text: "Stiamo preparando i prossimi appuntamenti. Iscriviti per ricevere date e programmi appena disponibili, oppure scrivici se vuoi saperne di più.",
  registration: { label: "Iscriviti e ricevi gli aggiornamenti", to: "/iscrizioni" } satisfies Cta,
  contact: { label: "Chiedi informazioni", to: "/contatti" } satisfies Cta,
} as const;

export const proposeEvent = {
  title: "Hai un'idea per un evento?",
  text: "Un workshop per il tuo team, una serata per presentare un prodotto, un'iniziativa per la tua comunità: raccontacela e la organizziamo insieme.",
  email: {
    label: "Proponi un evento via e-mail",
    href: `mailto:${site.email}?subject=${encodeURIComponent("Proposta di evento")}`,
  },
  contact: { label: "Parliamone insieme", to: "/contatti" } satisfies Cta,
} as const;
