import fs from "node:fs";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { emailOutbox, leases } from "../../db/schema";
import { backupsFolder } from "~/utils/backup.server";
import { startBackgroundJobs, wakeOutbox } from "~/utils/background.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { thisProcess } from "~/utils/lease.server";
import { queueEmail } from "~/utils/outbox.server";
import { releaseSingleton } from "~/utils/singleton.server";

beforeAll(() => migrateDatabase());
beforeEach(() => {
  db.delete(leases).run();
  db.delete(emailOutbox).run();
  fs.rmSync(backupsFolder(), { recursive: true, force: true });
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  releaseSingleton("outbox-worker");
  vi.restoreAllMocks();
});

const queueOne = () =>
  queueEmail(db, "newsletter-confirmation", "iscritta@example.it", { confirmUrl: "http://x/c", unsubscribeUrl: "http://x/u" });
const statuses = () => db.select({ status: emailOutbox.status }).from(emailOutbox).all().map((row) => row.status);
const logged = () => vi.mocked(console.log).mock.calls.map((call) => call.join(" "));

test("while another instance holds the jobs lease, this one sends no e-mail and takes no backup", async () => {
  db.insert(leases).values({ name: "jobs", holder: "altra-istanza 1 abc", expiresAt: new Date(Date.now() + 60_000) }).run();
  const jobs = startBackgroundJobs();
  try {
    queueOne();
    wakeOutbox();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statuses()).toEqual(["pending"]);
    expect(fs.existsSync(backupsFolder())).toBe(false);
    expect(logged()).toContain("Un'altra istanza esegue i lavori in background: questa risponde soltanto");
    expect(logged().some((line) => line.startsWith("Nessun amministratore"))).toBe(false);
  } finally {
    await jobs.stop();
  }
  expect(db.select({ holder: leases.holder }).from(leases).all()).toEqual([{ holder: "altra-istanza 1 abc" }]);
});

test("the instance holding the lease sends, takes the day's backup, and gives the lease up when it stops", async () => {
  const jobs = startBackgroundJobs();
  try {
    expect(db.select({ holder: leases.holder }).from(leases).all()).toEqual([{ holder: thisProcess() }]);
    queueOne();
    wakeOutbox();
    await vi.waitFor(() => expect(statuses()).toEqual(["sent"]));
    await vi.waitFor(() => expect(fs.readdirSync(backupsFolder()).some((name) => /^app-\d{8}-\d{6}\.db$/.test(name))).toBe(true));
  } finally {
    await jobs.stop();
  }
  expect(db.select().from(leases).all()).toEqual([]);
});
