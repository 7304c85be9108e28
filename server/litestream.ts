import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ReplicaPosition } from "./doctor";
import { launcherSettings } from "../app/utils/env.server";

/** Where a built entry (server-build/*.js) finds the app's files. */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * How to run Litestream for this site: its binary (`LITESTREAM_BIN`, else `litestream` on the
 * PATH, as in the image), its configuration (`LITESTREAM_CONFIG`, else deploy/litestream.yml)
 * and the environment the configuration reads, the database's path made absolute.
 */
export function litestreamSetup() {
  const settings = launcherSettings();
  const database = path.resolve(settings.DATABASE_PATH);
  return {
    replica: settings.LITESTREAM_REPLICA_URL ?? null,
    binary: settings.LITESTREAM_BIN ?? "litestream",
    config: settings.LITESTREAM_CONFIG ?? path.join(appRoot, "deploy", "litestream.yml"),
    database,
    env: { ...process.env, DATABASE_PATH: database },
  };
}

export class ReplicaRestoreError extends Error {}

/**
 * Restores the replica's latest state into `target`. False when the replica holds no database;
 * a `ReplicaRestoreError` with Litestream's last words when it cannot be read.
 */
export function restoreReplica(target: string) {
  const setup = litestreamSetup();
  if (!setup.replica) throw new ReplicaRestoreError("LITESTREAM_REPLICA_URL non è impostata.");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const restore = spawnSync(
    setup.binary,
    ["restore", "-config", setup.config, "-if-replica-exists", "-o", target, setup.database],
    { env: setup.env, encoding: "utf8" },
  );
  if (restore.error || restore.status !== 0) {
    throw new ReplicaRestoreError(
      `Ripristino dalla replica ${setup.replica} non riuscito: ${lastWords(restore)}`,
    );
  }
  return fs.existsSync(target);
}

/** Why a Litestream command failed: the error that kept it from running, or its last lines. */
const lastWords = (run: SpawnSyncReturns<string>) =>
  run.error?.message ?? run.stderr.trim().split("\n").slice(-3).join("\n");

const durationUnits: Record<string, number> = {
  h: 3_600_000,
  m: 60_000,
  s: 1000,
  ms: 1,
  us: 0.001,
  µs: 0.001,
  ns: 0.000001,
};

/** Milliseconds in a Go duration as Litestream prints it (`-948ms`, `1m30.5s`); null for `-`. */
export function goDurationMs(text: string): number | null {
  const match = /^(-?)((?:\d+(?:\.\d+)?(?:h|ms|m|s|us|µs|ns))+)$/.exec(text);
  if (!match) return null;
  let ms = 0;
  for (const [, amount, unit] of match[2]!.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g))
    ms += Number(amount) * durationUnits[unit!]!;
  return match[1] ? -ms : ms;
}

/**
 * The rows of `litestream generations` (0.3): `name generation lag start end`, the lag being
 * the database's newest write less the generation's newest change in the replica, so a
 * positive lag is how far the replica is behind.
 */
export function parseGenerations(output: string): ReplicaPosition[] {
  return output
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length === 5 && columns[0] !== "name")
    .map(([, generation, lag, , end]) => ({
      generation: generation!,
      lagMs: goDurationMs(lag!),
      end: end!,
    }));
}

/**
 * Where the replica stands, as Litestream tells it: the generation this database is
 * replicating (named in Litestream's folder beside it), or the newest one; null when the
 * replica holds none. Throws when Litestream cannot read the replica.
 */
export function replicaPosition(): ReplicaPosition | null {
  const setup = litestreamSetup();
  const run = spawnSync(setup.binary, ["generations", "-config", setup.config, setup.database], {
    env: setup.env,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (run.error || run.status !== 0) throw new Error(lastWords(run));
  const generations = parseGenerations(run.stdout);
  const named = path.join(
    path.dirname(setup.database),
    `.${path.basename(setup.database)}-litestream`,
    "generation",
  );
  const current = fs.existsSync(named) ? fs.readFileSync(named, "utf8").trim() : null;
  return (
    generations.find((row) => row.generation === current) ??
    generations.sort((a, b) => a.end.localeCompare(b.end)).at(-1) ??
    null
  );
}
