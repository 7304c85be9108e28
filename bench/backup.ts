// Backups of a grown site while visitors keep posting the contact form (one post every 20 ms):
// 1. `agency backup` from another process, as cron or `docker exec` would run it, over a
//    database of 100,000 contacts and 200 uploaded images;
// 2. the server's own daily backup of the same data, copied in steps inside the server;
// 3. `agency restore` of the first copy into an empty folder, where every post acknowledged
//    before the copy began must be, each with its e-mail.
// Reports the sizes, each copy's duration and the posts' latency during it beside the
// latency before. Targets: posts during a backup p99 < 50 ms, every acknowledged post stored.
// Run with `npm run bench:backup` after `npm run build` (BENCH_ROWS changes the size).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { queryDb } from "../tests/support/db";
import { runAgency } from "../tests/support/agency";
import { startServer } from "../tests/support/server";
import { migrateDatabase, openDatabase } from "~/utils/db.server";
import { describeLatencies, latencies, postSteadily } from "./steady-posts";

const TARGET_POST_P99_MS = 50;
const POST_EVERY_MS = 20;
const WARM_UP_MS = 3_000;
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const IMAGES = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const sentence =
  "Vorremmo rinnovare la comunicazione della nostra attività sui social e sul sito. ";

/** A data folder with `rows` contacts (messages of one to twelve sentences) and 200 images of 100 KB. */
function seedDataFolder() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-backup-"));
  const { sqlite, db } = openDatabase(path.join(dataDir, "app.db"));
  migrateDatabase(db);
  const insert = sqlite.prepare(
    `insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, source, retention_expires_at)
     values (?, ?, ?, 'social-media', ?, 1, 'contatti', ?)`,
  );
  const expires = Date.now() + 730 * 86_400_000;
  sqlite.transaction(() => {
    for (let i = 0; i < rows; i += 1)
      insert.run(
        `Nome${i}`,
        `Cognome${i}`,
        `persona${i}@example.com`,
        sentence.repeat(1 + (i % 12)),
        expires,
      );
  })();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  const uploads = path.join(dataDir, "uploads");
  fs.mkdirSync(uploads);
  for (let i = 0; i < IMAGES; i += 1)
    fs.writeFileSync(
      path.join(uploads, `${crypto.randomUUID()}.webp`),
      crypto.randomBytes(100 * 1024),
    );
  return dataDir;
}

async function agency(dataDir: string, ...args: string[]) {
  const from = Date.now();
  const { code, output } = await runAgency(dataDir, ...args);
  if (code !== 0) throw new Error(`agency ${args.join(" ")} è uscito con ${code}:\n${output}`);
  return { from, to: Date.now(), output };
}

const report: Record<string, string | number> = {};
const failures: string[] = [];
const dataDir = seedDataFolder();
report["database (MB)"] = megabytes(fs.statSync(path.join(dataDir, "app.db")).size);
report["contatti / immagini"] = `${rows.toLocaleString("it")} / ${IMAGES}`;

// 1. From another process, beside the running server.
const server = await startServer(
  { TRUST_PROXY: "1", BACKUP_SCHEDULE: "off", RETENTION_SCHEDULE: "off" },
  { dataDir },
);
const posting = postSteadily(server, {
  label: "cli",
  everyMs: POST_EVERY_MS,
  addresses: "2001:db8:c::",
});
let backupFile = "";
let acknowledgedBefore: string[] = [];
try {
  const up = Date.now();
  await sleep(WARM_UP_MS * 2);
  acknowledgedBefore = posting.posts
    .filter((post) => post.status === 303)
    .map((post) => post.email);
  const baseline = latencies(posting.posts, up + WARM_UP_MS, Date.now());
  const backup = await agency(dataDir, "backup");
  await sleep(1_000);
  await posting.stop();
  backupFile = /Backup del database: (\S+)/.exec(backup.output)?.[1] ?? "";
  const during = latencies(posting.posts, backup.from, backup.to);
  const archive = /Archivio dei file caricati: (\S+)/.exec(backup.output)?.[1];
  report["agency backup (ms, processo intero)"] = backup.to - backup.from;
  report["copia del database (MB)"] = megabytes(fs.statSync(backupFile).size);
  report["archivio dei file (MB)"] = archive ? megabytes(fs.statSync(archive).size) : 0;
  report["agency backup: invii prima"] = describeLatencies(baseline);
  report["agency backup: invii durante"] = describeLatencies(during);
  if (during.p99 > TARGET_POST_P99_MS)
    failures.push(
      `p99 degli invii durante agency backup ${during.p99} ms > ${TARGET_POST_P99_MS} ms`,
    );
  if (during.otherStatuses > 0)
    failures.push(`${during.otherStatuses} invii senza 303 durante agency backup`);
} finally {
  await posting.stop();
  await server.stop();
}

// 2. The server's own, started with the server: it copies in steps and keeps answering. The
// first seconds of a server are slower anyway; a start without the backup is the reference.
async function firstSecondsOfServer(backup: "daily" | "off", windowMs?: number) {
  const started = await startServer(
    { TRUST_PROXY: "1", RETENTION_SCHEDULE: "off", BACKUP_SCHEDULE: backup },
    { dataDir },
  );
  const posts = postSteadily(started, {
    label: `server-${backup}`,
    everyMs: POST_EVERY_MS,
    addresses: `2001:db8:${backup === "off" ? "e" : "d"}::`,
  });
  try {
    const up = Date.now();
    let ms = windowMs ?? 0;
    if (backup === "daily") {
      let line: RegExpExecArray | null = null;
      while (!line && Date.now() - up < 60_000) {
        await sleep(100);
        line = /Backup scritto in \S+.* \((\d+) ms\)/.exec(
          fs.readFileSync(started.logFile, "utf8"),
        );
      }
      if (!line) throw new Error("Il backup giornaliero del server non è arrivato entro un minuto");
      ms = Number(line[1]);
    } else {
      await sleep(ms);
    }
    await sleep(500);
    await posts.stop();
    return { ms, during: latencies(posts.posts, up, up + ms + 500) };
  } finally {
    await posts.stop();
    await started.stop();
  }
}
const daily = await firstSecondsOfServer("daily");
const reference = await firstSecondsOfServer("off", daily.ms);
report["backup del server (ms)"] = daily.ms;
report["primi istanti del server, senza backup"] = describeLatencies(reference.during);
report["primi istanti del server, con il backup"] = describeLatencies(daily.during);

// 3. The first copy restored into an empty folder.
const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-restore-"));
try {
  const restore = await agency(restoreDir, "restore", backupFile);
  report["agency restore (ms)"] = restore.to - restore.from;
  const stored = new Set(
    queryDb<{ email: string }>(restoreDir, "select email from contact_submissions").map(
      (row) => row.email,
    ),
  );
  const withMail = new Set(
    queryDb<{ recipient: string }>(restoreDir, "select recipient from email_outbox").map(
      (row) => row.recipient,
    ),
  );
  const missing = acknowledgedBefore.filter((email) => !stored.has(email) || !withMail.has(email));
  report["invii confermati prima della copia / assenti dal ripristino"] =
    `${acknowledgedBefore.length} / ${missing.length}`;
  if (missing.length > 0)
    failures.push(`${missing.length} invii confermati mancano dal ripristino`);
} finally {
  fs.rmSync(restoreDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.table(report);
if (failures.length > 0) {
  console.error(`Obiettivi mancati:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
} else {
  console.log(
    `Obiettivi raggiunti: invii durante il backup p99 < ${TARGET_POST_P99_MS} ms, nessun invio confermato perso.`,
  );
}
