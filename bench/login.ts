// Sign-in on the production build: how long a right password takes (scrypt's cost), and
// what 100 wrong passwords sent at once from one address do: they must end in 429s (ten
// reach the password check, the rest are refused unchecked) without holding up the home
// page for other visitors. Reports the home page's p99 without the attack, while 100 plain
// views of the sign-in page load (what any 100 requests cost), and during the attack.
// Targets: 10 × 401 and 90 × 429; the password checks add no stall of their own: the home
// page's p99 during the attack at most 1.5 times its p99 during the 100 plain views.
// The second step the same way: how long a right code takes (ten sign-ins, each with a recovery
// code, since an app's code counts once per 30 seconds), and what 100 wrong codes sent at once
// for one pending sign-in do: 5 × 401 (the account's limit) and 95 × 429, the home page's p99
// during them within the same 1.5 times.
// Run with `npm run bench:login` after `npm run build`.
import { generateSync } from "otplib";
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

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** The password step; returns the cookie of the pending sign-in (or of the session). */
async function passwordStep(url: string, email: string, password: string, ip: string) {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    body: signInBody(email, password),
    headers: { "X-Forwarded-For": ip },
  });
  await response.arrayBuffer();
  if (response.status !== 303) throw new Error(`Password rifiutata: HTTP ${response.status}`);
  return cookiesOf(response);
}

const codeBody = (code: string) => new URLSearchParams({ code });

/** Turns the app on for the signed-in `cookie` as a member would; returns the recovery codes. */
async function setUpApp(url: string, cookie: string) {
  const page = await (
    await fetch(`${url}/admin/account/app-di-autenticazione`, { headers: { cookie } })
  ).text();
  const key = /<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(page)?.[1]?.replace(/ /g, "") ?? "";
  const code = generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) });
  const answer = await fetch(`${url}/admin/account/app-di-autenticazione`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "confirm", code }),
  });
  const html = await answer.text();
  const codes = [...html.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map(
    (match) => match[1] ?? "",
  );
  if (codes.length !== 10)
    throw new Error(`Attivazione dell'app non riuscita: HTTP ${answer.status}`);
  return codes;
}

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

  // The second step.
  const member = {
    email: "bench.verifica@example.com",
    password: "una-password-per-il-bench",
    name: "Bench Verifica",
    role: "editor",
  } as const;
  await createStaffAccount(server.dataDir, member);
  const recovery = await setUpApp(
    server.url,
    await passwordStep(server.url, member.email, member.password, "2001:db8:2fa::1"),
  );
  const codeSteps: number[] = [];
  for (const [i, code] of recovery.entries()) {
    const pending = await passwordStep(
      server.url,
      member.email,
      member.password,
      `2001:db8:2fa::${i + 2}`,
    );
    const { status, ms } = await timed(`${server.url}/login/verifica`, {
      method: "POST",
      body: codeBody(code),
      headers: { cookie: pending, "X-Forwarded-For": `2001:db8:2fa::${i + 2}` },
    });
    if (status !== 303) throw new Error(`Codice di recupero rifiutato: HTTP ${status}`);
    codeSteps.push(ms);
  }
  const pending = await passwordStep(server.url, member.email, member.password, "203.0.113.67");
  const codeStatuses = new Map<number, number>();
  const codeAttack = Promise.all(
    Array.from({ length: ATTEMPTS }, async () => {
      const { status } = await timed(`${server.url}/login/verifica`, {
        method: "POST",
        body: codeBody("000000"),
        headers: { cookie: pending, "X-Forwarded-For": "203.0.113.67" },
      });
      codeStatuses.set(status, (codeStatuses.get(status) ?? 0) + 1);
    }),
  );
  const duringCodes = await readHome(server.url, codeAttack);

  const homeP99 = percentile(during, 99);
  const viewsP99 = percentile(duringViews, 99);
  const codesP99 = percentile(duringCodes, 99);
  console.table({
    "sign-in with the right password p50 / p99 (ms)": `${round(percentile(signIns, 50))} / ${round(percentile(signIns, 99))}`,
    "wrong passwords sent at once": ATTEMPTS,
    "answers by status": JSON.stringify(Object.fromEntries(statuses)),
    "attack answered in (ms)": round(attackMs),
    "home page p50 / p99 without the attack (ms)": `${round(percentile(baseline, 50))} / ${round(percentile(baseline, 99))}`,
    "home page p50 / p99 while 100 sign-in pages load (ms)": `${round(percentile(duringViews, 50))} / ${round(viewsP99)}`,
    "home page p50 / p99 / max during it (ms)": `${round(percentile(during, 50))} / ${round(homeP99)} / ${round(Math.max(...during))}`,
    "home page requests during it": during.length,
    "second step with a right code p50 / p99 (ms)": `${round(percentile(codeSteps, 50))} / ${round(percentile(codeSteps, 99))}`,
    "wrong codes sent at once": ATTEMPTS,
    "their answers by status": JSON.stringify(Object.fromEntries(codeStatuses)),
    "home page p50 / p99 / max during the wrong codes (ms)": `${round(percentile(duringCodes, 50))} / ${round(codesP99)} / ${round(Math.max(...duringCodes))}`,
  });
  const ok =
    statuses.get(401) === 10 &&
    statuses.get(429) === ATTEMPTS - 10 &&
    homeP99 <= viewsP99 * STALL_FACTOR;
  const codesOk =
    codeStatuses.get(401) === 5 &&
    codeStatuses.get(429) === ATTEMPTS - 5 &&
    codesP99 <= viewsP99 * STALL_FACTOR;
  console.log(
    ok
      ? `OK: 10 × 401, ${ATTEMPTS - 10} × 429, home page p99 ${round(homeP99)} ms during the attack (${round(viewsP99)} ms during 100 plain views)`
      : `SOTTO OBIETTIVO (10 × 401, ${ATTEMPTS - 10} × 429, home page p99 during the attack <= ${STALL_FACTOR} × ${round(viewsP99)} ms)`,
  );
  console.log(
    codesOk
      ? `OK: codes 5 × 401, ${ATTEMPTS - 5} × 429, home page p99 ${round(codesP99)} ms during them`
      : `SOTTO OBIETTIVO (codes 5 × 401, ${ATTEMPTS - 5} × 429, home page p99 <= ${STALL_FACTOR} × ${round(viewsP99)} ms)`,
  );
  process.exitCode = ok && codesOk ? 0 : 1;
} finally {
  await server.stop();
}
