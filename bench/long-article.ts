// A long Markdown article of made-up Italian marketing prose, the same on every run: headings,
// paragraphs, lists, a table and links, for the benches that need a big realistic text; the
// same shapes over words from elsewhere for those that need many different articles.

/** The same pseudo-random sequence on every run (mulberry32). */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const vocabulary = (
  "strategia contenuti pubblico campagna marchio obiettivi risultati clienti social ricerca visite conversioni " +
  "budget calendario editoriale analisi dati misura crescita comunicazione immagine logo identità sito pagina " +
  "articolo lettori fiducia valore mercato concorrenti prodotto servizio territorio evento fiera stand packaging " +
  "newsletter iscritti tasso apertura clic annunci pubblicità video fotografia racconto voce tono coerenza " +
  "settimana mese trimestre anno squadra agenzia progetto prova test versione scelta priorità canale rete " +
  "parole chiave motore posizionamento titolo descrizione testo paragrafo elenco tabella collegamento esempio " +
  "con per tra su nel della dei delle alla sulle ogni molto poco sempre spesso quando come perché dove anche " +
  "nuovo chiaro semplice utile locale digitale breve lungo migliore primo ultimo grande piccolo costante"
).split(" ");

const links = [
  "[i nostri servizi](/servizi)",
  "[scrivici](/contatti)",
  "[il blog](/blog)",
  "[la newsletter](/newsletter)",
  "[una guida esterna](https://example.com/guida)",
];

/**
 * About `words` words of Markdown with the features an article uses: `word` draws each word,
 * `next` (a seeded sequence) everything else, so the same pair gives the same article.
 */
export function markdownArticle(words: number, next: () => number, word: () => string) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const sentence = (min: number, max: number, plain = false) => {
    const length = min + Math.floor(next() * (max - min + 1));
    const parts = Array.from({ length }, word);
    if (!plain && next() < 0.15) parts[Math.floor(next() * length)] = pick(links);
    if (!plain && next() < 0.15) parts[0] = `**${parts[0]}**`;
    const text = parts.join(" ");
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () =>
    Array.from({ length: 4 + Math.floor(next() * 4) }, () => sentence(8, 20)).join(" ");
  const blocks: string[] = [];
  let count = 0;
  for (let section = 1; count < words; section += 1) {
    const sectionBlocks = [`## ${sentence(3, 7, true).slice(0, -1)} ${section}`];
    for (let i = 0; i < 3 + Math.floor(next() * 3); i += 1) sectionBlocks.push(paragraph());
    if (section % 3 === 0)
      sectionBlocks.push(Array.from({ length: 4 }, () => `- ${sentence(3, 8)}`).join("\n"));
    if (section % 5 === 0)
      sectionBlocks.push(`### ${sentence(2, 5, true).slice(0, -1)}`, paragraph());
    if (section % 7 === 0)
      sectionBlocks.push(
        Array.from({ length: 3 }, (_, i) => `${i + 1}. ${sentence(4, 9)}`).join("\n"),
      );
    if (section === 4) {
      sectionBlocks.push(
        [
          "| Canale | Visite | Conversioni |",
          "| --- | ---: | ---: |",
          "| Social | 1.200 | 34 |",
          "| Ricerca | 3.400 | 120 |",
          "| Newsletter | 800 | 41 |",
        ].join("\n"),
      );
    }
    for (const block of sectionBlocks) count += block.split(/\s+/).filter(Boolean).length;
    blocks.push(...sectionBlocks);
  }
  return { content: blocks.join("\n\n"), words: count };
}

/** About `words` words of Markdown with the features an article uses, the same on every run. */
export function longArticle(words: number) {
  const next = seededRandom(20_000);
  return markdownArticle(words, next, () => vocabulary[Math.floor(next() * vocabulary.length)]!);
}
