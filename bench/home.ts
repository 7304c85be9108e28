// Load on the home page of the production build: requests per second and latency.
// Target (docs/architecture.md, design): at least 1,000 requests/s on 2 cores.
// Run with `npm run bench:home` after `npm run build`.
import autocannon from "autocannon";
import { startServer } from "../tests/support/server";

const TARGET_RPS = 1_000;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const server = await startServer();
try {
  // Warm the route modules and the connection pool before measuring.
  await autocannon({ url: `${server.url}/`, connections: 10, duration: 2 });
  const result = await autocannon({ url: `${server.url}/`, connections: 50, pipelining: 1, duration });
  const rps = Math.round(result.requests.average);
  const table = [
    ["requests/s (average)", rps],
    ["latency p50 (ms)", result.latency.p50],
    ["latency p99 (ms)", result.latency.p99],
    ["non-2xx responses", result.non2xx],
    ["errors / timeouts", `${result.errors} / ${result.timeouts}`],
    ["requests in all", result.requests.total],
  ];
  console.table(Object.fromEntries(table));
  const ok = rps >= TARGET_RPS && result.non2xx === 0 && result.errors === 0;
  console.log(ok ? `OK: ${rps} req/s >= ${TARGET_RPS}` : `SOTTO OBIETTIVO: ${rps} req/s (obiettivo ${TARGET_RPS}, nessun errore)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
