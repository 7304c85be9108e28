import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestSettingsFile } from "../../app/utils/env.server";

export type RunningServer = {
  url: string;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  stop: () => Promise<number | null>;
};

/**
 * The heap sizes the image and `npm start` give the server (package.json's
 * config.serverNodeOptions, decision 0263): tests and benches run it as it runs in production.
 */
export const serverNodeOptions = (
  JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    config: { serverNodeOptions: string };
  }
).config.serverNodeOptions;

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function exitOf(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

/**
 * `node` with `args`, run as the user and group `uid` when given: the image runs the server as
 * an unprivileged user, and the tests' root ignores file permissions.
 */
export function asUser(uid: number | undefined, args: string[]): [string, string[]] {
  if (uid === undefined) return [process.execPath, args];
  return [
    "setpriv",
    [`--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", process.execPath, ...args],
  ];
}

/**
 * Runs the production build on `port` with its data in `dataDir`, its output appended to `log`.
 * Its `SITE_URL` names the loopback address, or `siteHost` (WebAuthn refuses IP addresses: a
 * passkey needs `localhost`).
 */
export function launchServer(options: {
  dataDir: string;
  port: number;
  log: number;
  env?: Record<string, string>;
  asUser?: number;
  siteHost?: string;
}) {
  const url = `http://${options.siteHost ?? "127.0.0.1"}:${options.port}`;
  const [command, args] = asUser(options.asUser, ["server-build/index.js"]);
  return spawn(command, args, {
    env: {
      PATH: process.env.PATH,
      // The server reads a tests' settings file only inside the temporary folder it knows.
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      NODE_ENV: "production",
      NODE_OPTIONS: serverNodeOptions,
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATABASE_PATH: path.join(options.dataDir, "app.db"),
      SITE_URL: url,
      ...options.env,
    },
    stdio: ["ignore", options.log, options.log],
  });
}

const readLog = (logFile: string) =>
  fs.statSync(logFile).isFile() ? fs.readFileSync(logFile, "utf8") : `(uscita in ${logFile})`;

/**
 * Writes the tests' `settings` in `dataDir` as the server reads them, and returns the
 * variable that names the file. The server is a process of its own: this file is how a test
 * shortens its waits or shrinks its limits.
 */
function testSettingsVariable(dataDir: string, settings: Omit<TestSettingsFile, "purpose">) {
  const file = path.join(dataDir, "test-settings.json");
  const content: TestSettingsFile = { purpose: "test", ...settings };
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o644 });
  return { TEST_SETTINGS_FILE: file };
}

/**
 * Starts the production build (`server-build/index.js`) on a free loopback port and waits
 * until /healthz answers. Its data folder is its own, removed when it stops, unless
 * `dataDir` names one the caller keeps (to start a server again on the same data). Its
 * output goes to `server.log` there, or to `logFile`. `testSettings` (shorter waits, smaller
 * limits) are written to `test-settings.json` in the data folder.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    logFile?: string;
    asUser?: number;
    siteHost?: string;
    testSettings?: Omit<TestSettingsFile, "purpose">;
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-"));
  const variables = options.testSettings
    ? { ...env, ...testSettingsVariable(dataDir, options.testSettings) }
    : env;
  const port = await freePort();
  const loopback = `http://127.0.0.1:${port}`;
  const url = `http://${options.siteHost ?? "127.0.0.1"}:${port}`;
  const logFile = options.logFile ?? path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = launchServer({
    dataDir,
    port,
    log,
    env: variables,
    asUser: options.asUser,
    siteHost: options.siteHost,
  });
  const exited = exitOf(child);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const early = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r("running"), 100)),
    ]);
    if (early !== "running") {
      throw new Error(`Il server è terminato con codice ${early}:\n${readLog(logFile)}`);
    }
    const healthy = await fetch(`${loopback}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      // Not left behind: a server that missed its start still holds its port and its data.
      child.kill();
      await exited;
      fs.closeSync(log);
      const output = readLog(logFile);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Il server non risponde su ${loopback}:\n${output}`);
    }
  }
  return {
    url,
    dataDir,
    logFile,
    child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      fs.closeSync(log);
      // A stop that fails says why here: the log goes with its data folder.
      if (code !== 0)
        console.error(`Il server è terminato con codice ${code}:\n${readLog(logFile)}`);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
