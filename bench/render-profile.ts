// Where an uncached render spends its time and memory: the production build with the page
// cache off runs under `node --cpu-prof`, loaded with the home page and the long showcase
// article for BENCH_SECONDS each, then stopped; the profile's functions are listed by their
// own time (self), and by the packages or folders they live in. With BENCH_HEAP=1 a heap
// snapshot is written after the load (`--heapsnapshot-signal`), to open in Chrome's DevTools.
// Run with `npm run bench:profile` after `npm run build`; the files stay in the folder printed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { insertArticles, showcaseArticle } from "../tests/support/articles";
import { serverNodeOptions, startServer } from "../tests/support/server";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const top = Number(process.env.BENCH_TOP ?? 25);
const heap = process.env.BENCH_HEAP === "1";
const out = fs.mkdtempSync(path.join(os.tmpdir(), "agency-profile-"));

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const server = await startServer(
  {
    PAGE_CACHE: "off",
    // The production heap sizes too: the collector's share is part of what is profiled.
    NODE_OPTIONS: [
      serverNodeOptions,
      "--cpu-prof",
      `--diagnostic-dir=${out}`,
      "--heapsnapshot-signal=SIGUSR2",
    ].join(" "),
  },
  {},
);
insertArticles(server.dataDir, [showcaseArticle]);
const pages = ["/", `/blog/${showcaseArticle.slug}`];
const rates: Record<string, number> = {};
try {
  for (const page of pages) {
    const result = await autocannon({
      url: `${server.url}${page}`,
      connections: 8,
      duration: seconds,
      headers: { "accept-encoding": "gzip" },
    });
    rates[page] = Math.round(result.requests.average);
  }
  if (heap) {
    server.child.kill("SIGUSR2");
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
} finally {
  await server.stop();
}

const file = fs.readdirSync(out).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error(`Nessun profilo in ${out}`);
const profile = JSON.parse(fs.readFileSync(path.join(out, file), "utf8")) as Profile;
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) =>
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
);
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
const idle = new Set(["(idle)", "(program)", "(garbage collector)"]);

/** node_modules/<package>, the app's folder, or Node's own. */
function placeOf(url: string) {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith("node:") || url === "") return "node";
  if (url.includes("/server-build/")) return "server-build (server)";
  if (url.includes("/build/")) return "build (app)";
  return path.basename(url);
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const node of profile.nodes) {
  const ms = selfMs.get(node.id) ?? 0;
  if (ms === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = idle.has(functionName)
    ? functionName
    : `${functionName || "(anonima)"} ${placeOf(url)}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  const place = idle.has(functionName) ? functionName : placeOf(url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
}
const table = (entries: Map<string, number>) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({
      dove: name,
      "ms propri": Math.round(ms),
      "%": ((ms / total) * 100).toFixed(1),
    }));

console.log(
  `Senza cache, 8 connessioni, ${seconds} s per pagina: ${pages.map((page) => `${page} ${rates[page]} richieste/s`).join(", ")}`,
);
console.log("Funzioni per tempo proprio");
console.table(table(byFunction));
console.log("Pacchetti e cartelle per tempo proprio");
console.table(table(byPlace));
console.log(`Profilo${heap ? " e istantanea della memoria" : ""} in ${out}`);
