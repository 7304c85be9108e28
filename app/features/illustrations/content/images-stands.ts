import { imageSlots, wide, type ImageSlot } from "~/features/illustrations/content/image-entry";

/** The image slots of /servizi/stand-fieristici. */
export const standImages = [
  {
    id: "stand-about-allestimento",
    ...wide,
    motif: "stand",
    alt: {
      it: "Il nostro team monta pannelli retroilluminati e banco accoglienza di uno stand la sera prima dell'apertura della fiera",
      en: "Our team fitting the backlit panels and reception desk of a stand the evening before the fair opens",
    },
  },
  {
    id: "stand-frantoio-1",
    ...wide,
    motif: "stand",
    alt: {
      it: "Stand in legno chiaro del Frantoio Sant'Agata con parete di ulivi stampata e bancone per l'assaggio dell'olio",
      en: "The light-wood stand of Frantoio Sant'Agata with a printed olive-grove wall and a counter for tasting the oil",
    },
  },
  {
    id: "stand-frantoio-2",
    ...wide,
    motif: "packaging",
    alt: {
      it: "Bottiglie di olio extravergine esposte su mensole illuminate accanto all'area degustazione dello stand",
      en: "Bottles of extra virgin olive oil on lit shelves next to the stand's tasting area",
    },
  },
  {
    id: "stand-frantoio-3",
    ...wide,
    motif: "event",
    alt: {
      it: "Visitatori davanti al piano cottura dello stand durante lo showcooking con lo chef ospite",
      en: "Visitors in front of the stand's hob during the cooking show with the guest chef",
    },
  },
  {
    id: "stand-cantine-1",
    ...wide,
    motif: "stand",
    alt: {
      it: "Stand a isola delle Cantine Terre Alte con archi in legno scuro e bottiglie retroilluminate",
      en: "The Cantine Terre Alte island stand with dark wooden arches and backlit bottles",
    },
  },
  {
    id: "stand-cantine-2",
    ...wide,
    motif: "event",
    alt: {
      it: "Tavolo per le degustazioni riservate ai buyer nella saletta chiusa al centro dello stand",
      en: "The table for private tastings with buyers in the closed room at the centre of the stand",
    },
  },
  {
    id: "stand-cantine-3",
    ...wide,
    motif: "social",
    alt: {
      it: "Smartphone che trasmette in diretta su Instagram la presentazione della nuova etichetta allo stand",
      en: "A smartphone streaming live on Instagram the launch of the new label at the stand",
    },
  },
  {
    id: "stand-mobilificio-1",
    ...wide,
    motif: "stand",
    alt: {
      it: "Stand del Mobilificio Lorusso allestito come un soggiorno, con divano, libreria e pareti color sabbia",
      en: "The Mobilificio Lorusso stand furnished as a living room, with a sofa, bookcase and sand-coloured walls",
    },
  },
  {
    id: "stand-mobilificio-2",
    ...wide,
    motif: "chart",
    alt: {
      it: "Render 3D dello stand del mobilificio visto dall'alto, con i percorsi dei visitatori tracciati in rosso",
      en: "A 3D render of the furniture maker's stand seen from above, with the visitors' routes traced in red",
    },
  },
  {
    id: "stand-mobilificio-3",
    ...wide,
    motif: "portrait",
    alt: {
      it: "Hostess al banco accoglienza dello stand che registra un visitatore con il tablet",
      en: "A hostess at the stand's reception desk registering a visitor on a tablet",
    },
  },
  {
    id: "stand-agritech-1",
    ...wide,
    motif: "stand",
    alt: {
      it: "Stand modulare di AgriSense con ledwall, sensori da campo esposti su colonne bianche e logo sospeso",
      en: "The AgriSense modular stand with an LED wall, field sensors displayed on white columns and a suspended logo",
    },
  },
  {
    id: "stand-agritech-2",
    ...wide,
    motif: "chart",
    alt: {
      it: "Schermo touch dello stand con la dashboard dei sensori che misurano l'umidità del terreno in tempo reale",
      en: "The stand's touchscreen with the dashboard of the sensors measuring soil moisture in real time",
    },
  },
  {
    id: "stand-agritech-3",
    ...wide,
    motif: "territory",
    alt: {
      it: "Gli stessi moduli dello stand di AgriSense rimontati in una configurazione più piccola per una seconda fiera",
      en: "The same AgriSense stand modules reassembled in a smaller layout for a second fair",
    },
  },
] as const satisfies readonly ImageSlot[];

export const standImage = imageSlots(standImages);
