import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exitOf } from "./server";

// The other process: opens the database, takes the write lock with BEGIN IMMEDIATE, says so,
// sleeps without giving it up (as a long migration or a retention job would), then commits.
// It wakes every 20 ms to see whether the test has let it go early by creating a file: a
// test that has seen what it needs under the lock need not wait out the rest of it.
const holder = `
const fs = require("node:fs");
const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.exec("begin immediate");
db.prepare("insert into settings (key, value) values ('lock-test', ?) on conflict(key) do update set value = excluded.value").run(String(Date.now()));
process.stdout.write("locked\\n");
const until = Date.now() + Number(process.argv[2]);
const nap = new Int32Array(new SharedArrayBuffer(4));
while (Date.now() < until && !fs.existsSync(process.argv[3])) Atomics.wait(nap, 0, 0, Math.min(20, until - Date.now()));
db.exec("commit");
db.close();
`;

/**
 * Holds SQLite's write lock on `databaseFile` from another process for `ms` milliseconds, or
 * until `release()`. Resolves once the lock is held; `released` resolves when the other
 * process has let go.
 */
export async function holdWriteLock(databaseFile: string, ms: number) {
  const letGo = path.join(os.tmpdir(), `agency-lock-${crypto.randomUUID()}`);
  const child = spawn(process.execPath, ["-e", holder, databaseFile, String(ms), letGo], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = exitOf(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`Il processo che blocca il database è terminato (${code})`)),
    );
  });
  const released = exited.then((code) => {
    fs.rmSync(letGo, { force: true });
    if (code !== 0)
      throw new Error(`Il processo che blocca il database è terminato con codice ${code}`);
  });
  return {
    released,
    /** Lets go of the lock now, and waits until the other process has. */
    release() {
      fs.writeFileSync(letGo, "");
      return released;
    },
  };
}
