import { spawn } from "node:child_process";
import { exitOf } from "./server";

// The other process: opens the database, takes the write lock with BEGIN IMMEDIATE, says so,
// sleeps without giving it up (as a long migration or a retention job would), then commits.
const holder = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.exec("begin immediate");
db.prepare("insert into settings (key, value) values ('lock-test', ?) on conflict(key) do update set value = excluded.value").run(String(Date.now()));
process.stdout.write("locked\\n");
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.argv[2]));
db.exec("commit");
db.close();
`;

/**
 * Holds SQLite's write lock on `databaseFile` from another process for `ms` milliseconds.
 * Resolves once the lock is held; `released` resolves when the other process has let go.
 */
export async function holdWriteLock(databaseFile: string, ms: number) {
  const child = spawn(process.execPath, ["-e", holder, databaseFile, String(ms)], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = exitOf(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    void exited.then((code) => reject(new Error(`Il processo che blocca il database è terminato (${code})`)));
  });
  return {
    released: exited.then((code) => {
      if (code !== 0) throw new Error(`Il processo che blocca il database è terminato con codice ${code}`);
    }),
  };
}
