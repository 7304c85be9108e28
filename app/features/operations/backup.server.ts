import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import { DAILY_RUN_EVERY_MS, isDailyRunDue, recordDailyRun } from "~/utils/daily-run.server";
import {
  backupDatabase,
  closeDatabase,
  db,
  hasTable,
  lastAppliedMigration,
  migrateDatabase,
  newerMigrations,
  pendingMigrations,
} from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { JOBS_LEASE, liveHolder } from "~/features/operations/lease.server";
import {
  describeRelease,
  recordedRelease,
  recordRelease,
  thisRelease,
} from "~/features/operations/release.server";
import { spoolDir } from "~/features/visitor-forms/spool.server";

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
/** A copy a restore can take, regular or from before an upgrade; its label names its archives. */
const restorableName = /^app-((\d{8}-\d{6})(?:-prima-dell-aggiornamento)?)\.db$/;
/**
 * Every file the site writes into the backups folder, with the time in its name: backups and
 * copies taken before upgrades with the archives of their uploads and spool, replaced
 * databases (numbered when several share a second) with their WAL files, and the pieces of
 * copies cut short.
 */
const backupFileName =
  /^(?:app-(\d{8}-\d{6})(?:-prima-dell-aggiornamento|-sostituito(?:-\d+)?)?\.db(?:-wal|-shm)?|(?:uploads|spool)-(\d{8}-\d{6})(?:-prima-dell-aggiornamento)?\.tar)(?:\.parziale)?$/;

export const backupsFolder = () => path.join(getEnv().DATA_DIR, "backups");

/** '20261124-031500': when, in UTC, as backup names carry it. */
export function stampOf(when: Date) {
  return when.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/** The files of one copy, named after its label (`20261124-031500`, or with `-prima-dell-aggiornamento`). */
const copyFiles = (label: string) => ({
  database: `app-${label}.db`,
  uploads: `uploads-${label}.tar`,
  spool: `spool-${label}.tar`,
});

type BackupKind = "regular" | "before-upgrade";

export type Backup = {
  database: string;
  uploads: string | null;
  spool: string | null;
  removed: string[];
};

/**
 * Writes a whole copy of the site's data into `<data>/backups`: `app-YYYYMMDD-HHMMSS.db`, a
 * plain SQLite file, `uploads-YYYYMMDD-HHMMSS.tar` and `spool-YYYYMMDD-HHMMSS.tar` (the
 * submissions the database had refused and not yet taken), then rotates. A copy taken before
 * an upgrade is the same whole copy, its names ending in `-prima-dell-aggiornamento`. Each
 * file is written under a temporary name and renamed when complete, so a backup that stopped
 * halfway never looks like one.
 */
export async function takeBackup({
  now = new Date(),
  kind = "regular",
  inOneStep = false,
}: { now?: Date; kind?: BackupKind; inOneStep?: boolean } = {}): Promise<Backup> {
  const folder = backupsFolder();
  fs.mkdirSync(folder, { recursive: true });
  const stamp = stampOf(now);
  const files = copyFiles(kind === "regular" ? stamp : `${stamp}-prima-dell-aggiornamento`);
  // Before the database: a submission taken from the spool while the copy runs is then in
  // the archive, or in both (imported twice after a restore), never in neither.
  const spool = await archiveFolder(spoolDir(), path.join(folder, files.spool), (name) =>
    name.endsWith(".json"),
  );
  const database = path.join(folder, files.database);
  const partial = `${database}.parziale`;
  fs.rmSync(partial, { force: true });
  await backupDatabase(partial, { inOneStep });
  // A copy of a WAL database is marked WAL; one file that opens as it is suits a backup better.
  const copy = new Database(partial);
  copy.pragma("journal_mode = DELETE");
  copy.close();
  fs.renameSync(partial, database);
  // Hidden names are pieces of writes in progress or cut short.
  const uploads = await archiveFolder(
    getEnv().UPLOADS_DIR,
    path.join(folder, files.uploads),
    (name) => !name.startsWith("."),
  );
  const removed =
    kind === "regular"
      ? rotateBackups(folder, now)
      : removeAllBut(folder, beforeUpgradeName, keep.beforeUpgrade, now);
  return { database, uploads, spool, removed };
}

/**
 * A plain tar of the files of `dir` that `include` takes, or null when there are none. A file
 * removed while it is being archived (an import, a clean-up) is left out: the listing is
 * taken again.
 */
async function archiveFolder(dir: string, file: string, include: (name: string) => boolean) {
  const partial = `${file}.parziale`;
  for (let attempt = 1; ; attempt += 1) {
    const entries = fs.existsSync(dir) ? fs.readdirSync(dir).filter(include) : [];
    if (entries.length === 0) return null;
    try {
      await tar.create({ file: partial, cwd: dir, portable: true }, entries);
      fs.renameSync(partial, file);
      return file;
    } catch (error) {
      fs.rmSync(partial, { force: true });
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt === 3) throw error;
    }
  }
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
  return stamps.filter((stamp) => !kept.has(stamp)).flatMap((stamp) => removeCopy(folder, stamp));
}

/** Removes the files of the copy labelled `label`; those it removed. */
function removeCopy(folder: string, label: string) {
  const removed: string[] = [];
  for (const name of Object.values(copyFiles(label))) {
    const file = path.join(folder, name);
    if (fs.existsSync(file)) {
      fs.rmSync(file);
      removed.push(file);
    }
  }
  return removed;
}

/**
 * Removes all but the newest `count` copies `pattern` matches (its first group is the stamp),
 * and any older than BACKUP_KEEP_DAYS, with their archives.
 */
function removeAllBut(folder: string, pattern: RegExp, count: number, now: Date) {
  return fs
    .readdirSync(folder)
    .flatMap((name) => {
      const stamp = pattern.exec(name)?.[1];
      return stamp ? [{ name, stamp }] : [];
    })
    .sort((a, b) => b.stamp.localeCompare(a.stamp))
    .filter(({ stamp }, index) => index >= count || isExpired(stamp, now))
    .flatMap(({ name }) => removeCopy(folder, restorableName.exec(name)![1]!));
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

/** The databases of `<data>/backups` that `pattern` matches, newest first by `app-<stamp>`. */
function copiesNewestFirst(pattern: RegExp) {
  const folder = backupsFolder();
  if (!fs.existsSync(folder)) return [];
  const stamp = (name: string) => name.slice("app-".length, "app-YYYYMMDD-HHMMSS".length);
  return fs
    .readdirSync(folder)
    .filter((name) => pattern.test(name))
    .sort((a, b) => stamp(b).localeCompare(stamp(a)))
    .map((name) => path.join(folder, name));
}

/** The newest regular backup in `<data>/backups`, or null when there is none yet. */
export function newestBackup() {
  const [file] = copiesNewestFirst(regularName);
  return file ? { file, at: fs.statSync(file).mtime } : null;
}

/**
 * The newest copy in `<data>/backups` this code can restore (one whose migrations it knows),
 * regular or taken before an upgrade; null when there is none.
 */
export function newestRestorableBackup() {
  for (const file of copiesNewestFirst(restorableName)) {
    try {
      const copy = new Database(file, { readonly: true, fileMustExist: true });
      try {
        if (lastAppliedMigration(copy) !== null && newerMigrations(copy) === 0) return file;
      } finally {
        copy.close();
      }
    } catch {
      // Not a database that opens: not one to offer.
    }
  }
  return null;
}

/**
 * Why this code must not run on its database: a newer release applied migrations it does not
 * know (the previous release would run on the new schema and fail on the newer release's SQL),
 * said with that release, as recorded, and the way back: this version restoring the copy taken
 * before that upgrade. Null when it may run.
 */
export function newerDatabase(): { text: string; fix: string } | null {
  const unknown = newerMigrations();
  if (unknown === 0) return null;
  const recorded = recordedRelease();
  const ours = thisRelease();
  const by =
    recorded && recorded.migration !== ours.migration
      ? `dalla versione ${describeRelease(recorded)}, avviata il ${recorded.at.slice(0, 16).replace("T", " ")} UTC`
      : "da una versione più recente, che non si è registrata";
  const copy = newestRestorableBackup();
  return {
    text: `${getEnv().DATABASE_PATH} è stato aggiornato ${by}: ha ${unknown === 1 ? "una migrazione" : `${unknown} migrazioni`} che questa versione, la ${describeRelease(ours)}, non conosce, e non può usarlo.`,
    fix:
      `per tornare a questa versione, a server fermo e con questa versione, ripristina la copia presa prima dell'aggiornamento: agency restore ${copy ?? "<backups>/app-…-prima-dell-aggiornamento.db"} ` +
      "(ciò che è arrivato dopo resta nel database sostituito); altrimenti usa la versione più recente.",
  };
}

/** A database a newer release upgraded: this code refuses to migrate, serve or change it. */
export class NewerDatabase extends Error {
  constructor({ text, fix }: { text: string; fix: string }) {
    super(`${text}\nRimedio: ${fix}`);
    this.name = "NewerDatabase";
  }
}

/**
 * Applies the pending migrations, after a whole backup of a site that already holds data, so
 * an upgrade can be undone by restoring that backup; records this release as the one that
 * upgraded the database. Null when nothing was pending. A database a newer release upgraded is
 * refused (`NewerDatabase`) and left as it is.
 */
export async function migrateWithBackup(now = new Date()) {
  const newer = newerDatabase();
  if (newer) throw new NewerDatabase(newer);
  const pending = pendingMigrations();
  if (pending.length === 0) return null;
  const backup =
    lastAppliedMigration() === null
      ? null
      : await takeBackup({ now, kind: "before-upgrade", inOneStep: true });
  migrateDatabase();
  await recordRelease(thisRelease(), now);
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
  if (lastAppliedMigration(backup) === null)
    return `Il file ${backup.name} non è un database di questo sito (nessuna migrazione).`;
  if (newerMigrations(backup) > 0) {
    const recorded = recordedRelease(backup);
    return `Il backup viene da una versione più recente del sito${recorded ? ` (la ${describeRelease(recorded)})` : ""}: ripristinalo con quella versione.`;
  }
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
 * first, marks as sent the e-mails it holds as waiting that the current database had sent
 * since, keeps the replaced database aside in `<data>/backups` under a name no other file
 * has, then puts the copy in place with one rename. The uploads and spool archives of the same
 * copy, when beside it, are unpacked into their folders (files already there stay).
 */
export async function restoreBackup(file: string, now = new Date()) {
  const source = path.resolve(file);
  const backup = openCheckedBackup(source);
  try {
    const { DATABASE_PATH, UPLOADS_DIR } = getEnv();
    const server = runningServer(DATABASE_PATH);
    if (server) {
      throw new RestoreRefused(
        `Il server è in esecuzione (${server.host}, pid ${server.pid}): fermalo prima di ripristinare. ` +
          `Se si è fermato di colpo, riprova dopo le ${server.expiresAt.toISOString().slice(11, 19)} UTC.`,
      );
    }
    // Copied through SQLite, so a backup in WAL mode comes with what its WAL file holds; under
    // a name of this restore's own, which another one running at once cannot take.
    const incoming = `${DATABASE_PATH}.ripristino-${process.pid}-${Date.now()}`;
    try {
      await backup.backup(incoming);
      const alreadySent = prepareRestoredCopy(incoming, DATABASE_PATH);
      const replaced = setCurrentAside(DATABASE_PATH, now);
      fs.renameSync(incoming, DATABASE_PATH);
      const archives = archivesBeside(source);
      return {
        replaced,
        alreadySent,
        uploads: await unpack(archives?.uploads, UPLOADS_DIR),
        spool: await unpack(archives?.spool, spoolDir()),
      };
    } finally {
      fs.rmSync(incoming, { force: true });
    }
  } finally {
    backup.close();
  }
}

/**
 * Readies the restored copy: a backup taken while a server ran holds that server's lease,
 * which would look alive for minutes and hold back the jobs and a second restore (leases are
 * about processes, not data); and its outbox still holds as waiting the e-mails sent since it
 * was taken, which would go out again. Those the current database has sent (the same row:
 * id, recipient, template and time) are marked sent; how many.
 */
function prepareRestoredCopy(file: string, currentPath: string) {
  const copy = new Database(file);
  try {
    if (hasTable(copy, "leases")) copy.prepare("delete from leases").run();
    return fs.existsSync(currentPath) ? markSentSince(copy) : 0;
  } finally {
    copy.close();
  }
}

type WaitingEmail = { id: number; recipient: string; template: string; created_at: number };

function markSentSince(copy: Database.Database) {
  if (!hasTable(copy, "email_outbox")) return 0;
  const waiting = copy
    .prepare(
      "select id, recipient, template, created_at from email_outbox where status = 'pending'",
    )
    .all() as WaitingEmail[];
  if (waiting.length === 0) return 0;
  let sent: Database.Statement;
  try {
    sent = db.$client.prepare(
      "select sent_at, attempts from email_outbox where id = ? and recipient = ? and template = ? and created_at = ? and status = 'sent'",
    );
  } catch {
    // A current database that cannot be read tells nothing: the e-mails stay waiting.
    return 0;
  }
  const mark = copy.prepare(
    "update email_outbox set status = 'sent', sent_at = ?, attempts = ?, last_error = null where id = ?",
  );
  return copy.transaction(() => {
    let marked = 0;
    for (const email of waiting) {
      const row = sent.get(email.id, email.recipient, email.template, email.created_at) as
        { sent_at: number; attempts: number } | undefined;
      if (row) marked += mark.run(row.sent_at, row.attempts, email.id).changes;
    }
    return marked;
  })();
}

/**
 * Moves the current database, its WAL with it, into `<data>/backups` as
 * `app-…-sostituito.db`, numbered (`-sostituito-2.db`) when a restore in the same second took
 * that name: a name is claimed by creating it, so none is ever written over. Null when there
 * is no database.
 */
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
  const replaced = claimName(folder, `app-${stampOf(now)}-sostituito`);
  fs.renameSync(databasePath, replaced);
  moveIfPresent(`${databasePath}-wal`, `${replaced}-wal`);
  moveIfPresent(`${databasePath}-shm`, `${replaced}-shm`);
  return replaced;
}

/** `<stem>.db`, or `<stem>-2.db` and on, whichever is free first: created empty, so it is this process's. */
function claimName(folder: string, stem: string) {
  for (let number = 1; ; number += 1) {
    const file = path.join(folder, number === 1 ? `${stem}.db` : `${stem}-${number}.db`);
    try {
      fs.closeSync(fs.openSync(file, "wx"));
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** The uploads and spool archives taken with the copy `source`, a backup or a pre-upgrade copy. */
function archivesBeside(source: string) {
  const label = restorableName.exec(path.basename(source))?.[1];
  if (!label) return null;
  const files = copyFiles(label);
  return {
    uploads: path.join(path.dirname(source), files.uploads),
    spool: path.join(path.dirname(source), files.spool),
  };
}

/** Unpacks `archive`, when there is one, into `folder`; the archive, or null. */
async function unpack(archive: string | undefined, folder: string) {
  if (!archive || !fs.existsSync(archive)) return null;
  fs.mkdirSync(folder, { recursive: true });
  await tar.extract({ file: archive, cwd: folder });
  return archive;
}
