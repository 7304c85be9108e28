import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  articles,
  contactSubmissions,
  emailOutbox,
  leases,
  settings,
  userRoles,
  users,
} from "../db/schema";
import { setEnv } from "../tests/support/env";
import { backupsFolder } from "../app/features/operations/backup.server";
import { recordRelease, thisRelease } from "../app/features/operations/release.server";
import { asAnEarlierReleaseLeftIt, asANewerReleaseLeftIt } from "../tests/support/releases";
import { closeDatabase, db, knownMigrations, migrateDatabase } from "../app/utils/db.server";
import { getEnv } from "../app/utils/env.server";
import { queueEmail } from "../app/features/mail/outbox.server";
import { verifyPassword } from "../app/features/staff/password.server";
import { lastRunSetting } from "../app/features/visitor-data/retention.server";
import { runCli } from "./cli";

const databasePath = process.env.DATABASE_PATH;

beforeAll(() => migrateDatabase());
afterEach(() => setEnv({ PORT: undefined, DATABASE_PATH: databasePath }));

async function agency(...args: string[]) {
  const log: string[] = [];
  const error: string[] = [];
  const code = await runCli(args, {
    log: (line) => log.push(line),
    error: (line) => error.push(line),
  });
  return { code, out: log.join("\n"), err: error.join("\n") };
}

const userNamed = (email: string) => db.select().from(users).where(eq(users.email, email)).get();
const generatedPassword = (out: string) =>
  /Password generata \(annotala ora, non verrà più mostrata\): (\S+)/.exec(out)?.[1];

describe("usage", () => {
  test("help lists every command and exits 0; without a command it exits 2", async () => {
    const help = await agency("help");
    expect(help.code).toBe(0);
    for (const command of [
      "seed",
      "create-admin",
      "reset-2fa",
      "migrate",
      "search-index",
      "deliver-emails",
      "retention",
      "backup",
      "restore",
      "check",
      "doctor",
    ]) {
      expect(help.out).toContain(`  ${command}`);
    }
    expect(await agency("restore", "--help")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Uso: agency restore FILE"),
    });
    const none = await agency();
    expect(none.code).toBe(2);
    expect(none.err).toContain("Uso: agency <comando>");
  });

  test("a command, an option or an argument it does not know is refused with exit 2", async () => {
    expect(await agency("pubblica")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Comando sconosciuto: pubblica"),
    });
    expect(await agency("backup", "--forza")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Opzione sconosciuta: --forza"),
    });
    expect(await agency("check", "adesso")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Argomenti in più: adesso"),
    });
    expect(await agency("create-admin", "--email")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Manca il valore dell'opzione --email"),
    });
    expect(await agency("retention")).toMatchObject({
      code: 2,
      err: expect.stringContaining("anonymize oppure purge"),
    });
    expect(await agency("retention", "svuota")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Operazione sconosciuta: svuota"),
    });
    expect(await agency("restore")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Manca il file del backup"),
    });
  });

  test("a configuration error is said by name and exits 1", async () => {
    setEnv({ PORT: "abc" });
    expect(await agency("check")).toMatchObject({
      code: 1,
      err: expect.stringContaining("PORT: deve essere un numero di porta"),
    });
  });
});

describe("accounts", () => {
  test("reset-2fa removes a member's second factor and sessions, and queues their e-mail", async () => {
    await agency("create-admin", "--email", "sola.admin@example.it", "--name", "Sola");
    const user = userNamed("sola.admin@example.it")!;
    db.update(users)
      .set({ totpSecret: "v1:sigillata", totpEnabledAt: new Date() })
      .where(eq(users.id, user.id))
      .run();
    expect(await agency("reset-2fa", "--email", "Sola.Admin@example.it")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Verifica in due passaggi azzerata per Sola.Admin@example.it"),
    });
    expect(userNamed("sola.admin@example.it")).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
    });
    expect(
      db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "sola.admin@example.it")).all(),
    ).toEqual([expect.objectContaining({ template: "second-factor-reset" })]);
    // The outbox is left as it was for the delivery's test.
    db.delete(emailOutbox).run();
    expect(await agency("reset-2fa", "--email", "nessuno@example.it")).toMatchObject({
      code: 1,
      err: expect.stringContaining("Nessun utente con l'indirizzo nessuno@example.it"),
    });
    expect(await agency("reset-2fa")).toMatchObject({
      code: 2,
      err: expect.stringContaining("Manca l'indirizzo e-mail (--email)."),
    });
  });

  test("create-admin makes an administrator who can sign in with the given password", async () => {
    const result = await agency(
      "create-admin",
      "--email",
      "Marta.Rossi@Example.it",
      "--name",
      "Marta Rossi",
      "--password",
      "una-password-molto-lunga",
    );
    expect(result).toMatchObject({
      code: 0,
      out: expect.stringContaining("Creato l'amministratore Marta Rossi <marta.rossi@example.it>"),
    });
    expect(result.out).not.toContain("Password generata");
    const user = userNamed("marta.rossi@example.it")!;
    expect(await verifyPassword("una-password-molto-lunga", user.passwordHash)).toBe(true);
    expect(db.select().from(userRoles).where(eq(userRoles.userId, user.id)).all()).toEqual([
      { userId: user.id, role: "admin" },
    ]);

    const again = await agency(
      "create-admin",
      "--email",
      "marta.rossi@example.it",
      "--name",
      "Altra Marta",
    );
    expect(again).toMatchObject({
      code: 1,
      err: expect.stringContaining("Esiste già un utente con l'indirizzo marta.rossi@example.it"),
    });
    expect(userNamed("marta.rossi@example.it")?.name).toBe("Marta Rossi");
  });

  test("without --password one is generated, shown once, and works", async () => {
    const result = await agency("create-admin", "--email", "luca@example.it", "--name", "Luca");
    expect(result.code).toBe(0);
    const password = generatedPassword(result.out);
    expect(password).toHaveLength(24);
    expect(await verifyPassword(password!, userNamed("luca@example.it")!.passwordHash)).toBe(true);
  });

  test("bad values are refused as the setup form refuses them, and nothing is written", async () => {
    expect(await agency("create-admin", "--name", "Senza E-mail")).toMatchObject({
      code: 2,
      err: expect.stringContaining("--email"),
    });
    expect(
      await agency("create-admin", "--email", "non-un-indirizzo", "--name", "X"),
    ).toMatchObject({
      code: 2,
      err: expect.stringContaining("--email: "),
    });
    expect(
      await agency(
        "create-admin",
        "--email",
        "corta@example.it",
        "--name",
        "X",
        "--password",
        "breve",
      ),
    ).toMatchObject({
      code: 2,
      err: expect.stringContaining("--password: La password deve avere almeno 12 caratteri."),
    });
    expect(await agency("create-admin", "--email", "senza-nome@example.it")).toMatchObject({
      code: 2,
      err: expect.stringContaining("--name: Manca il nome (--name)."),
    });
    expect(userNamed("corta@example.it")).toBeUndefined();
    expect(userNamed("senza-nome@example.it")).toBeUndefined();
  });

  test("seed adds the administrator and the sample articles once", async () => {
    const first = await agency("seed", "--email", "admin@example.it");
    expect(first.code).toBe(0);
    expect(first.out).toContain("Creato l'amministratore admin@example.it");
    expect(first.out).toContain("Articoli di esempio aggiunti: 3");
    expect(
      await verifyPassword(
        generatedPassword(first.out)!,
        userNamed("admin@example.it")!.passwordHash,
      ),
    ).toBe(true);

    const second = await agency("seed", "--email", "admin@example.it");
    expect(second.out).toContain("L'amministratore admin@example.it esiste già: invariato.");
    expect(second.out).toContain("Articoli di esempio aggiunti: 0");
    expect(db.select().from(articles).all()).toHaveLength(3);
  });
});

describe("jobs", () => {
  test("migrate says when nothing is pending", async () => {
    expect(await agency("migrate")).toMatchObject({
      code: 0,
      out: expect.stringContaining("Nessuna migrazione in sospeso"),
    });
  });

  test("deliver-emails sends what waits in the outbox", async () => {
    queueEmail(db, "newsletter-confirmation", "iscritta@example.it", {
      confirmUrl: "http://x/c",
      unsubscribeUrl: "http://x/u",
    });
    const result = await agency("deliver-emails");
    expect(result).toMatchObject({
      code: 0,
      out: "Coda e-mail: 1 inviate, 0 da ritentare, 0 abbandonate",
    });
    expect(db.select({ status: emailOutbox.status }).from(emailOutbox).all()).toEqual([
      { status: "sent" },
    ]);
    expect(fs.readdirSync(getEnv().MAIL_DIR).filter((name) => name.endsWith(".eml"))).toHaveLength(
      1,
    );
  });

  test("retention counts with --dry-run and works without it", async () => {
    const dry = await agency("retention", "anonymize", "--dry-run");
    expect(dry).toMatchObject({
      code: 0,
      out: "Prova senza modifiche, da anonimizzare: contatti: 0, iscrizioni: 0, copie .eml rimosse: 0",
    });
    const purge = await agency("retention", "purge");
    expect(purge.code).toBe(0);
    expect(purge.out).toMatch(/^Eliminati: contatti: 0, iscrizioni: 0, /);
  });
});

describe("backup, restore and check", () => {
  test("a backup restored brings back what it held; the replaced database is kept", async () => {
    db.insert(contactSubmissions)
      .values({
        nome: "Anna",
        cognome: "Neri",
        email: "anna@example.it",
        servizio: "seo",
        messaggio: "Salve",
        privacyAccepted: true,
        source: "contatti",
        retentionExpiresAt: new Date(),
      })
      .run();
    const backup = await agency("backup");
    expect(backup.code).toBe(0);
    const file = /Backup del database: (\S+)/.exec(backup.out)?.[1];
    expect(file && fs.existsSync(file)).toBe(true);
    expect(path.dirname(file!)).toBe(backupsFolder());
    db.delete(contactSubmissions).run();

    const restored = await agency("restore", file!);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/Il database sostituito è in .*sostituito\.db/);
    expect(db.select({ email: contactSubmissions.email }).from(contactSubmissions).all()).toEqual([
      { email: "anna@example.it" },
    ]);

    db.insert(leases)
      .values({
        name: "jobs",
        holder: "server-web 1 abc",
        expiresAt: new Date(Date.now() + 60_000),
      })
      .run();
    const refused = await agency("restore", file!);
    expect(refused).toMatchObject({
      code: 1,
      err: expect.stringContaining("Il server è in esecuzione (server-web, pid 1)"),
    });
    db.delete(leases).run();
  });

  test("restore --from-replica without a replica configured fails with exit 1 and says why", async () => {
    expect(await agency("restore", "--from-replica")).toMatchObject({
      code: 1,
      err: expect.stringContaining("LITESTREAM_REPLICA_URL non è impostata."),
    });
    expect(await agency("restore", "backup.db", "--from-replica")).toMatchObject({
      code: 2,
      err: expect.stringContaining("non entrambi"),
    });
  });

  test("check reports a healthy installation with exit 0, a damaged database with exit 1", async () => {
    const healthy = await agency("check");
    expect(healthy.code).toBe(0);
    expect(healthy.out).toMatch(/^ok +Database: .*integro$/m);
    expect(healthy.out).toMatch(/^ok +Migrazioni: tutte applicate/m);

    const folder = fs.mkdtempSync(path.join(path.dirname(getEnv().DATABASE_PATH), "danneggiato-"));
    const bytes = fs.readFileSync(getEnv().DATABASE_PATH);
    bytes.fill(0x5a, 8192, bytes.length - 4096);
    fs.writeFileSync(path.join(folder, "app.db"), bytes);
    setEnv({ DATABASE_PATH: path.join(folder, "app.db") });
    const damaged = await agency("check");
    expect(damaged.code).toBe(1);
    expect(damaged.out).toMatch(/PROBLEMA/);

    setEnv({ DATABASE_PATH: path.join(folder, "vuota", "app.db") });
    expect(await agency("backup")).toMatchObject({
      code: 1,
      err: expect.stringContaining("Nessun database in"),
    });
    expect(await agency("check")).toMatchObject({
      code: 0,
      out: expect.stringContaining("non esiste ancora"),
    });
    expect(fs.existsSync(path.join(folder, "vuota", "app.db"))).toBe(false);
  });
});

/** A copy of this file's database in a folder of its own, changed by `change` as another release would have left it. */
function databaseLike(change: (sqlite: Database.Database) => void) {
  const folder = fs.mkdtempSync(path.join(getEnv().DATA_DIR, "altro-"));
  const file = path.join(folder, "app.db");
  db.$client.prepare("vacuum into ?").run(file);
  closeDatabase();
  const sqlite = new Database(file);
  try {
    change(sqlite);
  } finally {
    sqlite.close();
  }
  return file;
}

describe("databases of other releases", () => {
  test("check goes on past pending migrations: the server, the backups, the queue and the spool", async () => {
    setEnv({
      DATABASE_PATH: databaseLike(asAnEarlierReleaseLeftIt),
    });
    const check = await agency("check");
    expect(check.code, check.out).toBe(0);
    const newest = knownMigrations().at(-1)!.tag;
    expect(check.out).toMatch(new RegExp(`^attenzione Migrazioni: in sospeso: ${newest}`, "m"));
    for (const topic of ["Server", "Backup", "Coda e-mail", "Spool"])
      expect(check.out).toMatch(new RegExp(`^\\S+ +${topic}: `, "m"));
  });

  test("a database a newer release upgraded fails check and every command that writes, saying how to go back", async () => {
    const newer = databaseLike(asANewerReleaseLeftIt);
    setEnv({ DATABASE_PATH: newer });
    const check = await agency("check");
    expect(check.code).toBe(1);
    expect(check.out).toMatch(
      /^PROBLEMA +Migrazioni: .* aggiornato dalla versione 1\.4\.0 \(ultima migrazione 0031_eventi\), avviata il 2026-12-10 09:00 UTC: ha una migrazione che questa versione/m,
    );
    expect(check.out).toContain("rimedio: per tornare a questa versione");
    expect(check.out).toMatch(/^ok +Coda e-mail: /m);

    const seed = await agency("seed");
    expect(seed.code).toBe(1);
    expect(seed.err).toContain("1.4.0 (ultima migrazione 0031_eventi)");
    expect(seed.out).not.toContain("Creato");
  });

  test("check on a data folder with backups and uploads but no database is a problem naming the newest backup", async () => {
    const folder = fs.mkdtempSync(path.join(getEnv().DATA_DIR, "senza-database-"));
    fs.mkdirSync(path.join(folder, "backups"));
    fs.mkdirSync(path.join(folder, "uploads"));
    fs.writeFileSync(path.join(folder, "uploads", "copertina.jpg"), "foto");
    const older = path.join(folder, "backups", "app-20261130-023000.db");
    const newest = path.join(folder, "backups", "app-20261201-023000.db");
    for (const file of [older, newest]) db.$client.prepare("vacuum into ?").run(file);
    closeDatabase();
    setEnv({ DATABASE_PATH: path.join(folder, "app.db") });

    const check = await agency("check");
    expect(check.code).toBe(1);
    expect(check.out).toMatch(/^PROBLEMA +Database: .*app\.db non esiste, ma .*backup/m);
    expect(check.out).toContain(`rimedio: a server fermo, agency restore ${newest}`);
    expect(fs.existsSync(path.join(folder, "app.db"))).toBe(false);
  });
});

describe("doctor", () => {
  afterEach(() => {
    db.delete(settings).where(eq(settings.key, lastRunSetting)).run();
  });

  test("on a sound installation it adds the release, the runtime, the owners, the WAL, the retention and the replication, and exits 0", async () => {
    await recordRelease();
    const now = new Date().toISOString();
    db.insert(settings)
      .values({ key: lastRunSetting, value: now, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.key, set: { value: now } })
      .run();
    const doctor = await agency("doctor");
    expect(doctor.code).toBe(0);
    expect(doctor.out).toMatch(/^(ok|attenzione) +Node: /m);
    expect(doctor.out).toMatch(/^ok +Proprietari: tutto in .* è di \d+:\d+$/m);
    expect(doctor.out).toMatch(/^ok +Scrittura: scrivibile$/m);
    expect(doctor.out).toMatch(/^ok +Spazio libero: \d+ MB$/m);
    expect(doctor.out).toMatch(/^ok +WAL: /m);
    expect(doctor.out).toMatch(/^ok +Conservazione: ultima il /m);
    expect(doctor.out).toMatch(
      new RegExp(
        `^ok +Versione: ${thisRelease().version} \\(ultima migrazione ${thisRelease().migration}\\)`,
        "m",
      ),
    );
    expect(doctor.out).toMatch(/^ok +Replica: non configurata \(LITESTREAM_REPLICA_URL\)/m);
    expect(doctor.out).toMatch(/^ok +Configurazione effettiva: $/m);
    expect(doctor.out).toContain(`  DATABASE_PATH = ${getEnv().DATABASE_PATH}\n`);
    expect(doctor.out).toContain("  PAGE_CACHE = on (predefinito)\n");
  });

  test("with a tests' settings file, the effective configuration lists each of its settings", async () => {
    const file = path.join(getEnv().DATA_DIR, "test-settings.json");
    fs.writeFileSync(file, JSON.stringify({ purpose: "test", scheduleCheckMs: 500 }));
    setEnv({ TEST_SETTINGS_FILE: file });
    try {
      const doctor = await agency("doctor");
      expect(doctor.out).toContain(`  TEST_SETTINGS_FILE = ${file}\n`);
      expect(doctor.out).toContain("  TEST_SETTINGS_FILE.scheduleCheckMs = 500\n");
      expect(doctor.out).toContain("  TEST_SETTINGS_FILE.healthCacheMs = 5000 (predefinito)\n");
      expect(doctor.out).toMatch(
        /^ {2}TEST_SETTINGS_FILE\.smallHttpLimits = false \(predefinito\)$/m,
      );
    } finally {
      setEnv({ TEST_SETTINGS_FILE: undefined });
      fs.rmSync(file);
    }
    expect((await agency("doctor")).out).not.toContain("TEST_SETTINGS_FILE.");
  });

  test("run by a new release on a database an older one last started, it says the old container may still answer", async () => {
    await recordRelease({ version: "1.0.0", migration: "0016_analytics" });
    const doctor = await agency("doctor");
    expect(doctor.out).toMatch(
      /^attenzione Versione: .*; il database è stato avviato l'ultima volta dalla 1\.0\.0 \(ultima migrazione 0016_analytics\), il \d{4}-\d\d-\d\d \d\d:\d\d UTC$/m,
    );
    expect(doctor.out).toContain(
      "rimedio: se il sito è già stato aggiornato a questa versione, risponde ancora il contenitore vecchio: docker stop agency-site && docker rm agency-site && docker compose up -d",
    );
    await recordRelease();
  });

  test("a file in the data folder that another user owns is a problem, with the chown that mends it", async () => {
    const dataDir = getEnv().DATA_DIR;
    const owner = fs.statSync(dataDir);
    const stranger = path.join(dataDir, "copiato-da-root.txt");
    fs.writeFileSync(stranger, "x");
    try {
      fs.chownSync(stranger, owner.uid + 1, owner.gid + 1);
      const doctor = await agency("doctor");
      expect(doctor.code).toBe(1);
      expect(doctor.out).toContain(
        `PROBLEMA   Proprietari: 1 file in ${dataDir} non sono di ${owner.uid}:${owner.gid}: copiato-da-root.txt (di ${owner.uid + 1}:${owner.gid + 1})`,
      );
      expect(doctor.out).toContain(
        `           rimedio: chown -R ${owner.uid}:${owner.gid} ${dataDir} (sull'host: la cartella montata)`,
      );
    } finally {
      fs.rmSync(stranger);
    }
  });

  test("a retention run older than two days is a problem, with the commands that run it", async () => {
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    db.insert(settings)
      .values({ key: lastRunSetting, value: old, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.key, set: { value: old } })
      .run();
    const doctor = await agency("doctor");
    expect(doctor.code).toBe(1);
    expect(doctor.out).toMatch(
      /^PROBLEMA +Conservazione: ultima il .* UTC: i dati dei visitatori restano oltre i termini$/m,
    );
    expect(doctor.out).toContain("rimedio: agency retention anonymize && agency retention purge");
  });
});
