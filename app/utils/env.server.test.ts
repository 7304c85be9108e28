import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  ConfigError,
  configVariables,
  effectiveConfiguration,
  launcherSettings,
  loadEnv,
  refuseAnAbortingDriver,
} from "~/utils/env.server";

const made: string[] = [];

/** A folder of this file's own, removed once its tests are done. */
function tempDir(prefix = "agency-env-") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function problemsOf(source: Record<string, string>) {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("expected a configuration error");
}

describe("configuration", () => {
  test("works with nothing set: port 3000, data beside the database", () => {
    const dir = tempDir();
    const env = loadEnv({ DATABASE_PATH: path.join(dir, "app.db") });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.MAIL_DIR).toBe(path.join(dir, "mail"));
    expect(env.UPLOADS_DIR).toBe(path.join(dir, "uploads"));
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.IMAGE_API_TIMEOUT_MS).toBe(30_000);
    expect(env.isHttps).toBe(false);
    expect(env.RESEND_API_KEY).toBeUndefined();
  });

  test("the default database lives in ./data", () => {
    const env = loadEnv({ SESSION_SECRET: "x".repeat(32) });
    expect(env.DATABASE_PATH).toBe(path.resolve("data/app.db"));
  });

  test("a port that is not a number names PORT", () => {
    expect(problemsOf({ PORT: "abc", SESSION_SECRET: "x".repeat(32) })).toMatch(/PORT: /);
  });

  test("a site URL that is not a URL names SITE_URL", () => {
    expect(problemsOf({ SITE_URL: "non-un-url", SESSION_SECRET: "x".repeat(32) })).toMatch(
      /SITE_URL: /,
    );
  });

  test("every wrong variable is reported at once", () => {
    const message = problemsOf({
      PORT: "99999",
      TRUST_PROXY: "-1",
      NOTIFY_EMAIL: "nope",
      SESSION_SECRET: "x".repeat(32),
    });
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/TRUST_PROXY: /);
    expect(message).toMatch(/NOTIFY_EMAIL: /);
  });

  test("the image API's time limit is a whole number of milliseconds, within bounds", () => {
    const secret = "x".repeat(32);
    expect(
      loadEnv({ IMAGE_API_TIMEOUT_MS: "2000", SESSION_SECRET: secret }).IMAGE_API_TIMEOUT_MS,
    ).toBe(2000);
    for (const wrong of ["trenta", "1.5", "0", "50", "600001"]) {
      expect(problemsOf({ IMAGE_API_TIMEOUT_MS: wrong, SESSION_SECRET: secret }), wrong).toMatch(
        /IMAGE_API_TIMEOUT_MS: /,
      );
    }
  });

  test("every duration says its variable and its range in one way", () => {
    const secret = "x".repeat(32);
    expect(problemsOf({ EDGE_PURGE_TIMEOUT_MS: "99", SESSION_SECRET: secret })).toContain(
      "EDGE_PURGE_TIMEOUT_MS: deve essere tra 100 e 30000 millisecondi",
    );
    expect(problemsOf({ IMAGE_API_TIMEOUT_MS: "0.5", SESSION_SECRET: secret })).toContain(
      "IMAGE_API_TIMEOUT_MS: deve essere un numero intero di millisecondi",
    );
    expect(problemsOf({ UPLOADS_SYNC_INTERVAL_MS: "mai", SESSION_SECRET: secret })).toContain(
      "UPLOADS_SYNC_INTERVAL_MS: deve essere un numero di millisecondi",
    );
  });

  test("the launcher's variables are in the same schema, read without touching the data folder", () => {
    const missing = path.join(tempDir(), "non-ancora", "app.db");
    const settings = launcherSettings({
      DATABASE_PATH: missing,
      LITESTREAM_REPLICA_URL: " s3://secchio/sito ",
      LITESTREAM_BIN: "",
    });
    expect(settings).toMatchObject({
      DATABASE_PATH: missing,
      LITESTREAM_REPLICA_URL: "s3://secchio/sito",
      NEW_SITE: "0",
    });
    expect(settings.LITESTREAM_BIN).toBeUndefined();
    expect(fs.existsSync(path.dirname(missing))).toBe(false);
    expect(() => launcherSettings({ NEW_SITE: "sì" })).toThrow(/NEW_SITE: deve essere 0 oppure 1/);
    expect(configVariables).toEqual(expect.arrayContaining(["LITESTREAM_REPLICA_URL", "NEW_SITE"]));
  });

  test("the effective configuration names every variable, its default, and never a secret", () => {
    const dir = tempDir();
    const source = {
      DATABASE_PATH: path.join(dir, "app.db"),
      SESSION_SECRET: "s".repeat(40),
      RESEND_API_KEY: "re_segretissima",
      EDGE_PURGE_URL: "https://utente:parola@edge.example.it/purge",
      LITESTREAM_SECRET_ACCESS_KEY: "chiave-segreta",
    };
    const listed = effectiveConfiguration(loadEnv(source), source);
    expect(listed.map(({ name }) => name)).toEqual(configVariables);
    const valueOf = (name: string) => listed.find((entry) => entry.name === name);
    expect(valueOf("DATABASE_PATH")).toEqual({
      name: "DATABASE_PATH",
      value: path.join(dir, "app.db"),
      isDefault: false,
    });
    expect(valueOf("PORT")).toEqual({ name: "PORT", value: "3000", isDefault: true });
    expect(valueOf("SESSION_SECRET")?.value).toBe("impostata (nascosta)");
    expect(valueOf("RESEND_API_KEY")?.value).toBe("impostata (nascosta)");
    expect(valueOf("IMAGE_API_KEY")?.value).toBe("non impostata");
    expect(valueOf("EDGE_PURGE_URL")?.value).toBe("https://nascosto@edge.example.it/purge");
    expect(JSON.stringify(listed)).not.toMatch(/segret|parola|sssss/);
  });

  test("the edge purge is off unless given an http(s) URL, with a short time limit", () => {
    const secret = "x".repeat(32);
    const off = loadEnv({ SESSION_SECRET: secret });
    expect(off.EDGE_PURGE_URL).toBeUndefined();
    expect(off.EDGE_PURGE_TIMEOUT_MS).toBe(2_000);
    expect(
      loadEnv({ EDGE_PURGE_URL: "http://127.0.0.1:6082/", SESSION_SECRET: secret }).EDGE_PURGE_URL,
    ).toBe("http://127.0.0.1:6082/");
    expect(problemsOf({ EDGE_PURGE_URL: "ftp://cdn.example", SESSION_SECRET: secret })).toMatch(
      /EDGE_PURGE_URL: deve essere un URL http o https/,
    );
    for (const wrong of ["due", "99", "30001"]) {
      expect(problemsOf({ EDGE_PURGE_TIMEOUT_MS: wrong, SESSION_SECRET: secret }), wrong).toMatch(
        /EDGE_PURGE_TIMEOUT_MS: /,
      );
    }
  });

  test("an https site URL turns on secure cookies and keeps only the origin", () => {
    const env = loadEnv({ SITE_URL: "https://www.example.it/", SESSION_SECRET: "x".repeat(32) });
    expect(env.SITE_URL).toBe("https://www.example.it");
    expect(env.isHttps).toBe(true);
  });

  test("without SESSION_SECRET a secret is generated once, private to the owner", () => {
    const dir = tempDir();
    const first = loadEnv({ DATABASE_PATH: path.join(dir, "app.db") });
    const second = loadEnv({ DATABASE_PATH: path.join(dir, "app.db") });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(fs.statSync(path.join(dir, "session-secret")).mode & 0o777).toBe(0o600);
  });

  test("an empty variable counts as unset", () => {
    const dir = tempDir();
    const env = loadEnv({ DATABASE_PATH: path.join(dir, "app.db"), PORT: "", RESEND_API_KEY: "" });
    expect(env.PORT).toBe(3000);
    expect(env.RESEND_API_KEY).toBeUndefined();
  });
});

describe("a read-only instance", () => {
  test("refuses its own page cache and replication, which it could not keep right", () => {
    const DATABASE_PATH = path.join(tempDir(), "app.db");
    const problems = problemsOf({
      DATABASE_PATH,
      READ_ONLY_INSTANCE: "1",
      LITESTREAM_REPLICA_URL: "s3://secchio/sito",
    });
    expect(problems).toContain(
      "READ_ONLY_INSTANCE: un'istanza di sola lettura richiede PAGE_CACHE=off",
    );
    expect(problems).toContain("togli LITESTREAM_REPLICA_URL");
    expect(
      loadEnv({ DATABASE_PATH, READ_ONLY_INSTANCE: "1", PAGE_CACHE: "off" }).READ_ONLY_INSTANCE,
    ).toBe("1");
  });
});

test("a driver this Node cannot run is a configuration error, reported by the server and agency", () => {
  expect(() => refuseAnAbortingDriver("24.21.0", "12.11.1")).toThrow(ConfigError);
  expect(() => refuseAnAbortingDriver("24.21.0", "12.11.1")).toThrow(
    /^Il driver del database non va con questa versione di Node:\n {2}- better-sqlite3 12\.11\.1 su Node 24\.21\.0: .*\n {2}- Reinstalla le dipendenze del progetto, che usa better-sqlite3 13: npm ci\.$/,
  );
  expect(() => refuseAnAbortingDriver("20.20.2", "13.2.0")).toThrow(
    /^Il driver del database non va con questa versione di Node:\n {2}- better-sqlite3 13\.2\.0 su Node 20\.20\.2: questo driver richiede Node 22 .*\n {2}- Avvia con npm \(npm start, npm run agency -- <comando>\)/,
  );
  expect(() => refuseAnAbortingDriver("24.21.0", "13.2.0")).not.toThrow();
  expect(() => refuseAnAbortingDriver("22.16.0", "13.2.0")).not.toThrow();
});

describe("the tests' settings file", () => {
  const secret = "x".repeat(32);

  /** A data folder, and in it `test-settings.json` holding `content` (JSON unless a string). */
  function settingsFile(content: unknown, dir = tempDir()) {
    const file = path.join(dir, "test-settings.json");
    fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
    return { file, DATABASE_PATH: path.join(dir, "app.db") };
  }

  test("without one, every setting has production's value", () => {
    const env = loadEnv({ SESSION_SECRET: secret, NODE_ENV: "test" });
    expect(env.TEST_SETTINGS_FILE).toBeUndefined();
    expect(env.testSettings).toEqual({
      scheduleCheckMs: 15_000,
      healthCacheMs: 5_000,
      smallHttpLimits: false,
      leadEventWaitCapMs: 86_400_000,
    });
  });

  test("in test, the file's settings replace those it names", () => {
    const { file, DATABASE_PATH } = settingsFile({ purpose: "test", scheduleCheckMs: 500 });
    const env = loadEnv({ DATABASE_PATH, NODE_ENV: "test", TEST_SETTINGS_FILE: file });
    expect(env.TEST_SETTINGS_FILE).toBe(file);
    expect(env.testSettings).toEqual({
      scheduleCheckMs: 500,
      healthCacheMs: 5_000,
      smallHttpLimits: false,
      leadEventWaitCapMs: 86_400_000,
    });
  });

  test("in production, a file in the system's temporary folder that says it is a test's is read", () => {
    const { file, DATABASE_PATH } = settingsFile({ purpose: "test", smallHttpLimits: true });
    const env = loadEnv({ DATABASE_PATH, NODE_ENV: "production", TEST_SETTINGS_FILE: file });
    expect(env.isProduction).toBe(true);
    expect(env.testSettings.smallHttpLimits).toBe(true);
  });

  test("in production, a file outside the system's temporary folder stops the start", () => {
    // The temporary folder is one of this test's own (os.tmpdir() reads TMPDIR), so the file,
    // in a sibling, lies outside it wherever the checkout is.
    const temporary = tempDir("agency-tmp-");
    const dir = tempDir("agency-elsewhere-");
    const previousTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = temporary;
    try {
      const { file, DATABASE_PATH } = settingsFile({ purpose: "test", healthCacheMs: 0 }, dir);
      const problems = problemsOf({
        DATABASE_PATH,
        NODE_ENV: "production",
        TEST_SETTINGS_FILE: file,
      });
      expect(problems).toContain(
        `TEST_SETTINGS_FILE: con NODE_ENV=production le impostazioni dei test si leggono soltanto da un file nella cartella temporanea del sistema (${os.tmpdir()}), e ${file} non vi si trova: in produzione togli la variabile`,
      );
      // Unset, NODE_ENV is production too; in development the same file is read.
      expect(problemsOf({ DATABASE_PATH, TEST_SETTINGS_FILE: file })).toContain(
        "TEST_SETTINGS_FILE: con NODE_ENV=production",
      );
      expect(
        loadEnv({ DATABASE_PATH, NODE_ENV: "development", TEST_SETTINGS_FILE: file }).testSettings
          .healthCacheMs,
      ).toBe(0);
    } finally {
      if (previousTmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmpdir;
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(temporary, { recursive: true, force: true });
    }
  });

  test("a file that does not say it is a test's is refused everywhere", () => {
    const { file, DATABASE_PATH } = settingsFile({ scheduleCheckMs: 500 });
    for (const NODE_ENV of ["test", "production"])
      expect(problemsOf({ DATABASE_PATH, NODE_ENV, TEST_SETTINGS_FILE: file })).toContain(
        `TEST_SETTINGS_FILE: ${file}: purpose: deve essere "test": il file dichiara così di servire soltanto ai test`,
      );
  });

  test("bad JSON, an unknown key, a wrong value or a missing file is named in Italian", () => {
    const bad = settingsFile("{ purpose: test");
    expect(problemsOf({ ...bad, NODE_ENV: "test", TEST_SETTINGS_FILE: bad.file })).toMatch(
      new RegExp(`TEST_SETTINGS_FILE: ${bad.file} non è JSON valido \\(`),
    );
    const unknown = settingsFile({ purpose: "test", SCHEDULE_CHECK_MS: 500, httpLimits: 1 });
    expect(
      problemsOf({ ...unknown, NODE_ENV: "test", TEST_SETTINGS_FILE: unknown.file }),
    ).toContain(
      `TEST_SETTINGS_FILE: ${unknown.file}: chiavi sconosciute: SCHEDULE_CHECK_MS, httpLimits`,
    );
    const wrong = settingsFile({ purpose: "test", scheduleCheckMs: 50, smallHttpLimits: "sì" });
    const problems = problemsOf({ ...wrong, NODE_ENV: "test", TEST_SETTINGS_FILE: wrong.file });
    expect(problems).toContain(
      `TEST_SETTINGS_FILE: ${wrong.file}: scheduleCheckMs: deve essere tra 100 e 60000 millisecondi`,
    );
    expect(problems).toContain(
      `TEST_SETTINGS_FILE: ${wrong.file}: smallHttpLimits: deve essere true oppure false`,
    );
    const list = settingsFile([]);
    expect(problemsOf({ ...list, NODE_ENV: "test", TEST_SETTINGS_FILE: list.file })).toContain(
      `TEST_SETTINGS_FILE: ${list.file}: deve essere un oggetto JSON, ad esempio {"purpose": "test"}`,
    );
    const missing = path.join(tempDir(), "nessuno.json");
    expect(
      problemsOf({ NODE_ENV: "test", SESSION_SECRET: secret, TEST_SETTINGS_FILE: missing }),
    ).toContain(`TEST_SETTINGS_FILE: ${missing} non esiste`);
  });

  test("a variable moved to the file stops the start, saying where it went", () => {
    const problems = problemsOf({
      SESSION_SECRET: secret,
      SCHEDULE_CHECK_MS: "500",
      TEST_HTTP_LIMITS: "1",
    });
    expect(problems).toContain(
      `SCHEDULE_CHECK_MS: non è più una variabile d'ambiente; serve soltanto ai test, che la danno come "scheduleCheckMs" nel file indicato da TEST_SETTINGS_FILE: togli la variabile`,
    );
    expect(problems).toContain("TEST_HTTP_LIMITS: non è più una variabile d'ambiente");
    expect(configVariables).not.toContain("HEALTH_CACHE_MS");
    expect(
      loadEnv({ SESSION_SECRET: secret, HEALTH_CACHE_MS: "" }).testSettings.healthCacheMs,
    ).toBe(5_000);
  });

  test("the effective configuration shows the file and each of its settings", () => {
    const { file, DATABASE_PATH } = settingsFile({ purpose: "test", healthCacheMs: 0 });
    const source = { DATABASE_PATH, NODE_ENV: "test", TEST_SETTINGS_FILE: file };
    const listed = effectiveConfiguration(loadEnv(source), source);
    expect(listed.slice(0, configVariables.length).map(({ name }) => name)).toEqual(
      configVariables,
    );
    expect(listed).toContainEqual({ name: "TEST_SETTINGS_FILE", value: file, isDefault: false });
    expect(listed.slice(configVariables.length)).toEqual([
      { name: "TEST_SETTINGS_FILE.scheduleCheckMs", value: "15000", isDefault: true },
      { name: "TEST_SETTINGS_FILE.healthCacheMs", value: "0", isDefault: false },
      { name: "TEST_SETTINGS_FILE.smallHttpLimits", value: "false", isDefault: true },
      { name: "TEST_SETTINGS_FILE.leadEventWaitCapMs", value: "86400000", isDefault: true },
    ]);
    const without = { DATABASE_PATH, NODE_ENV: "test" };
    expect(effectiveConfiguration(loadEnv(without), without).map(({ name }) => name)).toEqual(
      configVariables,
    );
  });
});
