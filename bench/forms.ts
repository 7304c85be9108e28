// Load on the contact form of the production build: many visitors (one address each,
// through X-Forwarded-For with one trusted proxy, as behind a real proxy) posting valid
// requests. Reports stored submissions per second and latency, then checks that every
// 303 has its row and its two outbox rows. Targets: >= 500 stored/s, p99 < 50 ms, 0 lost.
// Run with `npm run bench:forms` after `npm run build`.
import autocannon from "autocannon";
import { queryDb } from "../tests/support/db";
import { startServer } from "../tests/support/server";

const TARGET_RPS = 500;
const TARGET_P99_MS = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const server = await startServer({ TRUST_PROXY: "1" });
let sequence = 0;
const redirected = new Set<string>();
const otherStatuses = new Map<number, number>();

type Context = { email?: string };

try {
  const result = await autocannon({
    url: `${server.url}/contatti`,
    connections: 10,
    duration,
    requests: [
      {
        method: "POST",
        setupRequest: (request, context) => {
          sequence += 1;
          const email = `bench-${sequence}@example.com`;
          (context as Context).email = email;
          return {
            ...request,
            headers: {
              ...request.headers,
              "Content-Type": "application/x-www-form-urlencoded",
              "X-Forwarded-For": `2001:db8:${Math.floor(sequence / 65536).toString(16)}::${(sequence % 65536).toString(16)}`,
            },
            body: new URLSearchParams({
              nome: "Carico",
              cognome: "Prova",
              email,
              servizio: "social-media",
              messaggio: "Richiesta di prova del benchmark.",
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
  });

  const rows = queryDb<{ email: string }>(server.dataDir, "select email from contact_submissions");
  const stored = new Set(rows.map((row) => row.email));
  const outbox = queryDb<{ n: number }>(
    server.dataDir,
    "select count(*) as n from email_outbox where template in ('contact-notification', 'contact-acknowledgement')",
  )[0]?.n;
  const lost = [...redirected].filter((email) => !stored.has(email)).length;
  const storedPerSecond = Math.round(redirected.size / duration);

  console.table({
    "stored submissions/s": storedPerSecond,
    "latency p50 (ms)": result.latency.p50,
    "latency p99 (ms)": result.latency.p99,
    "303 responses": redirected.size,
    "rows stored": stored.size,
    "outbox rows (2 per row expected)": outbox,
    "303 without a row (lost)": lost,
    "other statuses": JSON.stringify(Object.fromEntries(otherStatuses)),
    "errors / timeouts": `${result.errors} / ${result.timeouts}`,
  });
  const ok =
    storedPerSecond >= TARGET_RPS &&
    result.latency.p99 < TARGET_P99_MS &&
    lost === 0 &&
    outbox === stored.size * 2 &&
    otherStatuses.size === 0;
  console.log(
    ok
      ? `OK: ${storedPerSecond} salvataggi/s, p99 ${result.latency.p99} ms, nessuna richiesta persa`
      : `SOTTO OBIETTIVO (>= ${TARGET_RPS}/s, p99 < ${TARGET_P99_MS} ms, 0 perse)`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
