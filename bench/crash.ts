// The kill -9 loop: the production build under load on the contact form, killed with SIGKILL
// three times and restarted on the same data folder each time. Every post carries its own
// e-mail address as a marker and its own address through X-Forwarded-For (one trusted proxy),
// so the per-IP limit never refuses one. At the end the server is restarted once more, which
// imports any spooled submission, and the counts are taken: acknowledged (303 to /grazie),
// stored, lost (acknowledged but not stored), and stored submissions without their two e-mails
// in the outbox. Target: nothing acknowledged is lost, every stored submission has its e-mails.
// Run with `npm run bench:crash` after `npm run build`.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { honeypotField } from "../app/utils/honeypot";
import { queryDb } from "../tests/support/db";
import { exitOf, freePort, launchServer } from "../tests/support/server";

const durationMs = Number(process.env.BENCH_SECONDS ?? 30) * 1000;
const kills = 3;
const concurrency = 16;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-crash-"));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const logFile = path.join(dataDir, "server.log");
const log = fs.openSync(logFile, "a");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a server on the data folder and resolves once /healthz answers, with how long it took. */
async function start() {
  const began = Date.now();
  const child = launchServer({ dataDir, port, log, env: { TRUST_PROXY: "1" } });
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Il server è terminato con codice ${child.exitCode}; log: ${logFile}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, startMs: Date.now() - began };
    if (Date.now() - began > 20_000)
      throw new Error(`Il server non risponde su ${url}; log: ${logFile}`);
    await sleep(20);
  }
}

async function stop(child: ChildProcess) {
  child.kill("SIGTERM");
  return exitOf(child);
}

let sequence = 0;
const acknowledged = new Set<string>();
const outcomes = new Map<string, number>();
const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

async function visitor(until: number) {
  while (Date.now() < until) {
    sequence += 1;
    const email = `crash-${sequence}@example.com`;
    const body = new URLSearchParams({
      nome: "Crash",
      cognome: "Prova",
      email,
      servizio: "social-media",
      messaggio: `Richiesta ${sequence} della prova di kill -9.`,
      privacy_accepted: "on",
      [honeypotField]: "",
    });
    try {
      const response = await fetch(`${url}/contatti`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": `2001:db8:${Math.floor(sequence / 65536).toString(16)}::${(sequence % 65536).toString(16)}`,
        },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      await response.body?.cancel();
      if (response.status === 303 && response.headers.get("location") === "/grazie") {
        acknowledged.add(email);
        count("303 /grazie");
      } else {
        count(`HTTP ${response.status}`);
      }
    } catch {
      // The server is down or was killed mid-answer: the visitor saw an error, not a thank-you.
      count("network error");
      await sleep(20);
    }
  }
}

let { child } = await start();
const began = Date.now();
const until = began + durationMs;
const load = Promise.all(Array.from({ length: concurrency }, () => visitor(until)));
const restartsMs: number[] = [];
for (let kill = 1; kill <= kills; kill += 1) {
  await sleep(Math.max(0, began + (kill * durationMs) / (kills + 1) - Date.now()));
  child.kill("SIGKILL");
  await exitOf(child);
  const restarted = await start();
  child = restarted.child;
  restartsMs.push(restarted.startMs);
}
await load;

// A clean stop and one more start: the start imports whatever the spool holds.
await stop(child);
const spoolDir = path.join(dataDir, "spool");
const spooled = () =>
  fs.existsSync(spoolDir)
    ? fs.readdirSync(spoolDir).filter((name) => name.endsWith(".json")).length
    : 0;
const spooledBeforeImport = spooled();
child = (await start()).child;
const spooledAfterImport = spooled();

try {
  const rows = queryDb<{ email: string }>(
    dataDir,
    "select email from contact_submissions where email like 'crash-%'",
  );
  const stored = new Set(rows.map((row) => row.email));
  const lost = [...acknowledged].filter((email) => !stored.has(email));
  const [{ missing } = { missing: -1 }] = queryDb<{ missing: number }>(
    dataDir,
    `select count(*) as missing from contact_submissions s
     where s.email like 'crash-%' and (
       not exists (select 1 from email_outbox o where o.template = 'contact-notification'
                   and json_extract(o.payload, '$.submissionId') = s.id)
       or not exists (select 1 from email_outbox o where o.template = 'contact-acknowledgement'
                      and o.recipient = s.email))`,
  );
  const [{ integrity_check: integrity } = { integrity_check: "?" }] = queryDb<{
    integrity_check: string;
  }>(dataDir, "pragma integrity_check");

  console.table({
    "posts sent": sequence,
    "acknowledged (303 to /grazie)": acknowledged.size,
    "stored rows": rows.length,
    "stored, answer never reached the client": [...stored].filter(
      (email) => !acknowledged.has(email),
    ).length,
    "duplicate rows": rows.length - stored.size,
    "lost (acknowledged, not stored)": lost.length,
    "stored without both e-mails in the outbox": missing,
    "spool files before / after the last start": `${spooledBeforeImport} / ${spooledAfterImport}`,
    "kill -9 / restart times (ms)": `${kills} / ${restartsMs.join(", ")}`,
    outcomes: JSON.stringify(Object.fromEntries(outcomes)),
    "integrity check": integrity,
  });
  const ok = lost.length === 0 && missing === 0 && spooledAfterImport === 0 && integrity === "ok";
  console.log(
    ok
      ? `OK: ${acknowledged.size} richieste confermate, nessuna persa dopo ${kills} kill -9`
      : `PROBLEMA: ${lost.length} richieste confermate e perse, ${missing} senza e-mail; dati e log in ${dataDir}`,
  );
  if (lost.length > 0) console.log(`Prime perse: ${lost.slice(0, 10).join(", ")}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await stop(child);
  fs.closeSync(log);
  if (process.exitCode === 0) fs.rmSync(dataDir, { recursive: true, force: true });
}
