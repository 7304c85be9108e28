// Load on public pages of the production build, against a plain node:http server that sends
// the same bytes, measured in one run with the same client and reported as a ratio: the
// machine's own ceiling is the yardstick, so the figures compare across machines.
// Targets (issue "page cache"): cached pages at least 0.2x the plain server with p99 < 20 ms at
// 32 connections; the home page rendered without the cache at least 0.015x.
// Then the cost of counting views: two more servers, ANALYTICS=on and ANALYTICS=off, their
// cached home page loaded in interleaved rounds (on, off, on, off…) with a desktop browser's
// User-Agent, so each request is a view the server counts. Every round and the medians are
// reported, and the views the on-server wrote (read from its database once its buffer has
// written them), so the comparison cannot pass by counting nothing.
// Targets: recording on at least 0.5x the plain server, its median within 10% of off's.
// Each site server's resident set is read from /proc while the load runs: its peak is at most
// 256 MB (issue "House").
// Then a landing page under an A/B test against the same page with no test, on one server with
// its page cache, in interleaved rounds with a desktop browser's User-Agent (so each request
// is assigned its variant and counted): under test at least 0.9x the same page without,
// by the medians (issue "Experiments"), and every answer private.
// Then the same pages in Italian and in English (issue "Languages"), on one server with its page
// cache, in interleaved rounds: each English page at least 0.9x its Italian original, by the
// medians, with the same cache answer.
// Run with `npm run bench:home` after `npm run build` (BENCH_SECONDS sets each measure's
// length, BENCH_ROUNDS the rounds of each server, at least 3, BENCH_ROUND_SECONDS their length).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { insertArticles, showcaseArticle } from "../tests/support/articles";
import { queryDb } from "../tests/support/db";
import {
  insertLandingPage,
  insertRunningExperiment,
  unchanged,
} from "../tests/support/landing-pages";
import { freePort, startServer } from "../tests/support/server";

const CACHED_RATIO = 0.2;
const CACHED_P99_MS = 20;
const UNCACHED_RATIO = 0.015;
const RECORDING_RATIO = 0.5;
const RECORDING_SPREAD = 0.1;
const RESIDENT_MB = 256;
const EXPERIMENT_RATIO = 0.9;
const LANGUAGE_RATIO = 0.9;
const connections = 32;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
// gzip only: the plain server sends the page gzipped, and the cache must not win on brotli.
const requestHeaders = { "accept-encoding": "gzip" };
// A reader's browser: a request without a User-Agent, or a bot's, is not counted.
const browser = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Measure = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  requests: number;
};

const wrkPath = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => fs.existsSync(file));

/** wrk's latency figure ("812.00us", "4.20ms", "1.02s") in milliseconds. */
function milliseconds(figure: string) {
  const [, value = "0", unit = "ms"] = /([\d.]+)(us|ms|s)/.exec(figure) ?? [];
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;
}

/**
 * wrk (1 thread, C) when the machine has it: a Node client tops out near the plain server's
 * rate and would hide the difference. autocannon otherwise, with the figures' ceiling lower.
 */
async function run(
  url: string,
  seconds: number,
  connectionCount: number,
  headers: Record<string, string> = {},
): Promise<Omit<Measure, "label">> {
  if (!wrkPath) {
    const result = await autocannon({
      url,
      connections: connectionCount,
      duration: seconds,
      headers: { ...requestHeaders, ...headers },
    });
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
      requests: result.requests.total,
    };
  }
  const args = [
    "-t1",
    `-c${connectionCount}`,
    `-d${seconds}s`,
    "--latency",
    "-H",
    "Accept-Encoding: gzip",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const output = execFileSync(wrkPath, args, { encoding: "utf8" });
  const line = (pattern: RegExp) => pattern.exec(output)?.[1] ?? "0";
  return {
    rps: Math.round(Number(line(/Requests\/sec:\s+([\d.]+)/))),
    p50: milliseconds(line(/^\s+50%\s+(\S+)/m)),
    p99: milliseconds(line(/^\s+99%\s+(\S+)/m)),
    bad:
      Number(line(/Non-2xx or 3xx responses: (\d+)/)) +
      Number(line(/Socket errors: connect (\d+)/)),
    requests: Number(line(/(\d+) requests in/)),
  };
}

async function load(label: string, url: string): Promise<Measure> {
  // Warms the route modules, the cache entry and the connections before measuring.
  await run(url, 2, 8);
  return { label, ...(await run(url, duration, connections)) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/**
 * A bare node:http server in its own process answering every request with the body the site
 * sent for `url` (gzip), with the same Content-Type: what this machine can serve at best.
 */
async function plainServer(url: string) {
  const answer = await fetch(url, { headers: requestHeaders });
  const body = Buffer.from(await answer.arrayBuffer());
  const port = await freePort();
  const source = `
    const http = require("node:http");
    const zlib = require("node:zlib");
    const body = zlib.gzipSync(Buffer.from(process.env.BODY, "base64"));
    http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1", () => console.log("pronto"));`;
  const child = spawn(process.execPath, ["-e", source], {
    env: { ...process.env, BODY: body.toString("base64") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    bytes: body.length,
    stop: () => child.kill("SIGTERM"),
  };
}

// A blog with a few articles, the long showcase among them, as the site has once in use.
const blog = [
  showcaseArticle,
  ...Array.from({ length: 11 }, (_, i) => ({
    title: `Articolo ${i + 1} sul marketing`,
    slug: `articolo-${i + 1}`,
  })),
];
/** A server's resident set now and at its peak, in MB, as the kernel counts it. */
function residentSet(pid: number | undefined) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const megabytes = (field: string) =>
    Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024);
  return { now: megabytes("VmRSS"), peak: megabytes("VmHWM") };
}

const cached = await startServer();
const uncached = await startServer({ PAGE_CACHE: "off" });
insertArticles(cached.dataDir, blog);
insertArticles(uncached.dataDir, blog);
const measures: Measure[] = [];
const resident: { server: string; now: number; peak: number }[] = [];
let plainRps = 0;
try {
  const plain = await plainServer(`${cached.url}/`);
  try {
    const measure = await load(`plain node:http (${plain.bytes} B)`, plain.url);
    plainRps = measure.rps;
    measures.push(measure);
  } finally {
    plain.stop();
  }
  for (const page of [
    "/",
    "/servizi",
    "/servizi/packaging-design",
    "/blog",
    `/blog/${showcaseArticle.slug}`,
  ]) {
    measures.push(await load(`cache ${page}`, `${cached.url}${page}`));
  }
  resident.push({ server: "con cache", ...residentSet(cached.child.pid) });
  for (const page of ["/", "/servizi/packaging-design", `/blog/${showcaseArticle.slug}`]) {
    measures.push(await load(`senza cache ${page}`, `${uncached.url}${page}`));
  }
  resident.push({ server: "senza cache", ...residentSet(uncached.child.pid) });
} finally {
  await Promise.all([cached.stop(), uncached.stop()]);
}

type Round = Measure & { recording: "on" | "off"; round: number };
const recorded: Round[] = [];
// What the on-server was sent, warm-up included, and the views each server wrote.
const written = { sentOn: 0, on: 0, off: 0 };
const recordingOn = await startServer({ ANALYTICS: "on" });
const recordingOff = await startServer({ ANALYTICS: "off" });
try {
  for (const server of [recordingOn, recordingOff]) insertArticles(server.dataDir, blog);
  written.sentOn = (await run(`${recordingOn.url}/`, 2, 8, browser)).requests;
  await run(`${recordingOff.url}/`, 2, 8, browser);
  // Interleaved, so a change in the machine's load falls on both alike.
  for (let round = 1; round <= rounds; round += 1)
    for (const [recording, server] of [
      ["on", recordingOn],
      ["off", recordingOff],
    ] as const) {
      const measure = await run(`${server.url}/`, roundSeconds, connections, browser);
      recorded.push({ label: `registrazione ${recording}`, recording, round, ...measure });
    }
  for (const measure of recorded)
    if (measure.recording === "on") written.sentOn += measure.requests;
  // The buffer writes at least once a second.
  await sleep(2_000);
  const viewsIn = (dataDir: string) =>
    queryDb<{ views: number }>(dataDir, "select count(*) as views from page_views")[0]?.views ?? 0;
  written.on = viewsIn(recordingOn.dataDir);
  written.off = viewsIn(recordingOff.dataDir);
} finally {
  await Promise.all([recordingOn.stop(), recordingOff.stop()]);
}
// Two copies of one landing page, one under a test of two variants with half the traffic each.
type TestRound = Measure & { page: "con test" | "senza test"; round: number };
const testRounds: TestRound[] = [];
const tested = await startServer();
let testedHeader = "";
try {
  const untested = insertLandingPage(tested.dataDir, "Stand fieristici", "stand-senza-test");
  const underTestPage = insertLandingPage(tested.dataDir, "Stand fieristici", "stand-con-test");
  insertRunningExperiment(tested.dataDir, "bench", underTestPage.id, [
    { name: "A", share: 50, changes: unchanged },
    { name: "B", share: 50, changes: { ...unchanged, headline: "Il tuo stand in 30 giorni" } },
  ]);
  // The server reads its running tests again at most every second.
  await sleep(1_100);
  const pages = { "con test": underTestPage.path, "senza test": untested.path } as const;
  testedHeader =
    (await fetch(`${tested.url}${pages["con test"]}`, { headers: browser })).headers.get(
      "cache-control",
    ) ?? "";
  for (const path of Object.values(pages)) await run(`${tested.url}${path}`, 2, 8, browser);
  for (let round = 1; round <= rounds; round += 1)
    for (const page of ["con test", "senza test"] as const) {
      const measure = await run(`${tested.url}${pages[page]}`, roundSeconds, connections, browser);
      testRounds.push({ label: page, page, round, ...measure });
    }
} finally {
  await tested.stop();
}
const testMedian = (page: TestRound["page"]) =>
  median(testRounds.filter((measure) => measure.page === page).map(({ rps }) => rps));
const underTest = { with: testMedian("con test"), without: testMedian("senza test") };

// Each page and its translation: the seeded pages' and the interface pages'.
const languagePairs = [
  ["/", "/en"],
  ["/servizi/packaging-design", "/en/services/packaging-design"],
  ["/blog", "/en/blog"],
  ["/contatti", "/en/contact"],
] as const;
type LanguageRound = Measure & { pair: number; language: "it" | "en"; round: number };
const languageRounds: LanguageRound[] = [];
const languageHeaders: string[] = [];
const bilingual = await startServer();
try {
  insertArticles(bilingual.dataDir, blog);
  for (const pair of languagePairs)
    for (const path of pair) {
      const answer = await fetch(`${bilingual.url}${path}`, { headers: requestHeaders });
      // The same caching for both: a page the cache would not keep could not be compared.
      languageHeaders.push(`${path} ${answer.status} ${answer.headers.get("cache-control")}`);
      await run(`${bilingual.url}${path}`, 2, 8);
    }
  for (let round = 1; round <= rounds; round += 1)
    for (const [pair, paths] of languagePairs.entries())
      for (const [index, language] of (["it", "en"] as const).entries()) {
        const path = paths[index]!;
        const measure = await run(`${bilingual.url}${path}`, roundSeconds, connections);
        languageRounds.push({ label: path, pair, language, round, ...measure });
      }
} finally {
  await bilingual.stop();
}
const languageMedian = (pair: number, language: LanguageRound["language"]) =>
  median(
    languageRounds
      .filter((measure) => measure.pair === pair && measure.language === language)
      .map(({ rps }) => rps),
  );
const languageRatios = languagePairs.map((paths, pair) => ({
  paths,
  it: languageMedian(pair, "it"),
  en: languageMedian(pair, "en"),
}));

const medianOf = (recording: Round["recording"]) =>
  median(recorded.filter((measure) => measure.recording === recording).map(({ rps }) => rps));
const medianOn = medianOf("on");
const medianOff = medianOf("off");

console.log(
  `Client: ${wrkPath ? "wrk, 1 thread" : "autocannon (install wrk for the full figures)"}, ${connections} connections, gzip, ${duration} s`,
);
console.table(
  measures.map(({ label, rps, p50, p99, bad }) => ({
    pagina: label,
    "richieste/s": rps,
    "× plain": (rps / plainRps).toFixed(3),
    "p50 ms": p50,
    "p99 ms": p99,
    "non 2xx / errori": bad,
  })),
);
console.log("Memoria residente dei server dopo il carico (MB)");
console.table(resident.map(({ server, now, peak }) => ({ server, ora: now, massimo: peak })));
console.log(
  `Registrazione delle visite, home in cache: ${rounds} turni alternati di ${roundSeconds} s per server, User-Agent di Chrome`,
);
console.table(
  recorded.map(({ recording, round, rps, p50, p99, bad }) => ({
    turno: round,
    registrazione: recording,
    "richieste/s": rps,
    "× plain": (rps / plainRps).toFixed(3),
    "p50 ms": p50,
    "p99 ms": p99,
    "non 2xx / errori": bad,
  })),
);
console.log(
  `Mediane: on ${medianOn} richieste/s (${(medianOn / plainRps).toFixed(3)}× plain), ` +
    `off ${medianOff} richieste/s (${(medianOff / plainRps).toFixed(3)}× plain), ` +
    `on/off ${(medianOn / medianOff).toFixed(3)}`,
);
console.log(
  `Visualizzazioni scritte: ${written.on} dal server on su ${written.sentOn} richieste, ${written.off} dal server off`,
);

console.log(
  `Pagina di atterraggio in test A/B contro la stessa senza test, in cache: ${rounds} turni alternati di ${roundSeconds} s`,
);
console.table(
  testRounds.map(({ page, round, rps, p50, p99, bad }) => ({
    turno: round,
    pagina: page,
    "richieste/s": rps,
    "p50 ms": p50,
    "p99 ms": p99,
    "non 2xx / errori": bad,
  })),
);
console.log(
  `Mediane: con test ${underTest.with} richieste/s, senza ${underTest.without}: ${(underTest.with / underTest.without).toFixed(3)}× (obiettivo ≥ ${EXPERIMENT_RATIO}×); Cache-Control con test: ${testedHeader}`,
);
console.log(
  `Le stesse pagine in italiano e in inglese, in cache: ${rounds} turni alternati di ${roundSeconds} s\n${languageHeaders.join("\n")}`,
);
console.table(
  languageRatios.map(({ paths, it, en }) => ({
    italiano: paths[0],
    inglese: paths[1],
    "richieste/s it": it,
    "richieste/s en": en,
    "en/it": (en / it).toFixed(3),
  })),
);
const failures = measures.slice(1).flatMap((measure) => {
  const ratio = measure.rps / plainRps;
  const isCached = measure.label.startsWith("cache");
  const problems = [];
  if (measure.bad > 0) problems.push(`${measure.label}: ${measure.bad} risposte non riuscite`);
  if (isCached && ratio < CACHED_RATIO)
    problems.push(`${measure.label}: ${ratio.toFixed(3)}× < ${CACHED_RATIO}×`);
  if (isCached && measure.p99 >= CACHED_P99_MS)
    problems.push(`${measure.label}: p99 ${measure.p99} ms >= ${CACHED_P99_MS} ms`);
  if (!isCached && ratio < UNCACHED_RATIO)
    problems.push(`${measure.label}: ${ratio.toFixed(4)}× < ${UNCACHED_RATIO}×`);
  return problems;
});
for (const { server, peak } of resident)
  if (peak > RESIDENT_MB)
    failures.push(`memoria del server ${server}: ${peak} MB > ${RESIDENT_MB} MB`);
for (const measure of recorded)
  if (measure.bad > 0)
    failures.push(`${measure.label}, turno ${measure.round}: ${measure.bad} risposte non riuscite`);
if (medianOn / plainRps < RECORDING_RATIO)
  failures.push(
    `registrazione on: ${(medianOn / plainRps).toFixed(3)}× plain < ${RECORDING_RATIO}×`,
  );
if (Math.abs(medianOn / medianOff - 1) > RECORDING_SPREAD)
  failures.push(
    `registrazione on/off: ${(medianOn / medianOff).toFixed(3)}, oltre ±${RECORDING_SPREAD * 100}%`,
  );
if (underTest.with < EXPERIMENT_RATIO * underTest.without)
  failures.push(
    `pagina in test: ${(underTest.with / underTest.without).toFixed(3)}× < ${EXPERIMENT_RATIO}× della stessa senza test`,
  );
if (testedHeader !== "private, no-cache")
  failures.push(`pagina in test inviata come "${testedHeader}", attesa privata`);
for (const measure of testRounds)
  if (measure.bad > 0)
    failures.push(`${measure.label}, turno ${measure.round}: ${measure.bad} risposte non riuscite`);
for (const header of languageHeaders)
  if (!/ 200 public/.test(header)) failures.push(`pagina non condivisibile: ${header}`);
for (const { paths, it, en } of languageRatios)
  if (en < LANGUAGE_RATIO * it)
    failures.push(`${paths[1]}: ${(en / it).toFixed(3)}× di ${paths[0]} < ${LANGUAGE_RATIO}×`);
for (const measure of languageRounds)
  if (measure.bad > 0)
    failures.push(`${measure.label}, turno ${measure.round}: ${measure.bad} risposte non riuscite`);
if (written.on === 0) failures.push("registrazione on: nessuna visualizzazione scritta");
if (written.off > 0)
  failures.push(`registrazione off: ${written.off} visualizzazioni scritte, attese 0`);
console.log(
  failures.length === 0
    ? "OK: tutti gli obiettivi raggiunti"
    : `SOTTO OBIETTIVO:\n${failures.join("\n")}`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
