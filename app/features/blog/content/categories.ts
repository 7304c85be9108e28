import type {
  editorCategories,
  importCategories,
} from "~/features/articles/content/admin-articles";

type TypedCategory =
  | (typeof editorCategories)[number]
  | (typeof importCategories)[number]
  // The built-in articles' own (sample-articles.ts).
  | "Comunicazione Politica";

/**
 * What each category's page says of it, under its name: every category an article can be
 * given in the editor, the imports or the built-in articles.
 */
export const categoryDescriptions: Readonly<Record<TypedCategory, string>> = {
  "Marketing Strategy":
    "Come costruiamo una strategia di marketing che parte dagli obiettivi e arriva ai numeri, senza inseguire le mode del momento. Metodi, priorità e scelte di budget per imprese ed enti che vogliono crescere con un piano chiaro.",
  "Digital Culture":
    "Le trasformazioni digitali che cambiano il modo in cui comunichiamo, lavoriamo e ci informiamo, lette da chi le affronta ogni giorno con i clienti. Riflessioni e tendenze da conoscere prima di scegliere strumenti e canali.",
  "Social Media":
    "Strategie, formati e calendari editoriali per far crescere una community vera sui social, dalle pagine aziendali ai profili istituzionali. Raccontiamo cosa funziona nelle campagne che gestiamo e come lo misuriamo.",
  "Content Marketing":
    "Come progettiamo contenuti utili che attirano, convincono e restano nel tempo: articoli, newsletter, video e guide. Idee e metodi per dare voce a un'impresa o a un ente senza parlare solo di sé.",
  SEO: "Il posizionamento sui motori di ricerca spiegato con casi concreti: parole chiave, contenuti, aspetti tecnici e SEO locale. Ecco come portiamo visite qualificate ai siti dei nostri clienti, passo dopo passo.",
  Analytics:
    "Dati, metriche e strumenti per capire che cosa porta davvero risultati, nel rispetto della privacy di chi visita il sito. Come leggiamo i numeri delle campagne e li trasformiamo in decisioni.",
  "Web Design":
    "Siti veloci, accessibili e facili da usare, progettati per chi li visita prima che per chi li commissiona. Le scelte di design e sviluppo con cui trasformiamo le visite in contatti.",
  "E-commerce":
    "Vendere online con metodo: dalla scelta della piattaforma alle schede prodotto, dai pagamenti alle campagne che portano ordini. Esperienze e consigli per negozi e produttori che vogliono aprire o far crescere il proprio shop.",
  Branding:
    "Identità visiva, tono di voce e posizionamento: come aiutiamo un marchio a farsi riconoscere e ricordare. Progetti, errori da evitare e il lavoro che c'è dietro un logo che funziona.",
  "Business Strategy":
    "Mercati, modelli di business e organizzazione visti da chi affianca ogni giorno le imprese nella crescita. Spunti pratici per decidere dove investire tempo e risorse.",
  "Media Literacy":
    "Informazione, disinformazione e uso consapevole dei media: strumenti per leggere notizie e social con spirito critico. Un tema che seguiamo da vicino, perché la comunicazione pubblica e politica è parte del nostro lavoro.",
  "Case Study":
    "I progetti che abbiamo seguito raccontati dall'inizio alla fine: obiettivi, scelte, risultati e che cosa abbiamo imparato. Casi reali di imprese, enti e candidati che hanno lavorato con noi.",
  "Comunicazione Politica":
    "Campagne elettorali, comunicazione istituzionale e costruzione del consenso, con il metodo che usiamo per candidati, liste e amministrazioni. Strategie, messaggi e canali per parlare ai cittadini con chiarezza e nel rispetto delle regole.",
};

/** The texts of a category's page beyond its description. */
export const categoryPageText = {
  title: (name: string) => `${name} · Blog`,
  keywords: (name: string) => [name, `articoli ${name}`, "blog marketing digitale"],
  /** The description of a category stored in the database that none of the lists above names. */
  fallbackDescription: (name: string) =>
    `Gli articoli del nostro team su ${name}: idee, metodi e casi reali dal lavoro quotidiano con imprese, enti e candidati.`,
} as const;
