// Load on public pages of the production build, against a plain node:http server that sends
// the same bytes, measured in one run with the same client and reported as a ratio: the
// machine's own ceiling is the yardstick, so the figures compare across machines.
// Targets (issue "page cache"): cached pages at least 0.2x the plain server with p99 < 20 ms at
// 32 connections; the home page rendered without the cache at least 0.015x.
// Run with `npm run bench:home` after `npm run build`.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { insertArticles, showcaseArticle } from "../tests/support/articles";
import { freePort, startServer } from "../tests/support/server";

const CACHED_RATIO = 0.2;
const CACHED_P99_MS = 20;
const UNCACHED_RATIO = 0.015;
const connections = 32;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
// gzip only: the plain server sends the page gzipped, and the cache must not win on brotli.
const requestHeaders = { "accept-encoding": "gzip" };

type Measure = { label: string; rps: number; p50: number; p99: number; bad: number };

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
): Promise<Omit<Measure, "label">> {
  if (!wrkPath) {
    const result = await autocannon({
      url,
      connections: connectionCount,
      duration: seconds,
      headers: requestHeaders,
    });
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
    };
  }
  const args = [
    "-t1",
    `-c${connectionCount}`,
    `-d${seconds}s`,
    "--latency",
    "-H",
    "Accept-Encoding: gzip",
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
  };
}

async function load(label: string, url: string): Promise<Measure> {
  // Warms the route modules, the cache entry and the connections before measuring.
  await run(url, 2, 8);
  return { label, ...(await run(url, duration, connections)) };
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
  return {
    url: `http://127.0.0.1:${port}/`,
    bytes: body.length,
    stop: () => child.kill("SIGTERM"),
  };
}

const cached = await startServer();
const uncached = await startServer({ PAGE_CACHE: "off" });
// A blog with a few articles, the long showcase among them, as the site has once in use.
insertArticles(cached.dataDir, [
  showcaseArticle,
  ...Array.from({ length: 11 }, (_, i) => ({
    title: `Articolo ${i + 1} sul marketing`,
    slug: `articolo-${i + 1}`,
  })),
]);
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
  for (const page of ["/", "/servizi", "/blog", `/blog/${showcaseArticle.slug}`]) {
    measures.push(await load(`cache ${page}`, `${cached.url}${page}`));
  }
  measures.push(await load("senza cache /", `${uncached.url}/`));
} finally {
  await Promise.all([cached.stop(), uncached.stop()]);
}

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
console.log(
  failures.length === 0
    ? "OK: tutti gli obiettivi raggiunti"
    : `SOTTO OBIETTIVO:\n${failures.join("\n")}`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
