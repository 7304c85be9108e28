import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isDatabaseBusy } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import {
  removeAbandonedTemporaryFiles,
  writeThroughTemporaryFileSync,
} from "~/utils/temporary-files.server";
import { logger } from "~/utils/logger.server";

/**
 * When the database refuses a visitor's submission, it is written here as one JSON file,
 * and imported later by the background worker: the visitor is told it was registered,
 * and that stays true.
 */
export type SpoolEntry = { kind: string; receivedAt: string; data: unknown };

export function spoolDir() {
  return path.join(getEnv().DATA_DIR, "spool");
}

const spooledFiles = (dir: string) => fs.readdirSync(dir).filter((file) => file.endsWith(".json"));

/** How many submissions wait in the spool for the database. */
export function spooledCount() {
  const dir = spoolDir();
  return fs.existsSync(dir) ? spooledFiles(dir).length : 0;
}

export function spoolSubmission(kind: string, data: unknown, receivedAt: Date) {
  const dir = spoolDir();
  fs.mkdirSync(dir, { recursive: true });
  const name = `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${kind}-${crypto.randomBytes(6).toString("hex")}.json`;
  const entry: SpoolEntry = { kind, receivedAt: receivedAt.toISOString(), data };
  // Written then renamed, so the importer never reads half a file.
  writeThroughTemporaryFileSync(dir, name, (temporary) =>
    fs.writeFileSync(temporary, JSON.stringify(entry), { mode: 0o600, flag: "wx" }),
  );
}

// Every hidden .tmp file: the spool's folder holds nothing else of anyone's. Earlier releases
// named them `.<name>.tmp`, without their writer.
const isSpoolTemporary = (name: string) => name.startsWith(".") && name.endsWith(".tmp");

/** Removes the temporary files of spool writes a killed process abandoned; how many. */
export function removeAbandonedSpoolFiles(options?: { olderThanMs?: number; now?: number }) {
  return removeAbandonedTemporaryFiles(spoolDir(), isSpoolTemporary, options);
}

/**
 * Hands each spooled entry, oldest first, to `store`; an entry leaves the spool only once
 * `store` returned without throwing. While another process holds the database's write lock
 * the import stops at once (the rest would fail the same way). Returns how many entries were
 * imported and how many are still waiting.
 */
export function importSpool(store: (entry: SpoolEntry) => void) {
  const dir = spoolDir();
  if (!fs.existsSync(dir)) return { imported: 0, waiting: 0 };
  const names = spooledFiles(dir).sort();
  let imported = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      store(JSON.parse(fs.readFileSync(file, "utf8")) as SpoolEntry);
      fs.unlinkSync(file);
      imported += 1;
    } catch (error) {
      if (isDatabaseBusy(error)) {
        logger.error(
          "Import dallo spool rimandato: il database è bloccato da un'altra connessione",
        );
        break;
      }
      logger.error(
        { err: error },
        `Import dallo spool non riuscito per ${name}; riprovo più tardi:`,
      );
    }
  }
  return { imported, waiting: names.length - imported };
}
