import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { contactSubmissions, emailOutbox, leases, settings } from "../../../db/schema";
import { setEnv } from "../../../tests/support/env";
import {
  asAnEarlierReleaseLeftIt,
  asANewerReleaseLeftIt,
  newerRelease,
} from "../../../tests/support/releases";
import {
  BACKUP_EVERY_MS,
  backupsFolder,
  expiredBackupFiles,
  isBackupDue,
  migrateWithBackup,
  NewerDatabase,
  restoreBackup,
  RestoreRefused,
  runScheduledBackup,
  stampOf,
  stampsToKeep,
  takeBackup,
} from "~/features/operations/backup.server";
import { thisRelease } from "~/features/operations/release.server";
import { queueEmail } from "~/features/mail/outbox.server";
import {
  closeDatabase,
  db,
  knownMigrations,
  migrateDatabase,
  pendingMigrations,
} from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

const now = new Date("2027-03-15T03:15:00.000Z");
const DAY = 86_400_000;
const links = { confirmUrl: "http://x/c", unsubscribeUrl: "http://x/u" };

function addContact(email: string) {
  db.insert(contactSubmissions)
    .values({
      nome: "Giulia",
      cognome: "Bianchi",
      email,
      servizio: "social-media",
      messaggio: "Vorrei un preventivo.",
      privacyAccepted: true,
      source: "contatti",
      retentionExpiresAt: new Date(now.getTime() + 730 * DAY),
    })
    .run();
}

const contactEmails = () =>
  db
    .select({ email: contactSubmissions.email })
    .from(contactSubmissions)
    .all()
    .map((row) => row.email);

function readOnly<T>(file: string, read: (sqlite: Database.Database) => T) {
  const sqlite = new Database(file, { readonly: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

/** A fresh database of its own for each test: the backups and the restores replace files. */
beforeEach(() => {
  closeDatabase();
  const { DATA_DIR } = getEnv();
  for (const name of fs.readdirSync(DATA_DIR)) {
    if (name !== "session-secret")
      fs.rmSync(path.join(DATA_DIR, name), { recursive: true, force: true });
  }
  migrateDatabase();
});
afterEach(() => setEnv({ BACKUP_SCHEDULE: undefined }));

describe("rotation", () => {
  test("keeps the newest backup of each of the last 7 days and of each of the last 4 weeks", () => {
    // 60 days of backups, two a day.
    const stamps = Array.from({ length: 120 }, (_, index) =>
      stampOf(new Date(now.getTime() - index * (DAY / 2))),
    );
    const kept = [...stampsToKeep(stamps, now)].sort().reverse();
    // The newest of the 14th is the one at 15:15, half a day before the 15th's.
    expect(kept.slice(0, 7)).toEqual([0, 1, 3, 5, 7, 9, 11].map((index) => stamps[index]));
    // 15 March 2027 is a Monday: the days cover this week and the one before; the two weeks
    // before those keep their Sunday's, the 7th and the 28th of February.
    expect(kept.slice(7).map((stamp) => stamp.slice(0, 8))).toEqual(["20270307", "20270228"]);
  });

  test("backups of the last 24 hours are all kept, whatever the day", () => {
    const stamps = [
      "20270315-031500",
      "20270315-020000",
      "20270314-040000",
      "20270314-031500",
      "20270314-020000",
    ];
    expect([...stampsToKeep(stamps, now)].sort()).toEqual([
      "20270314-040000",
      "20270315-020000",
      "20270315-031500",
    ]);
  });

  test("keeps nothing older than 30 days, however far back the days and weeks with a backup go", () => {
    const stamps = [0, 10, 20, 29, 31, 45, 60].map((days) =>
      stampOf(new Date(now.getTime() - days * DAY)),
    );
    expect([...stampsToKeep(stamps, now)].sort().reverse()).toEqual(stamps.slice(0, 4));
  });

  test("copies taken before upgrades: the newest three, none older than 30 days", async () => {
    fs.mkdirSync(backupsFolder(), { recursive: true });
    // Each with the archives of its uploads and its spool.
    const copy = (days: number) => {
      const stamp = `${stampOf(new Date(now.getTime() - days * DAY))}-prima-dell-aggiornamento`;
      const names = [`app-${stamp}.db`, `uploads-${stamp}.tar`, `spool-${stamp}.tar`];
      for (const name of names) fs.writeFileSync(path.join(backupsFolder(), name), "copia");
      return names;
    };
    const recent = copy(5);
    const old = [...copy(40), ...copy(90)];

    const backup = await takeBackup({ now, kind: "before-upgrade" });
    expect(backup.removed.map((file) => path.basename(file)).sort()).toEqual(old.sort());
    expect(fs.readdirSync(backupsFolder()).sort()).toEqual(
      [...recent, path.basename(backup.database)].sort(),
    );
  });

  test("a backup a day past the limits leaves only what rotation keeps on disk", async () => {
    for (let day = 20; day >= 0; day -= 1)
      await takeBackup({ now: new Date(now.getTime() - day * DAY) });
    const names = fs.readdirSync(backupsFolder()).filter((name) => name.endsWith(".db"));
    expect(names).toHaveLength(7 + 2);
    expect(names.at(-1)).toBe(`app-${stampOf(now)}.db`);
  });
});

describe("backup", () => {
  test("carries the submissions waiting in the spool, and a restore puts them back to be imported", async () => {
    const waiting = writeInFolder(spoolFolder(), "2027-03-15-contatto.json", '{"kind":"contact"}');
    const backup = await takeBackup({ now });
    expect(path.basename(backup.spool ?? "")).toBe("spool-20270315-031500.tar");
    fs.rmSync(waiting);

    await restoreBackup(backup.database, new Date(now.getTime() + DAY));
    expect(fs.readFileSync(waiting, "utf8")).toBe('{"kind":"contact"}');
  });

  test("writes a plain SQLite file with the data and an archive of the uploads", async () => {
    addContact("prima@example.it");
    fs.mkdirSync(getEnv().UPLOADS_DIR, { recursive: true });
    fs.writeFileSync(path.join(getEnv().UPLOADS_DIR, "copertina.webp"), "immagine");

    const backup = await takeBackup({ now });
    expect(path.basename(backup.database)).toBe("app-20270315-031500.db");
    expect(path.basename(backup.uploads ?? "")).toBe("uploads-20270315-031500.tar");
    expect(fs.readdirSync(backupsFolder()).sort()).toEqual([
      "app-20270315-031500.db",
      "uploads-20270315-031500.tar",
    ]);
    readOnly(backup.database, (sqlite) => {
      expect(sqlite.pragma("journal_mode", { simple: true })).toBe("delete");
      expect(sqlite.prepare("select email from contact_submissions").pluck().all()).toEqual([
        "prima@example.it",
      ]);
    });
  });

  test("the server takes one a day, recorded in the database; BACKUP_SCHEDULE=off stops it", async () => {
    expect(isBackupDue(now)).toBe(true);
    expect(await runScheduledBackup(now)).not.toBeNull();
    expect(db.select().from(settings).all()).toContainEqual(
      expect.objectContaining({ key: "backup_last_run", value: now.toISOString() }),
    );
    expect(await runScheduledBackup(new Date(now.getTime() + BACKUP_EVERY_MS - 1))).toBeNull();
    expect(isBackupDue(new Date(now.getTime() + BACKUP_EVERY_MS))).toBe(true);
    // A clock set back runs it rather than waiting for the future date.
    expect(isBackupDue(new Date(now.getTime() - DAY))).toBe(true);

    setEnv({ BACKUP_SCHEDULE: "off" });
    expect(await runScheduledBackup(new Date(now.getTime() + 2 * BACKUP_EVERY_MS))).toBeNull();
  });
});

const asTheEarlierReleaseLeftIt = () => asAnEarlierReleaseLeftIt(db.$client);

function writeInFolder(folder: string, name: string, contents: string) {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, name), contents);
  return path.join(folder, name);
}

const spoolFolder = () => path.join(getEnv().DATA_DIR, "spool");

describe("upgrade", () => {
  test("pending migrations are applied after a backup of the database as it was", async () => {
    addContact("prima-dell-aggiornamento@example.it");
    const newest = [asTheEarlierReleaseLeftIt()];
    expect(pendingMigrations().map((migration) => migration.tag)).toEqual(newest);

    const upgrade = await migrateWithBackup(now);
    expect(upgrade?.applied).toEqual(newest);
    expect(path.basename(upgrade?.backup ?? "")).toBe(
      "app-20270315-031500-prima-dell-aggiornamento.db",
    );
    expect(pendingMigrations()).toEqual([]);
    readOnly(upgrade!.backup!, (sqlite) => {
      expect(sqlite.prepare("select count(*) from __drizzle_migrations").pluck().get()).toBe(
        knownMigrations().length - 1,
      );
      expect(sqlite.prepare("select email from contact_submissions").pluck().all()).toEqual([
        "prima-dell-aggiornamento@example.it",
      ]);
    });
    expect(await migrateWithBackup(now)).toBeNull();
  });

  test("the copy taken before an upgrade is a full backup: the uploads and the spool come back with it", async () => {
    addContact("prima-dell-aggiornamento@example.it");
    const photo = writeInFolder(getEnv().UPLOADS_DIR, "foto-di-prima.jpg", "foto originale");
    const waiting = writeInFolder(spoolFolder(), "2027-03-15-contatto.json", '{"kind":"contact"}');
    asTheEarlierReleaseLeftIt();

    const upgrade = await migrateWithBackup(now);
    expect(fs.readdirSync(backupsFolder()).sort()).toEqual([
      "app-20270315-031500-prima-dell-aggiornamento.db",
      "spool-20270315-031500-prima-dell-aggiornamento.tar",
      "uploads-20270315-031500-prima-dell-aggiornamento.tar",
    ]);
    // What the new version then did to the files: the photo replaced, the spool imported.
    fs.rmSync(photo);
    fs.rmSync(waiting);

    const rollback = await restoreBackup(upgrade!.backup!, new Date(now.getTime() + DAY));
    expect(fs.readFileSync(photo, "utf8")).toBe("foto originale");
    expect(fs.readFileSync(waiting, "utf8")).toBe('{"kind":"contact"}');
    expect(rollback).toMatchObject({
      uploads: expect.stringContaining("uploads-20270315-031500-prima-dell-aggiornamento.tar"),
      spool: expect.stringContaining("spool-20270315-031500-prima-dell-aggiornamento.tar"),
    });
    expect(pendingMigrations().map((migration) => migration.tag)).toEqual([
      knownMigrations().at(-1)!.tag,
    ]);
  });

  test("a database a newer release upgraded is refused, naming that release and the copy to go back to", async () => {
    asTheEarlierReleaseLeftIt();
    const upgrade = await migrateWithBackup(now);
    // The newer release applied a migration this one does not know, and recorded itself.
    asANewerReleaseLeftIt(db.$client);
    addContact("scritta-dalla-nuova@example.it");

    const refusal = await migrateWithBackup(new Date(now.getTime() + 2 * DAY)).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(NewerDatabase);
    const message = (refusal as Error).message;
    expect(message).toContain(newerRelease.version);
    expect(message).toContain(newerRelease.migration);
    expect(message).toContain(thisRelease().migration);
    expect(message).toContain(`agency restore ${upgrade!.backup}`);
    // Nothing was copied or changed.
    expect(fs.readdirSync(backupsFolder()).filter((name) => name.endsWith(".db"))).toHaveLength(1);
    expect(contactEmails()).toEqual(["scritta-dalla-nuova@example.it"]);
  });

  test("a new database gets its schema without a backup of nothing", async () => {
    closeDatabase();
    fs.rmSync(getEnv().DATABASE_PATH);
    const upgrade = await migrateWithBackup(now);
    expect(upgrade?.backup).toBeNull();
    expect(fs.existsSync(backupsFolder())).toBe(false);
  });
});

describe("restore", () => {
  test("puts the backup in place, keeps the replaced database aside and brings the uploads back", async () => {
    addContact("nel-backup@example.it");
    fs.mkdirSync(getEnv().UPLOADS_DIR, { recursive: true });
    fs.writeFileSync(path.join(getEnv().UPLOADS_DIR, "copertina.webp"), "immagine");
    const backup = await takeBackup({ now });
    addContact("dopo-il-backup@example.it");
    fs.rmSync(getEnv().UPLOADS_DIR, { recursive: true });

    const result = await restoreBackup(backup.database, new Date(now.getTime() + DAY));
    expect(contactEmails()).toEqual(["nel-backup@example.it"]);
    expect(path.basename(result.replaced ?? "")).toBe("app-20270316-031500-sostituito.db");
    readOnly(result.replaced!, (sqlite) => {
      expect(
        sqlite.prepare("select email from contact_submissions order by email").pluck().all(),
      ).toEqual(["dopo-il-backup@example.it", "nel-backup@example.it"]);
    });
    expect(fs.readFileSync(path.join(getEnv().UPLOADS_DIR, "copertina.webp"), "utf8")).toBe(
      "immagine",
    );
  });

  test("two restores in the same second keep both databases they replaced", async () => {
    addContact("nel-backup@example.it");
    const backup = await takeBackup({ now });
    addContact("solo-nel-database-vivo@example.it");
    const later = new Date(now.getTime() + DAY);

    const first = await restoreBackup(backup.database, later);
    const second = await restoreBackup(backup.database, later);
    expect(second.replaced).not.toBe(first.replaced);
    readOnly(first.replaced!, (sqlite) => {
      expect(sqlite.prepare("select email from contact_submissions").pluck().all()).toContain(
        "solo-nel-database-vivo@example.it",
      );
    });
    expect(
      fs
        .readdirSync(backupsFolder())
        .filter((name) => name.endsWith("-sostituito.db") || name.endsWith("-sostituito-2.db"))
        .sort(),
    ).toEqual([path.basename(second.replaced!), path.basename(first.replaced!)]);
    // Both go with the retention, like any replaced database.
    expect(expiredBackupFiles(new Date(later.getTime() + 31 * DAY))).toEqual(
      expect.arrayContaining([first.replaced, second.replaced]),
    );
  });

  test("the e-mails sent since the backup are not sent again after its restore", async () => {
    const sentSince = queueEmail(db, "newsletter-confirmation", "inviata@example.it", links);
    const stillWaiting = queueEmail(db, "newsletter-confirmation", "in-attesa@example.it", links);
    const backup = await takeBackup({ now });
    const sentAt = new Date(now.getTime() + 60_000);
    db.update(emailOutbox)
      .set({ status: "sent", sentAt, attempts: 1 })
      .where(eq(emailOutbox.id, sentSince))
      .run();

    const result = await restoreBackup(backup.database, new Date(now.getTime() + DAY));
    expect(result.alreadySent).toBe(1);
    expect(
      db
        .select({ id: emailOutbox.id, status: emailOutbox.status, sentAt: emailOutbox.sentAt })
        .from(emailOutbox)
        .orderBy(emailOutbox.id)
        .all(),
    ).toEqual([
      { id: sentSince, status: "sent", sentAt },
      { id: stillWaiting, status: "pending", sentAt: null },
    ]);
  });

  test("the replaced database set aside is due for removal 30 days later, not before", async () => {
    const backup = await takeBackup({ now });
    const { replaced } = await restoreBackup(backup.database, now);
    const expiredAfter = (days: number) => expiredBackupFiles(new Date(now.getTime() + days * DAY));

    expect(expiredAfter(29)).toEqual([]);
    expect(expiredAfter(31)).toContain(replaced);
  });

  test("a database in WAL mode comes back with what only its WAL file holds", async () => {
    const backup = await takeBackup({ now });
    const walCopy = path.join(backupsFolder(), "copia-wal.db");
    fs.copyFileSync(backup.database, walCopy);
    const writer = new Database(walCopy);
    try {
      writer.pragma("journal_mode = WAL");
      writer.pragma("wal_autocheckpoint = 0");
      writer
        .prepare(
          "insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, source, retention_expires_at) values ('A', 'B', 'solo-nel-wal@example.it', 'seo', 'x', 1, 'contatti', 0)",
        )
        .run();
      expect(fs.statSync(`${walCopy}-wal`).size).toBeGreaterThan(0);
      await restoreBackup(walCopy);
    } finally {
      writer.close();
    }
    expect(contactEmails()).toEqual(["solo-nel-wal@example.it"]);
  });

  test("refuses while a server holds the database, and changes nothing", async () => {
    addContact("attuale@example.it");
    db.insert(leases)
      .values({
        name: "jobs",
        holder: "altra-macchina 1 abc",
        expiresAt: new Date(Date.now() + 60_000),
      })
      .run();
    const backup = await takeBackup({ now });
    addContact("ancora-attuale@example.it");

    await expect(restoreBackup(backup.database)).rejects.toThrow(
      /Il server è in esecuzione \(altra-macchina, pid 1\): fermalo/,
    );
    expect(contactEmails()).toHaveLength(2);
    expect(fs.readdirSync(backupsFolder()).filter((name) => name.includes("sostituito"))).toEqual(
      [],
    );

    // Once it stopped, the restored copy does not bring back the lease it held when the backup was taken.
    db.delete(leases).run();
    await restoreBackup(backup.database);
    expect(contactEmails()).toEqual(["attuale@example.it"]);
    expect(db.select().from(leases).all()).toEqual([]);
  });

  test("refuses a file that is not an intact backup of this site", async () => {
    const folder = backupsFolder();
    fs.mkdirSync(folder, { recursive: true });
    const garbage = path.join(folder, "app-20270101-000000.db");
    fs.writeFileSync(garbage, "questo non è un database ".repeat(400));
    await expect(restoreBackup(garbage)).rejects.toThrow(/non è un database SQLite leggibile/);
    await expect(restoreBackup(path.join(folder, "manca.db"))).rejects.toThrow(/non esiste/);

    const backup = await takeBackup({ now });
    const damaged = path.join(folder, "danneggiato.db");
    const bytes = fs.readFileSync(backup.database);
    // Keep the header, scramble the pages after the first two.
    bytes.fill(0x5a, 8192, bytes.length - 4096);
    fs.writeFileSync(damaged, bytes);
    await expect(restoreBackup(damaged)).rejects.toThrow(RestoreRefused);

    const other = path.join(folder, "altro.db");
    readOnly(backup.database, (sqlite) => sqlite.prepare("vacuum into ?").run(other));
    const newer = new Database(other);
    newer
      .prepare("insert into __drizzle_migrations (hash, created_at) values ('futura', ?)")
      .run(Date.now() + 365 * DAY);
    newer.close();
    await expect(restoreBackup(other)).rejects.toThrow(/versione più recente/);

    const notOurs = path.join(folder, "estraneo.db");
    const foreign = new Database(notOurs);
    foreign.exec("create table t (x)");
    foreign.close();
    await expect(restoreBackup(notOurs)).rejects.toThrow(/non è un database di questo sito/);
    expect(fs.readdirSync(folder).filter((name) => name.includes("sostituito"))).toEqual([]);
  });
});
