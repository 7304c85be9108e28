import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import { emailOutbox, leases, settings } from "../db/schema";
import { backupsFolder, stampOf } from "../app/features/operations/backup.server";
import { startBackgroundJobs, wakeOutbox } from "./background";
import { db, migrateDatabase } from "../app/utils/db.server";
import { getEnv } from "../app/utils/env.server";
import { thisProcess } from "../app/features/operations/lease.server";
import { queueEmail } from "../app/features/mail/outbox.server";
import { releaseSingleton } from "../app/utils/singleton.server";
import { spoolDir } from "../app/features/visitor-forms/spool.server";
import { temporaryFileName } from "../app/utils/temporary-files.server";
import { lastRunSetting } from "../app/features/visitor-data/retention.server";
import { logger } from "../app/utils/logger.server";

beforeAll(() => migrateDatabase());
beforeEach(() => {
  db.delete(leases).run();
  db.delete(emailOutbox).run();
  fs.rmSync(backupsFolder(), { recursive: true, force: true });
  vi.spyOn(logger, "info").mockImplementation(() => {});
});
afterEach(() => {
  releaseSingleton("outbox-worker");
  vi.restoreAllMocks();
});

const queueOne = () =>
  queueEmail(db, "newsletter-confirmation", "iscritta@example.it", {
    confirmUrl: "http://x/c",
    unsubscribeUrl: "http://x/u",
  });
const statuses = () =>
  db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .all()
    .map((row) => row.status);
const logged = () => vi.mocked(logger.info).mock.calls.map((call) => call.join(" "));

test("while another instance holds the jobs lease, this one sends no e-mail and takes no backup", async () => {
  db.insert(leases)
    .values({
      name: "jobs",
      holder: "altra-istanza 1 abc",
      expiresAt: new Date(Date.now() + 60_000),
    })
    .run();
  const jobs = startBackgroundJobs();
  try {
    queueOne();
    wakeOutbox();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statuses()).toEqual(["pending"]);
    expect(fs.existsSync(backupsFolder())).toBe(false);
    expect(logged()).toContain(
      "Un'altra istanza esegue i lavori in background: questa risponde soltanto",
    );
    expect(logged().some((line) => line.startsWith("Nessun amministratore"))).toBe(false);
  } finally {
    await jobs.stop();
  }
  expect(db.select({ holder: leases.holder }).from(leases).all()).toEqual([
    { holder: "altra-istanza 1 abc" },
  ]);
});

test("the instance holding the lease sends, takes the day's backup, and gives the lease up when it stops", async () => {
  const jobs = startBackgroundJobs();
  try {
    expect(db.select({ holder: leases.holder }).from(leases).all()).toEqual([
      { holder: thisProcess() },
    ]);
    queueOne();
    wakeOutbox();
    await vi.waitFor(() => expect(statuses()).toEqual(["sent"]));
    await vi.waitFor(() =>
      expect(
        fs.readdirSync(backupsFolder()).some((name) => /^app-\d{8}-\d{6}\.db$/.test(name)),
      ).toBe(true),
    );
  } finally {
    await jobs.stop();
  }
  expect(db.select().from(leases).all()).toEqual([]);
});

test("every housekeeping round removes abandoned temporary files, also where another instance holds the lease", async () => {
  db.insert(leases)
    .values({
      name: "jobs",
      holder: "altra-istanza 1 abc",
      expiresAt: new Date(Date.now() + 60_000),
    })
    .run();
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
  /** A temporary file left by this process, which no longer writes it, `modified` at the given time. */
  const leftover = (dir: string, finalName: string, modified = tenMinutesAgo) => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, temporaryFileName(finalName));
    fs.writeFileSync(file, "");
    fs.utimesSync(file, modified, modified);
    return file;
  };
  const atStart = leftover(spoolDir(), "inizio.json");
  // A round every 20 ms instead of every minute: the test waits for rounds, not for a minute.
  const jobs = startBackgroundJobs({ housekeepingEveryMs: 20 });
  try {
    // The line comes once the first round has been through every folder.
    await vi.waitFor(
      () =>
        expect(logged()).toContain(
          "Rimosso 1 file temporaneo di scritture interrotte (1 nello spool)",
        ),
      {
        timeout: 5_000,
      },
    );
    expect(fs.existsSync(atStart)).toBe(false);
    // Written after the first round: only a later one can find them.
    const inSpool = leftover(spoolDir(), "dopo.json");
    const inMail = leftover(getEnv().MAIL_DIR, "2025-09-16T072958.123Z-5.eml");
    const fresh = leftover(spoolDir(), "recente.json", new Date());
    await vi.waitFor(
      () => expect([inSpool, inMail].filter((file) => fs.existsSync(file))).toEqual([]),
      { timeout: 5_000 },
    );
    expect(fs.existsSync(fresh)).toBe(true);
    // The spool's and the mail's may go in one round or in two.
    expect(
      logged().some((line) =>
        /^Rimoss[oi] \d+ file temporane[oi] di scritture interrotte \(.*1 nella cartella della posta\)$/.test(
          line,
        ),
      ),
    ).toBe(true);
  } finally {
    await jobs.stop();
  }
});

test("the daily retention run says in its log line how many copies and backups it removed", async () => {
  db.delete(settings).where(eq(settings.key, lastRunSetting)).run();
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  fs.mkdirSync(getEnv().MAIL_DIR, { recursive: true });
  const copy = path.join(
    getEnv().MAIL_DIR,
    `${daysAgo(400).toISOString().replace(/:/g, "")}-1.eml`,
  );
  fs.writeFileSync(copy, "To: giulia.bianchi@example.it");
  fs.mkdirSync(backupsFolder(), { recursive: true });
  const replaced = path.join(backupsFolder(), `app-${stampOf(daysAgo(31))}-sostituito.db`);
  fs.writeFileSync(replaced, "SQLite format 3");

  const jobs = startBackgroundJobs();
  try {
    await vi.waitFor(
      () =>
        expect(logged()).toContainEqual(
          expect.stringMatching(
            /^Conservazione dei dati \(\d+ ms\): anonimizzati .*copie \.eml rimosse: 1; eliminati .*backup oltre 30 giorni: 1, articoli eliminati da oltre 30 giorni: 0, azioni dello staff oltre 2 anni: 0$/,
          ),
        ),
      { timeout: 5_000 },
    );
  } finally {
    await jobs.stop();
  }
  expect([copy, replaced].filter((file) => fs.existsSync(file))).toEqual([]);
});
