import { imageSlots, tall, type ImageSlot } from "~/features/illustrations/content/image-entry";

/** The image slots of /servizi/comunicazione-politica. */
export const politicalImages = [
  {
    id: "politica-pnrr-1",
    ...tall,
    motif: "territory",
    alt: {
      it: "Pagina istituzionale del Comune di Castelmurgia con la mappa dei cantieri finanziati dal PNRR",
      en: "The official page of the Municipality of Castelmurgia with the map of the PNRR-funded building works",
    },
  },
  {
    id: "politica-pnrr-2",
    ...tall,
    motif: "chart",
    alt: {
      it: "Scheda di un progetto PNRR con l'importo finanziato e la barra di avanzamento dei lavori",
      en: "A PNRR project card with the amount funded and the progress bar of the works",
    },
  },
  {
    id: "politica-pnrr-3",
    ...tall,
    motif: "social",
    alt: {
      it: "Post social del Comune con la foto di un cantiere e il rimando alla pagina istituzionale PNRR",
      en: "A social media post from the council with a photo of a building site and a link to the official PNRR page",
    },
  },
  {
    id: "politica-cultura-1",
    ...tall,
    motif: "territory",
    alt: {
      it: "Copertina della campagna di marketing territoriale con un borgo dell'entroterra al tramonto",
      en: "The cover of the place-marketing campaign with an inland village at sunset",
    },
  },
  {
    id: "politica-cultura-2",
    ...tall,
    motif: "event",
    alt: {
      it: "Manifesto della stagione culturale regionale con il calendario di concerti, mostre e visite guidate",
      en: "A poster for the regional cultural season with the calendar of concerts, exhibitions and guided tours",
    },
  },
  {
    id: "politica-cultura-3",
    ...tall,
    motif: "chart",
    alt: {
      it: "Grafico dei visitatori dei luoghi della cultura coinvolti, in crescita durante i mesi della campagna",
      en: "A chart of visitors to the cultural sites involved, growing during the months of the campaign",
    },
  },
  {
    id: "politica-eventi-1",
    ...tall,
    motif: "event",
    alt: {
      it: "Piazza affollata durante una serata di Piazze Aperte, con il palco e gli stand delle associazioni",
      en: "A crowded square during a Piazze Aperte evening, with the stage and the associations' stalls",
    },
  },
  {
    id: "politica-eventi-2",
    ...tall,
    motif: "social",
    alt: {
      it: "Diretta social di un incontro pubblico seguita dallo smartphone, con le domande dei cittadini",
      en: "A live social media stream of a public meeting watched on a smartphone, with residents' questions",
    },
  },
  {
    id: "politica-eventi-3",
    ...tall,
    motif: "portrait",
    alt: {
      it: "Una volontaria sorride allo stand informativo dell'assessorato durante un evento in piazza",
      en: "A volunteer smiles at the council department's information stand during an event in the square",
    },
  },
] as const satisfies readonly ImageSlot[];

export const politicalImage = imageSlots(politicalImages);
