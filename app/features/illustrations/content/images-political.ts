import { imageSlots, tall, type ImageEntry } from "~/features/illustrations/content/image-entry";

/** The image slots of /servizi/comunicazione-politica. */
export const politicalImages = [
  {
    id: "politica-pnrr-1",
    ...tall,
    motif: "territory",
    alt: "Pagina istituzionale del Comune di Castelmurgia con la mappa dei cantieri finanziati dal PNRR",
  },
  {
    id: "politica-pnrr-2",
    ...tall,
    motif: "chart",
    alt: "Scheda di un progetto PNRR con l'importo finanziato e la barra di avanzamento dei lavori",
  },
  {
    id: "politica-pnrr-3",
    ...tall,
    motif: "social",
    alt: "Post social del Comune con la foto di un cantiere e il rimando alla pagina istituzionale PNRR",
  },
  {
    id: "politica-cultura-1",
    ...tall,
    motif: "territory",
    alt: "Copertina della campagna di marketing territoriale con un borgo dell'entroterra al tramonto",
  },
  {
    id: "politica-cultura-2",
    ...tall,
    motif: "event",
    alt: "Manifesto della stagione culturale regionale con il calendario di concerti, mostre e visite guidate",
  },
  {
    id: "politica-cultura-3",
    ...tall,
    motif: "chart",
    alt: "Grafico dei visitatori dei luoghi della cultura coinvolti, in crescita durante i mesi della campagna",
  },
  {
    id: "politica-eventi-1",
    ...tall,
    motif: "event",
    alt: "Piazza affollata durante una serata di Piazze Aperte, con il palco e gli stand delle associazioni",
  },
  {
    id: "politica-eventi-2",
    ...tall,
    motif: "social",
    alt: "Diretta social di un incontro pubblico seguita dallo smartphone, con le domande dei cittadini",
  },
  {
    id: "politica-eventi-3",
    ...tall,
    motif: "portrait",
    alt: "Una volontaria sorride allo stand informativo dell'assessorato durante un evento in piazza",
  },
] as const satisfies readonly ImageEntry[];

export const politicalImage = imageSlots(politicalImages);
