import fs from "node:fs";
import {
  backupsFolder,
  newerDatabase,
  newestBackup,
  newestRestorableBackup,
} from "~/features/operations/backup.server";
import { databaseCheck, outboxCount, spaceCheck } from "~/features/operations/health.server";
import { db, knownMigrations, pendingMigrations } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { JOBS_LEASE, liveHolder } from "~/features/operations/lease.server";
import { spoolDir, spooledCount } from "~/features/visitor-forms/spool.server";

/** One line of `agency check` or `doctor`; `fix` is the command or step that mends it. */
export type Finding = {
  level: "ok" | "warning" | "problem";
  topic: string;
  text: string;
  fix?: string;
};

/** A scheduled backup older than this is worth a warning: the last days were not saved. */
const staleBackupMs = 48 * 60 * 60 * 1000;

/** What to do about a failed health check, after its text. */
const fixes = {
  Scrittura:
    " (il proprietario del file deve essere l'utente del server: agency doctor stampa il chown da eseguire)",
  "Spazio libero":
    " (libera spazio nel disco dei dati, o alza il volume; i backup vecchi sono in backups/)",
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;

function hoursAgo(when: Date, now: Date) {
  const hours = Math.floor((now.getTime() - when.getTime()) / 3_600_000);
  return hours < 1 ? "meno di un'ora fa" : hours === 1 ? "un'ora fa" : `${hours} ore fa`;
}

/**
 * What `agency check` reports once the configuration is valid: the database (present, intact,
 * writable), the free space, the migrations, the server, the backups, the e-mail queue and the spool. It opens the
 * database only when it exists, so a check never creates one.
 */
export function checkInstallation(now = new Date()): Finding[] {
  const env = getEnv();
  const findings: Finding[] = [
    {
      level: "ok",
      topic: "Configurazione",
      text: `valida (sito ${env.SITE_URL}, dati in ${env.DATA_DIR})`,
    },
  ];
  if (!fs.existsSync(env.DATABASE_PATH)) {
    findings.push(missingDatabase());
    return findings;
  }
  try {
    return [...findings, ...databaseFindings(now)];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [
      ...findings,
      {
        level: "problem",
        topic: "Database",
        text: `illeggibile: ${reason} (ripristina un backup con agency restore)`,
      },
    ];
  }
}

/** Whether `folder` holds a file whose name `counts` takes (hidden ones are pieces of writes). */
const holdsFiles = (folder: string, counts: (name: string) => boolean = () => true) =>
  fs.existsSync(folder) &&
  fs.readdirSync(folder).some((name) => !name.startsWith(".") && counts(name));

/**
 * No database: a new installation, or, when the data folder already holds what a running site
 * leaves (backups, uploads, the spool, e-mails), a database moved or lost, which a server
 * started now would replace with an empty one.
 */
function missingDatabase(): Finding {
  const env = getEnv();
  const traces = [
    holdsFiles(backupsFolder(), (name) => name.startsWith("app-")) && "backup",
    holdsFiles(env.UPLOADS_DIR) && "file caricati",
    holdsFiles(spoolDir(), (name) => name.endsWith(".json")) && "richieste nello spool",
    holdsFiles(env.MAIL_DIR, (name) => name.endsWith(".eml")) && "e-mail scritte",
  ].filter((trace) => trace !== false);
  if (traces.length === 0)
    return {
      level: "warning",
      topic: "Database",
      text: `${env.DATABASE_PATH} non esiste ancora: lo crea il server al primo avvio (o agency migrate)`,
    };
  const newest = newestRestorableBackup();
  return {
    level: "problem",
    topic: "Database",
    text:
      `${env.DATABASE_PATH} non esiste, ma la cartella dei dati ha già ${traces.join(", ")}: il database è stato spostato o perso, e il server ne creerebbe uno vuoto. ` +
      (newest ? `Il backup più recente è ${newest}` : `Nessun backup in ${backupsFolder()}`),
    fix: newest
      ? `a server fermo, agency restore ${newest} (o rimetti il database al suo posto)`
      : "rimetti il database al suo posto, o ripristinane una copia a server fermo: agency restore FILE (con Litestream: agency restore --from-replica)",
  };
}

/**
 * A finding that cannot be read from a database whose migrations are pending (a table the
 * schema has not reached yet) is said as such, and the rest of the check goes on.
 */
function readable(topic: string, find: () => Finding): Finding {
  try {
    return find();
  } catch (error) {
    return {
      level: "warning",
      topic,
      text: `non verificabile prima delle migrazioni in sospeso (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

function migrationsFinding(): Finding {
  const newer = newerDatabase();
  if (newer) return { level: "problem", topic: "Migrazioni", ...newer };
  const pending = pendingMigrations();
  const newest = knownMigrations().at(-1)?.tag ?? "nessuna";
  return pending.length === 0
    ? { level: "ok", topic: "Migrazioni", text: `tutte applicate (ultima ${newest})` }
    : {
        level: "warning",
        topic: "Migrazioni",
        text: `in sospeso: ${pending.map((m) => m.tag).join(", ")} (le applica il server all'avvio, o agency migrate)`,
      };
}

function databaseFindings(now: Date): Finding[] {
  const env = getEnv();
  const findings: Finding[] = [];
  const problems = db
    .all<{ quick_check: string }>("pragma quick_check")
    .map((row) => row.quick_check)
    .filter((line) => line !== "ok");
  const size = megabytes(fs.statSync(env.DATABASE_PATH).size);
  findings.push(
    problems.length === 0
      ? { level: "ok", topic: "Database", text: `${env.DATABASE_PATH}, ${size}, integro` }
      : {
          level: "problem",
          topic: "Database",
          text: `danneggiato: ${problems.slice(0, 3).join("; ")} (ripristina un backup)`,
        },
  );

  for (const [topic, check] of [
    ["Scrittura", databaseCheck()],
    ["Spazio libero", spaceCheck()],
  ] as const) {
    findings.push(
      check.ok
        ? { level: "ok", topic, text: check.text }
        : { level: "problem", topic, text: check.text, fix: fixes[topic] },
    );
  }

  findings.push(migrationsFinding());

  findings.push(
    readable("Server", () => {
      const server = liveHolder(JOBS_LEASE, now);
      return {
        level: "ok",
        topic: "Server",
        text: server
          ? `in esecuzione (${server.host}, pid ${server.pid}), esegue i lavori in background`
          : "nessun server in esecuzione",
      };
    }),
  );

  const backup = newestBackup();
  if (!backup) {
    findings.push({
      level: "warning",
      topic: "Backup",
      text: "nessuno ancora (agency backup ne scrive uno)",
    });
  } else {
    const stale = now.getTime() - backup.at.getTime() > staleBackupMs;
    findings.push({
      level: stale ? "warning" : "ok",
      topic: "Backup",
      text: `ultimo ${backup.file}, ${hoursAgo(backup.at, now)}${stale ? ": nessuno negli ultimi due giorni" : ""}`,
    });
  }

  findings.push(
    readable("Coda e-mail", () => {
      const dead = outboxCount("dead");
      return {
        level: dead > 0 ? "warning" : "ok",
        topic: "Coda e-mail",
        text: `${outboxCount("pending")} in attesa, ${dead} abbandonate${env.RESEND_API_KEY ? "" : ` (scritte in ${env.MAIL_DIR}: RESEND_API_KEY non impostata)`}`,
      };
    }),
  );

  const spooled = spooledCount();
  findings.push(
    spooled === 0
      ? { level: "ok", topic: "Spool", text: "vuoto" }
      : {
          level: "warning",
          topic: "Spool",
          text: `${spooled} richieste in attesa di entrare nel database`,
        },
  );
  return findings;
}
