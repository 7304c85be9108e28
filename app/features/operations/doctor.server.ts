import fs from "node:fs";
import path from "node:path";
import { checkInstallation, type Finding } from "~/features/operations/installation-check.server";
import { lastDailyRun } from "~/features/operations/daily-run.server";
import {
  describeRelease,
  recordedRelease,
  thisRelease,
  type RecordedRelease,
  type Release,
} from "~/features/operations/release.server";
import { lastRunSetting } from "~/features/visitor-data/retention.server";
import { pendingMigrations } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { installedDriverVersion } from "~/utils/sqlite-driver.server";

/** When each Node line stops getting security fixes (nodejs.org's release schedule). */
export const nodeEndOfLife: Record<number, string> = {
  18: "2025-04-30",
  20: "2026-04-30",
  22: "2027-04-30",
  24: "2028-04-30",
};

/** A write-ahead log this large means checkpoints are not getting through. */
const largeWalBytes = 64 * 1024 * 1024;

/** A retention run this old means visitors' data is kept past its term. */
const lateRetentionMs = 48 * 60 * 60 * 1000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;

/**
 * The Node running this process against its end of life, with the SQLite driver it loads (the
 * pair decides whether the process can abort under load): a warning past the end of life, never
 * a failure.
 */
export function nodeFinding(
  now: Date,
  version = process.versions.node,
  driver = installedDriverVersion(),
): Finding {
  const major = Number(version.split(".")[0]);
  const end = nodeEndOfLife[major];
  const withDriver = `better-sqlite3 ${driver ?? "di versione sconosciuta"}`;
  if (!end)
    return { level: "ok", topic: "Node", text: `${version} (linea non in elenco); ${withDriver}` };
  if (now.getTime() <= Date.parse(`${end}T23:59:59Z`))
    return {
      level: "ok",
      topic: "Node",
      text: `${version}, aggiornamenti fino al ${end}; ${withDriver}`,
    };
  return {
    level: "warning",
    topic: "Node",
    text: `${version}: senza aggiornamenti di sicurezza dal ${end}; ${withDriver}`,
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

/**
 * `agency doctor`: what `agency check` reports, plus the release, the runtime, the owners of
 * every file in the data folder, the write-ahead log, the retention's last run and the
 * replication, each problem with the command or step that fixes it.
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
  findings.push(replicationFinding(replication.replica, replication.position));
  return findings;
}
