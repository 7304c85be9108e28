import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as z from "zod";
import { site } from "~/utils/site";
import { singleton } from "~/utils/singleton.server";
import { driverRefusal, installedDriverVersion } from "~/utils/sqlite-driver.server";

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const port = z.coerce
  .number({ error: "deve essere un numero di porta" })
  .int("deve essere un numero intero")
  .min(1, "deve essere tra 1 e 65535")
  .max(65535, "deve essere tra 1 e 65535");

/** A duration in milliseconds, whole, between `min` and `max`; `fallback` when unset. */
function milliseconds(min: number, max: number, fallback: number) {
  const range = `deve essere tra ${min} e ${max} millisecondi`;
  return z.coerce
    .number({ error: "deve essere un numero di millisecondi" })
    .int("deve essere un numero intero di millisecondi")
    .min(min, range)
    .max(max, range)
    .default(fallback);
}

const httpOrigin = z
  .url({
    protocol: /^https?$/,
    error: "deve essere un URL http o https, ad esempio https://www.example.it",
  })
  .transform((value) => new URL(value).origin);

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_PATH: z.string().trim().min(1).default("./data/app.db"),
  SITE_URL: httpOrigin.default("http://localhost:3000"),
  SITE_NAME: z.string().trim().min(1).max(80).default(site.defaultName),
  SESSION_SECRET: z.string().min(32, "deve avere almeno 32 caratteri").optional(),
  RESEND_API_KEY: optional,
  RESEND_BASE_URL: optional.pipe(httpOrigin.optional()),
  RESEND_AUDIENCE_ID: optional,
  // The signing secret (`whsec_…`) of the Resend webhook that reports bounces and complaints;
  // unset, `/api/resend/webhook` answers 404.
  RESEND_WEBHOOK_SECRET: optional,
  // Calls a second to Resend for the whole account, campaigns and the site's own mail
  // together: Resend's default is 2.
  RESEND_RATE_LIMIT: z.coerce
    .number({ error: "deve essere un numero di chiamate al secondo" })
    .int("deve essere un numero intero")
    .min(1, "deve essere almeno 1")
    .max(1000, "non può superare 1000")
    .default(2),
  MAIL_DIR: optional,
  UPLOADS_DIR: optional,
  EMAIL_FROM: z.email({ error: "deve essere un indirizzo e-mail" }).default(site.emailFrom),
  NOTIFY_EMAIL: z.email({ error: "deve essere un indirizzo e-mail" }).default(site.email),
  TRUST_PROXY: z.coerce
    .number({ error: "deve essere il numero di proxy fidati (0 se nessuno)" })
    .int("deve essere un numero intero")
    .min(0, "non può essere negativo")
    .default(0),
  IMAGE_API_URL: optional.pipe(z.url({ error: "deve essere un URL" }).optional()),
  IMAGE_API_KEY: optional,
  // The whole exchange with the image API, answer and download together; past it, a placeholder.
  IMAGE_API_TIMEOUT_MS: milliseconds(100, 600_000, 30_000),
  // An OpenAI-compatible chat-completions endpoint, e.g. https://api.openai.com/v1/chat/completions.
  AI_API_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: "deve essere un URL http o https" }).optional(),
  ),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  // `1` lets the sync webhook and the leads' webhook reach loopback and private addresses
  // (tests, intranet automations and CRMs).
  SYNC_ALLOW_PRIVATE: z.enum(["0", "1"], { error: "deve essere 0 oppure 1" }).default("0"),
  // `off` when cron runs `agency retention anonymize` and `agency retention purge` instead.
  RETENTION_SCHEDULE: z
    .enum(["daily", "off"], { error: "deve essere daily oppure off" })
    .default("daily"),
  // `off` when cron runs `agency backup` instead.
  BACKUP_SCHEDULE: z
    .enum(["daily", "off"], { error: "deve essere daily oppure off" })
    .default("daily"),
  // `off` renders every public page for every request (to compare, or behind a caching proxy).
  PAGE_CACHE: z.enum(["on", "off"], { error: "deve essere on oppure off" }).default("on"),
  // `off` counts no page view (docs/decisions/0227-server-side-analytics.md).
  ANALYTICS: z.enum(["on", "off"], { error: "deve essere on oppure off" }).default("on"),
  // Where the edge cache in front (Varnish with deploy/varnish.vcl, or a CDN's purge API) is
  // told which tags of pages to forget when an article changes; unset, nothing is sent.
  EDGE_PURGE_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: "deve essere un URL http o https" }).optional(),
  ),
  EDGE_PURGE_TOKEN: optional,
  // A purge is never waited for: past this, it is given up with one log line.
  EDGE_PURGE_TIMEOUT_MS: milliseconds(100, 30_000, 2_000),
  // `1` on an instance whose database is a replica of another's: it runs no background job
  // and applies no migration. Never inferred: a database that refuses writes is otherwise an
  // error.
  READ_ONLY_INSTANCE: z.enum(["0", "1"], { error: "deve essere 0 oppure 1" }).default("0"),
  // Below this free space in the data folder the site cannot be trusted to store a submission:
  // /healthz answers 503.
  MIN_FREE_SPACE_MB: z.coerce
    .number({ error: "deve essere un numero di megabyte" })
    .int("deve essere un numero intero di megabyte")
    .min(0, "non può essere negativo")
    .default(100),
  // The tests' settings (`testSettingsSchema` below), read from this JSON file; with
  // NODE_ENV=production only from a file that declares itself and lies in the system's
  // temporary folder (docs/decisions/0261-test-settings-in-one-file-production-refuses.md).
  TEST_SETTINGS_FILE: optional,
  // How often new uploads are copied to the replica's bucket (with LITESTREAM_REPLICA_URL):
  // an upload is at most this long, plus its transfer, behind the database.
  UPLOADS_SYNC_INTERVAL_MS: milliseconds(1_000, 3_600_000, 10_000),
});

/**
 * What the launcher (`server-build/start.js`), `deploy/litestream.yml` and `agency seed` read
 * besides the server, described there: declared here too, so one schema names every variable.
 */
const launcherSchema = z.object({
  LITESTREAM_REPLICA_URL: optional,
  LITESTREAM_ACCESS_KEY_ID: optional,
  LITESTREAM_SECRET_ACCESS_KEY: optional,
  LITESTREAM_ENDPOINT: optional,
  LITESTREAM_REGION: optional,
  LITESTREAM_FORCE_PATH_STYLE: optional,
  LITESTREAM_SYNC_INTERVAL: optional,
  LITESTREAM_BIN: optional,
  LITESTREAM_CONFIG: optional,
  // `1` lets a server whose replica is empty start a new site on an empty volume.
  NEW_SITE: z.enum(["0", "1"], { error: "deve essere 0 oppure 1" }).default("0"),
  SEED_ADMIN_EMAIL: optional,
  SEED_ADMIN_PASSWORD: optional,
});

const schema = serverSchema.extend(launcherSchema.shape);

/**
 * What only the tests change: waits they shorten and limits they shrink, which an operator has
 * no reason to touch. Read from the JSON file TEST_SETTINGS_FILE names, never from the
 * environment; a key left out keeps the value production runs with.
 */
const testSettingsSchema = z.strictObject(
  {
    // The file's own word that it serves the tests: without it no file is read.
    purpose: z.literal("test", {
      error: 'deve essere "test": il file dichiara così di servire soltanto ai test',
    }),
    // How often the instance holding the jobs lease looks for scheduled articles that are due:
    // an article appears at most this long after its time. Tests make it short.
    scheduleCheckMs: milliseconds(100, 60_000, 15_000),
    // How long /healthz reuses its findings: orchestrators and proxies may ask every second.
    healthCacheMs: milliseconds(0, 60_000, 5_000),
    // `true` gives the HTTP server the tests' small limits (server/http-server.ts), which a
    // test can fill and watch time out within seconds.
    smallHttpLimits: z.boolean({ error: "deve essere true oppure false" }).default(false),
    // The longest wait before a lead event's next attempt, and the lease of a claimed one
    // (decision 0276): the kill -9 drill's receiver is back within seconds.
    leadEventWaitCapMs: milliseconds(100, 86_400_000, 86_400_000),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `${issue.keys.length === 1 ? "chiave sconosciuta" : "chiavi sconosciute"}: ${issue.keys.join(", ")}`
        : 'deve essere un oggetto JSON, ad esempio {"purpose": "test"}',
  },
);

export type TestSettings = Omit<z.infer<typeof testSettingsSchema>, "purpose">;

/** What a test writes in the file: its purpose, and the settings it changes. */
export type TestSettingsFile = { purpose: "test" } & Partial<TestSettings>;

/** The values production runs with: those of a file that changes nothing. */
const { purpose: _, ...productionValues } = testSettingsSchema.parse({ purpose: "test" });

/** Variables that were settings and now belong to the tests' file, each with its key there. */
const movedToTestSettings: Record<string, keyof TestSettings> = {
  SCHEDULE_CHECK_MS: "scheduleCheckMs",
  HEALTH_CACHE_MS: "healthCacheMs",
  TEST_HTTP_LIMITS: "smallHttpLimits",
};

/** Every variable the server and its launcher read: deployment files are checked to set no other. */
export const configVariables = Object.keys(schema.shape);

/** The variables whose values `agency doctor` never prints. */
const secretVariables = new Set([
  "SESSION_SECRET",
  "RESEND_API_KEY",
  "RESEND_WEBHOOK_SECRET",
  "IMAGE_API_KEY",
  "AI_API_KEY",
  "EDGE_PURGE_TOKEN",
  "LITESTREAM_ACCESS_KEY_ID",
  "LITESTREAM_SECRET_ACCESS_KEY",
  "SEED_ADMIN_PASSWORD",
]);

export type Env = ReturnType<typeof resolve>;

export class ConfigError extends Error {
  constructor(
    public readonly problems: string[],
    heading = "Configurazione non valida:",
  ) {
    super(`${heading}\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * A read-only instance hears of no article change (the writer's events stay in the writer's
 * process), so a page cache of its own would serve old pages until restarted; and its copy of
 * the database must not be replicated over the writer's. Refused rather than half-working.
 */
function refuseWhatAReplicaCannotDo(env: z.infer<typeof schema>) {
  if (env.READ_ONLY_INSTANCE !== "1") return;
  const problems: string[] = [];
  if (env.PAGE_CACHE === "on")
    problems.push(
      "READ_ONLY_INSTANCE: un'istanza di sola lettura richiede PAGE_CACHE=off (le pagine le tiene la cache edge davanti, avvisata dall'istanza che scrive)",
    );
  if (env.LITESTREAM_REPLICA_URL)
    problems.push(
      "READ_ONLY_INSTANCE: un'istanza di sola lettura non replica il database: togli LITESTREAM_REPLICA_URL (replica soltanto l'istanza che scrive)",
    );
  if (problems.length > 0) throw new ConfigError(problems);
}

/**
 * A variable moved to the tests' file stops the start rather than being quietly ignored: a
 * deployment or a test that still sets it learns where it went.
 */
function refuseMovedVariables(source: Record<string, string | undefined>) {
  const problems = Object.entries(movedToTestSettings)
    .filter(([name]) => source[name] !== undefined && source[name] !== "")
    .map(
      ([name, key]) =>
        `${name}: non è più una variabile d'ambiente; serve soltanto ai test, che la danno come "${key}" nel file indicato da TEST_SETTINGS_FILE: togli la variabile`,
    );
  if (problems.length > 0) throw new ConfigError(problems);
}

/** Whether `file` lies inside `folder`, both read through their links. */
function isInside(file: string, folder: string) {
  const relative = path.relative(fs.realpathSync(folder), fs.realpathSync(file));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/**
 * The tests' settings from `file`. With NODE_ENV=production the file must lie in the system's
 * temporary folder, as the end-to-end tests' data folders do; a deployment keeps no such file
 * there, so a variable left set by mistake stops the start instead of shrinking its limits.
 * Every file must say `"purpose": "test"` and name only known keys.
 */
function readTestSettings(file: string, inProduction: boolean) {
  const refuse = (problem: string): never => {
    throw new ConfigError([`TEST_SETTINGS_FILE: ${problem}`]);
  };
  let text = "";
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    refuse(code === "ENOENT" ? `${file} non esiste` : `${file} non si legge (${code})`);
  }
  if (inProduction && !isInside(file, os.tmpdir()))
    refuse(
      `con NODE_ENV=production le impostazioni dei test si leggono soltanto da un file nella cartella temporanea del sistema (${os.tmpdir()}), e ${file} non vi si trova: in produzione togli la variabile`,
    );
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    refuse(`${file} non è JSON valido (${(error as Error).message})`);
  }
  const result = testSettingsSchema.safeParse(raw);
  if (!result.success)
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `TEST_SETTINGS_FILE: ${[file, ...issue.path].join(": ")}: ${issue.message}`,
      ),
    );
  const { purpose: _, ...settings } = result.data;
  const given = Object.keys(raw as object).filter((key) => key in productionValues);
  return { settings: settings as TestSettings, given };
}

/** `source` read by `shape`, an empty variable taken as unset, as most deployment tools do. */
function parsed<Shape extends z.ZodObject>(
  shape: Shape,
  source: Record<string, string | undefined>,
) {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = shape.safeParse(raw);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  return result.data as z.infer<Shape>;
}

/**
 * What the launcher needs before the server runs, read without the server's checks of the data
 * folder: the replica, the database's path and the uploads' folder.
 */
export function launcherSettings(source: Record<string, string | undefined> = process.env) {
  return parsed(
    launcherSchema.extend({
      DATABASE_PATH: serverSchema.shape.DATABASE_PATH,
      UPLOADS_DIR: serverSchema.shape.UPLOADS_DIR,
    }),
    source,
  );
}

function resolve(source: Record<string, string | undefined>) {
  refuseMovedVariables(source);
  const env = parsed(schema, source);
  refuseWhatAReplicaCannotDo(env);
  const testSettingsFile = env.TEST_SETTINGS_FILE && path.resolve(env.TEST_SETTINGS_FILE);
  const tests = testSettingsFile
    ? readTestSettings(testSettingsFile, env.NODE_ENV === "production")
    : { settings: productionValues, given: [] };
  const databasePath = path.resolve(env.DATABASE_PATH);
  // Mail and uploads sit beside the database unless told otherwise, so one folder
  // (one Docker volume, one temporary test folder) holds all the state.
  const dataDir = path.dirname(databasePath);
  ensureWritableData(dataDir, { databaseToo: env.READ_ONLY_INSTANCE === "0" });
  return {
    ...env,
    DATABASE_PATH: databasePath,
    DATA_DIR: dataDir,
    MAIL_DIR: path.resolve(env.MAIL_DIR ?? path.join(dataDir, "mail")),
    UPLOADS_DIR: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    SESSION_SECRET: env.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    TEST_SETTINGS_FILE: testSettingsFile,
    /** Production's values, but for what the tests' file changes. */
    testSettings: tests.settings,
    /** The keys the tests' file sets, for `agency doctor`. */
    testSettingsGiven: tests.given,
    isProduction: env.NODE_ENV === "production",
    isHttps: env.SITE_URL.startsWith("https:"),
  };
}

/** The files the server writes in its data folder; every folder there is checked too. */
const dataEntries = ["app.db", "app.db-wal", "app.db-shm", "session-secret", "mail", "uploads"];

/**
 * The data folder and what the server writes in it must take writes by this process's user. A
 * volume, bind mount or file owned by another user (a restore run as root on the host) would
 * otherwise fail later: with a bare EACCES, or with a database SQLite quietly opens read-only.
 * The message names each file, its owner, and the command that gives them back. A read-only
 * instance's database is another's replica: only its own folders need writes.
 */
function ensureWritableData(dataDir: string, { databaseToo }: { databaseToo: boolean }) {
  const refused: string[] = [];
  let reason = "";
  const check = (file: string) => {
    try {
      fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return;
      if (code !== "EACCES" && code !== "EPERM" && code !== "EROFS") throw error;
      reason ||= code;
      const owner = fs.statSync(file, { throwIfNoEntry: false });
      refused.push(owner ? `${file} (di ${owner.uid}:${owner.gid})` : file);
    }
  };
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EACCES" && code !== "EPERM" && code !== "EROFS") throw error;
    refused.push(dataDir);
    reason = code;
  }
  if (refused.length === 0) {
    check(dataDir);
    const folders = fs
      .readdirSync(dataDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const files = databaseToo
      ? dataEntries
      : dataEntries.filter((file) => !file.startsWith("app.db"));
    for (const entry of new Set([...files, ...folders])) check(path.join(dataDir, entry));
  }
  if (refused.length === 0) return;
  const uid = process.getuid?.() ?? "?";
  const gid = process.getgid?.() ?? "?";
  throw new ConfigError(
    [
      `non scrivibili (${reason}) dall'utente ${uid}, gruppo ${gid}, con cui gira il server: ${refused.join(", ")}.`,
      reason === "EROFS"
        ? "La cartella è su un file system di sola lettura: montala scrivibile."
        : `Dai la cartella e ciò che contiene a quell'utente, ad esempio sull'host: sudo chown -R ${uid}:${gid} <la cartella montata>`,
    ],
    "La cartella dei dati non è scrivibile:",
  );
}

function readOrCreateSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), {
      mode: 0o600,
      flag: "wx",
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

/**
 * Every variable as this process runs with it, for `agency doctor`: its value, or the default
 * taken, and only whether a secret is set, never its value. With a tests' file, each of its
 * settings follows, named after the variable.
 */
export function effectiveConfiguration(
  env: Env,
  source: Record<string, string | undefined> = process.env,
) {
  const variables = configVariables.map((name) => {
    const set = source[name] !== undefined && source[name] !== "";
    const value = shownValue(name, (env as Record<string, unknown>)[name], set);
    return { name, value, isDefault: !set };
  });
  if (!env.TEST_SETTINGS_FILE) return variables;
  const settings = Object.entries(env.testSettings).map(([key, value]) => ({
    name: `TEST_SETTINGS_FILE.${key}`,
    value: String(value),
    isDefault: !env.testSettingsGiven.includes(key),
  }));
  return [...variables, ...settings];
}

function shownValue(name: string, value: unknown, set: boolean) {
  if (secretVariables.has(name)) {
    if (set) return "impostata (nascosta)";
    if (name === "SESSION_SECRET") return "generata nella cartella dei dati (nascosta)";
    return "non impostata";
  }
  return value === undefined ? "non impostata" : withoutCredentials(String(value));
}

/** An address's user and password, if it carries them, hidden. */
function withoutCredentials(value: string) {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  if (!url.username && !url.password) return value;
  url.username = "nascosto";
  url.password = "";
  return url.href;
}

/** Parses the environment without caching: for start-up checks and tests. */
export function loadEnv(source: Record<string, string | undefined> = process.env) {
  return resolve(source);
}

/**
 * Refuses a Node and a better-sqlite3 that would end the process in native code: under load, or
 * at the first connection. Checked with the configuration, before anything opens the database,
 * so that the server and `agency` stop at start with the reason and the fix rather than crash
 * later, or with no message at all.
 */
export function refuseAnAbortingDriver(
  nodeVersion = process.versions.node,
  driverVersion = installedDriverVersion(),
) {
  const problems = driverRefusal(nodeVersion, driverVersion);
  if (problems.length > 0)
    throw new ConfigError(problems, "Il driver del database non va con questa versione di Node:");
}

/**
 * Whether this process runs in production, read without the other checks: the logger needs it
 * before the configuration is read, to log why a configuration is refused.
 */
export function runsInProduction(source: Record<string, string | undefined> = process.env) {
  const mode = serverSchema.shape.NODE_ENV.safeParse(source.NODE_ENV);
  return !mode.success || mode.data === "production";
}

/** The validated configuration of this process, read once. */
export function getEnv() {
  return singleton("env", () => {
    refuseAnAbortingDriver();
    return resolve(process.env);
  });
}
