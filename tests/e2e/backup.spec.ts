import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serverAnswer } from "./fixtures";
import { runAgency } from "../support/agency";
import { queryDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

// The built server under a stream of contact posts, and the built command line beside it: once,
// without a browser.
test.setTimeout(60_000);

let server: RunningServer;
const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-restore-"));
test.beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1", BACKUP_SCHEDULE: "off" });
});
test.afterAll(async () => {
  await server.stop();
  fs.rmSync(restoreDir, { recursive: true, force: true });
});

/** Posts the contact form from `lanes` visitors at once until stopped; the e-mails answered 303. */
function postContacts(lanes: number) {
  const acknowledged: string[] = [];
  let stopped = false;
  const lane = async (lane: number) => {
    for (let i = 0; !stopped; i += 1) {
      const email = `copia-${lane}-${i}@example.com`;
      const response = await fetch(`${server.url}/contatti`, {
        method: "POST",
        redirect: "manual",
        headers: { "X-Forwarded-For": `2001:db8:bac::${lane.toString(16)}:${i.toString(16)}` },
        body: new URLSearchParams({
          nome: "Carla",
          cognome: "Verdi",
          email,
          servizio: "social-media",
          messaggio: "Richiesta inviata mentre si copia il database.",
          privacy_accepted: "on",
        }),
      });
      await response.arrayBuffer();
      if (response.status === 303) acknowledged.push(email);
    }
  };
  const running = Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

test(
  "a backup taken while visitors post holds every submission acknowledged before it began, and restores",
  serverAnswer,
  async () => {
    const posts = postContacts(4);
    await expect.poll(() => posts.acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(50);

    const before = [...posts.acknowledged];
    const backup = await runAgency(server.dataDir, "backup");
    const duringBackup = posts.acknowledged.length - before.length;
    await expect
      .poll(() => posts.acknowledged.length, { timeout: 10_000 })
      .toBeGreaterThan(before.length + duringBackup + 20);
    await posts.stop();
    expect(backup.code, backup.output).toBe(0);
    const file = /Backup del database: (\S+)/.exec(backup.output)?.[1] ?? "";

    // The site holds the database: a restore onto it is refused and changes nothing.
    const refused = await runAgency(server.dataDir, "restore", file);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Il server è in esecuzione");
    const live = new Set(
      queryDb<{ email: string }>(server.dataDir, "select email from contact_submissions").map(
        (row) => row.email,
      ),
    );
    expect(posts.acknowledged.filter((email) => !live.has(email))).toEqual([]);

    const restored = await runAgency(restoreDir, "restore", file);
    expect(restored.code, restored.output).toBe(0);
    const contacts = queryDb<{ email: string; acknowledgements: number }>(
      restoreDir,
      "select c.email, (select count(*) from email_outbox o where o.recipient = c.email) as acknowledgements from contact_submissions c",
    );
    const inBackup = new Set(contacts.map((row) => row.email));
    expect(before.filter((email) => !inBackup.has(email))).toEqual([]);
    // A snapshot: each submission in it came with its e-mails, and none arrived after it.
    expect(contacts.filter((row) => row.acknowledgements !== 1)).toEqual([]);
    expect(contacts.length).toBeLessThan(posts.acknowledged.length);
    expect(queryDb(restoreDir, "pragma integrity_check")).toEqual([{ integrity_check: "ok" }]);
  },
);
