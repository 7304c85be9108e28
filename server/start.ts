// What the image runs. Without LITESTREAM_REPLICA_URL it is the server itself. With it, the
// server runs under `litestream replicate -exec`, so that replication starts before the first
// write and stops after the last; and a volume without a database is first restored from the
// replica (its uploads too), or refused: an empty database must never be served, nor
// replicated over the bucket.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ConfigError, launcherSettings } from "../app/utils/env.server";
import { litestreamSetup, ReplicaRestoreError, restoreReplica } from "./litestream";
import { restoreUploads, uploadsReplica, type UploadsReplica } from "./uploads-replica";
import { logger } from "../app/utils/logger.server";

const server = path.join(path.dirname(fileURLToPath(import.meta.url)), "index.js");

function refuse(lines: string[]): never {
  logger.error(lines.join("\n"));
  process.exit(1);
}

/** What the configuration says, or the start refused with its message. */
function configured<T>(read: () => T) {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    refuse([error.message]);
  }
}

const setup = configured(litestreamSetup);
const settings = configured(launcherSettings);

/**
 * The replica's uploads into the volume whose database was just restored; on failure the
 * database goes too, so that the next start tries both again rather than serve without images.
 */
async function restoreUploadsBeside(database: string, replica: UploadsReplica) {
  const dir = path.resolve(settings.UPLOADS_DIR ?? path.join(path.dirname(database), "uploads"));
  try {
    const count = await restoreUploads(replica, dir);
    logger.info(`File caricati ripristinati dalla replica: ${count}`);
  } catch (error) {
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(database + suffix, { force: true });
    refuse([
      `File caricati non ripristinati dalla replica ${setup.replica}: ${error instanceof Error ? error.message : String(error)}`,
      "Il server non parte senza i file caricati; il database ripristinato è stato tolto: riprova.",
    ]);
  }
}

if (!setup.replica) {
  await import(pathToFileURL(server).href);
} else {
  // A replica URL the uploads' copy cannot use stops the start.
  const uploads = configured(uploadsReplica)!;
  if (!fs.existsSync(setup.database)) {
    logger.info(`Nessun database in ${setup.database}: ripristino dalla replica ${setup.replica}`);
    let restored: boolean;
    try {
      restored = restoreReplica(setup.database);
    } catch (error) {
      if (!(error instanceof ReplicaRestoreError)) throw error;
      refuse([
        error.message,
        "Il server non parte su un volume vuoto. Controlla l'indirizzo, le credenziali (LITESTREAM_ACCESS_KEY_ID, LITESTREAM_SECRET_ACCESS_KEY) e la rete.",
      ]);
    }
    if (restored) {
      logger.info(`Database ripristinato dalla replica in ${setup.database}`);
      await restoreUploadsBeside(setup.database, uploads);
    } else if (settings.NEW_SITE === "1")
      logger.info("La replica è vuota: NEW_SITE=1, parte un sito nuovo");
    else
      refuse([
        `La replica ${setup.replica} non ha un database e il volume è vuoto: il server non parte.`,
        "Se è davvero un sito nuovo, avvialo una volta con NEW_SITE=1.",
      ]);
  }

  const child = spawn(
    setup.binary,
    [
      "replicate",
      "-config",
      setup.config,
      "-exec",
      [process.execPath, server].map((part) => JSON.stringify(part)).join(" "),
    ],
    { env: setup.env, stdio: "inherit" },
  );
  child.on("error", (error) =>
    refuse([`Litestream non avviato (${setup.binary}): ${error.message}`]),
  );
  // Litestream passes a stop on to the server, waits for it, then makes its last sync.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
