import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serverAnswer } from "./fixtures";
import { runAgencyAs } from "../support/agency";
import { exitOf, freePort, launchServer, startServer } from "../support/server";

// The image runs the server as this user. Root, which runs the tests, ignores file
// permissions, so only a server run as another user meets a file it may not write.
const appUser = 10001;

// No page is opened: the server and the command line are checked as an operator meets them.

/** A data folder with a migrated database and a session secret, as a first start leaves it. */
async function startedDataFolder() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-owner-"));
  const server = await startServer({}, { dataDir });
  await server.stop();
  // Its log would already hold what the tests look for in their own servers' logs.
  fs.rmSync(server.logFile);
  return dataDir;
}

/** A copy of `template`, all given to `appUser`. */
function dataFolderOfAppUser(template: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-owner-"));
  fs.cpSync(template, dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  for (const entry of fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" })) {
    fs.chownSync(path.join(dataDir, entry), appUser, appUser);
  }
  fs.chownSync(dataDir, appUser, appUser);
  return dataDir;
}

/** The server as `appUser` until it exits by itself: its exit code and what it printed. */
async function failedStart(dataDir: string) {
  const logFile = path.join(os.tmpdir(), `agency-owner-${process.pid}-${Date.now()}.log`);
  const log = fs.openSync(logFile, "w");
  const child = launchServer({ dataDir, port: await freePort(), log, asUser: appUser });
  const code = await exitOf(child);
  fs.closeSync(log);
  const output = fs.readFileSync(logFile, "utf8");
  fs.rmSync(logFile);
  return { code, output };
}

test.describe("data owned by another user", () => {
  test.skip(process.getuid?.() !== 0, "serve root per avviare il server come un altro utente");
  // Each test changes its folder's owners or starts a server on it, so each gets a copy; one
  // start makes what they copy, instead of a server started and stopped before each test.
  let template = "";
  let dataDir = "";
  test.beforeAll(async () => {
    template = await startedDataFolder();
  });
  test.afterAll(() => {
    if (template) fs.rmSync(template, { recursive: true, force: true });
  });
  test.beforeEach(() => {
    dataDir = dataFolderOfAppUser(template);
  });
  test.afterEach(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    dataDir = "";
  });

  test(
    "a database owned by root stops the server at start, naming the file and the chown to run",
    serverAnswer,
    async () => {
      fs.chownSync(path.join(dataDir, "app.db"), 0, 0);
      const { code, output } = await failedStart(dataDir);
      expect(code).toBe(1);
      expect(output).toContain("La cartella dei dati non è scrivibile:");
      expect(output).toContain(`${path.join(dataDir, "app.db")} (di 0:0)`);
      expect(output).toContain(`sudo chown -R ${appUser}:${appUser} <la cartella montata>`);
      expect(output).not.toContain("Un'altra istanza");
      expect(output).not.toMatch(/^\s+at /m);
    },
  );

  test(
    "a session secret owned by root stops the server with the same message, not a stack trace",
    serverAnswer,
    async () => {
      fs.chownSync(path.join(dataDir, "session-secret"), 0, 0);
      const { code, output } = await failedStart(dataDir);
      expect(code).toBe(1);
      expect(output).toContain(`${path.join(dataDir, "session-secret")} (di 0:0)`);
      expect(output).not.toContain("EACCES: permission denied");
      expect(output).not.toMatch(/^\s+at /m);
    },
  );

  test(
    "agency check run as the site's user exits non-zero on a database it cannot write",
    serverAnswer,
    async () => {
      fs.chownSync(path.join(dataDir, "app.db"), 0, 0);
      const { code, output } = await runAgencyAs(appUser, dataDir, "check");
      expect(code).not.toBe(0);
      expect(output).toContain(`${path.join(dataDir, "app.db")} (di 0:0)`);
    },
  );

  test(
    "with everything its own, the server starts as the site's user and is healthy",
    serverAnswer,
    async () => {
      const server = await startServer({}, { dataDir, asUser: appUser });
      try {
        const response = await fetch(`${server.url}/healthz`);
        expect(response.status).toBe(200);
        expect(await response.text()).toMatch(/^ok\nok database: scrivibile\n/);
        await expect
          .poll(() => fs.readFileSync(server.logFile, "utf8"))
          .toContain("Questa istanza esegue i lavori in background");
      } finally {
        await server.stop();
      }
      const { code, output } = await runAgencyAs(appUser, dataDir, "check");
      expect(output).toContain("Database:");
      expect(code).toBe(0);
    },
  );

  test(
    "READ_ONLY_INSTANCE=1 serves a database it cannot write, runs no job and says so",
    serverAnswer,
    async () => {
      fs.chownSync(path.join(dataDir, "app.db"), 0, 0);
      const server = await startServer(
        { READ_ONLY_INSTANCE: "1", PAGE_CACHE: "off" },
        { dataDir, asUser: appUser },
      );
      try {
        expect((await fetch(`${server.url}/chi-siamo`)).status).toBe(200);
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
        const body = await health.text();
        expect(body).toContain("ok database: di sola lettura per scelta");
        expect(body).toContain(
          "lavori in background: non in questa istanza (READ_ONLY_INSTANCE=1)",
        );
        await expect
          .poll(() => fs.readFileSync(server.logFile, "utf8"))
          .toContain("Istanza di sola lettura (READ_ONLY_INSTANCE=1)");
      } finally {
        await server.stop();
      }
      expect(fs.readFileSync(server.logFile, "utf8")).not.toContain("SQLITE_READONLY");
    },
  );
});

test(
  "a database file moved away under the running server turns /healthz to 503, saying so",
  serverAnswer,
  async () => {
    const server = await startServer({}, { testSettings: { healthCacheMs: 0 } });
    const file = path.join(server.dataDir, "app.db");
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      fs.renameSync(file, `${file}.spostato`);
      const moved = await fetch(`${server.url}/healthz`);
      expect(moved.status).toBe(503);
      expect(await moved.text()).toMatch(/^non disponibile: database .*app\.db non esiste più\n/);
      fs.renameSync(`${file}.spostato`, file);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  },
);
