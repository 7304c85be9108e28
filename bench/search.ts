// The blog's full-text search over a large blog, in a fresh database migrated as the app does:
// 5,000 published articles of about 1,500 words of Markdown (headings, lists, bold, links)
// over the import's categories, their words drawn with a Zipf law from a vocabulary of made-up
// Italian words and real marketing ones with their plurals and accents, so a few words are in
// every article and many in few. Measured:
// - the inserts, whose triggers index each article, and a full `rebuildSearchIndex`;
// - the index's size, from `dbstat`;
// - `searchAnswer`, what /blog/cerca answers, for eight kinds of query, each called 200 times
//   after a warm-up, each call from its own address so the rate limit never answers:
//   p50 / p95 / max and processor time;
// - `relatedArticles` for 100 articles, and the staff list searched for a common word.
// Targets: the rebuild in < 30 s, every kind's p95 < 20 ms. A missed target prints the
// slowest queries of one call with their plans (BENCH_PLANS=1 prints them for every kind).
// BENCH_ARTICLES and BENCH_WORDS scale the data, BENCH_CALLS the calls per kind.
// Run with `npm run bench:search`.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { importCategories } from "~/features/articles/content/admin-articles";
import { markdownArticle, seededRandom } from "./long-article";
import { printSlowest, traceQueries, type Traced } from "./query-trace";
import { percentile } from "./steady-posts";
import { both, megabytes, round, seconds, timed } from "./timing";
import { freshDataDir } from "./fresh-data-dir";

const TARGET_REBUILD_MS = 30_000;
const TARGET_P95_MS = 20;
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 5_000);
const WORDS = Number(process.env.BENCH_WORDS ?? 1_500);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARM_UP = 20;
const RELATED = 100;
const ADMIN_CALLS = 20;
const BATCH = 100;
const showPlans = process.env.BENCH_PLANS === "1";

const { dataDir, databaseFile } = freshDataDir("search");

// Imported once the data folder is configured: the database opens on first use.
const { closeDatabase, db, migrateDatabase } = await import("~/utils/db.server");
const { rebuildSearchIndex, relatedArticles } =
  await import("~/features/articles/article-search.server");
const { searchAnswer } = await import("~/features/search/search-page.server");
const { listArticlesForAdmin } = await import("~/features/articles/articles.server");

const random = seededRandom(20_260_228);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
/** A rank from 1 to `count`, rank r about as likely as 1 / r: Zipf's law over a list. */
const zipfRank = (count: number) => Math.floor(Math.exp(random() * Math.log(count + 1)));
const zipfOf = <T>(list: readonly T[]) => list[zipfRank(list.length) - 1]!;

// --- The vocabulary ---------------------------------------------------------------------

// The words every Italian text is full of, most frequent first: the head of the law.
const functionWords = (
  "di e il la che a in per un una non è del della con i le si da al sono come più anche nel " +
  "gli lo ma dei delle alla questo se o su tra sul ogni molto quando sempre già così perché"
).split(" ");

// A marketing agency's words, with their plurals and accents; the first few the most common.
const marketingWords = (
  "campagna campagne strategia strategie comunicazione digitale digitali pubblicità social " +
  "elezione elezioni elettorale elettorali candidato candidati candidata candidate elettore " +
  "elettori sondaggio sondaggi voto voti partito partiti sindaco sindaci comune comuni città " +
  "territorio territori cliente clienti marchio marchi prodotto prodotti servizio servizi " +
  "contenuto contenuti pubblico pubblici messaggio messaggi obiettivo obiettivi risultato " +
  "risultati budget annuncio annunci inserzione inserzioni canale canali rete reti sito siti " +
  "pagina pagine articolo articoli lettore lettori visita visite conversione conversioni " +
  "analisi dato dati ricerca ricerche motore motori parola parole chiave chiavi posizionamento " +
  "video immagine immagini fotografia fotografie logo loghi grafica grafiche colore colori " +
  "evento eventi fiera fiere negozio negozi vendita vendite mercato mercati concorrente " +
  "concorrenti agenzia agenzie progetto progetti squadra squadre calendario editoriale " +
  "editoriali newsletter iscritto iscritti tasso tassi clic utente utenti follower influencer " +
  "storia storie racconto racconti tono toni voce voci fiducia valore valori crescita metrica " +
  "metriche indicatore indicatori rapporto rapporti packaging etichetta etichette confezione " +
  "confezioni scaffale scaffali consumatore consumatori acquisto acquisti offerta offerte " +
  "sconto sconti prezzo prezzi promozione promozioni lancio lanci slogan manifesto manifesti " +
  "volantino volantini cartellone cartelloni affissione affissioni spot radio televisione " +
  "stampa giornale giornali intervista interviste comunicato comunicati relazione relazioni " +
  "reputazione crisi recensione recensioni commento commenti condivisione condivisioni " +
  "qualità identità novità attività priorità opportunità efficace efficaci locale locali " +
  "nuovo nuova nuovi nuove politico politica politici politiche pubblicitario pubblicitaria " +
  "pubblicitari creativo creativa creativi creative comunicare comunica comunicano vendere " +
  "vende crescere cresce misurare misura pianificare pianifica pubblicare pubblicato " +
  "scegliere sceglie raccontare racconta"
).split(" ");
const MOST_COMMON_MARKETING = 6;

// Words a handful of articles are about: only ever among an article's keywords, rarely.
const nicheWords = (
  "ballottaggio neuromarketing microtargeting greenwashing geomarketing rebranding " +
  "astensionismo sponsorizzazione"
).split(" ");

/** Made-up words that read as Italian: two or three syllables and an Italian ending. */
function madeUpWords(count: number, taken: ReadonlySet<string>) {
  const onsets = "b c d f g l m n p r s t v z br tr pr st sc gr ch gn sp".split(" ");
  const vowels = "a e i o u".split(" ");
  const endings =
    "o a i e are ere ire ione ioni mento menti ità ale ali ente enti oso osa ista isti ezza ù".split(
      " ",
    );
  const words = new Set<string>();
  while (words.size < count) {
    const syllables = Array.from({ length: between(2, 3) }, () => pick(onsets) + pick(vowels));
    const word = syllables.join("") + pick(endings);
    if (!taken.has(word)) words.add(word);
  }
  return [...words];
}

/**
 * The body's words, most frequent first: the function words, then the made-up words with the
 * marketing words spread among them, most of these towards the front, as a blog's subject is.
 */
function vocabularyByRank() {
  const madeUp = madeUpWords(4_000, new Set([...functionWords, ...marketingWords, ...nicheWords]));
  const span = madeUp.length + marketingWords.length;
  const ranked = [
    ...madeUp.map((word) => ({ word, rank: random() * span })),
    ...marketingWords.map((word, i) => ({
      word,
      rank: i < MOST_COMMON_MARKETING ? 3 * i : Math.exp(random() * Math.log(span)),
    })),
  ].sort((a, b) => a.rank - b.rank);
  return [...functionWords, ...ranked.map(({ word }) => word)];
}

const vocabulary = vocabularyByRank();
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// --- The articles -----------------------------------------------------------------------

type Row = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  keywords: string;
  category: string;
  publishedAt: number;
  createdAt: number;
};

const articlesWithNiche = new Map<string, number>();
const YEAR = 365 * 24 * 60 * 60 * 1000;
const now = Date.now();

/** An article about 3 to 5 marketing words: its keywords, in its title, excerpt and body. */
function generateArticle(n: number): Row {
  const keywords = new Set<string>();
  const keywordCount = between(3, 5);
  while (keywords.size < keywordCount) keywords.add(zipfOf(marketingWords));
  if (random() < 0.01) {
    const niche = pick(nicheWords);
    keywords.add(niche);
    articlesWithNiche.set(niche, (articlesWithNiche.get(niche) ?? 0) + 1);
  }
  const about = [...keywords];
  const word = () => (random() < 0.02 ? pick(about) : zipfOf(vocabulary));
  const title = capitalized(
    [about[0]!, ...Array.from({ length: between(4, 8) }, word), about[1]!].join(" "),
  );
  const excerpt = `${capitalized(Array.from({ length: between(18, 30) }, word).join(" "))}.`;
  const publishedAt = now - Math.floor(random() * 4 * YEAR);
  return {
    id: crypto.randomUUID(),
    title,
    slug: `articolo-${n}`,
    excerpt,
    content: markdownArticle(WORDS, random, word).content,
    keywords: about.join(", "),
    category: pick(importCategories),
    publishedAt,
    createdAt: publishedAt - Math.floor(random() * YEAR * 0.02),
  };
}

migrateDatabase();
const sqlite = db.$client;
const insert = sqlite.prepare(
  `insert into articles (id, title, slug, excerpt, content, keywords, category, status,
     published_at, created_at, updated_at)
   values (@id, @title, @slug, @excerpt, @content, @keywords, @category, 'published',
     @publishedAt, @createdAt, @publishedAt)`,
);

const loadBefore = os.loadavg()[0]!;
const ids: string[] = [];
let contentChars = 0;
const generation = { ms: 0, cpuMs: 0 };
const inserting = { ms: 0, cpuMs: 0 };
const add = (total: typeof generation, step: typeof generation) => {
  total.ms += step.ms;
  total.cpuMs += step.cpuMs;
};
try {
  for (let start = 0; start < ARTICLES; start += BATCH) {
    let batch: Row[] = [];
    add(
      generation,
      await timed(() => {
        batch = Array.from({ length: Math.min(BATCH, ARTICLES - start) }, (_, i) =>
          generateArticle(start + i + 1),
        );
      }),
    );
    add(
      inserting,
      await timed(() => sqlite.transaction(() => batch.forEach((row) => insert.run(row)))()),
    );
    for (const row of batch) {
      ids.push(row.id);
      contentChars += row.content.length;
    }
  }
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  console.log(
    `Dati: ${ARTICLES.toLocaleString("it-IT")} articoli pubblicati di circa ` +
      `${WORDS.toLocaleString("it-IT")} parole (${megabytes(contentChars)} di Markdown), ` +
      `${vocabulary.length.toLocaleString("it-IT")} parole nel vocabolario, ` +
      `${importCategories.length} categorie; generati in ${both(generation)}`,
  );
  console.log(
    `Inserimento a lotti di ${BATCH} (i trigger indicizzano ogni articolo): ${both(inserting)}, ` +
      `${round(inserting.ms / ARTICLES)} ms ad articolo`,
  );

  // --- The rebuild and the sizes --------------------------------------------------------

  let indexed = 0;
  const rebuild = await timed(() => {
    indexed = rebuildSearchIndex();
  });
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  console.log(`rebuildSearchIndex: ${indexed} articoli in ${both(rebuild)}`);

  // dbstat reads every page: the tables and indexes each object is made of, shadow tables
  // of the full-text index included, owned by the table they belong to.
  const objectSizes = sqlite
    .prepare(
      `select s.name as name, coalesce(t.tbl_name, s.name) as owner, sum(s.pgsize) as bytes
       from dbstat s left join sqlite_master t on t.name = s.name
       group by s.name order by bytes desc`,
    )
    .all() as { name: string; owner: string; bytes: number }[];
  const pageSize = sqlite.pragma("page_size", { simple: true }) as number;
  const pages = sqlite.pragma("page_count", { simple: true }) as number;
  const freePages = sqlite.pragma("freelist_count", { simple: true }) as number;
  const fileBytes = fs.statSync(databaseFile).size;
  const sizeOf = (test: (object: { name: string; owner: string }) => boolean) =>
    objectSizes.filter(test).reduce((sum, object) => sum + object.bytes, 0);
  const ftsBytes = sizeOf(({ name }) => /^article_search_(data|idx|docsize|config)$/.test(name));
  const docsBytes = sizeOf(({ owner }) => owner === "article_search_docs");
  const articlesBytes = sizeOf(({ owner }) => owner === "articles");

  console.log(`\nDimensioni (dbstat, pagine di ${pageSize} byte)`);
  console.table(
    objectSizes
      .filter(({ owner }) => owner.startsWith("article_search") || owner === "articles")
      .map(({ name, owner, bytes }) => ({
        oggetto: name,
        tabella: owner,
        MB: round(bytes / 1024 / 1024),
      })),
  );
  console.log(
    `Indice full-text (article_search e le sue tabelle ombra): ${megabytes(ftsBytes, 1)}; ` +
      `article_search_docs con il suo indice: ${megabytes(docsBytes, 1)}; ` +
      `articles con i suoi indici: ${megabytes(articlesBytes, 1)}; ` +
      `database: ${megabytes(pages * pageSize, 1)} (${pages} pagine, ${freePages} libere; ` +
      `file ${megabytes(fileBytes, 1)})`,
  );
  // The connection's page cache as the app opens it: what a search reads beyond it comes
  // from the operating system, a call into the kernel a page.
  const cacheSize = sqlite.pragma("cache_size", { simple: true }) as number;
  const mmapSize = sqlite.pragma("mmap_size", { simple: true }) as number;
  console.log(
    `Cache di pagine della connessione: ${cacheSize < 0 ? megabytes(-cacheSize * 1024, 1) : `${cacheSize} pagine`}, ` +
      `mmap_size ${megabytes(mmapSize, 1)}`,
  );

  // --- The searches ---------------------------------------------------------------------

  const common = marketingWords[0]!;
  const rare = [...articlesWithNiche].sort((a, b) => a[1] - b[1])[0]?.[0] ?? nicheWords[0]!;
  const kinds = [
    { label: "parola molto comune", q: common },
    { label: "parola rara", q: rare },
    { label: "due parole", q: "strategia digitale" },
    { label: "forma accentata", q: "pubblicità" },
    { label: "forma plurale", q: "elezioni" },
    { label: "prefisso digitato", q: "cam" },
    { label: "nessun risultato", q: "astronave" },
    { label: "pagina 5, parola comune", q: common, page: 5 },
  ];

  let caller = 0;
  /** Every call from an address of its own: the limit of 60 a minute counts per address. */
  const nextAddress = () => {
    caller += 1;
    return `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`;
  };
  const requestOf = (q: string, page?: number) =>
    new Request(
      `http://sito/blog/cerca?${new URLSearchParams({ q, ...(page ? { pagina: String(page) } : {}) })}`,
    );
  const search = (q: string, page?: number) => {
    const answer = searchAnswer(requestOf(q, page), nextAddress());
    if (answer.data.state !== "found" && answer.data.state !== "none")
      throw new Error(`"${q}": la ricerca ha risposto ${answer.data.state}`);
    return answer.data;
  };

  /** Times and processor times of `calls` calls after a warm-up. */
  async function measure(calls: number, warmUp: number, call: (n: number) => unknown) {
    for (let n = 0; n < warmUp; n += 1) call(n);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let n = 0; n < calls; n += 1) {
      const time = await timed(() => call(n));
      times.push(time.ms);
      cpuTimes.push(time.cpuMs);
    }
    return {
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(Math.max(...times)),
      cpuP50: round(percentile(cpuTimes, 50)),
      cpuMean: round(cpuTimes.reduce((a, b) => a + b, 0) / calls),
    };
  }

  const searchMeasures = [];
  for (const kind of kinds) {
    const answer = search(kind.q, kind.page);
    const times = await measure(CALLS, WARM_UP, () => search(kind.q, kind.page));
    if (showPlans || times.p95 >= TARGET_P95_MS) {
      let traced: Traced[] = [];
      const call = await timed(() => {
        traced = traceQueries(sqlite, () => search(kind.q, kind.page));
      });
      printSlowest(sqlite, `${kind.label} ("${kind.q}")`, traced);
      const sqlMs = traced.reduce((sum, query) => sum + query.ms, 0);
      console.log(
        `  SQL: ${round(sqlMs)} ms in ${traced.length} query, su ${round(call.ms)} ms ` +
          `della chiamata (CPU ${round(call.cpuMs)} ms)`,
      );
    }
    searchMeasures.push({ ...kind, ...times, found: answer.total, page: answer.page });
  }

  const relatedIds = Array.from({ length: RELATED }, () => pick(ids));
  const relatedFound: number[] = [];
  const related = await measure(RELATED, 5, (n) => {
    relatedFound[n] = relatedArticles(relatedIds[n]!).length;
  });
  const adminQuery = { q: common, status: null, category: null, page: 1 };
  const adminFound = listArticlesForAdmin(adminQuery).total;
  const admin = await measure(ADMIN_CALLS, 3, () => listArticlesForAdmin(adminQuery));
  const loadAfter = os.loadavg()[0]!;

  console.log(
    `\nsearchAnswer, ${CALLS} chiamate per tipo dopo ${WARM_UP} di riscaldamento, ` +
      `un indirizzo diverso per chiamata`,
  );
  console.table(
    searchMeasures.map((measure) => ({
      tipo: measure.label,
      q: measure.q,
      pagina: measure.page,
      trovati: measure.found,
      "p50 ms": measure.p50,
      "p95 ms": measure.p95,
      "max ms": measure.max,
      "CPU p50 ms": measure.cpuP50,
      "CPU media ms": measure.cpuMean,
    })),
  );
  console.log(`\nAltre letture dell'indice`);
  console.table([
    {
      lettura: `relatedArticles, ${RELATED} articoli a caso`,
      "p50 ms": related.p50,
      "p95 ms": related.p95,
      "max ms": related.max,
      "CPU p50 ms": related.cpuP50,
      note: `${relatedFound.filter((found) => found === 3).length} con 3 articoli`,
    },
    {
      lettura: `listArticlesForAdmin "${common}", ${ADMIN_CALLS} chiamate`,
      "p50 ms": admin.p50,
      "p95 ms": admin.p95,
      "max ms": admin.max,
      "CPU p50 ms": admin.cpuP50,
      note: `${adminFound} trovati`,
    },
  ]);
  console.log(
    `Carico medio della macchina (1 min): ${loadBefore.toFixed(1)} all'inizio, ${loadAfter.toFixed(1)} alla fine, su ${os.availableParallelism()} processori`,
  );

  const failures = [
    ...(rebuild.ms >= TARGET_REBUILD_MS
      ? [`rebuildSearchIndex: ${seconds(rebuild.ms)} >= ${seconds(TARGET_REBUILD_MS)}`]
      : []),
    ...searchMeasures
      .filter((measure) => measure.p95 >= TARGET_P95_MS)
      .map((measure) => `${measure.label}: p95 ${measure.p95} ms >= ${TARGET_P95_MS} ms`),
  ];
  console.log(
    `\nRiepilogo: ricostruzione ${both(rebuild)} (obiettivo < ${seconds(TARGET_REBUILD_MS)}), ` +
      `p95 della ricerca da ${Math.min(...searchMeasures.map((m) => m.p95))} a ` +
      `${Math.max(...searchMeasures.map((m) => m.p95))} ms (obiettivo < ${TARGET_P95_MS} ms), ` +
      `indice ${megabytes(ftsBytes + docsBytes, 1)}`,
  );
  console.log(
    failures.length === 0
      ? "OK: tutti gli obiettivi raggiunti"
      : `SOTTO OBIETTIVO:\n${failures.join("\n")}`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
