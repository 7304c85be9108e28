// Events on the production build with a grown calendar: 200 published events (past and coming,
// with and without a limit of seats) and 20,000 registrations written into a fresh database
// before the server starts, and a published article of about 900 words beside them. In one run
// on the same server:
// 1. /eventi, one event's page and the article's page served from the page cache, loaded in
//    interleaved rounds with the same connections and length: requests/s and latency, and the
//    ratios list/article and event/article (target "as fast as an article": about 1, printed,
//    not enforced). The first answer of each, rendered and compressed, and the loaders' own time
//    in this process are reported beside them.
// 2. Registrations posted to that event's page by 8 visitors at once, each post with its own
//    e-mail and its own address through one trusted proxy, so the limit per address never
//    answers: p50 / p95 / p99 and a check that every 303 is a stored registration.
//    Target: p95 under 50 ms.
// Run with `npm run bench:events` after `npm run build` (BENCH_ROUNDS and BENCH_SECONDS set the
// pages' rounds and their length, BENCH_POSTS the registrations posted).
import crypto from "node:crypto";
import fs from "node:fs";
import autocannon from "autocannon";
import { insertArticles } from "../tests/support/articles";
import { queryDb } from "../tests/support/db";
import { startServer } from "../tests/support/server";
import { freshDataDir } from "./fresh-data-dir";
import { seededRandom } from "./long-article";
import { percentile } from "./steady-posts";
import { round } from "./timing";

const TARGET_POST_P95_MS = 50;
const EVENTS = 200;
const COMING = 80;
const REGISTRATIONS = 20_000;
const POSTERS = 8;
const POSTS = Number(process.env.BENCH_POSTS ?? 800);
const WARM_UP_POSTS = 40;
const LOADER_CALLS = 20;
const connections = 50;
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const roundSeconds = Number(process.env.BENCH_SECONDS ?? 5);
// gzip, as a browser asks: an identity body would weigh the long list more than readers see it.
const requestHeaders = { "accept-encoding": "gzip" };

const hour = 3_600_000;
const day = 24 * hour;
const random = seededRandom(20_261_202);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const { dataDir, databaseFile } = freshDataDir("events");

// Imported once the data folder is configured: the database opens on first use.
const { closeDatabase, db, migrateDatabase } = await import("~/utils/db.server");
const { eventListings, publishedEvent } = await import("~/features/events/events.server");
migrateDatabase();

// --- The data -------------------------------------------------------------------------------

const paragraph =
  "Una strategia di contenuti parte dagli obiettivi del cliente, misura ciò che conta e corregge la rotta ogni mese con dati veri. ";
const articleSlug = "articolo-di-confronto";
const eventBody = [
  "## Il programma",
  paragraph.repeat(4),
  "- Accoglienza e presentazioni\n- Due sessioni pratiche con esempi dei partecipanti\n- Domande e chiusura",
  "## A chi si rivolge",
  paragraph.repeat(3),
].join("\n\n");
const shapes = [
  { kind: "formazione", format: "workshop" },
  { kind: "formazione", format: "corso" },
  { kind: "formazione", format: "webinar" },
  { kind: "culturali", format: "conferenza" },
  { kind: "culturali", format: "fiera" },
  { kind: "sociali", format: "conferenza" },
] as const;
const topics = [
  "Social media per le botteghe",
  "Fotografia di prodotto",
  "Google Ads senza sprechi",
  "Etichette che raccontano",
  "Newsletter che si aprono",
  "Comunicazione per il territorio",
  "Packaging e scaffale",
  "Caffè e networking",
];
const places = [
  { name: "Laboratorio Arti e Mestieri", address: "Via Roma 12", city: "Corato", province: "BA" },
  { name: "Sala Convegni", address: "Piazza Cesare Battisti 3", city: "Trani", province: "BT" },
  { name: "Spazio Murat", address: "Piazza del Ferrarese", city: "Bari", province: "BA" },
];
const covers = [
  "/artwork/evento-caffe-networking.svg",
  "/artwork/evento-social-media-day.svg",
  "/artwork/evento-workshop-google-ads.svg",
  "/artwork/evento-foto-smartphone.svg",
  null,
];
const capacities = [null, 25, 40, 60, 80, 120, 200];
const nomi = ["Giulia", "Marco", "Francesca", "Luca", "Chiara", "Davide", "Sara", "Nicola"];
const cognomi = ["Rossi", "De Palma", "Ferri", "Loiodice", "Mastrapasqua", "Bucci", "Tarantini"];

// Days ahead and back whole enough that no start, end, reminder or close falls in the run:
// each would forget the events' pages while they are measured.
const today = Math.floor(Date.now() / day) * day;
const startOf = (index: number) =>
  index < COMING
    ? today + (4 + index * 4) * day + 9 * hour
    : today - (4 + (index - COMING) * 3) * day + 9 * hour;

type SeededEvent = {
  id: string;
  slug: string;
  startsAt: number;
  capacity: number | null;
  waitingList: boolean;
};

/** 200 published events, and 20,000 registrations spread over them as people would register. */
function seedEvents() {
  const sqlite = db.$client;
  const insertEvent = sqlite.prepare(
    `insert into events (id, title, slug, excerpt, content, featured_image_url, featured_image_width,
       featured_image_height, status, published_at, kind, format, starts_at, ends_at, all_day, attendance,
       place_name, place_address, place_city, place_province, price_cents, duration_hours, capacity,
       waiting_list, created_at, updated_at)
     values (@id, @title, @slug, @excerpt, @content, @cover, @width, @height, 'published', @publishedAt,
       @kind, @format, @startsAt, @endsAt, @allDay, @attendance, @placeName, @placeAddress, @placeCity,
       @placeProvince, @priceCents, @durationHours, @capacity, @waitingList, @createdAt, @createdAt)`,
  );
  const insertRegistration = sqlite.prepare(
    `insert into event_registrations (nome, cognome, email, telefono, azienda, evento, event_id, status,
       cancelled_at, checked_in_at, privacy_accepted, newsletter_accepted, created_at, retention_expires_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const seeded: SeededEvent[] = [];
  const statuses = { confermata: 0, "in-attesa": 0, annullata: 0 };
  sqlite.transaction(() => {
    for (let index = 0; index < EVENTS; index += 1) {
      const shape = shapes[index % shapes.length]!;
      const startsAt = startOf(index);
      const allDay = shape.format === "fiera";
      const attendance = shape.format === "webinar" ? "online" : pick(["presenza", "mista"]);
      const place = attendance === "online" ? null : pick(places);
      const cover = covers[index % covers.length]!;
      const event: SeededEvent = {
        id: crypto.randomUUID(),
        slug: `evento-di-prova-${index + 1}`,
        startsAt,
        // The first is the one measured and posted to: room for every post of the run.
        capacity: index === 0 ? 5_000 : pick(capacities),
        waitingList: index === 0 || random() < 0.5,
      };
      insertEvent.run({
        id: event.id,
        title: `${pick(topics)}: incontro numero ${index + 1}`,
        slug: event.slug,
        excerpt: "Un incontro pratico per chi comunica un'attività del territorio.",
        content: eventBody,
        cover,
        width: cover ? 800 : null,
        height: cover ? 600 : null,
        publishedAt: Math.min(startsAt, Date.now()) - 30 * day,
        kind: shape.kind,
        format: shape.format,
        startsAt,
        endsAt: allDay ? startsAt + 2 * day : startsAt + between(2, 8) * hour,
        allDay: allDay ? 1 : 0,
        attendance,
        placeName: place?.name ?? null,
        placeAddress: place?.address ?? null,
        placeCity: place?.city ?? null,
        placeProvince: place?.province ?? null,
        priceCents: random() < 0.4 ? between(49, 199) * 100 : null,
        durationHours: allDay ? null : between(2, 8),
        capacity: event.capacity,
        waitingList: event.waitingList ? 1 : 0,
        createdAt: Math.min(startsAt, Date.now()) - 40 * day,
      });
      seeded.push(event);
    }
    // Some events draw five times as many people as others.
    const weights = seeded.map(() => 0.3 + random() * 1.4);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let left = REGISTRATIONS;
    seeded.forEach((event, index) => {
      const count =
        index === seeded.length - 1 ? left : Math.floor((REGISTRATIONS * weights[index]!) / total);
      left -= count;
      const past = event.startsAt < Date.now();
      // Registrations come in over the weeks before the start, or up to now for a coming event.
      const to = Math.min(event.startsAt - hour, Date.now() - 60_000);
      const from = to - between(20, 60) * day;
      let seated = 0;
      for (let n = 0; n < count; n += 1) {
        const createdAt = from + Math.floor(((to - from) * n) / count);
        const full = event.capacity !== null && seated >= event.capacity;
        // Full without a waiting list: the post was refused; what is left is a cancellation.
        const status =
          random() < 0.07 || (full && !event.waitingList)
            ? "annullata"
            : full
              ? "in-attesa"
              : "confermata";
        if (status === "confermata") seated += 1;
        statuses[status] += 1;
        const nome = pick(nomi);
        const cognome = pick(cognomi);
        insertRegistration.run(
          nome,
          cognome,
          `${nome}.${cognome.replace(" ", "")}.${index}.${n}@example.com`.toLowerCase(),
          random() < 0.5 ? "+39 080 000 0000" : null,
          random() < 0.4 ? "Frantoio Ferri" : null,
          event.slug,
          event.id,
          status,
          status === "annullata" ? createdAt + day : null,
          past && status === "confermata" && random() < 0.7 ? event.startsAt : null,
          random() < 0.2 ? 1 : 0,
          createdAt,
          createdAt + 730 * day,
        );
      }
    });
  })();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  return { seeded, statuses };
}

const { seeded, statuses } = seedEvents();
insertArticles(dataDir, [
  {
    title: "Un articolo di confronto sul marketing digitale",
    slug: articleSlug,
    category: "Content Marketing",
    content: [
      "## Perché conta",
      paragraph.repeat(12),
      "- **Obiettivi** chiari\n- [Contatti](/contatti)\n- [ ] da verificare\n- [x] fatto",
      "## Come si misura",
      "| Canale | Visite |\n|---|---|\n| Social | 1.200 |\n| Ricerca | 3.400 |",
      paragraph.repeat(12),
      "> Una citazione di esempio per la sezione.",
      paragraph.repeat(12),
    ].join("\n\n"),
    publishedAt: new Date(Date.now() - day),
  },
]);
const target = seeded[0]!;
const counted = queryDb<{ events: number; registrations: number }>(
  dataDir,
  `select (select count(*) from events where status = 'published') as events,
     (select count(*) from event_registrations) as registrations`,
)[0];
console.log(
  `Dati: ${counted?.events} eventi pubblicati (${EVENTS} del bench, ${COMING} in arrivo), ` +
    `${counted?.registrations} iscrizioni (${statuses.confermata} confermate, ` +
    `${statuses["in-attesa"]} in attesa, ${statuses.annullata} annullate), database ` +
    `${Math.round(fs.statSync(databaseFile).size / 1024 / 1024)} MB`,
);

// What the pages' loaders cost on this data, without rendering: where a slow query would show.
const loaderMs = (call: () => unknown) => {
  call();
  const times = Array.from({ length: LOADER_CALLS }, () => {
    const started = performance.now();
    call();
    return performance.now() - started;
  });
  return round(median(times));
};
const loaders = {
  "/eventi": loaderMs(() => eventListings()),
  [`/eventi/${target.slug}`]: loaderMs(() => publishedEvent(target.slug)),
};
closeDatabase();

// --- The server -------------------------------------------------------------------------------

// The daily jobs start with the server: they would share the two cores with the load.
const server = await startServer(
  { TRUST_PROXY: "1", BACKUP_SCHEDULE: "off", RETENTION_SCHEDULE: "off" },
  { dataDir },
);
const failures: string[] = [];
try {
  const pages = {
    articolo: `/blog/${articleSlug}`,
    "lista eventi": "/eventi",
    "pagina evento": `/eventi/${target.slug}`,
  };
  type Measure = { rps: number; p50: number; p99: number; bad: number };
  const measured = new Map<string, Measure[]>();
  const firstAnswer = new Map<string, { ms: number; gzip: number; bytes: number }>();
  for (const [name, path] of Object.entries(pages)) {
    const url = `${server.url}${path}`;
    // The first answer renders the page and compresses it for the cache; the next come from it.
    const started = performance.now();
    const first = await fetch(url, { headers: requestHeaders });
    await first.arrayBuffer();
    const ms = round(performance.now() - started);
    if (first.status !== 200) failures.push(`${path}: prima risposta ${first.status}`);
    const plain = await (await fetch(url, { headers: { "accept-encoding": "identity" } })).text();
    const zipped = await fetch(url, { headers: requestHeaders });
    firstAnswer.set(name, {
      ms,
      gzip: Number(zipped.headers.get("content-length") ?? 0),
      bytes: Buffer.byteLength(plain),
    });
    await zipped.arrayBuffer();
    // Warms the connections and the cache's copy before measuring.
    await autocannon({ url, connections: 10, duration: 2, headers: requestHeaders });
    measured.set(name, []);
  }
  // Interleaved, so a change in the machine's load falls on every page alike.
  for (let turn = 1; turn <= rounds; turn += 1)
    for (const [name, path] of Object.entries(pages)) {
      const result = await autocannon({
        url: `${server.url}${path}`,
        connections,
        duration: roundSeconds,
        headers: requestHeaders,
      });
      measured.get(name)!.push({
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad: result.non2xx + result.errors + result.timeouts,
      });
    }
  const summary = Object.fromEntries(
    [...measured].map(([name, list]) => [
      name,
      {
        rps: median(list.map((m) => m.rps)),
        p50: median(list.map((m) => m.p50)),
        p99: median(list.map((m) => m.p99)),
        bad: list.reduce((sum, m) => sum + m.bad, 0),
        rounds: list.map((m) => m.rps).join(" / "),
      },
    ]),
  );
  const article = summary.articolo?.rps ?? 1;

  console.log(
    `Pagine dalla cache: ${rounds} turni alternati di ${roundSeconds} s, ${connections} connessioni, gzip (mediane)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(summary).map(([name, s]) => [
        name,
        {
          "richieste/s": s.rps,
          "× articolo": (s.rps / article).toFixed(2),
          "p50 ms": s.p50,
          "p99 ms": s.p99,
          "per turno": s.rounds,
          "non 2xx / errori": s.bad,
          "KB gzip": round((firstAnswer.get(name)?.gzip ?? 0) / 1024),
          "KB html": round((firstAnswer.get(name)?.bytes ?? 0) / 1024),
          "prima risposta ms": firstAnswer.get(name)?.ms,
        },
      ]),
    ),
  );
  console.log(
    `Loader in questo processo, senza render (mediana di ${LOADER_CALLS}): ` +
      Object.entries(loaders)
        .map(([path, ms]) => `${path} ${ms} ms`)
        .join(", "),
  );
  for (const [name, s] of Object.entries(summary))
    if (s.bad > 0) failures.push(`${name}: ${s.bad} risposte non riuscite`);

  // Registrations: a few posts first, so the measure does not time the action's first load.
  let sequence = 0;
  const redirected = new Set<string>();
  const otherStatuses = new Map<number, number>();
  type Context = { email?: string };
  const post = (amount: number) =>
    new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
      const times: number[] = [];
      const instance = autocannon(
        {
          url: `${server.url}/eventi/${target.slug}`,
          connections: POSTERS,
          amount,
          requests: [
            {
              method: "POST",
              setupRequest: (request, context) => {
                sequence += 1;
                const email = `iscritto-${sequence}@example.com`;
                (context as Context).email = email;
                return {
                  ...request,
                  headers: {
                    ...request.headers,
                    "Content-Type": "application/x-www-form-urlencoded",
                    "X-Forwarded-For": `2001:db8:e:${Math.floor(sequence / 65536).toString(16)}::${(sequence % 65536).toString(16)}`,
                  },
                  body: new URLSearchParams({
                    nome: "Carico",
                    cognome: "Prova",
                    email,
                    evento: target.slug,
                    privacy_accepted: "on",
                  }).toString(),
                };
              },
              onResponse: (status, _body, context) => {
                const email = (context as Context).email;
                if (status === 303 && email) redirected.add(email);
                else otherStatuses.set(status, (otherStatuses.get(status) ?? 0) + 1);
              },
            },
          ],
        },
        (error: unknown, result) => (error ? reject(error) : resolve({ result, times })),
      );
      instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
    });
  await post(WARM_UP_POSTS);
  const { result, times } = await post(POSTS);
  const rows = queryDb<{ email: string; status: string }>(
    dataDir,
    "select email, status from event_registrations where event_id = ? and email like 'iscritto-%'",
    target.id,
  );
  const stored = new Map(rows.map((row) => [row.email, row.status]));
  const lost = [...redirected].filter((email) => !stored.has(email)).length;
  const unseated = rows.filter((row) => row.status !== "confermata").length;
  const posts = {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(Math.max(0, ...times)),
  };
  console.log(
    `Iscrizioni: ${POSTS} invii a /eventi/${target.slug} da ${POSTERS} connessioni (dopo ${WARM_UP_POSTS} di riscaldamento)`,
  );
  console.table({
    "latenza p50 (ms)": posts.p50,
    "latenza p95 (ms)": posts.p95,
    "latenza p99 (ms)": posts.p99,
    "latenza max (ms)": posts.max,
    "iscrizioni/s": Math.round(result.requests.average),
    "risposte 303": redirected.size,
    "righe salvate": stored.size,
    "303 senza riga (perse)": lost,
    "righe non confermate": unseated,
    "altri stati": JSON.stringify(Object.fromEntries(otherStatuses)),
    "errori / timeout": `${result.errors} / ${result.timeouts}`,
  });
  if (posts.p95 >= TARGET_POST_P95_MS)
    failures.push(`iscrizioni: p95 ${posts.p95} ms >= ${TARGET_POST_P95_MS} ms`);
  if (lost > 0 || stored.size !== redirected.size)
    failures.push(`iscrizioni: ${redirected.size} risposte 303, ${stored.size} righe salvate`);
  if (redirected.size !== POSTS + WARM_UP_POSTS || otherStatuses.size > 0 || result.errors > 0)
    failures.push(
      `iscrizioni: ${redirected.size} 303 su ${POSTS + WARM_UP_POSTS} invii, altri stati ${JSON.stringify(Object.fromEntries(otherStatuses))}`,
    );
  if (unseated > 0) failures.push(`iscrizioni: ${unseated} righe senza posto`);

  const ratio = (name: string) => ((summary[name]?.rps ?? 0) / article).toFixed(2);
  console.log(
    `Rapporti dalla cache (obiettivo circa 1, non vincolante): lista eventi / articolo ${ratio("lista eventi")}, ` +
      `pagina evento / articolo ${ratio("pagina evento")}`,
  );
  console.log(
    `Iscrizioni: p50 ${posts.p50} ms, p95 ${posts.p95} ms, p99 ${posts.p99} ms ` +
      `(obiettivo p95 < ${TARGET_POST_P95_MS} ms: ${posts.p95 < TARGET_POST_P95_MS ? "raggiunto" : "mancato"}), ` +
      `${redirected.size} risposte 303, ${stored.size} righe salvate`,
  );
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  failures.length === 0
    ? "OK: tutti gli obiettivi raggiunti"
    : `SOTTO OBIETTIVO:\n${failures.join("\n")}`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
