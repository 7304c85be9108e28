// What the image runs. Without LITESTREAM_REPLICA_URL it is the server itself. With it, the
// server runs under `litestream replicate -exec`, so that replication starts before the first
// write and stops after the last; and a volume without a database is first restored from the
// replica, or refused: an empty database must never be served, nor replicated over the bucket.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const server = path.join(here, "index.js");
const replica = process.env.LITESTREAM_REPLICA_URL?.trim();

function refuse(lines: string[]): never {
  console.error(lines.join("\n"));
  process.exit(1);
}

if (!replica) {
  await import(pathToFileURL(server).href);
} else {
  const litestream = process.env.LITESTREAM_BIN?.trim() || "litestream";
  const config =
    process.env.LITESTREAM_CONFIG?.trim() || path.join(here, "..", "deploy", "litestream.yml");
  const database = path.resolve(process.env.DATABASE_PATH?.trim() || "./data/app.db");
  // The config names the database by this variable.
  const env = { ...process.env, DATABASE_PATH: database };

  if (!fs.existsSync(database)) {
    fs.mkdirSync(path.dirname(database), { recursive: true });
    console.log(`Nessun database in ${database}: ripristino dalla replica ${replica}`);
    const restore = spawnSync(
      litestream,
      ["restore", "-config", config, "-if-replica-exists", database],
      { env, encoding: "utf8" },
    );
    if (restore.error || restore.status !== 0) {
      refuse([
        `Ripristino dalla replica ${replica} non riuscito: il server non parte su un volume vuoto.`,
        (restore.error?.message ?? restore.stderr.trim().split("\n").slice(-3).join("\n")) || "",
        "Controlla l'indirizzo, le credenziali (LITESTREAM_ACCESS_KEY_ID, LITESTREAM_SECRET_ACCESS_KEY) e la rete.",
      ]);
    }
    if (fs.existsSync(database)) console.log(`Database ripristinato dalla replica in ${database}`);
    else if (process.env.NEW_SITE === "1")
      console.log("La replica è vuota: NEW_SITE=1, parte un sito nuovo");
    else
      refuse([
        `La replica ${replica} non ha un database e il volume è vuoto: il server non parte.`,
        "Se è davvero un sito nuovo, avvialo una volta con NEW_SITE=1.",
      ]);
  }

  const child = spawn(
    litestream,
    [
      "replicate",
      "-config",
      config,
      "-exec",
      [process.execPath, server].map((part) => JSON.stringify(part)).join(" "),
    ],
    { env, stdio: "inherit" },
  );
  child.on("error", (error) =>
    refuse([`Litestream non avviato (${litestream}): ${error.message}`]),
  );
  // Litestream passes a stop on to the server, waits for it, then makes its last sync.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
