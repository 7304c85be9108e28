// What a query string costs a cached page, on the production build: `/blog` against
// `/blog?x=<new every time>` (a parameter no page reads) and `/blog?pagina=2` (one it reads),
// each asked for one after another by one client, with the page cache on. Reported: the
// median and p99 time to the last byte, and the server's resident memory before and after
// the unique addresses, so a query string that fills the cache shows as growth.
// Run with `npx tsx bench/query-strings.ts` after `npm run build` (BENCH_REQUESTS sets how
// many requests each address gets, 2,000 by default).
import http from "node:http";
import fs from "node:fs";
import { insertArticles, showcaseArticle } from "../tests/support/articles";
import { startServer } from "../tests/support/server";

const requests = Number(process.env.BENCH_REQUESTS ?? 2_000);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function get(url: string) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { "accept-encoding": "br", "user-agent": browser } }, (res) => {
        res.resume();
        res.on("end", () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url}: HTTP ${res.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(label: string, address: (i: number) => string) {
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) times.push(await get(address(i)));
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(26)} mediana ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}`,
  );
}

const residentMb = (pid: number) => {
  const line = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return `${Math.round(Number(line?.[1] ?? 0) / 1024)} MB`;
};

const server = await startServer({ ANALYTICS: "off" });
try {
  insertArticles(
    server.dataDir,
    Array.from({ length: 30 }, (_, i) => ({
      ...showcaseArticle,
      title: `Articolo di prova ${i + 1}`,
      slug: `articolo-di-prova-${i + 1}`,
    })),
  );
  const pid = server.child.pid ?? 0;
  const run = Date.now().toString(36);
  // Warms the routes and the kept copies.
  for (const path of ["/blog", "/blog?pagina=2"])
    for (let i = 0; i < 50; i += 1) await get(`${server.url}${path}`);
  console.log(`Memoria residente prima: ${residentMb(pid)}`);
  await measure("/blog", () => `${server.url}/blog`);
  await measure("/blog?pagina=2", () => `${server.url}/blog?pagina=2`);
  await measure("/blog?x=<unico>", (i) => `${server.url}/blog?x=${run}-${i}`);
  console.log(`Memoria residente dopo: ${residentMb(pid)}`);
} finally {
  agent.destroy();
  await server.stop();
}
