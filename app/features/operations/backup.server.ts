import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import {
  DAILY_RUN_EVERY_MS,
  isDailyRunDue,
  recordDailyRun,
} from "~/features/operations/daily-run.server";
import {
  backupDatabase,
  closeDatabase,
  db,
  hasTable,
  knownMigrations,
  lastAppliedMigration,
  migrateDatabase,
  pendingMigrations,
} from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { JOBS_LEASE, liveHolder } from "~/features/operations/lease.server";

const day = 24 * 60 * 60 * 1000;
/** How often the server takes a backup by itself (`BACKUP_SCHEDULE=daily`). */
export const BACKUP_EVERY_MS = DAILY_RUN_EVERY_MS;
/** The `settings` key holding when the last scheduled backup was taken (ISO 8601). */
export const lastBackupSetting = "backup_last_run";
/** Beyond every backup of the last 24 hours, rotation keeps the newest of this many days and weeks. */
export const keep = { daily: 7, weekly: 4, beforeUpgrade: 3 } as const;
/**
 * Nothing in `<data>/backups` is kept longer: each copy holds visitors' data as it was, with
 * the anonymizations and erasures made since undone. A restore that gave up a month of
 * requests would not be made anyway.
 */
export const BACKUP_KEEP_DAYS = 30;

const regularName = /^app-(\d{8})-(\d{6})\.db$/;
const beforeUpgradeName = /^app-(\d{8}-\d{6})-prima-dell-aggiornamento\.db$/;
/**
 * Every file the site writes into the backups folder, with the time in its name: backups and
 * their uploads archives, copies taken before upgrades, replaced databases with their WAL
 * files, and the pieces of copies cut short.
 */
const backupFileName =
  /^(?:app-(\d{8}-\d{6})(?:-prima-dell-aggiornamento|-sostituito)?\.db(?:-wal|-shm)?|uploads-(\d{8}-\d{6})\.tar)(?:\.parziale)?$/;

export const backupsFolder = () => path.join(getEnv().DATA_DIR, "backups");

/** '20261124-031500': when, in UTC, as backup names carry it. */
export function stampOf(when: Date) {
  return when.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

const uploadsArchiveName = (stamp: string) => `uploads-${stamp}.tar`;

type BackupKind = "regular" | "before-upgrade";

export type Backup = { database: string; uploads: string | null; removed: string[] };

/**
 * Writes `app-YYYYMMDD-HHMMSS.db`, a plain SQLite file, and `uploads-YYYYMMDD-HHMMSS.tar` into
 * `<data>/backups`, then rotates the regular ones. Each file is written under a temporary
 * name and renamed when complete, so a backup that stopped halfway never looks like one.
 */
export async function takeBackup({
  now = new Date(),
  kind = "regular",
  inOneStep = false,
}: { now?: Date; kind?: BackupKind; inOneStep?: boolean } = {}): Promise<Backup> {
  const folder = backupsFolder();
  fs.mkdirSync(folder, { recursive: true });
  const stamp = stampOf(now);
  const database = path.join(
    folder,
    kind === "regular" ? `app-${stamp}.db` : `app-${stamp}-prima-dell-aggiornamento.db`,
  );
  const partial = `${database}.parziale`;
  fs.rmSync(partial, { force: true });
  await backupDatabase(partial, { inOneStep });
  // A copy of a WAL database is marked WAL; one file that opens as it is suits a backup better.
  const copy = new Database(partial);
  copy.pragma("journal_mode = DELETE");
  copy.close();
  fs.renameSync(partial, database);
  if (kind === "before-upgrade") {
    return {
      database,
      uploads: null,
      removed: removeAllBut(folder, beforeUpgradeName, keep.beforeUpgrade, now),
    };
  }
  const uploads = await archiveUploads(path.join(folder, uploadsArchiveName(stamp)));
  return { database, uploads, removed: rotateBackups(folder, now) };
}

async function archiveUploads(file: string) {
  const uploadsDir = getEnv().UPLOADS_DIR;
  // Hidden names are pieces of writes in progress or cut short.
  const entries = fs.existsSync(uploadsDir)
    ? fs.readdirSync(uploadsDir).filter((name) => !name.startsWith("."))
    : [];
  if (entries.length === 0) return null;
  const partial = `${file}.parziale`;
  await tar.create({ file: partial, cwd: uploadsDir, portable: true }, entries);
  fs.renameSync(partial, file);
  return file;
}

const timeOf = (stamp: string) =>
  Date.UTC(
    +stamp.slice(0, 4),
    +stamp.slice(4, 6) - 1,
    +stamp.slice(6, 8),
    +stamp.slice(9, 11),
    +stamp.slice(11, 13),
    +stamp.slice(13, 15),
  );

const isExpired = (stamp: string, now: Date) =>
  now.getTime() - timeOf(stamp) > BACKUP_KEEP_DAYS * day;

/** Monday-based week number since the epoch (1 January 1970 was a Thursday). */
const weekOf = (time: number) => Math.floor((Math.floor(time / day) + 3) / 7);

/**
 * Which stamps to keep at `now`: every backup of the last 24 hours (one taken by hand before
 * a risky change outlives that night's), the newest of each of the last `daily` days that
 * have one, and the newest of each of the last `weekly` weeks that have one; none older than
 * BACKUP_KEEP_DAYS, which days and weeks without backups would otherwise reach back past.
 */
export function stampsToKeep(
  stamps: string[],
  now: Date,
  limits: { daily: number; weekly: number } = keep,
) {
  const days = new Set<string>();
  const weeks = new Set<number>();
  const kept = new Set<string>();
  for (const stamp of [...stamps].sort().reverse()) {
    if (isExpired(stamp, now)) continue;
    const time = timeOf(stamp);
    if (now.getTime() - time < day) kept.add(stamp);
    const dayKey = stamp.slice(0, 8);
    const week = weekOf(time);
    if (!days.has(dayKey) && days.size < limits.daily) {
      days.add(dayKey);
      kept.add(stamp);
    }
    if (!weeks.has(week) && weeks.size < limits.weekly) {
      weeks.add(week);
      kept.add(stamp);
    }
  }
  return kept;
}

function rotateBackups(folder: string, now: Date) {
  const stamps = fs
    .readdirSync(folder)
    .map((name) => regularName.exec(name))
    .filter((match) => match !== null)
    .map(([, date, time]) => `${date}-${time}`);
  const kept = stampsToKeep(stamps, now);
  const removed: string[] = [];
  for (const stamp of stamps.filter((s) => !kept.has(s))) {
    for (const name of [`app-${stamp}.db`, uploadsArchiveName(stamp)]) {
      const file = path.join(folder, name);
      if (fs.existsSync(file)) {
        fs.rmSync(file);
        removed.push(file);
      }
    }
  }
  return removed;
}

/**
 * Removes all but the newest `count` files `pattern` matches (its first group is the stamp),
 * and any older than BACKUP_KEEP_DAYS.
 */
function removeAllBut(folder: string, pattern: RegExp, count: number, now: Date) {
  const old = fs
    .readdirSync(folder)
    .flatMap((name) => {
      const stamp = pattern.exec(name)?.[1];
      return stamp ? [{ name, stamp }] : [];
    })
    .sort((a, b) => b.stamp.localeCompare(a.stamp))
    .filter(({ stamp }, index) => index >= count || isExpired(stamp, now))
    .map(({ name }) => path.join(folder, name));
  for (const file of old) fs.rmSync(file);
  return old;
}

/**
 * The files in `<data>/backups` older than BACKUP_KEEP_DAYS by the time in their names, of
 * every kind (see `backupFileName`). Replaced databases are removed only this way; the daily
 * run does it, so a site whose backups stopped, or never had an upgrade since, keeps no copy
 * longer. Files the site did not name stay.
 */
export function expiredBackupFiles(now: Date) {
  const folder = backupsFolder();
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => {
      const match = backupFileName.exec(name);
      const stamp = match?.[1] ?? match?.[2];
      return stamp !== undefined && isExpired(stamp, now);
    })
    .map((name) => path.join(folder, name));
}

/** The newest regular backup in `<data>/backups`, or null when there is none yet. */
export function newestBackup() {
  const folder = backupsFolder();
  const names = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => regularName.test(name))
        .sort()
    : [];
  const name = names.at(-1);
  return name
    ? { file: path.join(folder, name), at: fs.statSync(path.join(folder, name)).mtime }
    : null;
}

/**
 * Applies the pending migrations, after a backup of a database that already holds data, so an
 * upgrade can be undone by restoring that backup with the previous version. Null when nothing
 * was pending.
 */
export async function migrateWithBackup(now = new Date()) {
  const pending = pendingMigrations();
  if (pending.length === 0) return null;
  const backup =
    lastAppliedMigration() === null
      ? null
      : await takeBackup({ now, kind: "before-upgrade", inOneStep: true });
  migrateDatabase();
  return { applied: pending.map((migration) => migration.tag), backup: backup?.database ?? null };
}

export const isBackupDue = (now = new Date()) =>
  getEnv().BACKUP_SCHEDULE !== "off" && isDailyRunDue(lastBackupSetting, now);

/**
 * The server's daily backup, taken when the last one is 24 hours old or more (see
 * `isDailyRunDue`). Null when none was due.
 */
export async function runScheduledBackup(now = new Date()) {
  if (!isBackupDue(now)) return null;
  const backup = await takeBackup({ now });
  await recordDailyRun(lastBackupSetting, now, { withinMs: 5_000 });
  return backup;
}

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefused";
  }
}

/** Why `backup` cannot be restored here: damaged, not a database of this site, or too new. */
function backupProblems(backup: Database.Database) {
  const result = backup.pragma("integrity_check", { simple: false }) as {
    integrity_check: string;
  }[];
  const problems = result.map((row) => row.integrity_check).filter((line) => line !== "ok");
  if (problems.length > 0)
    return `Il backup è danneggiato (integrity_check): ${problems.slice(0, 3).join("; ")}`;
  const last = lastAppliedMigration(backup);
  if (last === null)
    return `Il file ${backup.name} non è un database di questo sito (nessuna migrazione).`;
  const newest = knownMigrations().at(-1)?.when ?? 0;
  if (last > newest)
    return "Il backup viene da una versione più recente del sito: ripristinalo con quella versione.";
  return null;
}

/** The backup opened read-only and checked, or the refusal that says why not. */
function openCheckedBackup(file: string) {
  if (!fs.existsSync(file)) throw new RestoreRefused(`Il file ${file} non esiste.`);
  let backup: Database.Database | undefined;
  try {
    backup = new Database(file, { readonly: true, fileMustExist: true });
    const problem = backupProblems(backup);
    if (problem) throw new RestoreRefused(problem);
    return backup;
  } catch (error) {
    backup?.close();
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(
      `Il file ${file} non è un database SQLite leggibile: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Whether a server uses the database: the holder of the jobs lease, if it is alive. */
function runningServer(databasePath: string) {
  if (!fs.existsSync(databasePath)) return null;
  try {
    return liveHolder(JOBS_LEASE);
  } catch {
    // A database that cannot even be read serves no one: the restore is what it needs.
    return null;
  }
}

function moveIfPresent(from: string, to: string) {
  if (fs.existsSync(from)) fs.renameSync(from, to);
}

/**
 * Replaces the database with the backup `file` while no server runs on it: checks the backup
 * first, keeps the replaced database aside in `<data>/backups`, then puts the copy in place
 * with one rename. The uploads archive of the same backup, when beside it, is unpacked into
 * the uploads folder (files already there stay).
 */
export async function restoreBackup(file: string, now = new Date()) {
  const source = path.resolve(file);
  const backup = openCheckedBackup(source);
  try {
    const { DATABASE_PATH } = getEnv();
    const server = runningServer(DATABASE_PATH);
    if (server) {
      throw new RestoreRefused(
        `Il server è in esecuzione (${server.host}, pid ${server.pid}): fermalo prima di ripristinare. ` +
          `Se si è fermato di colpo, riprova dopo le ${server.expiresAt.toISOString().slice(11, 19)} UTC.`,
      );
    }
    // Copied through SQLite, so a backup in WAL mode comes with what its WAL file holds.
    const incoming = `${DATABASE_PATH}.ripristino`;
    fs.rmSync(incoming, { force: true });
    await backup.backup(incoming);
    forgetLeases(incoming);
    const replaced = setCurrentAside(DATABASE_PATH, now);
    fs.renameSync(incoming, DATABASE_PATH);
    return { replaced, uploads: await restoreUploads(source) };
  } finally {
    backup.close();
  }
}

/**
 * A backup taken while a server ran holds that server's lease: restored, it would look alive
 * for minutes and hold back the jobs and a second restore. Leases are about processes, not data.
 */
function forgetLeases(file: string) {
  const copy = new Database(file);
  try {
    if (hasTable(copy, "leases")) copy.prepare("delete from leases").run();
  } finally {
    copy.close();
  }
}

/** Moves the current database, its WAL with it, into `<data>/backups`; null when there is none. */
function setCurrentAside(databasePath: string, now: Date) {
  if (!fs.existsSync(databasePath)) {
    closeDatabase();
    return null;
  }
  try {
    db.run("pragma wal_checkpoint(TRUNCATE)");
  } catch {
    // A damaged database is set aside as it is, its WAL file with it.
  }
  closeDatabase();
  const folder = backupsFolder();
  fs.mkdirSync(folder, { recursive: true });
  const replaced = path.join(folder, `app-${stampOf(now)}-sostituito.db`);
  fs.renameSync(databasePath, replaced);
  moveIfPresent(`${databasePath}-wal`, `${replaced}-wal`);
  moveIfPresent(`${databasePath}-shm`, `${replaced}-shm`);
  return replaced;
}

/** Unpacks the uploads archive taken with a regular backup, when it lies beside it. */
async function restoreUploads(source: string) {
  const stamp = regularName.exec(path.basename(source));
  const archive = stamp
    ? path.join(path.dirname(source), uploadsArchiveName(`${stamp[1]}-${stamp[2]}`))
    : null;
  if (!archive || !fs.existsSync(archive)) return null;
  const { UPLOADS_DIR } = getEnv();
  fs.mkdirSync(UPLOADS_DIR, { recursive: true });
  await tar.extract({ file: archive, cwd: UPLOADS_DIR });
  return archive;
}
