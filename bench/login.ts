// Sign-in on the production build: how long a right password takes (scrypt's cost), and
// what 100 wrong passwords sent at once from one address do: they must end in 429s (ten
// reach the password check, the rest are refused unchecked) without holding up the home
// page for other visitors. Reports the home page's p99 without the attack, while 100 plain
// views of the sign-in page load (what any 100 requests cost), and during the attack.
// Targets: 10 × 401 and 90 × 429; the password checks add no stall of their own: the home
// page's p99 during the attack at most 1.5 times its p99 during the 100 plain views.
// Run with `npm run bench:login` after `npm run build`.
import { startServer } from "../tests/support/server";
import { createStaffAccount, staff } from "../tests/support/users";

const ATTEMPTS = 100;
const STALL_FACTOR = 1.5;

const round = (ms: number) => Math.round(ms * 10) / 10;
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Two readers of the home page until `done` resolves; their latencies. */
async function readHome(url: string, done: Promise<unknown>) {
  let finished = false;
  void done.then(() => (finished = true));
  const times: number[] = [];
  await Promise.all(
    [0, 1].map(async () => {
      while (!finished) times.push((await timed(`${url}/`)).ms);
    }),
  );
  return times;
}

const signInBody = (email: string, password: string) => new URLSearchParams({ email, password });

const server = await startServer({ TRUST_PROXY: "1" });
try {
  const account = staff.admin;
  await createStaffAccount(server.dataDir, account);

  const signIns: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const { status, ms } = await timed(`${server.url}/login`, {
      method: "POST",
      body: signInBody(account.email, account.password),
      headers: { "X-Forwarded-For": `2001:db8:1061::${i}` },
    });
    if (status !== 303) throw new Error(`Accesso non riuscito: HTTP ${status}`);
    signIns.push(ms);
  }

  const baseline = await readHome(server.url, new Promise((resolve) => setTimeout(resolve, 3000)));

  // For reference: the same number of requests that check no password at all.
  const views = Promise.all(Array.from({ length: ATTEMPTS }, () => timed(`${server.url}/login`)));
  const duringViews = await readHome(server.url, views);

  const statuses = new Map<number, number>();
  const attack = Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, i) => {
      const { status } = await timed(`${server.url}/login`, {
        method: "POST",
        body: signInBody(`attacco-${i}@example.com`, "password-sbagliata"),
        headers: { "X-Forwarded-For": "203.0.113.66" },
      });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  const started = performance.now();
  const during = await readHome(server.url, attack);
  const attackMs = performance.now() - started;

  const homeP99 = percentile(during, 99);
  const viewsP99 = percentile(duringViews, 99);
  console.table({
    "sign-in with the right password p50 / p99 (ms)": `${round(percentile(signIns, 50))} / ${round(percentile(signIns, 99))}`,
    "wrong passwords sent at once": ATTEMPTS,
    "answers by status": JSON.stringify(Object.fromEntries(statuses)),
    "attack answered in (ms)": round(attackMs),
    "home page p50 / p99 without the attack (ms)": `${round(percentile(baseline, 50))} / ${round(percentile(baseline, 99))}`,
    "home page p50 / p99 while 100 sign-in pages load (ms)": `${round(percentile(duringViews, 50))} / ${round(viewsP99)}`,
    "home page p50 / p99 / max during it (ms)": `${round(percentile(during, 50))} / ${round(homeP99)} / ${round(Math.max(...during))}`,
    "home page requests during it": during.length,
  });
  const ok =
    statuses.get(401) === 10 &&
    statuses.get(429) === ATTEMPTS - 10 &&
    homeP99 <= viewsP99 * STALL_FACTOR;
  console.log(
    ok
      ? `OK: 10 × 401, ${ATTEMPTS - 10} × 429, home page p99 ${round(homeP99)} ms during the attack (${round(viewsP99)} ms during 100 plain views)`
      : `SOTTO OBIETTIVO (10 × 401, ${ATTEMPTS - 10} × 429, home page p99 during the attack <= ${STALL_FACTOR} × ${round(viewsP99)} ms)`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
