// Covers drawn for a fresh list of the blog, on the production build: 12 new articles without
// an image are published, /blog is read, and the 12 covers its cards name (800 px WebP, as a
// phone or a laptop picks them) are asked for at once, as a browser does. The home page is
// asked for every 10 ms whether or not the last one answered, so a stalled server shows in its
// latency: for 3 s before each round (nothing drawn) and during it (covers drawn). Each round
// has new articles, so every cover is drawn; the windows alternate, so a machine busy with
// other work weighs on both alike.
// The first cover after the start is measured apart: it loads satori and reads the faces.
// Reported: that cover's wait and the home page's latency meanwhile; how long the 12th cover
// of a round waits (median and worst of the rounds); the home page's p50 / p99 / max while
// nothing is drawn and while covers are drawn; the processor time of a round spent by the
// server's main thread (the one that answers requests) and by the whole process, which other
// work on the machine hardly changes; the server's resident set at the end and at its
// highest (Linux).
// Run with `npm run bench:covers` after `npm run build` (BENCH_ROUNDS changes the 8 rounds).
import fs from "node:fs";
import { insertArticles } from "../tests/support/articles";
import { startServer, type RunningServer } from "../tests/support/server";
import { percentile } from "./steady-posts";
import { megabytes, round } from "./timing";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const COVERS = 12;
const EVERY_MS = 10;
const IDLE_MS = 3_000;

// Titles as varied as a blog's: a topic and an angle, a different pair for each article.
const topics = [
  "Il sito di una cantina pugliese",
  "Dieci idee per le fiere di settore",
  "La newsletter che i clienti aprono",
  "Packaging sostenibile per il food",
  "Campagne elettorali sui social",
  "Fotografia di prodotto con lo smartphone",
  "Il tono di voce di un marchio artigiano",
  "SEO locale per studi professionali",
  "Video brevi per un negozio di quartiere",
  "Uno stand che si ricorda",
  "Recensioni online e reputazione",
  "Il calendario editoriale di gennaio",
];
const angles = [
  "spiegato in cinque passi",
  "gli errori da evitare",
  "cosa abbiamo imparato",
  "con un budget piccolo",
  "dati alla mano",
  "la guida per chi comincia",
  "un caso studio",
  "domande e risposte",
];
const titleOf = (round: number, n: number) =>
  `${topics[(n + round) % topics.length]}: ${angles[(n * 3 + round) % angles.length]}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The home page every `EVERY_MS` until `stop()` is called; each answer's latency. */
function askHomeSteadily(server: RunningServer) {
  const times: number[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const ask = fetch(`${server.url}/`)
      .then((response) => response.arrayBuffer())
      .then(() => {
        times.push(performance.now() - started);
      });
    pending.add(ask);
    void ask.finally(() => pending.delete(ask));
  }, EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return times;
  };
}

/** The 800 px WebP covers of the first page of /blog, in the list's order. */
async function listCovers(server: RunningServer, slugs: string[]) {
  const html = await (await fetch(`${server.url}/blog`)).text();
  const addresses = slugs.map((slug) => {
    const found = new RegExp(`/copertine/${slug}/800\\.webp\\?v=[0-9a-f]+`).exec(html);
    if (!found) throw new Error(`/blog non mostra la copertina di ${slug}`);
    return found[0];
  });
  return addresses;
}

/** Asks for every cover at once; each one's wait, in the order they were asked. */
async function askCovers(server: RunningServer, addresses: string[]) {
  const started = performance.now();
  return Promise.all(
    addresses.map(async (address) => {
      const response = await fetch(`${server.url}${address}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${address}: ${response.status}`);
      return performance.now() - started;
    }),
  );
}

// Linux counts a thread's processor time in ticks of 10 ms (USER_HZ).
const TICK_MS = 10;

/** Processor time so far of the server's main thread and of the whole process, in ms. */
function processorTime(server: RunningServer) {
  const ticks = (file: string) => {
    // The fields after the command's name, which is in parentheses: utime and stime are the
    // 12th and 13th of them.
    const fields = fs.readFileSync(file, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  };
  const pid = server.child.pid!;
  return { main: ticks(`/proc/${pid}/task/${pid}/stat`), all: ticks(`/proc/${pid}/stat`) };
}

/** A field of the server process's status in kilobytes (`VmRSS` now, `VmHWM` at most). */
function memory(server: RunningServer, field: "VmRSS" | "VmHWM") {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return megabytes(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024);
}

const describe = (times: number[]) =>
  `${round(percentile(times, 50))} / ${round(percentile(times, 99))} / ${round(Math.max(...times))}`;

const server = await startServer();
try {
  // The first drawing after the start loads satori and reads the faces: measured apart.
  insertArticles(server.dataDir, [{ title: "La prima copertina", slug: "la-prima" }]);
  const firstAddress = await listCovers(server, ["la-prima"]);
  const beforeFirst = processorTime(server);
  const stopFirst = askHomeSteadily(server);
  const [firstWait] = await askCovers(server, firstAddress);
  const afterFirst = processorTime(server);
  const first = await stopFirst();

  const twelfth: number[] = [];
  const mainShare: number[] = [];
  const cost: { main: number; all: number }[] = [];
  const idle: number[] = [];
  const busy: number[] = [];
  for (let r = 1; r <= ROUNDS; r += 1) {
    const stopIdle = askHomeSteadily(server);
    await sleep(IDLE_MS);
    idle.push(...(await stopIdle()));

    const slugs = Array.from({ length: COVERS }, (_, n) => `giro-${r}-articolo-${n + 1}`);
    insertArticles(
      server.dataDir,
      slugs.map((slug, n) => ({
        title: titleOf(r, n),
        slug,
        category: ["SEO", "Social Media", "Content Marketing", "Analytics"][n % 4],
        publishedAt: new Date(Date.now() + r * 60_000 - n * 1_000),
      })),
    );
    const addresses = await listCovers(server, slugs);
    const before = processorTime(server);
    const stopBusy = askHomeSteadily(server);
    const waits = await askCovers(server, addresses);
    const after = processorTime(server);
    busy.push(...(await stopBusy()));
    twelfth.push(Math.max(...waits));
    cost.push({ main: after.main - before.main, all: after.all - before.all });
    mainShare.push((after.main - before.main) / Math.max(...waits));
  }

  const sorted = [...twelfth].sort((a, b) => a - b);
  console.table({
    "the first cover after the start": {
      "its wait (ms)": round(firstWait!),
      "home page meanwhile, p50 / max (ms)": `${round(percentile(first, 50))} / ${round(Math.max(...first))}`,
      "main thread's processor time (ms)": afterFirst.main - beforeFirst.main,
    },
  });
  console.table({
    "12th cover's wait (ms)": {
      median: round(percentile(sorted, 50)),
      worst: round(sorted.at(-1) ?? 0),
      rounds: ROUNDS,
    },
  });
  console.table({
    "home page while idle (ms)": { "p50 / p99 / max": describe(idle), requests: idle.length },
    "home page while covers are drawn (ms)": {
      "p50 / p99 / max": describe(busy),
      requests: busy.length,
    },
  });
  const median = (values: number[]) => round(percentile(values, 50));
  console.table({
    "processor time of a round (ms, median)": {
      "main thread": median(cost.map(({ main }) => main)),
      "whole process": median(cost.map(({ all }) => all)),
      "main thread's share of the round": `${Math.round(percentile(mainShare, 50) * 100)} %`,
    },
  });
  console.table({
    "server's resident set": { now: memory(server, "VmRSS"), highest: memory(server, "VmHWM") },
  });
} finally {
  await server.stop();
}
