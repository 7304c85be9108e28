import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { migrateDatabase } from "~/utils/db.server";
import { releaseSingleton } from "~/utils/singleton.server";

/** A test file's own uploads folder and migrated database, removed after its tests. */
export function withUploadsFolder(name: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `agency-${name}-`));
  beforeAll(() => {
    process.env.UPLOADS_DIR = folder;
    releaseSingleton("env");
    migrateDatabase();
  });
  afterAll(() => {
    delete process.env.UPLOADS_DIR;
    releaseSingleton("env");
    fs.rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}
