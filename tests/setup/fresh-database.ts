import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

// Every test file gets its own data folder (database, mail, uploads, session secret),
// created before any module reads the configuration and removed afterwards.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-test-"));
// Files share one module registry in a worker (`isolate: false`): what an earlier file
// created on globalThis (the configuration, the database handle, event listeners) goes.
delete (globalThis as { __singletons?: unknown }).__singletons;
process.env.NODE_ENV = "test";
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.SITE_URL = "http://localhost:3000";
// Resend's real pace (2 calls a second) would make every test sending through the fake wait;
// the tests of the pace set their own.
process.env.RESEND_RATE_LIMIT = "1000";
for (const name of [
  "MAIL_DIR",
  "UPLOADS_DIR",
  "SESSION_SECRET",
  "RESEND_API_KEY",
  "RESEND_BASE_URL",
  "RESEND_AUDIENCE_ID",
  "RESEND_WEBHOOK_SECRET",
  "EMAIL_FROM",
  "NOTIFY_EMAIL",
  "TRUST_PROXY",
  "PORT",
  "SITE_NAME",
  "EDGE_PURGE_URL",
  "EDGE_PURGE_TOKEN",
]) {
  delete process.env[name];
}

afterAll(async () => {
  const { closeDatabase } = await import("~/utils/db.server");
  closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
