import { imageSlots, tall, type ImageSlot } from "~/features/illustrations/content/image-entry";

/** The image slots of /casi-studio. */
export const caseImages = [
  {
    id: "caso-castelmurgia-1",
    ...tall,
    motif: "social",
    alt: {
      it: "Post social del Comune di Castelmurgia con l'aggiornamento mensile sui cantieri finanziati dal PNRR",
      en: "A social media post from the Municipality of Castelmurgia with the monthly update on the building works funded by the PNRR",
    },
  },
  {
    id: "caso-castelmurgia-2",
    ...tall,
    motif: "chart",
    alt: {
      it: "Grafico delle visite alla sezione Amministrazione trasparente, in crescita dopo il nuovo piano editoriale",
      en: "A chart of visits to the Transparent Administration section, rising after the new editorial plan",
    },
  },
  {
    id: "caso-castelmurgia-3",
    ...tall,
    motif: "territory",
    alt: {
      it: "Colline e case del borgo di Castelmurgia nell'immagine di copertina della pagina istituzionale",
      en: "The hills and houses of the village of Castelmurgia in the cover image of the council's official page",
    },
  },
  {
    id: "caso-de-santis-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Bottiglia e confezione regalo dell'olio extravergine dell'Oleificio De Santis",
      en: "A bottle and gift box of the Oleificio De Santis extra virgin olive oil",
    },
  },
  {
    id: "caso-de-santis-2",
    ...tall,
    motif: "social",
    alt: {
      it: "Post Instagram con una ricetta di stagione preparata con l'olio De Santis",
      en: "An Instagram post with a seasonal recipe made with De Santis olive oil",
    },
  },
  {
    id: "caso-de-santis-3",
    ...tall,
    motif: "chart",
    alt: {
      it: "Grafico delle vendite online dell'oleificio, triplicate in otto mesi",
      en: "A chart of the oil mill's online sales, tripled in eight months",
    },
  },
  {
    id: "caso-salus-1",
    ...tall,
    motif: "portrait",
    alt: {
      it: "Ritratto di una specialista del Poliambulatorio Salus Center per la sua scheda online",
      en: "A portrait of a specialist at the Poliambulatorio Salus Center for her online profile",
    },
  },
  {
    id: "caso-salus-2",
    ...tall,
    motif: "chart",
    alt: {
      it: "Grafico delle prenotazioni online del poliambulatorio, cresciute del 65%",
      en: "A chart of the clinic's online bookings, up by 65%",
    },
  },
  {
    id: "caso-salus-3",
    ...tall,
    motif: "social",
    alt: {
      it: "Post informativo del poliambulatorio con consigli di prevenzione scritti in linguaggio semplice",
      en: "An information post from the clinic with prevention advice written in plain language",
    },
  },
  {
    id: "caso-coccole-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Confezioni della linea bagnetto Coccole Baby Care con il nuovo packaging dai toni caldi",
      en: "Products from the Coccole Baby Care bath-time range in the new warm-toned packaging",
    },
  },
  {
    id: "caso-coccole-2",
    ...tall,
    motif: "social",
    alt: {
      it: "Annuncio su Instagram di una diretta con l'ostetrica per la community di genitori Coccole",
      en: "An Instagram announcement of a live session with the midwife for the Coccole parents' community",
    },
  },
  {
    id: "caso-coccole-3",
    ...tall,
    motif: "store",
    alt: {
      it: "Vetrina di una farmacia partner con l'esposizione dei prodotti Coccole Baby Care",
      en: "A partner pharmacy's shop window displaying Coccole Baby Care products",
    },
  },
  {
    id: "caso-tre-ulivi-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Bottiglie di vino delle Cantine Tre Ulivi con l'etichetta bilingue in italiano e coreano",
      en: "Bottles of Cantine Tre Ulivi wine with the bilingual Italian and Korean label",
    },
  },
  {
    id: "caso-tre-ulivi-2",
    ...tall,
    motif: "stand",
    alt: {
      it: "Stand delle Cantine Tre Ulivi alla fiera dell'enogastronomia di Seul",
      en: "The Cantine Tre Ulivi stand at the food and wine fair in Seoul",
    },
  },
  {
    id: "caso-tre-ulivi-3",
    ...tall,
    motif: "chart",
    alt: {
      it: "Grafico della quota di fatturato estero della cantina, salita al 30% del totale",
      en: "A chart of the winery's share of turnover from abroad, risen to 30% of the total",
    },
  },
  {
    id: "caso-bianca-luce-1",
    ...tall,
    motif: "event",
    alt: {
      it: "Sfilata di presentazione della nuova collezione dell'Atelier Bianca Luce davanti agli ospiti",
      en: "The catwalk show presenting the new Atelier Bianca Luce collection in front of the guests",
    },
  },
  {
    id: "caso-bianca-luce-2",
    ...tall,
    motif: "social",
    alt: {
      it: "Reel su Instagram che mostra gli abiti da sposa della collezione dell'atelier",
      en: "An Instagram reel showing the wedding dresses of the atelier's collection",
    },
  },
  {
    id: "caso-bianca-luce-3",
    ...tall,
    motif: "store",
    alt: {
      it: "Ingresso e vetrine dell'Atelier Bianca Luce",
      en: "The entrance and shop windows of Atelier Bianca Luce",
    },
  },
  {
    id: "caso-santa-chiara-1",
    ...tall,
    motif: "store",
    alt: {
      it: "Ingresso del centro termale Oasi Santa Chiara",
      en: "The entrance of the Oasi Santa Chiara spa",
    },
  },
  {
    id: "caso-santa-chiara-2",
    ...tall,
    motif: "social",
    alt: {
      it: "Post promozionale dei buoni regalo benessere per Natale dell'Oasi Santa Chiara",
      en: "A promotional post for the Oasi Santa Chiara Christmas wellness gift vouchers",
    },
  },
  {
    id: "caso-santa-chiara-3",
    ...tall,
    motif: "chart",
    alt: {
      it: "Grafico delle vendite dirette del centro termale, passate dal 20% al 55% del totale",
      en: "A chart of the spa's direct sales, grown from 20% to 55% of the total",
    },
  },
  {
    id: "caso-lorusso-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Sacchetti di taralli e friselle del Panificio Fratelli Lorusso con il nuovo packaging",
      en: "Bags of taralli and friselle from Panificio Fratelli Lorusso in the new packaging",
    },
  },
  {
    id: "caso-lorusso-2",
    ...tall,
    motif: "store",
    alt: {
      it: "Scaffale di un supermercato regionale con i prodotti da forno Lorusso",
      en: "A regional supermarket shelf stocked with Lorusso baked goods",
    },
  },
  {
    id: "caso-lorusso-3",
    ...tall,
    motif: "social",
    alt: {
      it: "Post social del panificio con il racconto della sfornata del mattino",
      en: "A social media post from the bakery telling the story of the morning bake",
    },
  },
  {
    id: "caso-san-nicola-1",
    ...tall,
    motif: "event",
    alt: {
      it: "Giornata di screening gratuito organizzata dalla Farmacia San Nicola con i cittadini in fila",
      en: "A free health screening day organised by Farmacia San Nicola, with residents queuing",
    },
  },
  {
    id: "caso-san-nicola-2",
    ...tall,
    motif: "store",
    alt: {
      it: "Vetrina della Farmacia San Nicola con lo schermo che presenta i nuovi servizi",
      en: "The Farmacia San Nicola shop window with the screen presenting the new services",
    },
  },
  {
    id: "caso-san-nicola-3",
    ...tall,
    motif: "portrait",
    alt: {
      it: "Ritratto di un farmacista della Farmacia San Nicola per la rubrica social dei consigli",
      en: "A portrait of a Farmacia San Nicola pharmacist for the social media advice column",
    },
  },
  {
    id: "caso-terre-di-mezzo-1",
    ...tall,
    motif: "territory",
    alt: {
      it: "Paesaggio collinare con i borghi dell'Unione dei Comuni Terre di Mezzo che ospitano il festival",
      en: "A hilly landscape with the villages of the Unione dei Comuni Terre di Mezzo that host the festival",
    },
  },
  {
    id: "caso-terre-di-mezzo-2",
    ...tall,
    motif: "event",
    alt: {
      it: "Concerto serale in piazza durante il festival diffuso delle Terre di Mezzo",
      en: "An evening concert in the square during the Terre di Mezzo festival spread across the villages",
    },
  },
  {
    id: "caso-terre-di-mezzo-3",
    ...tall,
    motif: "social",
    alt: {
      it: "Itinerario digitale del festival aperto sullo smartphone dopo la scansione di un QR code",
      en: "The festival's digital itinerary open on a smartphone after scanning a QR code",
    },
  },
] as const satisfies readonly ImageSlot[];

export const caseImage = imageSlots(caseImages);
