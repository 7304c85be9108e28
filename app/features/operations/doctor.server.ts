import fs from "node:fs";
import path from "node:path";
import { checkInstallation, type Finding } from "~/features/operations/installation-check.server";
import { lastDailyRun } from "~/features/operations/daily-run.server";
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

/**
 * `agency doctor`: what `agency check` reports, plus the runtime, the owners of every file in
 * the data folder, the write-ahead log and the retention's last run, each problem with the
 * command or step that fixes it.
 */
export function diagnoseInstallation(now = new Date()): Finding[] {
  const env = getEnv();
  const [configuration, ...installation] = checkInstallation(now);
  const findings = [
    configuration!,
    nodeFinding(now),
    ownershipFinding(env.DATA_DIR),
    ...installation,
  ];
  const databaseReady =
    fs.existsSync(env.DATABASE_PATH) &&
    !findings.some((finding) => finding.topic === "Database" && finding.level === "problem") &&
    pendingMigrations().length === 0;
  if (databaseReady) findings.push(walFinding(env.DATABASE_PATH), retentionFinding(now));
  return findings;
}
