import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { contactSubmissions, leases, settings } from "../../../db/schema";
import { setEnv } from "../../../tests/support/env";
import {
  BACKUP_EVERY_MS,
  backupsFolder,
  expiredBackupFiles,
  isBackupDue,
  migrateWithBackup,
  restoreBackup,
  RestoreRefused,
  runScheduledBackup,
  stampOf,
  stampsToKeep,
  takeBackup,
} from "~/features/operations/backup.server";
import { closeDatabase, db, migrateDatabase, pendingMigrations } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

const now = new Date("2027-03-15T03:15:00.000Z");
const DAY = 86_400_000;

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
    const copy = (days: number) => {
      const name = `app-${stampOf(new Date(now.getTime() - days * DAY))}-prima-dell-aggiornamento.db`;
      fs.writeFileSync(path.join(backupsFolder(), name), "SQLite format 3");
      return name;
    };
    const recent = copy(5);
    const old = [copy(40), copy(90)];

    const backup = await takeBackup({ now, kind: "before-upgrade" });
    expect(backup.removed.map((file) => path.basename(file)).sort()).toEqual(old.sort());
    expect(fs.readdirSync(backupsFolder()).sort()).toEqual(
      [recent, path.basename(backup.database)].sort(),
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

describe("upgrade", () => {
  test("pending migrations are applied after a backup of the database as it was", async () => {
    addContact("prima-dell-aggiornamento@example.it");
    // The database as an earlier version left it: without the newest migration.
    db.run("drop index articles_staff_list");
    db.run("create index articles_created_at on articles (created_at)");
    db.run(
      "delete from __drizzle_migrations where created_at = (select max(created_at) from __drizzle_migrations)",
    );
    const newest = ["0019_articles_staff_list"];
    expect(pendingMigrations().map((migration) => migration.tag)).toEqual(newest);

    const upgrade = await migrateWithBackup(now);
    expect(upgrade?.applied).toEqual(newest);
    expect(path.basename(upgrade?.backup ?? "")).toBe(
      "app-20270315-031500-prima-dell-aggiornamento.db",
    );
    expect(pendingMigrations()).toEqual([]);
    readOnly(upgrade!.backup!, (sqlite) => {
      expect(
        sqlite
          .prepare("select count(*) from sqlite_master where name = 'articles_staff_list'")
          .pluck()
          .get(),
      ).toBe(0);
      expect(sqlite.prepare("select email from contact_submissions").pluck().all()).toEqual([
        "prima-dell-aggiornamento@example.it",
      ]);
    });
    expect(await migrateWithBackup(now)).toBeNull();
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
