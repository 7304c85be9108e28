import type { Cta } from "~/features/blocks/index";
import type { EventKind } from "~/features/events/event-facts";
import { catalogue } from "~/utils/language";
import { site } from "~/utils/site";

export type EventType = { kind: EventKind; title: string; description: string };

/** `/eventi` and `/en/events`: the list of events and its words. */
export const eventsPage = catalogue({
  it: {
    head: {
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
    },
    hero: {
      title: "Eventi che mettono in rete persone e imprese",
      lead: "Workshop pratici, serate culturali e incontri per fare rete: portiamo il digitale fuori dallo schermo, tra le persone del territorio.",
      cta: { label: "Iscriviti ai prossimi eventi", to: "/iscrizioni" } satisfies Cta,
    },
    typesTitle: "Tre modi di incontrarci",
    types: [
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
    ] satisfies EventType[],
    upcomingTitle: "Prossimi eventi",
    upcomingPages: {
      label: "Pagine dei prossimi eventi",
      previous: "Eventi più vicini",
      next: "Eventi successivi",
    },
    pastTitle: "Eventi passati",
    pastPages: {
      label: "Pagine dell'archivio",
      previous: "Eventi più recenti",
      next: "Eventi meno recenti",
    },
    pageOf: (page: number, count: number) => `Pagina ${page} di ${count}`,
    comingSoon: {
      title: "Prossimamente",
      text: "Stiamo preparando i prossimi appuntamenti. Iscriviti per ricevere date e programmi appena disponibili, oppure scrivici se vuoi saperne di più.",
      registration: {
        label: "Iscriviti e ricevi gli aggiornamenti",
        to: "/iscrizioni",
      } satisfies Cta,
      contact: { label: "Chiedi informazioni", to: "/contatti" } satisfies Cta,
    },
    proposeEvent: {
      title: "Hai un'idea per un evento?",
      text: "Un workshop per il tuo team, una serata per presentare un prodotto, un'iniziativa per la tua comunità: raccontacela e la organizziamo insieme.",
      email: {
        label: "Proponi un evento via e-mail",
        href: `mailto:${site.email}?subject=${encodeURIComponent("Proposta di evento")}`,
      },
      contact: { label: "Parliamone insieme", to: "/contatti" } satisfies Cta,
    },
  },
  en: {
    head: {
      title: "Events",
      description:
        "Training workshops, cultural evenings and networking for local businesses: see the events we organise and register for the next ones.",
      keywords: [
        "digital marketing events",
        "social media workshops",
        "SME training",
        "business networking",
        "events in Apulia",
      ],
    },
    hero: {
      title: "Events that bring people and businesses together",
      lead: "Hands-on workshops, cultural evenings and networking: we take digital off the screen and into the local community.",
      cta: { label: "Register for upcoming events", to: "/en/registration" },
    },
    typesTitle: "Three ways to meet us",
    types: [
      {
        kind: "formazione",
        title: "Training events",
        description:
          "Workshops, labs and study days to learn how to use social media, online advertising and artificial intelligence in your business.",
      },
      {
        kind: "culturali",
        title: "Cultural events",
        description:
          "Exhibitions, launches and evenings about the region, its products and the people who make them.",
      },
      {
        kind: "sociali",
        title: "Community events",
        description:
          "Networking meetings, fundraisers and initiatives that connect businesses, associations and communities.",
      },
    ],
    upcomingTitle: "Upcoming events",
    upcomingPages: {
      label: "Pages of upcoming events",
      previous: "Sooner events",
      next: "Later events",
    },
    pastTitle: "Past events",
    pastPages: {
      label: "Pages of the archive",
      previous: "More recent events",
      next: "Older events",
    },
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    comingSoon: {
      title: "Coming soon",
      text: "We are preparing the next events. Register to receive dates and programmes as soon as they are ready, or write to us if you would like to know more.",
      registration: { label: "Register and get updates", to: "/en/registration" },
      contact: { label: "Ask for information", to: "/en/contact" },
    },
    proposeEvent: {
      title: "Have an idea for an event?",
      text: "A workshop for your team, an evening to launch a product, an initiative for your community: tell us about it and we will organise it together.",
      email: {
        label: "Propose an event by e-mail",
        href: `mailto:${site.email}?subject=${encodeURIComponent("Event proposal")}`,
      },
      contact: { label: "Let's talk", to: "/en/contact" },
    },
  },
});
