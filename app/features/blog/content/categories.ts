import { catalogue } from "~/utils/language";
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
 * The categories' words in each language: what each one is called where that differs from the
 * name its articles hold (an English page shows 'Political Communication' for 'Comunicazione
 * Politica', and its address is made of that name), and what its page says of it under its
 * name. Every category an article can be given in the editor, the imports or the built-in
 * articles is described.
 */
export const categoryCopy = catalogue({
  it: {
    names: { "Comunicazione Politica": "Comunicazione Politica" },
    descriptions: {
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
    } satisfies Record<TypedCategory, string>,
    title: (name: string) => `${name} · Blog`,
    keywords: (name: string) => [name, `articoli ${name}`, "blog marketing digitale"],
    /** The description of a category stored in the database that none of the lists above names. */
    fallbackDescription: (name: string) =>
      `Gli articoli del nostro team su ${name}: idee, metodi e casi reali dal lavoro quotidiano con imprese, enti e candidati.`,
  },
  en: {
    names: { "Comunicazione Politica": "Political Communication" },
    descriptions: {
      "Marketing Strategy":
        "How we build a marketing strategy that starts from goals and ends in figures, without chasing the latest fad. Methods, priorities and budget choices for companies and public bodies that want to grow with a clear plan.",
      "Digital Culture":
        "The digital changes that reshape how we communicate, work and keep informed, seen by people who deal with them every day alongside their clients. Thoughts and trends worth knowing before you choose tools and channels.",
      "Social Media":
        "Strategies, formats and editorial calendars to grow a real community on social media, from company pages to institutional profiles. What works in the campaigns we run, and how we measure it.",
      "Content Marketing":
        "How we plan useful content that attracts, persuades and lasts: articles, newsletters, videos and guides. Ideas and methods to give a company or a public body a voice without only talking about itself.",
      SEO: "Search engine optimisation explained through real cases: keywords, content, technical work and local SEO. This is how we bring qualified visitors to our clients' websites, step by step.",
      Analytics:
        "Data, metrics and tools to understand what really brings results, while respecting the privacy of the people who visit a site. How we read campaign figures and turn them into decisions.",
      "Web Design":
        "Fast, accessible and easy-to-use websites, designed for the people who visit them before those who commission them. The design and development choices that turn visits into enquiries.",
      "E-commerce":
        "Selling online with method: from choosing the platform to product pages, from payments to the campaigns that bring orders. Experience and advice for shops and producers opening or growing their online store.",
      Branding:
        "Visual identity, tone of voice and positioning: how we help a brand get recognised and remembered. Projects, mistakes to avoid and the work behind a logo that works.",
      "Business Strategy":
        "Markets, business models and organisation, seen by people who help companies grow every day. Practical ideas for deciding where to invest time and resources.",
      "Media Literacy":
        "News, disinformation and a thoughtful use of the media: tools to read the news and social media with a critical eye. A subject we follow closely, because public and political communication is part of our work.",
      "Case Study":
        "Projects we have worked on, told from start to finish: goals, choices, results and what we learnt. Real cases of companies, public bodies and candidates who worked with us.",
      "Comunicazione Politica":
        "Election campaigns, institutional communication and building consensus, with the method we use for candidates, lists and local authorities. Strategies, messages and channels to speak to citizens clearly and within the rules.",
    },
    title: (name: string) => `${name} · Blog`,
    keywords: (name: string) => [name, `${name} articles`, "digital marketing blog"],
    fallbackDescription: (name: string) =>
      `Our team's articles on ${name}: ideas, methods and real cases from our daily work with companies, public bodies and candidates.`,
  },
});
