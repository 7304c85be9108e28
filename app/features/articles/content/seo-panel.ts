/** The texts of the article editor's SEO panel: score, checks, readability and suggestions. */

const density = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 2 });
// Below 1% the first digits that are not zero are what tells one density from another.
const smallDensity = new Intl.NumberFormat("it-IT", { maximumSignificantDigits: 2 });

/** A keyword density the Italian way: `2,5%`, `0,04%`. */
function percent(value: number) {
  return `${(value < 1 ? smallDensity : density).format(value)}%`;
}

function quantity(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export const seoPanelText = {
  heading: "SEO",
  scoreLabel: "Punteggio SEO",
  scoreValue: (score: number) => `${score}/100`,
  bands: { good: "Buono", medium: "Migliorabile", poor: "Scarso" },
  checks: {
    title: "Lunghezza del titolo",
    metaDescription: "Meta description",
    words: "Numero di parole",
    h1: "Titolo H1",
    h2: "Sottotitoli H2",
    keywords: "Densità parole chiave",
  },
  checkPoints: (points: number, max: number) => `${points}/${max}`,
  keywordDensity: (keyword: string, occurrences: number, value: number) =>
    `${keyword}: ${quantity(occurrences, "volta", "volte")} (${percent(value)})`,
  suggestionsLabel: "Suggerimenti",
  noSuggestions: "Nessun suggerimento: l'articolo è a posto.",
  readabilityLabel: "Leggibilità (indice Gulpease)",
  readabilityValue: (index: number) => `${index}/100`,
  readabilityBands: {
    veryEasy: "Molto facile",
    easy: "Facile",
    difficult: "Difficile",
    veryDifficult: "Molto difficile",
  },
  readabilityEmpty: "Si calcola quando l'articolo ha del testo.",
  readingTimeLabel: "Tempo di lettura",
  readingTime: (minutes: number) => `${minutes} min`,
} as const;

/** What the panel suggests, with the article's own numbers. */
export const seoSuggestions = {
  titleMissing: "Manca il titolo: scrivine uno tra 25 e 60 caratteri.",
  titleTooShort: (length: number) =>
    `Il titolo è troppo corto (${quantity(length, "carattere", "caratteri")}): usane tra 25 e 60.`,
  titleTooLong: (length: number) =>
    `Il titolo è troppo lungo (${length} caratteri): non superare i 60.`,
  metaDescriptionMissing: "Manca la meta description: scrivine una tra 120 e 160 caratteri.",
  metaDescriptionTooShort: (length: number) =>
    `La meta description è troppo corta (${quantity(length, "carattere", "caratteri")}): usane tra 120 e 160.`,
  metaDescriptionTooLong: (length: number) =>
    `La meta description è troppo lunga (${length} caratteri): non superare i 160.`,
  tooFewWords: (words: number) =>
    `Il testo è breve (${quantity(words, "parola", "parole")}): scrivine almeno 300.`,
  h1Missing: "Il contenuto non ha un titolo H1: aggiungine uno.",
  h1TooMany: (count: number) =>
    `Il contenuto ha ${count} titoli H1: lasciane uno solo e trasforma gli altri in H2.`,
  h2Missing: "Nessun sottotitolo H2: dividi il testo in sezioni.",
  keywordsMissing: "Nessuna parola chiave: aggiungi quelle dell'articolo, separate da virgole.",
  keywordsNotInText: (keywords: number) =>
    keywords === 1
      ? "La parola chiave non compare nel testo: usala in modo naturale."
      : `Nessuna delle ${keywords} parole chiave compare nel testo: usale in modo naturale.`,
  keywordDensityLow: (value: number) =>
    `Densità delle parole chiave bassa (${percent(value)}): l'ideale è tra l'1% e il 3%.`,
  keywordDensityHigh: (value: number) =>
    `Densità delle parole chiave troppo alta (${percent(value)}): non superare il 3%.`,
} as const;
