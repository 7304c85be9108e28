// Delivery of a queued backlog by the server's outbox worker, against a fake Resend on
// 127.0.0.1 (started here, in this process, so its work counts against the figures).
// 1. 10,000 e-mails (the agency's notice of a contact request), the fake answering in 50 ms:
//    time to drain, e-mails/s, duplicates (a message accepted twice), and where the time
//    goes: CPU time per e-mail, the part of it spent rendering, how busy the thread was.
//    CPU time grows far less than seconds when other processes share the machine.
//    Targets: under 60 s, 0 duplicates.
// 2. 2,000 e-mails while the fake accepts requests and never answers for 20 s, then answers
//    in 50 ms again: attempts spent during the outage, time to drain after recovery, every
//    message accepted once in the end.
// 3. The production build while the fake hangs: visitors post the contact form (each post
//    queues two e-mails and wakes the worker); their latency must not suffer (target p99
//    < 50 ms), and once the fake answers again the backlog goes out.
// Run with `npm run bench:outbox` after `npm run build` (BENCH_EMAILS and BENCH_HANG_SECONDS change the sizes).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type EmailPayloads } from "../emails/catalog";
import { queryDb } from "../tests/support/db";
import { startServer } from "../tests/support/server";
import { startFakeResend, type FakeResend } from "../tests/support/fake-resend";
import { closeDatabase, db, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { renderEmail } from "../app/features/mail/email.server";
import {
  deliverDueEmails,
  queueEmail,
  startOutboxWorker,
} from "../app/features/mail/outbox.server";

const TARGET_SECONDS = 60;
const TARGET_POST_P99_MS = 50;
const ANSWER_MS = 50;
const backlog = Number(process.env.BENCH_EMAILS ?? 10_000);
const outageBacklog = Math.ceil(backlog / 5);
const hangMs = Number(process.env.BENCH_HANG_SECONDS ?? 20) * 1_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-outbox-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.RESEND_API_KEY = "re_chiave_del_benchmark";
// The site's own throughput, not Resend's default account pace of 2 calls a second.
process.env.RESEND_RATE_LIMIT = "1000";
for (const name of ["RESEND_AUDIENCE_ID", "MAIL_DIR", "UPLOADS_DIR", "SITE_NAME"])
  delete process.env[name];

const notification = (n: number): EmailPayloads["contact-notification"] => ({
  submissionId: n,
  nome: "Carico",
  cognome: "Prova",
  email: `bench-${n}@example.com`,
  telefono: null,
  azienda: null,
  servizio: "social-media",
  servizioLabel: "Social media",
  messaggio: "Richiesta di prova del benchmark.",
  source: "contatti",
  newsletter: false,
});

/** `count` messages in one transaction, as if that many contact requests had come in. */
function queueBacklog(count: number) {
  db.transaction((tx) => {
    for (let n = 0; n < count; n += 1)
      queueEmail(tx, "contact-notification", "info@example.com", notification(n));
  });
}

function count(where: ReturnType<typeof sql>) {
  return db.get<{ n: number }>(sql`select count(*) as n from email_outbox where ${where}`).n;
}

/** Messages the fake accepted more than once, told apart by their idempotency keys. */
function duplicates(fake: FakeResend) {
  const accepted = fake.requests.filter((request) => request.reply !== "hang");
  return (
    accepted.length - new Set(accepted.map((request) => request.headers["idempotency-key"])).size
  );
}

async function waitUntil(condition: () => boolean, withinMs: number) {
  const deadline = performance.now() + withinMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** CPU milliseconds (user and system) this process spent since `since`. */
function cpuMsSince(since: NodeJS.CpuUsage) {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1_000;
}

/** Seconds and CPU milliseconds per message for `runs` renders one after the other, after a warm-up. */
async function renderCost(runs: number) {
  const render = (n: number) =>
    renderEmail("contact-notification", notification(n), {
      to: "info@example.com",
      subject: "Prova",
      outboxId: n,
    });
  for (let n = 0; n < 100; n += 1) await render(n);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let n = 0; n < runs; n += 1) await render(n);
  return { ms: (performance.now() - started) / runs, cpuMs: cpuMsSince(cpu) / runs };
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

const fake = await startFakeResend({ keepBodies: false });
process.env.RESEND_BASE_URL = fake.url;
try {
  migrateDatabase();
  // As in the server.
  stopWaitingForLocks();

  // Scenario 1: a backlog against a healthy provider.
  const render = await renderCost(1_000);
  fake.replyToAll({ status: 200, delayMs: ANSWER_MS });
  queueBacklog(backlog);
  const worker = startOutboxWorker();
  const usageBefore = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  worker.wake();
  const drained = await waitUntil(
    () => count(sql`status = 'sent'`) === backlog,
    5 * TARGET_SECONDS * 1_000,
  );
  const seconds = (performance.now() - started) / 1_000;
  const busy = performance.eventLoopUtilization(usageBefore).utilization;
  const cpuMsPerEmail = cpuMsSince(cpuBefore) / backlog;
  await worker.stop();
  const healthy = {
    sent: count(sql`status = 'sent'`),
    duplicates: duplicates(fake),
    resent: count(sql`attempts > 1`),
  };
  console.log(`\nArretrato di ${backlog} e-mail, Resend finto che risponde in ${ANSWER_MS} ms`);
  console.table({
    "seconds to drain": round(seconds),
    "e-mails/s": Math.round(healthy.sent / seconds),
    "e-mails sent": healthy.sent,
    "requests seen by the fake": fake.requests.length,
    "duplicates (same key accepted twice)": healthy.duplicates,
    "rows sent more than once": healthy.resent,
    "CPU ms per e-mail (whole process)": round(cpuMsPerEmail, 2),
    "render CPU ms per e-mail": round(render.cpuMs, 2),
    "render ms per e-mail (wall, one after the other)": round(render.ms, 2),
    "render share of the CPU": `${Math.round((render.cpuMs / cpuMsPerEmail) * 100)}%`,
    "event loop busy": `${Math.round(busy * 100)}%`,
    "machine load (1 min)": round(os.loadavg()[0] ?? 0),
  });

  // Scenario 2: the provider takes requests and never answers, then recovers.
  db.run(sql`delete from email_outbox`);
  fake.reset();
  fake.replyToAll("hang");
  queueBacklog(outageBacklog);
  const outageWorker = startOutboxWorker();
  const outageStarted = performance.now();
  outageWorker.wake();
  await new Promise((resolve) => setTimeout(resolve, hangMs));
  const duringOutage = {
    requests: fake.requests.length,
    attempted: count(sql`attempts > 0`),
    dead: count(sql`status = 'dead'`),
  };
  fake.replyToAll({ status: 200, delayMs: ANSWER_MS });
  const recovered = performance.now();
  let firstSentMs = Number.NaN;
  // Drained: nothing left but the messages whose attempt failed in the outage, which wait
  // for their retry a minute later, as designed.
  const outageDrained = await waitUntil(
    () => {
      if (Number.isNaN(firstSentMs) && count(sql`status = 'sent'`) > 0)
        firstSentMs = performance.now() - recovered;
      return count(sql`status = 'pending' and last_error is null`) === 0;
    },
    5 * TARGET_SECONDS * 1_000,
  );
  const drainAfterRecovery = (performance.now() - recovered) / 1_000;
  await outageWorker.stop();
  const waitingForRetry = count(sql`status = 'pending'`);
  // What the next passes do once those retries fall due, without waiting the minute.
  await deliverDueEmails({ now: new Date(Date.now() + 10 * 60_000) });
  const outage = {
    sent: count(sql`status = 'sent'`),
    dead: count(sql`status = 'dead'`),
    duplicates: duplicates(fake),
  };
  console.log(
    `\nArretrato di ${outageBacklog} e-mail, Resend finto che non risponde per ${hangMs / 1_000} s, poi risponde in ${ANSWER_MS} ms`,
  );
  console.table({
    "requests during the outage": duringOutage.requests,
    "messages that spent an attempt in the outage": duringOutage.attempted,
    "dead during the outage": duringOutage.dead,
    "first message sent after recovery (s)": round(firstSentMs / 1_000),
    "drained after recovery (s)": round(drainAfterRecovery),
    "left waiting for their retry": waitingForRetry,
    "sent in the end": outage.sent,
    "dead in the end": outage.dead,
    "duplicates (same key accepted twice)": outage.duplicates,
    "whole scenario (s)": round((performance.now() - outageStarted) / 1_000),
  });

  // Scenario 3: visitors' posts to the production build while the provider hangs.
  fake.reset();
  fake.replyToAll("hang");
  const site = await startServer({
    TRUST_PROXY: "1",
    RESEND_API_KEY: "re_chiave_del_benchmark",
    RESEND_BASE_URL: fake.url,
    RESEND_RATE_LIMIT: "1000",
  });
  const postTimes: number[] = [];
  const postStatuses = new Map<number, number>();
  let posted = 0;
  let postP99 = Number.POSITIVE_INFINITY;
  let siteOk = false;
  try {
    const postUntil = performance.now() + Math.min(hangMs, 10_000);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (performance.now() < postUntil) {
          posted += 1;
          const body = new URLSearchParams({
            nome: "Carico",
            cognome: "Prova",
            email: `durante-il-blocco-${posted}@example.com`,
            servizio: "social-media",
            messaggio: "Richiesta mentre il fornitore non risponde.",
            privacy_accepted: "on",
          });
          const began = performance.now();
          const response = await fetch(`${site.url}/contatti`, {
            method: "POST",
            body,
            redirect: "manual",
            headers: { "X-Forwarded-For": `2001:db8:0b0::${posted.toString(16)}` },
          });
          await response.arrayBuffer();
          postTimes.push(performance.now() - began);
          postStatuses.set(response.status, (postStatuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    fake.replyToAll({ status: 200, delayMs: ANSWER_MS });
    const siteRecovered = performance.now();
    const pendingUntried = () =>
      queryDb<{ n: number }>(
        site.dataDir,
        "select count(*) as n from email_outbox where status = 'pending' and last_error is null",
      )[0]?.n ?? 0;
    const siteDrained = await waitUntil(() => pendingUntried() === 0, 2 * TARGET_SECONDS * 1_000);
    const sorted = [...postTimes].sort((a, b) => a - b);
    postP99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
    siteOk = siteDrained && postStatuses.size === 1 && postStatuses.has(303);
    console.log(
      `\nIl sito mentre Resend finto non risponde: ${postTimes.length} invii del modulo contatti da 8 visitatori`,
    );
    console.table({
      "posts answered": postTimes.length,
      statuses: JSON.stringify(Object.fromEntries(postStatuses)),
      "post p50 / p99 / max (ms)": `${round(sorted[Math.floor(sorted.length / 2)] ?? 0)} / ${round(postP99)} / ${round(sorted.at(-1) ?? 0)}`,
      "e-mails queued": queryDb<{ n: number }>(
        site.dataDir,
        "select count(*) as n from email_outbox",
      )[0]?.n,
      "backlog out after recovery (s)": siteDrained
        ? round((performance.now() - siteRecovered) / 1_000)
        : "no",
    });
  } finally {
    await site.stop();
  }

  const ok =
    siteOk &&
    postP99 < TARGET_POST_P99_MS &&
    drained &&
    seconds < TARGET_SECONDS &&
    healthy.duplicates === 0 &&
    healthy.resent === 0 &&
    outageDrained &&
    duringOutage.attempted < outageBacklog / 10 &&
    outage.sent === outageBacklog &&
    outage.dead === 0 &&
    outage.duplicates === 0;
  console.log(
    ok
      ? `OK: ${backlog} e-mail in ${round(seconds)} s (${Math.round(backlog / seconds)}/s), nessun duplicato; durante il blocco ${duringOutage.attempted} tentativi spesi, arretrato smaltito ${round(drainAfterRecovery)} s dopo la ripresa`
      : `SOTTO OBIETTIVO (${backlog} e-mail in < ${TARGET_SECONDS} s, 0 duplicati, arretrato intatto durante il blocco e smaltito dopo)`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await fake.stop();
  closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
