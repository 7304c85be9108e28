// The lead pipeline on the production build with a large history: 50,000 contacts, each with
// its lead, over the last year (stages, owners, values, campaigns and entry pages spread as a
// busy agency's would be), and 500,000 timeline entries. An admin signs in; then, one after
// another with the session cookie (plain HTTP, no browser), after a warm-up:
// - the board, `/admin/lead` (six columns: counts, values, the 20 newest cards of each);
// - the filtered list, `/admin/lead?vista=elenco&fase=qualificato&origine=google`;
// - the list searched for a surname, `/admin/lead?vista=elenco&q=…`;
// - the statistics for 90 days, `/admin/statistiche?periodo=90`, whose lead tables read
//   every lead of the range.
// Each request writes its audit row, as a staff member's would. Reported: p50, p95 and max
// from the request to the last byte, and the plans of the board's queries.
// Targets: the board and the filtered list p95 < 150 ms; the statistics p95 < 300 ms.
// Run with `npm run bench:leads` after `npm run build` (BENCH_LEADS changes the size).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { startServer } from "../tests/support/server";
import { createStaffAccount, staff } from "../tests/support/users";
import { sessionCookie } from "./staff-cookie";
import { round } from "./timing";
import { percentile } from "./steady-posts";

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const TIMELINE_PER_LEAD = 10;
const REQUESTS = 100;
const WARM_UP = 10;
const TARGETS = { board: 150, list: 150, statistics: 300 };

const day = 86_400_000;
const stages = ["nuovo", "contattato", "qualificato", "proposta", "vinto", "perso"];
const channels = ["google", "meta", "linkedin", "diretto", "newsletter", "bing.com"];
const campaigns = [null, "fiera-2027", "packaging-primavera", "stand-milano", "brand-awareness"];
const entries = ["/", "/servizi", "/fiera/offerta", "/servizi/packaging-design", "/blog"];

function seed(dataDir: string, ownerId: string) {
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  const now = Date.now();
  try {
    const contact = db.prepare(
      `insert into contact_submissions (nome, cognome, email, azienda, servizio, messaggio, privacy_accepted,
         source, created_at, retention_expires_at)
       values (?, ?, ?, ?, 'social-media', 'Vorremmo un preventivo per la fiera.', 1, 'contatti', ?, ?)`,
    );
    const lead = db.prepare(
      `insert into leads (kind, contact_id, subject, stage, reached_stage, owner_id, value_cents, channel,
         utm_campaign, entry_path, next_action, next_action_on, created_at, changed_at, first_response_at, closed_at)
       values ('contatto', ?, 'Gestione Social Media', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const entry = db.prepare(
      `insert into lead_timeline (lead_id, kind, at, user_id, actor, from_stage, to_stage, text)
       values (?, ?, ?, ?, 'Anna Amministratrice', ?, ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < LEADS; i += 1) {
        const createdAt = now - Math.floor((i / LEADS) * 360 * day) - (i % 997) * 1000;
        const stage = stages[(i * 7) % stages.length]!;
        const reached = stage === "perso" ? i % 4 : stages.indexOf(stage);
        const contactId = Number(
          contact.run(
            `Nome${i}`,
            `Cognome${i}`,
            `persona${i}@example.com`,
            i % 3 ? null : `Azienda ${i} Srl`,
            createdAt,
            createdAt + 730 * day,
          ).lastInsertRowid,
        );
        const closed = stage === "vinto" || stage === "perso";
        const leadId = Number(
          lead.run(
            contactId,
            stage,
            reached,
            i % 2 ? ownerId : null,
            i % 5 ? (1000 + (i % 50) * 500) * 100 : null,
            channels[i % channels.length]!,
            campaigns[i % campaigns.length],
            entries[i % entries.length]!,
            closed ? null : "Richiamare",
            closed ? null : new Date(createdAt + 7 * day).toISOString().slice(0, 10),
            createdAt,
            createdAt + day,
            stage === "nuovo" ? null : createdAt + ((i % 48) + 1) * 3_600_000,
            closed ? createdAt + 20 * day : null,
          ).lastInsertRowid,
        );
        for (let n = 0; n < TIMELINE_PER_LEAD; n += 1)
          entry.run(
            leadId,
            n === 0 ? "creato" : n % 3 ? "nota" : "fase",
            createdAt + n * 3_600_000,
            n === 0 ? null : ownerId,
            n % 3 === 0 && n > 0 ? "nuovo" : null,
            n % 3 === 0 && n > 0 ? "contattato" : null,
            n % 3 && n > 0 ? "Sentito al telefono, richiamare la settimana prossima." : null,
          );
      }
    })();
    db.pragma("wal_checkpoint(TRUNCATE)");
    const plans = [
      "select count(*), sum(value_cents) from leads where stage = 'qualificato'",
      "select id from leads where stage = 'qualificato' order by created_at desc, id desc limit 20",
      "select channel, count(*) from leads where created_at >= 0 group by channel",
    ].map((query) => ({
      query,
      plan: (db.prepare(`explain query plan ${query}`).all() as { detail: string }[])
        .map((row) => row.detail)
        .join("; "),
    }));
    return plans;
  } finally {
    db.close();
  }
}

/** A kept-alive connection the server closed as it was reused: asked again on a new one. */
async function fetchOnce(url: string, cookie: string) {
  try {
    return await fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });
  } catch {
    return fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });
  }
}

async function timed(url: string, cookie: string, expect: string) {
  const started = performance.now();
  const response = await fetchOnce(url, cookie);
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200 || !body.includes(expect))
    throw new Error(`${url}: HTTP ${response.status}`);
  return ms;
}

async function measure(url: string, cookie: string, expect: string, requests = REQUESTS) {
  for (let i = 0; i < WARM_UP; i += 1) await timed(url, cookie, expect);
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) times.push(await timed(url, cookie, expect));
  return times;
}

const describe = (times: number[]) =>
  `${round(percentile(times, 50))} / ${round(percentile(times, 95))} / ${round(Math.max(...times))}`;

const server = await startServer();
try {
  await createStaffAccount(server.dataDir, staff.admin);
  const [owner] = new Database(path.join(server.dataDir, "app.db"), { readonly: true })
    .prepare("select id from users where email = ?")
    .all(staff.admin.email) as { id: string }[];
  const seedStarted = performance.now();
  const plans = seed(server.dataDir, owner!.id);
  const seedMs = performance.now() - seedStarted;
  const cookie = await sessionCookie(server.url, staff.admin);
  const results = {
    board: await measure(`${server.url}/admin/lead`, cookie, "Tabellone"),
    list: await measure(
      `${server.url}/admin/lead?vista=elenco&fase=qualificato&origine=google`,
      cookie,
      "Elenco",
    ),
    search: await measure(
      `${server.url}/admin/lead?vista=elenco&q=Cognome4242`,
      cookie,
      "Elenco",
      30,
    ),
    statistics: await measure(
      `${server.url}/admin/statistiche?periodo=90`,
      cookie,
      "Lead e ricavi",
      50,
    ),
  };
  console.table({
    "leads / timeline entries": `${LEADS.toLocaleString("en")} / ${(LEADS * TIMELINE_PER_LEAD).toLocaleString("en")}`,
    "seeding (s)": round(seedMs / 1000),
    "board p50 / p95 / max (ms)": describe(results.board),
    "filtered list p50 / p95 / max (ms)": describe(results.list),
    "searched list p50 / p95 / max (ms)": describe(results.search),
    "statistics, 90 days, p50 / p95 / max (ms)": describe(results.statistics),
  });
  for (const { query, plan } of plans) console.log(`${query}\n    ${plan}`);
  let ok = true;
  for (const [name, target] of Object.entries(TARGETS)) {
    const p95 = percentile(results[name as keyof typeof TARGETS], 95);
    const pass = p95 < target;
    ok &&= pass;
    console.log(`${pass ? "PASS" : "FAIL"}: ${name} p95 ${round(p95)} ms, target < ${target} ms`);
  }
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  // A server that stopped answering says why in its log.
  console.error(fs.readFileSync(server.logFile, "utf8").split("\n").slice(-30).join("\n"));
  throw error;
} finally {
  await server.stop();
}
