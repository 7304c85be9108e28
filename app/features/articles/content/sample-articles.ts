export type SampleArticle = {
  /** Italian unless told. */
  language?: "en";
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  content: string;
  publishedAt: string;
};

/** The two built-in articles: seeded into a new database, and shown if the blog cannot load. */
export const sampleArticles: readonly SampleArticle[] = [
  {
    title: "Comunicazione politica sui social: cinque regole per una campagna credibile",
    slug: "comunicazione-politica-social-cinque-regole",
    excerpt:
      "Trasparenza, ascolto e coerenza: come costruire una presenza social istituzionale che informa i cittadini e rispetta le regole.",
    category: "Comunicazione Politica",
    publishedAt: "2024-09-16T09:00:00.000Z",
    content: [
      "# Comunicazione politica sui social: cinque regole per una campagna credibile",
      "",
      "Una campagna credibile nasce dall'ascolto del territorio e si misura sulla coerenza tra ciò che si promette e ciò che si comunica ogni giorno.",
      "",
      "## 1. Un calendario editoriale chiaro",
      "Pianifica i contenuti settimana per settimana, alternando informazione, partecipazione e risultati.",
      "",
      "## 2. Risposte rapide e rispettose",
      "I cittadini scrivono nei commenti e nei messaggi: rispondere entro 24 ore costruisce fiducia.",
      "",
      "## 3. Dati verificabili",
      "Ogni numero pubblicato deve avere una fonte che chiunque può controllare.",
      "",
      "## 4. Accessibilità",
      "Sottotitoli nei video, testi alternativi nelle immagini e linguaggio semplice raggiungono tutti.",
      "",
      "## 5. Regole e par condicio",
      "Conosci i periodi di silenzio elettorale e le norme sulla comunicazione istituzionale prima di pubblicare.",
    ].join("\n"),
  },
  {
    title: "Intelligenza artificiale per le PMI: da dove iniziare",
    slug: "intelligenza-artificiale-pmi-da-dove-iniziare",
    excerpt:
      "Tre attività in cui l'intelligenza artificiale fa risparmiare tempo a una piccola impresa già dalla prima settimana, senza perdere il tocco umano.",
    category: "Digital Culture",
    publishedAt: "2024-10-07T09:00:00.000Z",
    content: [
      "# Intelligenza artificiale per le PMI: da dove iniziare",
      "",
      "L'intelligenza artificiale non sostituisce la strategia: la accelera. Ecco tre attività da cui partire.",
      "",
      "## Bozze di contenuti",
      "Usa l'AI per una prima bozza di post e newsletter, poi rivedila con la voce del tuo marchio.",
      "",
      "## Analisi delle recensioni",
      "Raggruppa i commenti dei clienti per temi ricorrenti e scopri cosa migliorare.",
      "",
      "## Risposte alle domande frequenti",
      "Prepara risposte chiare alle domande più comuni e rendile disponibili sul sito.",
    ].join("\n"),
  },
];

/**
 * The built-in articles' English translations, each naming the slug of the Italian it
 * translates: seeded beside it in its translation group, and shown by the English blog if it
 * cannot load.
 */
export const sampleTranslations: readonly (SampleArticle & { translationOf: string })[] = [
  {
    language: "en",
    translationOf: "comunicazione-politica-social-cinque-regole",
    title: "Political communication on social media: five rules for a credible campaign",
    slug: "political-communication-social-media-five-rules",
    excerpt:
      "Transparency, listening and consistency: how to build an institutional social media presence that keeps citizens informed and plays by the rules.",
    category: "Comunicazione Politica",
    publishedAt: "2024-09-16T09:00:00.000Z",
    content: [
      "# Political communication on social media: five rules for a credible campaign",
      "",
      "A credible campaign starts by listening to the community it serves, and is judged on how well what it promises matches what it says every day.",
      "",
      "## 1. A clear editorial calendar",
      "Plan your content week by week, alternating information, participation and results.",
      "",
      "## 2. Quick, respectful replies",
      "Citizens write in comments and messages: replying within 24 hours builds trust.",
      "",
      "## 3. Verifiable data",
      "Every figure you publish needs a source anyone can check.",
      "",
      "## 4. Accessibility",
      "Subtitles on videos, alternative text on images and plain language reach everyone.",
      "",
      "## 5. Rules and equal airtime",
      "Know the pre-election silence periods and the rules on institutional communication before you publish.",
    ].join("\n"),
  },
];
