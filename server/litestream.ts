import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What `server-build/start.js` and `deploy/litestream.yml` read, besides the server's own. */
export const launcherVariables = [
  "LITESTREAM_REPLICA_URL",
  "LITESTREAM_ACCESS_KEY_ID",
  "LITESTREAM_SECRET_ACCESS_KEY",
  "LITESTREAM_ENDPOINT",
  "LITESTREAM_REGION",
  "LITESTREAM_FORCE_PATH_STYLE",
  "LITESTREAM_SYNC_INTERVAL",
  "LITESTREAM_BIN",
  "LITESTREAM_CONFIG",
  "NEW_SITE",
];

/** Where a built entry (server-build/*.js) finds the app's files. */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * How to run Litestream for this site: its binary (`LITESTREAM_BIN`, else `litestream` on the
 * PATH, as in the image), its configuration (`LITESTREAM_CONFIG`, else deploy/litestream.yml)
 * and the environment the configuration reads, the database's path made absolute.
 */
export function litestreamSetup() {
  const database = path.resolve(process.env.DATABASE_PATH?.trim() || "./data/app.db");
  return {
    replica: process.env.LITESTREAM_REPLICA_URL?.trim() || null,
    binary: process.env.LITESTREAM_BIN?.trim() || "litestream",
    config: process.env.LITESTREAM_CONFIG?.trim() || path.join(appRoot, "deploy", "litestream.yml"),
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
    const reason = restore.error?.message ?? restore.stderr.trim().split("\n").slice(-3).join("\n");
    throw new ReplicaRestoreError(
      `Ripristino dalla replica ${setup.replica} non riuscito: ${reason}`,
    );
  }
  return fs.existsSync(target);
}
