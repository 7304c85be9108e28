import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A new data folder for an in-process bench, configured before any app module reads the
 * configuration: the database opens there on first use.
 */
export function freshDataDir(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-bench-${name}-`));
  const databaseFile = path.join(dataDir, "app.db");
  process.env.DATABASE_PATH = databaseFile;
  process.env.MAIL_DIR = path.join(dataDir, "mail");
  process.env.UPLOADS_DIR = path.join(dataDir, "uploads");
  process.env.SITE_URL ??= "http://127.0.0.1:3000";
  return { dataDir, databaseFile };
}
