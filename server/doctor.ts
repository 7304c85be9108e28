import fs from "node:fs";
import path from "node:path";
import {
  checkInstallation,
  type Finding,
} from "../app/features/operations/installation-check.server";
import { lastDailyRun } from "../app/utils/daily-run.server";
import {
  describeRelease,
  recordedRelease,
  thisRelease,
  type RecordedRelease,
  type Release,
} from "../app/features/operations/release.server";
import { lastRunSetting } from "../app/features/visitor-data/retention.server";
import { pendingMigrations } from "../app/utils/db.server";
import { effectiveConfiguration, getEnv, type Env } from "../app/utils/env.server";
import { installedDriverVersion } from "../app/utils/sqlite-driver.server";

/**
 * The Node lines the project runs on (what `engines` and the README say), from which release,
 * and when each stops getting security fixes (nodejs.org's release schedule). On a PATH whose
 * Node is 20, `npm install` brings the project's own Node 24 and npm's scripts run on that
 * (decision 0234): 20 only launches npm.
 */
export const supportedNodeLines: Record<number, { from: string; endOfLife: string }> = {
  22: { from: "22.16", endOfLife: "2027-04-30" },
  24: { from: "24", endOfLife: "2028-04-30" },
  26: { from: "26", endOfLife: "2029-04-30" },
};

/** The lines as the doctor names them: "22 (dalla 22.16), 24, 26". */
export const supportedNodeText = Object.entries(supportedNodeLines)
  .map(([line, { from }]) => (from === line ? line : `${line} (dalla ${from})`))
  .join(", ");

/**
 * Whether `executable` is the project's own Node, which npm installs into this checkout's
 * node_modules (the server and `agency` run from the checkout's folder) when its Node is older.
 */
function isProjectRuntime(executable: string) {
  const modules = path.resolve("node_modules");
  const real = (file: string) => fs.realpathSync.native(file);
  try {
    return real(executable).startsWith(`${real(modules)}${path.sep}node-linux-`);
  } catch {
    return false;
  }
}

/** A write-ahead log this large means checkpoints are not getting through. */
const largeWalBytes = 64 * 1024 * 1024;

/** A retention run this old means visitors' data is kept past its term. */
const lateRetentionMs = 48 * 60 * 60 * 1000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;

/**
 * The Node running this process, and whether it is the project's own, against the supported
 * lines and their end of life, with the SQLite driver it loads (the pair decides whether the
 * process can run at all): a warning for a line not supported or past its end, never a failure.
 */
export function nodeFinding(
  now: Date,
  version = process.versions.node,
  driver = installedDriverVersion(),
  executable = process.execPath,
): Finding {
  const line = supportedNodeLines[Number(version.split(".")[0])];
  const which = isProjectRuntime(executable)
    ? `${version}, il Node del progetto (npm lo usa perché il suo è più vecchio di 22)`
    : version;
  const rest = `better-sqlite3 ${driver ?? "di versione sconosciuta"}; linee supportate: ${supportedNodeText}`;
  if (!line)
    return {
      level: "warning",
      topic: "Node",
      text: `${which}: linea non supportata; ${rest}`,
      fix: "usa Node 22, 24 o 26 (l'immagine usa Node 24)",
    };
  if (now.getTime() <= Date.parse(`${line.endOfLife}T23:59:59Z`))
    return {
      level: "ok",
      topic: "Node",
      text: `${which}, aggiornamenti fino al ${line.endOfLife}; ${rest}`,
    };
  return {
    level: "warning",
    topic: "Node",
    text: `${which}: senza aggiornamenti di sicurezza dal ${line.endOfLife}; ${rest}`,
    fix: "ricostruisci l'immagine, che usa Node 24: docker build --pull",
  };
}

/**
 * Everything in the data folder should belong to the folder's owner, the server's user: a file
 * left by a command run as root (a restore, a copy) is one the server cannot change.
 */
export function ownershipFinding(dataDir: string): Finding {
  const owner = fs.statSync(dataDir);
  const strangers: string[] = [];
  let count = 0;
  for (const entry of fs.readdirSync(dataDir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dataDir, entry);
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    if (!stat || (stat.uid === owner.uid && stat.gid === owner.gid)) continue;
    count += 1;
    if (strangers.length < 5) strangers.push(`${entry} (di ${stat.uid}:${stat.gid})`);
  }
  if (count === 0)
    return {
      level: "ok",
      topic: "Proprietari",
      text: `tutto in ${dataDir} è di ${owner.uid}:${owner.gid}`,
    };
  return {
    level: "problem",
    topic: "Proprietari",
    text: `${count} file in ${dataDir} non sono di ${owner.uid}:${owner.gid}: ${strangers.join(", ")}${count > strangers.length ? ", …" : ""}`,
    fix: `chown -R ${owner.uid}:${owner.gid} ${dataDir} (sull'host: la cartella montata)`,
  };
}

function walFinding(databasePath: string): Finding {
  const size = fs.statSync(`${databasePath}-wal`, { throwIfNoEntry: false })?.size ?? 0;
  return size > largeWalBytes
    ? {
        level: "warning",
        topic: "WAL",
        text: `${megabytes(size)}: i checkpoint non riescono a ridurlo`,
        fix: "chiudi i processi che tengono aperta una lettura sul database (una shell sqlite3, un backup bloccato); il server lo riduce al checkpoint successivo",
      }
    : { level: "ok", topic: "WAL", text: megabytes(size) };
}

function retentionFinding(now: Date): Finding {
  if (getEnv().RETENTION_SCHEDULE === "off")
    return {
      level: "ok",
      topic: "Conservazione",
      text: "pianificata fuori dal server (RETENTION_SCHEDULE=off): controlla il cron",
    };
  const last = lastDailyRun(lastRunSetting);
  const fix = "agency retention anonymize && agency retention purge";
  if (last === null)
    return {
      level: "warning",
      topic: "Conservazione",
      text: "mai eseguita: la esegue il server una volta al giorno",
      fix,
    };
  const when = new Date(last).toISOString().slice(0, 16).replace("T", " ");
  return now.getTime() - last > lateRetentionMs
    ? {
        level: "problem",
        topic: "Conservazione",
        text: `ultima il ${when} UTC: i dati dei visitatori restano oltre i termini`,
        fix,
      }
    : { level: "ok", topic: "Conservazione", text: `ultima il ${when} UTC` };
}

const atMinute = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/**
 * The release this program is, against the one the database says last started on it: after
 * an upgrade they are the same; a database last started by another release (or by none that
 * records itself, as before this one) means the upgrade has not started yet, or the container
 * answering is still the old one.
 */
export function releaseFinding(
  ours: Release = thisRelease(),
  recorded: RecordedRelease | null | "no-database" = recordedOnDatabase(),
): Finding {
  const text = describeRelease(ours);
  if (recorded === "no-database") return { level: "ok", topic: "Versione", text };
  if (recorded && recorded.version === ours.version && recorded.migration === ours.migration)
    return {
      level: "ok",
      topic: "Versione",
      text: `${text}, l'ultima avviata sul database (${atMinute(recorded.at)})`,
    };
  return {
    level: "warning",
    topic: "Versione",
    text: `${text}; il database è stato avviato l'ultima volta ${recorded ? `dalla ${describeRelease(recorded)}, il ${atMinute(recorded.at)}` : "da una versione che non si registra (precedente a questa)"}`,
    fix: 'se il sito è già stato aggiornato a questa versione, risponde ancora il contenitore vecchio: docker stop agency-site && docker rm agency-site && docker compose up -d (README, "Upgrades and rollback")',
  };
}

function recordedOnDatabase() {
  if (!fs.existsSync(getEnv().DATABASE_PATH)) return "no-database";
  try {
    return recordedRelease();
  } catch {
    // An unreadable database is `check`'s finding; no release can be read from it.
    return null;
  }
}

/**
 * Litestream's account of the replica (`litestream generations`): the generation this
 * database is replicating, the time of its newest change in the replica, and how far that is
 * behind the database's newest write (null when the database has none to compare).
 */
export type ReplicaPosition = { generation: string; lagMs: number | null; end: string };

/** Behind by more than this, the replica has stopped receiving: Litestream ships every second. */
const replicaLagLimitMs = 60_000;

function describeLag(ms: number) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1).replace(".", ",")} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 3_600_000)} h`;
}

/**
 * Whether the database is replicated (`LITESTREAM_REPLICA_URL`), and if so how far the replica
 * is behind, as Litestream measures it: ok within a minute, a problem past it, when the replica
 * holds nothing, or when it cannot be read.
 */
export function replicationFinding(
  replica: string | null,
  position: () => ReplicaPosition | null,
): Finding {
  const topic = "Replica";
  if (!replica)
    return {
      level: "ok",
      topic,
      text: "non configurata (LITESTREAM_REPLICA_URL): il database è copiato solo dai backup in backups/",
    };
  const replicating =
    "il sito deve girare sotto Litestream (il comando dell'immagine, node server-build/start.js, con LITESTREAM_REPLICA_URL): guarda nei suoi log perché non replica (credenziali, rete)";
  let found: ReplicaPosition | null;
  try {
    found = position();
  } catch (error) {
    return {
      level: "problem",
      topic,
      text: `${replica} non leggibile: ${error instanceof Error ? error.message : String(error)}`,
      fix: "controlla che Litestream ci sia (l'immagine lo include; altrove LITESTREAM_BIN), l'indirizzo, le credenziali (LITESTREAM_ACCESS_KEY_ID, LITESTREAM_SECRET_ACCESS_KEY) e la rete",
    };
  }
  if (!found)
    return {
      level: "problem",
      topic,
      text: `${replica} non ha ancora una copia del database`,
      fix: replicating,
    };
  const where = `${replica}, generazione ${found.generation}, ultima modifica replicata ${found.end.replace("T", " ").replace("Z", " UTC")}`;
  if (found.lagMs === null) return { level: "ok", topic, text: where };
  if (found.lagMs <= 0) return { level: "ok", topic, text: `${where}: al passo col database` };
  if (found.lagMs <= replicaLagLimitMs)
    return { level: "ok", topic, text: `${where}: indietro di ${describeLag(found.lagMs)}` };
  return {
    level: "problem",
    topic,
    text: `${where}: indietro di ${describeLag(found.lagMs)}, le scritture recenti non arrivano alla replica`,
    fix: replicating,
  };
}

/** How `agency doctor` reads the replication: its address, and Litestream's account of it. */
export type Replication = { replica: string | null; position: () => ReplicaPosition | null };

/** Every variable's value as this process runs with it, one a line, secrets hidden. */
export function configurationFinding(env: Env, source = process.env): Finding {
  const lines = effectiveConfiguration(env, source).map(
    ({ name, value, isDefault }) => `  ${name} = ${value}${isDefault ? " (predefinito)" : ""}`,
  );
  return { level: "ok", topic: "Configurazione effettiva", text: `\n${lines.join("\n")}` };
}

/**
 * `agency doctor`: what `agency check` reports, plus the release, the runtime, the owners of
 * every file in the data folder, the write-ahead log, the retention's last run, the
 * replication and the effective configuration, each problem with the command or step that
 * fixes it.
 */
export function diagnoseInstallation(replication: Replication, now = new Date()): Finding[] {
  const env = getEnv();
  const [configuration, ...installation] = checkInstallation(now);
  const findings = [
    configuration!,
    releaseFinding(),
    nodeFinding(now),
    ownershipFinding(env.DATA_DIR),
    ...installation,
  ];
  const databaseReady =
    fs.existsSync(env.DATABASE_PATH) &&
    !findings.some((finding) => finding.topic === "Database" && finding.level === "problem") &&
    pendingMigrations().length === 0;
  if (databaseReady) findings.push(walFinding(env.DATABASE_PATH), retentionFinding(now));
  findings.push(
    replicationFinding(replication.replica, replication.position),
    configurationFinding(env),
  );
  return findings;
}
