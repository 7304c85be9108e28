// Load on public pages of the production build, against a plain node:http server that sends
// the same bytes, measured in one run with the same client and reported as a ratio: the
// machine's own ceiling is the yardstick, so the figures compare across machines.
// Targets (issue "page cache"): cached pages at least 0.2x the plain server with p99 < 20 ms at
// 32 connections; the home page rendered without the cache at least 0.015x.
// Run with `npm run bench:home` after `npm run build`.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { freePort, startServer, type RunningServer } from "../tests/support/server";

const CACHED_RATIO = 0.2;
const CACHED_P99_MS = 20;
const UNCACHED_RATIO = 0.015;
const connections = 32;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const requestHeaders = { "accept-encoding": "gzip, deflate, br" };

type Measure = { label: string; rps: number; p50: number; p99: number; bad: number };

async function load(label: string, url: string): Promise<Measure> {
  // Warms the route modules, the cache entry and the connections before measuring.
  await autocannon({ url, connections: 8, duration: 2, headers: requestHeaders });
  const result = await autocannon({ url, connections, duration, headers: requestHeaders });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

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
  return { url: `http://127.0.0.1:${port}/`, bytes: body.length, stop: () => child.kill("SIGTERM") };
}

async function firstArticlePath(server: RunningServer) {
  const html = await (await fetch(`${server.url}/blog`)).text();
  return /href="(\/blog\/[a-z0-9-]+)"/.exec(html)?.[1] ?? null;
}

const cached = await startServer();
const uncached = await startServer({ PAGE_CACHE: "off" });
const measures: Measure[] = [];
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
  const article = await firstArticlePath(cached);
  for (const page of ["/", "/servizi", "/blog", ...(article ? [article] : [])]) {
    measures.push(await load(`cache ${page}`, `${cached.url}${page}`));
  }
  measures.push(await load("senza cache /", `${uncached.url}/`));
} finally {
  await Promise.all([cached.stop(), uncached.stop()]);
}

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

const failures = measures.slice(1).flatMap((measure) => {
  const ratio = measure.rps / plainRps;
  const isCached = measure.label.startsWith("cache");
  const problems = [];
  if (measure.bad > 0) problems.push(`${measure.label}: ${measure.bad} risposte non riuscite`);
  if (isCached && ratio < CACHED_RATIO) problems.push(`${measure.label}: ${ratio.toFixed(3)}× < ${CACHED_RATIO}×`);
  if (isCached && measure.p99 >= CACHED_P99_MS) problems.push(`${measure.label}: p99 ${measure.p99} ms >= ${CACHED_P99_MS} ms`);
  if (!isCached && ratio < UNCACHED_RATIO) problems.push(`${measure.label}: ${ratio.toFixed(4)}× < ${UNCACHED_RATIO}×`);
  return problems;
});
console.log(failures.length === 0 ? "OK: tutti gli obiettivi raggiunti" : `SOTTO OBIETTIVO:\n${failures.join("\n")}`);
process.exitCode = failures.length === 0 ? 0 : 1;
