import type { FaqItem } from "~/features/blocks/content/faq-item";
import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { standImage } from "~/features/illustrations/content/images-stands";
import type { Crumb } from "~/utils/seo";

export const standsPath = "/servizi/stand-fieristici";

export const standsTrail: readonly Crumb[] = [
  { name: "Servizi", path: "/servizi" },
  { name: "Stand Fieristici", path: standsPath },
];

export const standsHead = {
  title: "Stand Fieristici",
  headline: "Stand fieristici su misura: progettazione, allestimento e promozione",
  description:
    "Progettazione 3D, allestimento chiavi in mano e promozione digitale di stand fieristici per PMI: consulenza telefonica entro 2 ore, preventivo dettagliato entro 24 ore.",
  keywords: [
    "stand fieristici",
    "allestimento stand",
    "progettazione stand fiera",
    "render 3D stand",
    "stand fiera Bari",
    "stand personalizzati PMI",
  ],
} as const;

export const standsHero = {
  title: "Stand fieristici che fanno fermare i visitatori",
  lead: "Progettiamo, costruiamo e promuoviamo il tuo stand: un unico partner dal primo render 3D allo smontaggio, per trasformare ogni fiera in nuovi contatti commerciali.",
  requestLabel: "Richiedi informazioni",
  projectsLabel: "Guarda i progetti",
  planningNote:
    "Per una fiera ti consigliamo di iniziare la progettazione almeno 3-4 mesi prima dell'evento.",
} as const;

/** The information request form in the dialog the hero's button opens. */
export const standsDialog = {
  id: "richiesta",
  /** The query that asks the server to render the dialog open, for visitors without JavaScript. */
  param: "richiesta",
  title: "Richiedi informazioni sul tuo stand",
  lead: "Raccontaci la fiera, le date e l'idea che hai in mente: ti chiamiamo entro 2 ore in orario d'ufficio.",
  closeLabel: "Chiudi",
} as const;

export const standsAbout = {
  title: "Chi siamo",
  paragraphs: [
    "Dal 2017, anno in cui è nata la nostra agenzia, accompagniamo le piccole e medie imprese del Sud Italia nelle fiere di settore, in Italia e all'estero.",
    "Mettiamo insieme architetti, grafici ed esperti di marketing digitale: per questo uno stand firmato da noi non è solo bello da vedere, ma è pensato per raccogliere contatti e raccontare il tuo marchio prima, durante e dopo la fiera.",
  ],
  image: standImage("stand-about-allestimento"),
} as const;

export type StandService = { title: string; description: string };

export const standServices = {
  title: "I nostri servizi per le fiere",
  lead: "Quattro servizi che puoi scegliere insieme, chiavi in mano, o uno alla volta.",
  items: [
    {
      title: "Progettazione e render 3D",
      description:
        "Studiamo lo spazio, i percorsi dei visitatori e i tuoi obiettivi, poi ti mostriamo lo stand in render 3D fotorealistici prima di costruire qualsiasi cosa.",
    },
    {
      title: "Allestimento chiavi in mano",
      description:
        "Produzione, trasporto, montaggio e smontaggio con i nostri fornitori di fiducia: arredi, luci, ledwall e impianti, con un unico referente per tutto.",
    },
    {
      title: "Grafica e comunicazione",
      description:
        "Pannelli, totem, cataloghi, biglietti da visita e gadget coordinati con la tua immagine, perché il marchio si riconosca anche dal fondo del padiglione.",
    },
    {
      title: "Promozione prima e dopo la fiera",
      description:
        "Campagne social e newsletter per fissare appuntamenti allo stand, racconto dal vivo durante l'evento e follow-up dei contatti raccolti.",
    },
  ] satisfies readonly StandService[],
} as const;

/** A stand we built, shown as a portfolio item; the first image is the project's cover. */
export type StandProject = {
  slug: string;
  title: string;
  description: string;
  category: string;
  fair: string;
  year: number;
  images: readonly ImageEntry[];
};

export const standProjects = {
  title: "I nostri progetti",
  lead: "Alcuni degli stand che abbiamo progettato e allestito: scorri i progetti e, per ognuno, le sue immagini.",
  carouselLabel: "Progetti di stand fieristici",
  items: [
    {
      slug: "frantoio-sant-agata",
      title: "Frantoio Sant'Agata",
      description:
        "Uno stand di 32 m² in legno chiaro con un bancone per l'assaggio e uno showcooking al giorno: oltre 400 degustazioni e 60 nuovi contatti con buyer esteri in quattro giorni.",
      category: "Food & Beverage",
      fair: "Cibus, Parma",
      year: 2024,
      images: [
        standImage("stand-frantoio-1"),
        standImage("stand-frantoio-2"),
        standImage("stand-frantoio-3"),
      ],
    },
    {
      slug: "cantine-terre-alte",
      title: "Cantine Terre Alte",
      description:
        "Uno stand a isola con una saletta riservata alle degustazioni per i buyer e la presentazione in diretta social della nuova etichetta.",
      category: "Vino",
      fair: "Vinitaly, Verona",
      year: 2025,
      images: [
        standImage("stand-cantine-1"),
        standImage("stand-cantine-2"),
        standImage("stand-cantine-3"),
      ],
    },
    {
      slug: "mobilificio-lorusso",
      title: "Mobilificio Lorusso",
      description:
        "Un soggiorno da vivere: il visitatore entra, si siede e prova gli arredi. I percorsi, disegnati sul render 3D, portano dritti al banco dove si fissano le visite in showroom.",
      category: "Arredo e design",
      fair: "Fiera del Levante, Bari",
      year: 2023,
      images: [
        standImage("stand-mobilificio-1"),
        standImage("stand-mobilificio-2"),
        standImage("stand-mobilificio-3"),
      ],
    },
    {
      slug: "agrisense",
      title: "AgriSense",
      description:
        "Uno stand modulare con ledwall e una demo dal vivo dei sensori da campo, progettato per essere rimontato in configurazioni diverse in tre fiere dello stesso anno.",
      category: "Tecnologia",
      fair: "Macfrut, Rimini",
      year: 2024,
      images: [
        standImage("stand-agritech-1"),
        standImage("stand-agritech-2"),
        standImage("stand-agritech-3"),
      ],
    },
  ] satisfies readonly StandProject[],
} as const;

/** A client's review of a stand: rating is the number of stars out of 5. */
export type StandTestimonial = { name: string; company: string; quote: string; rating: number };

export const standTestimonials = {
  title: "Cosa dicono i nostri clienti",
  items: [
    {
      name: "Giuseppe Sant'Agata",
      company: "Frantoio Sant'Agata",
      quote:
        "Era la nostra prima fiera internazionale e non sapevamo da dove cominciare. Ci hanno seguito in tutto, dal render al montaggio: lo stand era sempre pieno.",
      rating: 5,
    },
    {
      name: "Marta Colella",
      company: "Cantine Terre Alte",
      quote:
        "La saletta per i buyer è stata l'idea vincente: abbiamo chiuso tre nuovi importatori già durante il Vinitaly. Squadra precisa e sempre raggiungibile.",
      rating: 5,
    },
    {
      name: "Davide Lorusso",
      company: "Mobilificio Lorusso",
      quote:
        "Preventivo chiaro in un giorno, nessuna sorpresa sui costi e uno stand che i visitatori fotografavano. Le visite in showroom sono raddoppiate nel mese dopo la fiera.",
      rating: 5,
    },
  ] satisfies readonly StandTestimonial[],
} as const;

export const standsFaq = {
  title: "Domande frequenti",
  items: [
    {
      question: "Con quanto anticipo devo contattarvi per una fiera?",
      answer:
        "Ti consigliamo di iniziare almeno 3-4 mesi prima della fiera: il tempo di scegliere l'area, approvare il progetto 3D, produrre gli arredi e promuovere la tua presenza. Per esigenze più urgenti possiamo avviare il progetto anche in una settimana.",
    },
    {
      question: "Quanto costa uno stand fieristico?",
      answer:
        "Dipende dalla superficie, dai materiali e dai servizi che scegli. Dopo una breve chiamata ti inviamo un preventivo dettagliato entro 24 ore, con ogni voce di costo indicata.",
    },
    {
      question: "Vi occupate anche di trasporto, montaggio e smontaggio?",
      answer:
        "Sì: con l'allestimento chiavi in mano pensiamo noi a produzione, trasporto, montaggio, assistenza durante la fiera e smontaggio, con un unico referente.",
    },
    {
      question: "Posso riutilizzare lo stand in più fiere?",
      answer:
        "Sì. Progettiamo stand modulari che si adattano a superfici diverse e custodiamo i materiali tra una fiera e l'altra, così l'investimento si ripaga in più eventi.",
    },
    {
      question: "Lavorate anche per fiere all'estero?",
      answer:
        "Sì, seguiamo fiere in tutta Italia e all'estero, coordinando fornitori locali e curando la grafica anche in lingua straniera.",
    },
  ] satisfies readonly FaqItem[],
} as const;

export type StandReason = { title: string; text: string };

export const standReasons = {
  title: "Perché sceglierci",
  items: [
    {
      title: "Un unico referente",
      text: "Dal primo sopralluogo allo smontaggio parli sempre con la stessa persona, che coordina progettisti, fornitori e montatori.",
    },
    {
      title: "Vedi lo stand prima di costruirlo",
      text: "I render 3D fotorealistici ti mostrano lo stand com'è davvero: le modifiche si fanno sul progetto, non in fiera.",
    },
    {
      title: "Uno stand che genera contatti",
      text: "Uniamo allestimento e marketing digitale: appuntamenti fissati prima della fiera, contatti raccolti allo stand e seguiti dopo.",
    },
    {
      title: "Tempi di risposta certi",
      text: "Consulenza telefonica entro 2 ore, preventivo dettagliato entro 24 ore e avvio del progetto anche in una settimana.",
    },
  ] satisfies readonly StandReason[],
} as const;

export const standsContact = {
  title: "Parliamo del tuo prossimo stand",
  lead: "Compila il modulo con le informazioni sulla fiera: ti ricontattiamo per una prima consulenza gratuita.",
  planningNote:
    "Per le fiere consigliamo di pianificare lo stand almeno 3-4 mesi prima dell'evento.",
} as const;
