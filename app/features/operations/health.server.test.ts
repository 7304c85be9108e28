import fs from "node:fs";
import { afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { emailOutbox, leases } from "../../../db/schema";
import { describeHealth, siteHealth } from "~/features/operations/health.server";
import { takeLease, JOBS_LEASE } from "~/features/operations/lease.server";
import { queueEmail } from "~/features/mail/outbox.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { releaseSingleton } from "~/utils/singleton.server";

/** Reads the configuration again with `values` set, as a new process would. */
function configure(values: Record<string, string>) {
  Object.assign(process.env, values);
  releaseSingleton("env");
  releaseSingleton("site-health");
}

// Each call a minute after the last: past the reuse window unless a test says otherwise.
let clock = Date.now();
const later = () => new Date((clock += 60_000));

beforeAll(() => migrateDatabase());
beforeEach(() => {
  db.delete(leases).run();
  db.delete(emailOutbox).run();
});
afterEach(() => {
  delete process.env.MIN_FREE_SPACE_MB;
  delete process.env.READ_ONLY_INSTANCE;
  delete process.env.PAGE_CACHE;
  configure({});
});

const check = (topic: string, now = later()) =>
  siteHealth(now).checks.find((each) => each.topic === topic);

test("a database in place and writable, with room: the site can store, and says ok first", () => {
  takeLease(JOBS_LEASE);
  const health = siteHealth(later());
  expect(health.canStore).toBe(true);
  expect(describeHealth(health).split("\n")).toEqual([
    "ok",
    "ok database: scrivibile",
    expect.stringMatching(/^ok spazio libero: \d+ MB$/),
    "ok spool: 0 richieste in attesa di entrare nel database",
    "ok coda e-mail: 0 in attesa, 0 abbandonate",
    "ok lavori in background: eseguiti da questa istanza",
  ]);
});

test("less free space than MIN_FREE_SPACE_MB: the site cannot store, and the first line says why", () => {
  configure({ MIN_FREE_SPACE_MB: String(Number.MAX_SAFE_INTEGER) });
  const health = siteHealth(later());
  expect(health.canStore).toBe(false);
  expect(describeHealth(health)).toMatch(
    /^non disponibile: spazio libero \d+ MB \(meno di \d+ MB\)\n/,
  );
});

test("a database file moved away while open: the site cannot store, naming the file", () => {
  const file = getEnv().DATABASE_PATH;
  fs.renameSync(file, `${file}.altrove`);
  try {
    expect(check("database")).toEqual({
      topic: "database",
      ok: false,
      blocking: true,
      text: `${file} non esiste più`,
    });
    // Put back, but as a copy: a new file under the old name is not the one being written.
    fs.copyFileSync(`${file}.altrove`, file);
    expect(check("database")?.text).toBe(
      `${file} è stato spostato o sostituito mentre il server lo usava`,
    );
  } finally {
    fs.rmSync(file);
    fs.renameSync(`${file}.altrove`, file);
  }
  expect(check("database")?.ok).toBe(true);
});

test("a mail backlog and a lapsed jobs lease are reported but do not stop the site", () => {
  queueEmail(db, "newsletter-confirmation", "iscritta@example.it", {
    confirmUrl: "http://x/c",
    unsubscribeUrl: "http://x/u",
  });
  db.insert(leases)
    .values({ name: JOBS_LEASE, holder: "altra-istanza 1 abc", expiresAt: new Date(0) })
    .run();
  const health = siteHealth(later());
  expect(health.canStore).toBe(true);
  expect(describeHealth(health)).toContain("ok coda e-mail: 1 in attesa, 0 abbandonate");
  expect(describeHealth(health)).toContain(
    "attenzione lavori in background: nessuna istanza li esegue: il turno è scaduto senza essere rinnovato",
  );
});

test("a read-only instance by choice is healthy and runs no job", () => {
  configure({ READ_ONLY_INSTANCE: "1", PAGE_CACHE: "off" });
  expect(check("database")?.text).toBe("di sola lettura per scelta");
  expect(check("lavori in background")?.text).toBe("non in questa istanza (READ_ONLY_INSTANCE=1)");
});

test("within healthCacheMs the last findings are reused; past it they are measured again", () => {
  configure({});
  expect(getEnv().testSettings.healthCacheMs).toBe(5_000);
  const at = later();
  const first = siteHealth(at);
  expect(siteHealth(new Date(at.getTime() + 4_999))).toBe(first);
  expect(siteHealth(new Date(at.getTime() + 5_000))).not.toBe(first);
});
