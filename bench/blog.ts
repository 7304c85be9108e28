// The blog under load, against the home page in the same run: with 1,000 published articles,
// requests/s of /blog, /blog?pagina=40 and an article page, each as a ratio of the home page's.
// Target: each at least 0.8x the home page. Run with `npm run bench:blog` after `npm run build`.
import autocannon from "autocannon";
import { insertArticles } from "../tests/support/articles";
import { startServer } from "../tests/support/server";

const TARGET_RATIO = 0.8;
const ARTICLES = 1_000;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

// About 900 words with the features an article uses: headings, lists, a table, code, a quote.
const paragraph =
  "Una strategia di contenuti parte dagli obiettivi del cliente, misura ciò che conta e corregge la rotta ogni mese con dati veri. ";
const content = [
  "## Perché conta",
  paragraph.repeat(12),
  "- **Obiettivi** chiari\n- [Contatti](/contatti)\n- [ ] da verificare\n- [x] fatto",
  "## Come si misura",
  "| Canale | Visite |\n|---|---|\n| Social | 1.200 |\n| Ricerca | 3.400 |",
  paragraph.repeat(12),
  "> Una citazione di esempio per la sezione.",
  "```\nconst obiettivo = 'crescita';\n```",
  "::: nota\nUn riquadro con una nota.\n:::",
  paragraph.repeat(12),
].join("\n\n");

const server = await startServer();
try {
  const now = Date.now();
  insertArticles(
    server.dataDir,
    Array.from({ length: ARTICLES }, (_, index) => ({
      title: `Articolo di prova numero ${index + 1} sul marketing digitale`,
      slug: `articolo-di-prova-${index + 1}`,
      category: ["SEO", "Social Media", "Content Marketing", "Analytics"][index % 4],
      content,
      publishedAt: new Date(now - index * 3_600_000),
    })),
  );
  const pages = {
    "/": `${server.url}/`,
    "/blog": `${server.url}/blog`,
    "/blog?pagina=40": `${server.url}/blog?pagina=40`,
    "/blog/articolo-di-prova-500": `${server.url}/blog/articolo-di-prova-500`,
  };
  const results: Record<
    string,
    { rps: number; p50: number; p99: number; non2xx: number; errors: number }
  > = {};
  for (const [name, url] of Object.entries(pages)) {
    // Warm the route modules, the rendering cache and the connection pool before measuring.
    await autocannon({ url, connections: 10, duration: 2 });
    const result = await autocannon({ url, connections: 50, pipelining: 1, duration });
    results[name] = {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  }
  const home = results["/"]?.rps ?? 1;
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        {
          "requests/s": r.rps,
          "x home": (r.rps / home).toFixed(2),
          "p50 ms": r.p50,
          "p99 ms": r.p99,
          "non-2xx": r.non2xx,
          errors: r.errors,
        },
      ]),
    ),
  );
  const failing = Object.entries(results).filter(
    ([name, r]) => r.non2xx > 0 || r.errors > 0 || (name !== "/" && r.rps / home < TARGET_RATIO),
  );
  console.log(
    failing.length === 0
      ? `OK: ogni pagina del blog >= ${TARGET_RATIO}x la home (${home} req/s)`
      : `SOTTO OBIETTIVO: ${failing.map(([name]) => name).join(", ")}`,
  );
  process.exitCode = failing.length === 0 ? 0 : 1;
} finally {
  await server.stop();
}
