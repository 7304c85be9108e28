import type { FieldSpecs, PageType, ValuesOf } from "~/features/pages/page-fields";

/**
 * Every type of page content staff edit (decision 0266): what it is called, where its staff
 * list is (`/admin/pagine/<segment>`), where it is shown, what its title is called, and its
 * fields. A type that exists once (the home page, `/chi-siamo`…) has `single`: its row's slug.
 * A future type is a member here, its name in `db/schema.ts`'s `pageTypes`, and the page that
 * shows it.
 */
export type PageTypeDef<Specs extends FieldSpecs = FieldSpecs> = {
  label: string;
  plural: string;
  segment: string;
  /** What the row's title is, in this type's words. */
  titleLabel: string;
  /** The public address of an entry of this type, when it has a page of its own. */
  address?: (slug: string) => string;
  single?: { slug: string };
  /** A slug of several segments (`fiera/offerta`): a page at an address staff choose. */
  nestedSlug?: boolean;
  /** Whether staff write the summary shown in lists and search results. */
  excerpt?: { label: string; max: number };
  fields: Specs;
};

const text = (
  label: string,
  max: number,
  extra: { required?: boolean; rows?: number; hint?: string } = {},
) => ({ kind: "text", label, max, ...extra }) as const;

const caseStudy = {
  label: "Caso studio",
  plural: "Casi studio",
  segment: "casi-studio",
  titleLabel: "Cliente",
  address: (slug: string) => `/casi-studio/${slug}`,
  excerpt: { label: "Sintesi per elenchi e ricerca", max: 300 },
  fields: {
    project: text("Progetto", 160, { required: true }),
    sector: text("Settore", 80, { required: true, hint: "Ad esempio: Sanità, Food & beverage." }),
    services: {
      kind: "list",
      label: "Servizi usati",
      item: "Servizio",
      of: text("Servizio", 80, { required: true }),
      max: 8,
    },
    challenge: text("La sfida", 1000, { required: true, rows: 4 }),
    solution: text("La soluzione", 1000, { required: true, rows: 4 }),
    results: {
      kind: "list",
      label: "Risultati",
      item: "Risultato",
      of: {
        kind: "group",
        label: "Risultato",
        fields: {
          figure: text("Cifra", 24, { hint: "Ad esempio: +180%. Facoltativa." }),
          label: text("Descrizione", 200, { required: true }),
        },
      },
      min: 1,
      max: 8,
    },
    gallery: {
      kind: "list",
      label: "Galleria",
      item: "Immagine",
      of: { kind: "image", label: "Immagine", required: true },
      max: 8,
    },
    testimonial: { kind: "ref", label: "Testimonianza", to: "testimonial" },
    related: {
      kind: "list",
      label: "Casi correlati",
      item: "Caso",
      of: { kind: "ref", label: "Caso studio", to: "case-study" },
      max: 3,
    },
  },
} as const satisfies PageTypeDef;

const titledDescription = {
  kind: "group",
  label: "Voce",
  fields: {
    title: text("Titolo", 120, { required: true }),
    description: text("Descrizione", 600, { required: true, rows: 3 }),
  },
} as const;

/** A part of a service page that shows only when it has a title. */
const optional = "Facoltativa: senza titolo la pagina non la mostra.";
/** A part only some of the service pages' layouts show. */
const shownWith = (...layouts: string[]) =>
  `${optional} Si vede con l'apertura ${layouts.map((layout) => `«${layout}»`).join(" o ")}.`;
const imageLayout = "Immagine accanto al titolo";
const videoLayout = "Video di sfondo";
const dialogLayout = "Immagine, con la richiesta in una finestra";

const service = {
  label: "Servizio",
  plural: "Pagine dei servizi",
  segment: "servizi",
  titleLabel: "Titolo principale",
  address: (slug: string) => `/servizi/${slug}`,
  fields: {
    name: text("Nome del servizio", 80, {
      required: true,
      hint: "Nel percorso di navigazione e nei dati per i motori di ricerca.",
    }),
    headline: text("Titolo per i motori di ricerca", 160, { required: true }),
    layout: {
      kind: "choice",
      label: "Apertura della pagina",
      options: [
        { value: "", label: imageLayout },
        { value: "video", label: videoLayout },
        { value: "finestra", label: dialogLayout },
      ],
    },
    hero: {
      kind: "group",
      label: "Apertura",
      fields: {
        lead: text("Introduzione", 400, { required: true, rows: 3 }),
        action: text("Testo del pulsante di richiesta", 80, { required: true }),
        projectsLabel: text("Testo del pulsante che porta ai progetti", 80),
        note: text("Nota sotto i pulsanti", 300),
        image: { kind: "image", label: "Immagine", hint: `Non con l'apertura «${videoLayout}».` },
      },
    },
    dialog: {
      kind: "group",
      label: "Finestra di richiesta",
      hint: `Solo con l'apertura «${dialogLayout}».`,
      fields: {
        title: text("Titolo", 120),
        lead: text("Introduzione", 400, { rows: 2 }),
      },
    },
    intro: {
      kind: "group",
      label: "Presentazione",
      hint: optional,
      fields: {
        title: text("Titolo", 120),
        paragraphs: {
          kind: "list",
          label: "Paragrafi",
          item: "Paragrafo",
          of: text("Paragrafo", 1000, { required: true, rows: 4 }),
          max: 6,
        },
        image: { kind: "image", label: "Immagine", hint: `Con l'apertura «${dialogLayout}».` },
      },
    },
    offer: {
      kind: "group",
      label: "Cosa offriamo",
      hint: shownWith(imageLayout, dialogLayout),
      fields: {
        title: text("Titolo", 120),
        lead: text("Introduzione", 400, { rows: 2 }),
        items: { kind: "list", label: "Voci", item: "Voce", of: titledDescription, max: 12 },
      },
    },
    benefits: {
      kind: "group",
      label: "Perché sceglierci",
      hint: optional,
      fields: {
        title: text("Titolo", 120),
        items: {
          kind: "list",
          label: "Vantaggi",
          item: "Vantaggio",
          of: titledDescription,
          max: 8,
        },
      },
    },
    projects: {
      kind: "group",
      label: "Progetti",
      hint: optional,
      fields: {
        title: text("Titolo", 120),
        lead: text("Introduzione", 400, { rows: 2 }),
        carouselLabel: text("Nome del carosello per i lettori di schermo", 120),
        works: {
          kind: "list",
          label: "Lavori del portfolio",
          item: "Lavoro",
          hint: `Con l'apertura «${videoLayout}».`,
          of: { kind: "ref", label: "Lavoro del portfolio", to: "portfolio-item" },
          max: 12,
        },
        items: {
          kind: "list",
          label: "Progetti di questa pagina",
          item: "Progetto",
          hint: "Con le altre aperture.",
          of: {
            kind: "group",
            label: "Progetto",
            fields: {
              anchor: text("Nome breve nell'indirizzo delle immagini", 60, {
                required: true,
                hint: "Lettere minuscole, numeri e trattini.",
              }),
              title: text("Titolo", 120, { required: true }),
              client: text("Cliente", 160),
              category: text("Categoria", 80, { required: true }),
              place: text("Luogo o fiera", 120),
              year: text("Anno", 4, { required: true }),
              description: text("Descrizione", 800, { required: true, rows: 3 }),
              results: {
                kind: "list",
                label: "Risultati",
                item: "Risultato",
                of: text("Risultato", 200, { required: true }),
                max: 6,
              },
              images: {
                kind: "list",
                label: "Immagini",
                item: "Immagine",
                of: { kind: "image", label: "Immagine", required: true },
                min: 1,
                max: 8,
              },
            },
          },
          max: 8,
        },
        more: { kind: "link", label: "Collegamento dopo i progetti" },
      },
    },
    process: {
      kind: "group",
      label: "Il metodo",
      hint: shownWith(videoLayout),
      fields: {
        title: text("Titolo", 120),
        lead: text("Introduzione", 400, { rows: 2 }),
        steps: { kind: "list", label: "Passi", item: "Passo", of: titledDescription, max: 8 },
      },
    },
    highlights: {
      kind: "group",
      label: "In evidenza",
      hint: shownWith(videoLayout),
      fields: {
        title: text("Titolo", 120),
        lead: text("Introduzione", 400, { rows: 2 }),
        items: {
          kind: "list",
          label: "Voci",
          item: "Voce",
          of: {
            kind: "group",
            label: "Voce",
            fields: {
              title: text("Titolo", 120, { required: true }),
              description: text("Descrizione", 800, { required: true, rows: 3 }),
              image: { kind: "image", label: "Immagine", required: true },
            },
          },
          max: 4,
        },
      },
    },
    video: {
      kind: "group",
      label: "Video",
      hint: `${shownWith(videoLayout)} Il video è quello indicato nella configurazione del sito.`,
      fields: {
        title: text("Titolo", 120),
        lead: text("Introduzione", 400, { rows: 2 }),
        frameTitle: text("Descrizione del video per i lettori di schermo", 160),
      },
    },
    related: {
      kind: "list",
      label: "Casi studio correlati",
      item: "Caso",
      of: { kind: "ref", label: "Caso studio", to: "case-study" },
      max: 3,
    },
    faq: {
      kind: "group",
      label: "Domande frequenti",
      hint: optional,
      fields: {
        title: text("Titolo", 120),
        items: {
          kind: "list",
          label: "Domande",
          item: "Domanda",
          of: { kind: "ref", label: "Domanda frequente", to: "faq-item" },
          max: 12,
        },
      },
    },
    quote: {
      kind: "group",
      label: "Citazione",
      hint: `Facoltativa: senza testo la pagina non la mostra. Si vede con l'apertura «${videoLayout}».`,
      fields: {
        text: text("Testo", 400, { rows: 3 }),
        author: text("Autore", 120),
        role: text("Ruolo", 120),
      },
    },
    testimonials: {
      kind: "group",
      label: "Testimonianze",
      hint: shownWith(videoLayout, dialogLayout),
      fields: {
        title: text("Titolo", 120),
        carouselLabel: text("Nome del carosello per i lettori di schermo", 120, {
          hint: "Senza, le testimonianze sono in una griglia.",
        }),
        items: {
          kind: "list",
          label: "Testimonianze",
          item: "Testimonianza",
          of: { kind: "ref", label: "Testimonianza", to: "testimonial" },
          max: 8,
        },
      },
    },
    contact: {
      kind: "group",
      label: "Contatti",
      fields: {
        title: text("Titolo", 120, { required: true }),
        lead: text("Introduzione", 400, { required: true, rows: 2 }),
        formTitle: text("Titolo sopra il modulo", 120),
        note: text("Nota sotto i recapiti", 300),
        form: {
          kind: "choice",
          label: "Modulo",
          options: [
            { value: "", label: "Richiesta di informazioni su questo servizio" },
            { value: "contatto", label: "Modulo di contatto, con la scelta del servizio" },
          ],
        },
        subject: text("Oggetto della richiesta", 80, {
          required: true,
          hint: "Come la richiesta si presenta nelle e-mail e nell'elenco delle richieste.",
        }),
      },
    },
  },
} as const satisfies PageTypeDef;

const portfolioItem = {
  label: "Lavoro del portfolio",
  plural: "Portfolio",
  segment: "portfolio",
  titleLabel: "Titolo",
  fields: {
    category: text("Categoria", 60, { required: true, hint: "Ad esempio: Food & Beverage." }),
    year: text("Anno", 4, { required: true }),
    description: text("Descrizione", 600, { required: true, rows: 3 }),
    images: {
      kind: "list",
      label: "Immagini",
      item: "Immagine",
      hint: "La prima è la copertina.",
      of: { kind: "image", label: "Immagine", required: true },
      min: 1,
      max: 8,
    },
  },
} as const satisfies PageTypeDef;

const teamMember = {
  label: "Persona del team",
  plural: "Team",
  segment: "team",
  titleLabel: "Nome e cognome",
  fields: {
    role: text("Ruolo", 120, { required: true }),
    founder: {
      kind: "choice",
      label: "Gruppo",
      options: [
        { value: "", label: "Il team" },
        { value: "fondatore", label: "I fondatori" },
      ],
    },
    certification: text("Certificazione", 160),
    description: text("Descrizione", 600, { required: true, rows: 3 }),
  },
} as const satisfies PageTypeDef;

const testimonial = {
  label: "Testimonianza",
  plural: "Testimonianze",
  segment: "testimonianze",
  titleLabel: "Nome",
  fields: {
    source: text("Attività o fonte", 120, {
      required: true,
      hint: "Ad esempio: Recensione Google.",
    }),
    text: text("Testo", 800, { required: true, rows: 4 }),
    rating: {
      kind: "choice",
      label: "Valutazione",
      options: [
        { value: "", label: "Nessuna" },
        ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} su 5` })),
      ],
    },
    initials: text("Iniziali", 3, { required: true }),
  },
} as const satisfies PageTypeDef;

const faqItem = {
  label: "Domanda frequente",
  plural: "Domande frequenti",
  segment: "faq",
  titleLabel: "Domanda",
  fields: {
    topic: text("Argomento", 80, { hint: "Raggruppa le domande nell'elenco dello staff." }),
    answer: text("Risposta", 2000, { required: true, rows: 5 }),
  },
} as const satisfies PageTypeDef;

const clientLogo = {
  label: "Cliente",
  plural: "Loghi dei clienti",
  segment: "clienti",
  titleLabel: "Nome del cliente",
  fields: {
    logo: { kind: "image", label: "Logo", required: true },
    website: { kind: "link", label: "Sito del cliente" },
  },
} as const satisfies PageTypeDef;

const figure = {
  kind: "group",
  label: "Numero",
  fields: {
    value: text("Numero", 24, { required: true }),
    label: text("Descrizione", 120, { required: true }),
  },
} as const;

const closing = {
  kind: "group",
  label: "Chiusura",
  fields: {
    title: text("Titolo", 120, { required: true }),
    text: text("Testo", 400, { required: true, rows: 3 }),
    cta: { kind: "link", label: "Invito all'azione", required: true },
  },
} as const;

const caseStudiesPage = {
  label: "Pagina dei casi studio",
  plural: "Pagina dei casi studio",
  segment: "pagina-casi-studio",
  titleLabel: "Titolo",
  single: { slug: "casi-studio" },
  fields: {
    lead: text("Introduzione", 400, { required: true, rows: 3 }),
    cta: { kind: "link", label: "Invito all'azione", required: true },
    figuresTitle: text("Titolo dei numeri", 120, { required: true }),
    figures: { kind: "list", label: "I numeri", item: "Numero", of: figure, max: 6 },
    casesTitle: text("Titolo dei casi", 120, { required: true }),
    sectorsTitle: text("Titolo dei settori", 120, { required: true }),
    sectors: {
      kind: "list",
      label: "Settori",
      item: "Settore",
      of: text("Settore", 80, { required: true }),
      max: 16,
    },
    closing,
  },
} as const satisfies PageTypeDef;

const portfolioPage = {
  label: "Pagina del portfolio",
  plural: "Pagina del portfolio",
  segment: "pagina-portfolio",
  titleLabel: "Titolo",
  single: { slug: "portfolio" },
  fields: {
    lead: text("Introduzione", 400, { required: true, rows: 3 }),
    categories: {
      kind: "list",
      label: "Categorie, nell'ordine della pagina",
      item: "Categoria",
      hint: "I lavori di una categoria che non è qui seguono le altre.",
      of: text("Categoria", 60, { required: true }),
      min: 1,
      max: 12,
    },
    process: {
      kind: "group",
      label: "Processo di design",
      fields: {
        title: text("Titolo", 120, { required: true }),
        lead: text("Introduzione", 400, { required: true, rows: 3 }),
        steps: {
          kind: "list",
          label: "Passi",
          item: "Passo",
          of: {
            kind: "group",
            label: "Passo",
            fields: {
              title: text("Titolo", 120, { required: true }),
              description: text("Descrizione", 400, { required: true, rows: 2 }),
            },
          },
          min: 1,
          max: 8,
        },
      },
    },
    closing: {
      kind: "group",
      label: "Chiusura",
      fields: {
        title: text("Titolo", 120, { required: true }),
        text: text("Testo", 400, { required: true, rows: 3 }),
        primary: { kind: "link", label: "Invito principale", required: true },
        secondary: { kind: "link", label: "Secondo invito" },
        caseStudies: { kind: "link", label: "Collegamento ai casi studio" },
      },
    },
  },
} as const satisfies PageTypeDef;

const titledText = {
  kind: "group",
  label: "Voce",
  fields: {
    title: text("Titolo", 120, { required: true }),
    text: text("Testo", 400, { required: true, rows: 2 }),
  },
} as const;

const homePage = {
  label: "Home page",
  plural: "Home page",
  segment: "home",
  titleLabel: "Titolo principale",
  single: { slug: "" },
  fields: {
    hero: {
      kind: "group",
      label: "Apertura",
      fields: {
        subline: text("Introduzione", 400, { required: true, rows: 3 }),
        primary: { kind: "link", label: "Invito principale", required: true },
        secondary: { kind: "link", label: "Secondo invito" },
        proofPoints: {
          kind: "list",
          label: "Numeri in evidenza",
          item: "Numero",
          of: text("Numero", 60, { required: true }),
          max: 4,
        },
        image: { kind: "image", label: "Immagine", required: true },
      },
    },
    servicesIntro: {
      kind: "group",
      label: "I servizi",
      fields: {
        title: text("Titolo", 120, { required: true }),
        lead: text("Introduzione", 400, { required: true, rows: 2 }),
        ctaLabel: text("Testo del pulsante di prenotazione", 80, { required: true }),
      },
    },
    approach: {
      kind: "group",
      label: "L'approccio",
      fields: {
        title: text("Titolo", 120, { required: true }),
        lead: text("Introduzione", 400, { required: true, rows: 3 }),
        values: { kind: "list", label: "Valori", item: "Valore", of: titledText, max: 6 },
        cta: { kind: "link", label: "Invito all'azione", required: true },
      },
    },
    featuredCases: {
      kind: "list",
      label: "Casi studio in evidenza",
      item: "Caso",
      hint: "Facoltativi: con almeno uno, la pagina mostra la sezione.",
      of: { kind: "ref", label: "Caso studio", to: "case-study" },
      max: 3,
    },
    casesTitle: text("Titolo dei casi in evidenza", 120),
    testimonials: {
      kind: "group",
      label: "Le recensioni",
      fields: {
        title: text("Titolo", 120, { required: true }),
        items: {
          kind: "list",
          label: "Testimonianze",
          item: "Testimonianza",
          of: { kind: "ref", label: "Testimonianza", to: "testimonial" },
          max: 8,
        },
        allReviewsLabel: text("Testo del collegamento a tutte le recensioni", 120, {
          required: true,
        }),
      },
    },
    closing: {
      kind: "group",
      label: "Chiusura",
      fields: {
        title: text("Titolo", 120, { required: true }),
        text: text("Testo", 400, { required: true, rows: 3 }),
        contact: { kind: "link", label: "Invito a scrivere", required: true },
        bookingLabel: text("Testo del pulsante di prenotazione", 80, { required: true }),
      },
    },
  },
} as const satisfies PageTypeDef;

const aboutPage = {
  label: "Pagina Chi siamo",
  plural: "Pagina Chi siamo",
  segment: "chi-siamo",
  titleLabel: "Titolo",
  single: { slug: "chi-siamo" },
  fields: {
    lead: text("Introduzione", 400, { required: true, rows: 3 }),
    history: {
      kind: "group",
      label: "La storia",
      fields: {
        title: text("Titolo", 120, { required: true }),
        paragraphs: {
          kind: "list",
          label: "Paragrafi",
          item: "Paragrafo",
          of: text("Paragrafo", 1000, { required: true, rows: 4 }),
          min: 1,
          max: 6,
        },
        milestones: {
          kind: "list",
          label: "Tappe",
          item: "Tappa",
          of: {
            kind: "group",
            label: "Tappa",
            fields: {
              year: text("Anno", 12, { required: true }),
              text: text("Testo", 300, { required: true }),
            },
          },
          max: 10,
        },
      },
    },
    mission: {
      kind: "group",
      label: "La missione",
      fields: {
        title: text("Titolo", 120, { required: true }),
        text: text("Testo", 600, { required: true, rows: 3 }),
      },
    },
    vision: {
      kind: "group",
      label: "La visione",
      fields: {
        title: text("Titolo", 120, { required: true }),
        text: text("Testo", 600, { required: true, rows: 3 }),
      },
    },
    foundersTitle: text("Titolo dei fondatori", 120, {
      required: true,
      hint: "Le persone sono nel tipo «Team».",
    }),
    teamTitle: text("Titolo del team", 120, { required: true }),
    values: {
      kind: "group",
      label: "I valori",
      fields: {
        title: text("Titolo", 120, { required: true }),
        items: { kind: "list", label: "Valori", item: "Valore", of: titledText, max: 12 },
      },
    },
    closing,
  },
} as const satisfies PageTypeDef;

const servicesPage = {
  label: "Pagina dei servizi",
  plural: "Pagina dei servizi",
  segment: "pagina-servizi",
  titleLabel: "Titolo",
  single: { slug: "servizi" },
  fields: {
    lead: text("Introduzione", 400, { required: true, rows: 3 }),
    tocLabel: text("Nome dell'indice dei servizi", 80, { required: true }),
    services: {
      kind: "list",
      label: "Servizi",
      item: "Servizio",
      hint: "Anche la home page li mostra, in quest'ordine.",
      of: {
        kind: "group",
        label: "Servizio",
        fields: {
          anchor: text("Ancora nella pagina", 60, {
            required: true,
            hint: "La parte dopo # nell'indirizzo: lettere minuscole, numeri e trattini.",
          }),
          title: text("Nome", 80, { required: true }),
          subtitle: text("Sottotitolo", 160, { required: true }),
          description: text("Descrizione", 800, { required: true, rows: 3 }),
          features: {
            kind: "list",
            label: "Cosa comprende",
            item: "Voce",
            of: text("Voce", 160, { required: true }),
            max: 10,
          },
          icon: {
            kind: "choice",
            label: "Pittogramma",
            options: [
              { value: "social", label: "Social" },
              { value: "content", label: "Contenuti" },
              { value: "ads", label: "Pubblicità" },
              { value: "strategy", label: "Strategia" },
              { value: "training", label: "Formazione" },
              { value: "events", label: "Eventi" },
            ],
          },
          color: {
            kind: "choice",
            label: "Colore",
            options: [
              { value: "primary", label: "Rosso" },
              { value: "link", label: "Blu" },
              { value: "success", label: "Verde" },
              { value: "focus", label: "Viola" },
            ],
          },
          homeLink: text("Dove porta la scheda della home page", 200, {
            required: true,
            hint: "Un indirizzo del sito, ad esempio /servizi o /formazione.",
          }),
          more: { kind: "link", label: "Secondo pulsante" },
        },
      },
      min: 1,
      max: 12,
    },
    featuresTitle: text("Titolo delle voci di ogni servizio", 80, { required: true }),
    bookingLabel: text("Testo del pulsante di prenotazione", 80, { required: true }),
    process: {
      kind: "group",
      label: "Il metodo",
      fields: {
        title: text("Titolo", 120, { required: true }),
        lead: text("Introduzione", 400, { required: true, rows: 2 }),
        steps: { kind: "list", label: "Passi", item: "Passo", of: titledText, min: 1, max: 8 },
      },
    },
    closing: {
      kind: "group",
      label: "Chiusura",
      fields: {
        title: text("Titolo", 120, { required: true }),
        text: text("Testo", 400, { required: true, rows: 3 }),
        bookingLabel: text("Testo del pulsante di prenotazione", 80, { required: true }),
      },
    },
  },
} as const satisfies PageTypeDef;

const landingPage = {
  label: "Pagina di atterraggio",
  plural: "Pagine di atterraggio",
  segment: "atterraggio",
  titleLabel: "Titolo principale",
  address: (slug: string) => `/${slug}`,
  nestedSlug: true,
  fields: {
    sections: {
      kind: "sections",
      label: "Sezioni",
      hint: "Nell'ordine della pagina: «Su» e «Giù» le spostano.",
      max: 20,
      kinds: {
        hero: {
          label: "Apertura",
          fields: {
            lead: text("Introduzione", 400, { required: true, rows: 3 }),
            cta: { kind: "link", label: "Invito all'azione" },
            image: { kind: "image", label: "Immagine" },
          },
        },
        benefits: {
          label: "Vantaggi",
          fields: {
            title: text("Titolo", 120, { required: true }),
            items: {
              kind: "list",
              label: "Vantaggi",
              item: "Vantaggio",
              of: titledDescription,
              min: 1,
              max: 8,
            },
          },
        },
        logos: {
          label: "Loghi dei clienti",
          fields: {
            title: text("Titolo", 120, { required: true }),
            items: {
              kind: "list",
              label: "Clienti",
              item: "Cliente",
              of: { kind: "ref", label: "Cliente", to: "client-logo" },
              min: 1,
              max: 12,
            },
          },
        },
        testimonial: {
          label: "Testimonianza",
          fields: { item: { kind: "ref", label: "Testimonianza", to: "testimonial" } },
        },
        "case-study": {
          label: "Caso studio",
          fields: { item: { kind: "ref", label: "Caso studio", to: "case-study" } },
        },
        figures: {
          label: "Numeri",
          fields: {
            title: text("Titolo", 120, { required: true }),
            items: { kind: "list", label: "Numeri", item: "Numero", of: figure, min: 1, max: 6 },
          },
        },
        faq: {
          label: "Domande frequenti",
          fields: {
            title: text("Titolo", 120, { required: true }),
            items: {
              kind: "list",
              label: "Domande",
              item: "Domanda",
              of: { kind: "ref", label: "Domanda frequente", to: "faq-item" },
              min: 1,
              max: 12,
            },
          },
        },
        cta: {
          label: "Invito all'azione",
          fields: {
            title: text("Titolo", 120, { required: true }),
            text: text("Testo", 400, { rows: 2 }),
            link: { kind: "link", label: "Pulsante", required: true },
          },
        },
        contact: {
          label: "Modulo di contatto",
          max: 1,
          fields: {
            title: text("Titolo", 120, { required: true }),
            lead: text("Introduzione", 400, { rows: 2 }),
            subject: text("Oggetto della richiesta", 80, {
              required: true,
              hint: "Come la richiesta si presenta nelle e-mail e nell'elenco delle richieste.",
            }),
            asks: {
              kind: "choice",
              label: "Campi facoltativi",
              hint: "Email, nome, messaggio e consensi si chiedono sempre.",
              options: [
                { value: "", label: "Telefono e azienda" },
                { value: "telefono", label: "Solo il telefono" },
                { value: "azienda", label: "Solo l'azienda" },
                { value: "nessuno", label: "Né telefono né azienda" },
              ],
            },
          },
        },
      },
    },
  },
} as const satisfies PageTypeDef;

const simplePage = {
  label: "Pagina semplice",
  plural: "Pagine semplici",
  segment: "pagine-semplici",
  titleLabel: "Titolo",
  address: (slug: string) => `/${slug}`,
  fields: {
    intro: text("Introduzione", 1000, { required: true, rows: 3 }),
    controllerTitle: text("Titolo dei dati del titolare", 120, {
      required: true,
      hint: "I dati dell'agenzia vengono dalla configurazione del sito.",
    }),
    sections: {
      kind: "list",
      label: "Sezioni",
      item: "Sezione",
      of: {
        kind: "group",
        label: "Sezione",
        fields: {
          anchor: text("Ancora nella pagina", 60, { required: true }),
          title: text("Titolo", 160, { required: true }),
          blocks: {
            kind: "list",
            label: "Testo",
            item: "Blocco",
            of: {
              kind: "group",
              label: "Blocco",
              fields: {
                kind: {
                  kind: "choice",
                  label: "Forma",
                  options: [
                    { value: "", label: "Paragrafo" },
                    { value: "elenco", label: "Elenco puntato, una voce per riga" },
                  ],
                },
                text: text("Testo", 6000, { required: true, rows: 4 }),
              },
            },
            min: 1,
            max: 20,
          },
          links: {
            kind: "list",
            label: "Collegamenti",
            item: "Collegamento",
            of: { kind: "link", label: "Collegamento", required: true },
            max: 6,
          },
        },
      },
      min: 1,
      max: 30,
    },
    contact: {
      kind: "group",
      label: "Come contattarci",
      fields: {
        title: text("Titolo", 120, { required: true }),
        text: text("Testo prima dell'indirizzo e-mail", 400, { required: true, rows: 2 }),
        providerIntro: text("Testo prima del collegamento al documento completo", 300),
        provider: { kind: "link", label: "Documento completo" },
      },
    },
  },
} as const satisfies PageTypeDef;

export const pageTypeDefs = {
  "case-study": caseStudy,
  service,
  "portfolio-item": portfolioItem,
  "team-member": teamMember,
  testimonial,
  "faq-item": faqItem,
  "client-logo": clientLogo,
  "case-studies-page": caseStudiesPage,
  "portfolio-page": portfolioPage,
  "home-page": homePage,
  "about-page": aboutPage,
  "services-page": servicesPage,
  "simple-page": simplePage,
  "landing-page": landingPage,
} satisfies Partial<Record<PageType, PageTypeDef>>;

export type EditablePageType = keyof typeof pageTypeDefs;
export type PageFieldsOf<Type extends EditablePageType> = ValuesOf<
  (typeof pageTypeDefs)[Type]["fields"]
>;

export const editablePageTypes = Object.keys(pageTypeDefs) as EditablePageType[];

export const isEditablePageType = (type: string): type is EditablePageType => type in pageTypeDefs;

/** The type whose staff list is at `/admin/pagine/<segment>`. */
export const pageTypeAt = (segment: string) =>
  editablePageTypes.find((type) => pageTypeDefs[type].segment === segment) ?? null;

export function pageTypeDef(type: EditablePageType): PageTypeDef {
  return pageTypeDefs[type];
}
