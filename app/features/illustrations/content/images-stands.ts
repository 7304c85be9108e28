import { imageSlots, wide, type ImageEntry } from "~/features/illustrations/content/image-entry";

/** The image slots of /servizi/stand-fieristici. */
export const standImages = [
  {
    id: "stand-about-allestimento",
    ...wide,
    motif: "stand",
    alt: "Il nostro team monta pannelli retroilluminati e banco accoglienza di uno stand la sera prima dell'apertura della fiera",
  },
  {
    id: "stand-frantoio-1",
    ...wide,
    motif: "stand",
    alt: "Stand in legno chiaro del Frantoio Sant'Agata con parete di ulivi stampata e bancone per l'assaggio dell'olio",
  },
  {
    id: "stand-frantoio-2",
    ...wide,
    motif: "packaging",
    alt: "Bottiglie di olio extravergine esposte su mensole illuminate accanto all'area degustazione dello stand",
  },
  {
    id: "stand-frantoio-3",
    ...wide,
    motif: "event",
    alt: "Visitatori davanti al piano cottura dello stand durante lo showcooking con lo chef ospite",
  },
  {
    id: "stand-cantine-1",
    ...wide,
    motif: "stand",
    alt: "Stand a isola delle Cantine Terre Alte con archi in legno scuro e bottiglie retroilluminate",
  },
  {
    id: "stand-cantine-2",
    ...wide,
    motif: "event",
    alt: "Tavolo per le degustazioni riservate ai buyer nella saletta chiusa al centro dello stand",
  },
  {
    id: "stand-cantine-3",
    ...wide,
    motif: "social",
    alt: "Smartphone che trasmette in diretta su Instagram la presentazione della nuova etichetta allo stand",
  },
  {
    id: "stand-mobilificio-1",
    ...wide,
    motif: "stand",
    alt: "Stand del Mobilificio Lorusso allestito come un soggiorno, con divano, libreria e pareti color sabbia",
  },
  {
    id: "stand-mobilificio-2",
    ...wide,
    motif: "chart",
    alt: "Render 3D dello stand del mobilificio visto dall'alto, con i percorsi dei visitatori tracciati in rosso",
  },
  {
    id: "stand-mobilificio-3",
    ...wide,
    motif: "portrait",
    alt: "Hostess al banco accoglienza dello stand che registra un visitatore con il tablet",
  },
  {
    id: "stand-agritech-1",
    ...wide,
    motif: "stand",
    alt: "Stand modulare di AgriSense con ledwall, sensori da campo esposti su colonne bianche e logo sospeso",
  },
  {
    id: "stand-agritech-2",
    ...wide,
    motif: "chart",
    alt: "Schermo touch dello stand con la dashboard dei sensori che misurano l'umidità del terreno in tempo reale",
  },
  {
    id: "stand-agritech-3",
    ...wide,
    motif: "territory",
    alt: "Gli stessi moduli dello stand di AgriSense rimontati in una configurazione più piccola per una seconda fiera",
  },
] as const satisfies readonly ImageEntry[];

export const standImage = imageSlots(standImages);
