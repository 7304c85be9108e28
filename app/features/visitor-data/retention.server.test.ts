import fs from "node:fs";
import path from "node:path";
import { asc, count, eq, gt, isNotNull, max, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import {
  articles,
  contactAuditLog,
  contactSubmissions,
  emailOutbox,
  eventRegistrations,
  importJobs,
  newsletterSubscribers,
  rateLimitHits,
  settings,
  userTokens,
  users,
} from "../../../db/schema";
import { setEnv } from "../../../tests/support/env";
import { readMailbox, recipientsOf } from "../../../tests/support/mail";
import { db, migrateDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { deliverDueEmails } from "~/features/mail/outbox.server";
import { backupsFolder, stampOf } from "~/features/operations/backup.server";
import {
  storeContactRequest,
  type ContactValue,
} from "~/features/visitor-forms/visitor-records.server";
import { storeRegistration, type RegistrationValue } from "~/features/events/registrations.server";
import { retentionExpiry } from "~/utils/retention-period";
import {
  RETENTION_EVERY_MS,
  anonymized,
  anonymizeOldRecords,
  describeCounts,
  lastRunSetting,
  purgeExpiredRecords,
  runScheduledRetention,
} from "~/features/visitor-data/retention.server";
import { logger } from "~/utils/logger.server";

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The runs' clock: every row is dated from it, so nothing waits for real days to pass. */
const now = new Date("2027-03-15T03:15:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

function addContact(days: number, overrides: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const createdAt = daysAgo(days);
  return db
    .insert(contactSubmissions)
    .values({
      nome: "Giulia",
      cognome: "Bianchi",
      email: "giulia.bianchi@example.it",
      telefono: "+39 333 1234567",
      azienda: "Bianchi Srl",
      servizio: "social-media",
      messaggio: "Vorrei un preventivo per i social dell'azienda.",
      privacyAccepted: true,
      newsletterAccepted: true,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      ipAddress: "203.0.113.7",
      source: "contatti",
      fromPath: "/contatti",
      entryPath: "/blog/seo-locale",
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autunno",
      createdAt,
      processedAt: new Date(createdAt.getTime() + DAY),
      retentionExpiresAt: retentionExpiry(createdAt),
      ...overrides,
    })
    .returning({ id: contactSubmissions.id })
    .get().id;
}

function addRegistration(
  days: number,
  overrides: Partial<typeof eventRegistrations.$inferInsert> = {},
) {
  const createdAt = daysAgo(days);
  return db
    .insert(eventRegistrations)
    .values({
      nome: "Marco",
      cognome: "Verdi",
      email: "marco.verdi@example.it",
      telefono: "+39 347 7654321",
      azienda: "Verdi & C.",
      evento: "social-media-marketing-essentials",
      messaggio: "Arrivo con una collega.",
      privacyAccepted: true,
      newsletterAccepted: false,
      ipAddress: "198.51.100.23",
      userAgent: "Mozilla/5.0 (Macintosh)",
      createdAt,
      retentionExpiresAt: retentionExpiry(createdAt),
      ...overrides,
    })
    .returning({ id: eventRegistrations.id })
    .get().id;
}

const contact = (id: number) =>
  db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get();
const registration = (id: number) =>
  db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)).get();
const anonymizedContacts = () =>
  db
    .select({ n: count() })
    .from(contactSubmissions)
    .where(isNotNull(contactSubmissions.anonymizedAt))
    .get()?.n;

/** The audit log cannot be emptied between tests (it refuses deletes): tests read what came after this id. */
const lastAuditId = () =>
  db
    .select({ id: max(contactAuditLog.id) })
    .from(contactAuditLog)
    .get()?.id ?? 0;
const auditSince = (id: number) =>
  db
    .select({
      action: contactAuditLog.action,
      userId: contactAuditLog.userId,
      actor: contactAuditLog.actor,
      subject: contactAuditLog.subject,
      accessedAt: contactAuditLog.accessedAt,
    })
    .from(contactAuditLog)
    .where(gt(contactAuditLog.id, id))
    .orderBy(asc(contactAuditLog.id))
    .all();

beforeAll(() => migrateDatabase());

beforeEach(() => {
  for (const table of [
    contactSubmissions,
    eventRegistrations,
    newsletterSubscribers,
    emailOutbox,
    userTokens,
    rateLimitHits,
    settings,
    importJobs,
    articles,
  ]) {
    db.delete(table).run();
  }
  for (const dir of [getEnv().UPLOADS_DIR, getEnv().MAIL_DIR, backupsFolder()])
    fs.rmSync(dir, { recursive: true, force: true });
});

afterEach(() => vi.restoreAllMocks());

/** The files in `dir`, sorted; none when it does not exist yet. */
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

/**
 * An .eml copy as `writeEmlFile` names it, queued `days` before the runs' clock, `about` a
 * record or none; its content does not matter to the clean-up.
 */
function emlCopy(days: number, outboxId: number, about = "") {
  const dir = getEnv().MAIL_DIR;
  fs.mkdirSync(dir, { recursive: true });
  const name = `${daysAgo(days).toISOString().replace(/:/g, "")}-${outboxId}${about}.eml`;
  fs.writeFileSync(path.join(dir, name), "To: giulia.bianchi@example.it\r\n\r\nCiao");
  return name;
}

/** A file in `<data>/backups` named after `days` before the runs' clock, as the site names them. */
function backupCopy(days: number, name: (stamp: string) => string) {
  fs.mkdirSync(backupsFolder(), { recursive: true });
  const file = name(stampOf(daysAgo(days)));
  fs.writeFileSync(path.join(backupsFolder(), file), "SQLite format 3");
  return file;
}

/** Where a file cannot be removed: a directory under its name, which `rm` refuses even to root. */
function unremovable(dir: string, name: string) {
  fs.mkdirSync(path.join(dir, name, "dentro"), { recursive: true });
  return path.join(dir, name);
}

describe("anonymization after 365 days", () => {
  test("contacts and registrations of 366 days lose the person; those of 364 days are untouched", async () => {
    const oldContact = addContact(366);
    const youngContact = addContact(364);
    const oldRegistration = addRegistration(366);
    const youngRegistration = addRegistration(364);
    const youngBefore = {
      contact: contact(youngContact),
      registration: registration(youngRegistration),
    };

    expect(await anonymizeOldRecords({ now })).toEqual({
      contacts: 1,
      registrations: 1,
      mailFiles: 0,
    });

    expect(contact(oldContact)?.anonymizedAt).toEqual(now);
    expect(registration(oldRegistration)?.anonymizedAt).toEqual(now);
    expect(contact(youngContact)).toEqual(youngBefore.contact);
    expect(registration(youngRegistration)).toEqual(youngBefore.registration);
  });

  test("an anonymized contact keeps its service, dates and processing; every trace of the person goes", async () => {
    const id = addContact(400);
    const before = contact(id);
    await anonymizeOldRecords({ now });
    expect(contact(id)).toEqual({
      ...before,
      nome: anonymized.name,
      cognome: anonymized.name,
      email: anonymized.email,
      telefono: null,
      azienda: null,
      messaggio: anonymized.message,
      ipAddress: null,
      userAgent: null,
      // Where the lead came from goes with the person: it was their visit.
      fromPath: null,
      entryPath: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      anonymizedAt: now,
    });
    expect(before).toMatchObject({
      utmCampaign: "autunno",
      servizio: "social-media",
      source: "contatti",
      processedAt: expect.any(Date),
    });
  });

  test("an anonymized registration keeps its event and dates; every trace of the person goes", async () => {
    const id = addRegistration(400);
    const before = registration(id);
    await anonymizeOldRecords({ now });
    expect(registration(id)).toEqual({
      ...before,
      nome: anonymized.name,
      cognome: anonymized.name,
      email: anonymized.email,
      telefono: null,
      azienda: null,
      messaggio: null,
      ipAddress: null,
      userAgent: null,
      anonymizedAt: now,
    });
    expect(before?.evento).toBe("social-media-marketing-essentials");
  });

  test("a second run changes nothing and records its own run with zero counts", async () => {
    const id = addContact(500);
    addRegistration(500);
    const since = lastAuditId();
    await anonymizeOldRecords({ now });
    const afterFirst = contact(id);

    const later = new Date(now.getTime() + DAY);
    expect(await anonymizeOldRecords({ now: later })).toEqual({
      contacts: 0,
      registrations: 0,
      mailFiles: 0,
    });
    expect(contact(id)).toEqual(afterFirst);
    expect(auditSince(since).map((row) => row.subject)).toEqual([
      "contatti: 1, iscrizioni: 1",
      "contatti: 0, iscrizioni: 0",
    ]);
  });

  test("a dry run counts what would change, changes nothing and writes no audit row", async () => {
    const ids = [addContact(366), addContact(700)];
    addContact(10);
    addRegistration(366);
    const before = ids.map(contact);
    const since = lastAuditId();

    expect(await anonymizeOldRecords({ now, dryRun: true })).toEqual({
      contacts: 2,
      registrations: 1,
      mailFiles: 0,
    });
    expect(ids.map(contact)).toEqual(before);
    expect(auditSince(since)).toEqual([]);
    expect(await anonymizeOldRecords({ now })).toEqual({
      contacts: 2,
      registrations: 1,
      mailFiles: 0,
    });
  });

  test("each run writes one audit row: 'sistema' for the schedule and the command line, else the staff member", async () => {
    const staff = db
      .insert(users)
      .values({ email: "privacy@example.com", passwordHash: "x" })
      .returning()
      .get();
    addContact(400);
    addContact(401);
    addRegistration(402);
    const since = lastAuditId();

    await anonymizeOldRecords({ now });
    await anonymizeOldRecords({ now, actor: { id: staff.id, email: staff.email } });

    expect(auditSince(since)).toEqual([
      {
        action: "anonymize",
        userId: null,
        actor: "sistema",
        subject: "contatti: 2, iscrizioni: 1",
        accessedAt: now,
      },
      {
        action: "anonymize",
        userId: staff.id,
        actor: "privacy@example.com",
        subject: "contatti: 0, iscrizioni: 0",
        accessedAt: now,
      },
    ]);
    db.delete(users).where(eq(users.id, staff.id)).run();
  });

  test("rows go in batches of their own transactions: 5 due rows with batches of 2", async () => {
    for (let n = 0; n < 5; n += 1) addContact(400 + n);
    addContact(30);
    const since = lastAuditId();

    const run = anonymizeOldRecords({ now, batchSize: 2 });
    // The first batch is committed before the run gives way; the rest follows batch by batch.
    expect(anonymizedContacts()).toBe(2);
    expect(await run).toEqual({ contacts: 5, registrations: 0, mailFiles: 0 });
    expect(anonymizedContacts()).toBe(5);
    expect(auditSince(since).map((row) => row.subject)).toEqual(["contatti: 5, iscrizioni: 0"]);
  });

  test("a batch count that divides the due rows exactly still ends, and counts them once", async () => {
    for (let n = 0; n < 4; n += 1) addRegistration(400 + n);
    expect(await anonymizeOldRecords({ now, batchSize: 2 })).toEqual({
      contacts: 0,
      registrations: 4,
      mailFiles: 0,
    });
  });

  test("a stopped run ends after the batch in progress, records what it did, and the next run finishes", async () => {
    for (let n = 0; n < 5; n += 1) addContact(400 + n);
    addRegistration(400);
    const since = lastAuditId();
    const stop = new AbortController();

    const run = anonymizeOldRecords({ now, batchSize: 2, signal: stop.signal });
    stop.abort();
    expect(await run).toEqual({ contacts: 2, registrations: 0, mailFiles: 0 });
    expect(await anonymizeOldRecords({ now, batchSize: 2 })).toEqual({
      contacts: 3,
      registrations: 1,
      mailFiles: 0,
    });
    expect(auditSince(since).map((row) => row.subject)).toEqual([
      "contatti: 2, iscrizioni: 0",
      "contatti: 3, iscrizioni: 1",
    ]);
  });
});

describe("the .eml copies of mail written without RESEND_API_KEY", () => {
  const visitor = { ip: "203.0.113.7", userAgent: "Mozilla/5.0" };

  /** A contact request received `days` before the runs' clock, stored as the form stores it. */
  function receiveContact(days: number, email: string) {
    const value = {
      nome: "Giulia",
      cognome: "Bianchi",
      email,
      servizio: "social-media",
      messaggio: "Vorrei un preventivo per i social.",
      privacy_accepted: true,
      newsletter_accepted: false,
    } as ContactValue;
    db.transaction((tx) =>
      storeContactRequest(tx, { value, source: "contatti", visitor }, daysAgo(days)),
    );
  }

  function receiveRegistration(days: number, email: string) {
    const value = {
      nome: "Marco",
      cognome: "Verdi",
      email,
      evento: "social-media-marketing-essentials",
      messaggio: "Arrivo con una collega.",
      privacy_accepted: true,
      newsletter_accepted: false,
    } as RegistrationValue;
    db.transaction((tx) =>
      storeRegistration(tx, { value, source: "iscrizioni", visitor }, daysAgo(days), "post"),
    );
  }

  /** Every address the copies on disk are sent to or mention in their text. */
  async function addressesOnDisk() {
    const mails = await readMailbox(getEnv().MAIL_DIR);
    return mails.flatMap((mail) => [...recipientsOf(mail), mail.text ?? ""]).join("\n");
  }

  test("a year on, the copies of a contact and of a registration go with their person; younger ones stay", async () => {
    receiveContact(366, "anna.vecchia@example.it");
    receiveRegistration(366, "piero.vecchio@example.it");
    receiveContact(10, "carla.recente@example.it");
    receiveRegistration(10, "dario.recente@example.it");
    // Written now, whatever the date the requests carry: only the name ties each to its record.
    expect(await deliverDueEmails()).toMatchObject({ sent: 8 });
    expect(filesIn(getEnv().MAIL_DIR)).toHaveLength(8);
    expect(await addressesOnDisk()).toContain("anna.vecchia@example.it");

    expect(await anonymizeOldRecords({ now })).toEqual({
      contacts: 1,
      registrations: 1,
      mailFiles: 4,
    });

    const left = await addressesOnDisk();
    expect(filesIn(getEnv().MAIL_DIR)).toHaveLength(4);
    expect(left).not.toContain("anna.vecchia@example.it");
    expect(left).not.toContain("piero.vecchio@example.it");
    expect(left).toContain("carla.recente@example.it");
    expect(left).toContain("dario.recente@example.it");
    expect(await anonymizeOldRecords({ now })).toMatchObject({ mailFiles: 0 });
  });

  test("copies queued over a year ago go whatever they are about; younger ones stay unless their record is anonymized", async () => {
    // Received 366 days ago and spooled: its e-mails were queued two days later.
    const spooled = addContact(366);
    const anonymizedEarlier = addContact(400, { anonymizedAt: daysAgo(30) });
    const names = {
      oldUnnamed: emlCopy(366, 1),
      youngUnnamed: emlCopy(364, 2),
      spooled: emlCopy(364, 3, `-contatto-${spooled}`),
      leftByEarlierRun: emlCopy(300, 4, `-contatto-${anonymizedEarlier}`),
      // Erased, or made after the backup that was restored: kept until the age says.
      noSuchRecord: emlCopy(100, 5, "-iscrizione-987654"),
      young: emlCopy(10, 6, `-contatto-${addContact(10)}`),
    };
    fs.writeFileSync(path.join(getEnv().MAIL_DIR, "salvata-a-mano.eml"), "non del sito");

    expect(await anonymizeOldRecords({ now, dryRun: true })).toMatchObject({ mailFiles: 3 });
    expect(filesIn(getEnv().MAIL_DIR)).toHaveLength(7);

    expect(await anonymizeOldRecords({ now })).toMatchObject({ contacts: 1, mailFiles: 3 });
    expect(filesIn(getEnv().MAIL_DIR)).toEqual(
      [names.youngUnnamed, names.noSuchRecord, names.young, "salvata-a-mano.eml"].sort(),
    );
  });

  test("a copy that cannot be removed is reported and tried again next time; the run goes on", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const id = addContact(366);
    const stuck = unremovable(
      getEnv().MAIL_DIR,
      `${daysAgo(366).toISOString().replace(/:/g, "")}-1-contatto-${id}.eml`,
    );
    emlCopy(366, 2, `-contatto-${id}`);

    expect(await anonymizeOldRecords({ now })).toEqual({
      contacts: 1,
      registrations: 0,
      mailFiles: 1,
    });
    expect(contact(id)?.anonymizedAt).toEqual(now);
    expect(filesIn(getEnv().MAIL_DIR)).toEqual([path.basename(stuck)]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`Conservazione dei dati: ${stuck} non rimosso, `),
    );

    fs.rmSync(stuck, { recursive: true });
    fs.writeFileSync(stuck, "To: giulia.bianchi@example.it");
    expect(await anonymizeOldRecords({ now })).toMatchObject({ contacts: 0, mailFiles: 1 });
    expect(filesIn(getEnv().MAIL_DIR)).toEqual([]);
  });

  test("a mail folder that cannot be read is reported; the persons are anonymized all the same", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    const notAFolder = path.join(getEnv().DATA_DIR, "posta-non-cartella");
    fs.writeFileSync(notAFolder, "");
    setEnv({ MAIL_DIR: notAFolder });
    try {
      const id = addContact(366);
      expect(await anonymizeOldRecords({ now })).toEqual({
        contacts: 1,
        registrations: 0,
        mailFiles: 0,
      });
      expect(contact(id)?.anonymizedAt).toEqual(now);
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining(`Conservazione dei dati: cartella ${notAFolder} non letta, `),
      );
    } finally {
      setEnv({ MAIL_DIR: undefined });
      fs.rmSync(notAFolder);
    }
  });
});

describe("purge", () => {
  test("contacts and registrations are deleted 731 days after they came in, kept at 729", async () => {
    const kept = { contact: addContact(729), registration: addRegistration(729) };
    addContact(731);
    addContact(731, { anonymizedAt: daysAgo(366) });
    addRegistration(731);
    addRegistration(900, { anonymizedAt: daysAgo(500) });

    const counts = await purgeExpiredRecords({ now });

    expect(counts).toMatchObject({ contacts: 2, registrations: 2 });
    expect(db.select({ id: contactSubmissions.id }).from(contactSubmissions).all()).toEqual([
      { id: kept.contact },
    ]);
    expect(db.select({ id: eventRegistrations.id }).from(eventRegistrations).all()).toEqual([
      { id: kept.registration },
    ]);
  });

  test("newsletter addresses: unconfirmed or unsubscribed for 31 days go, for 29 days stay; confirmed ones stay", async () => {
    const subscriber = (
      email: string,
      status: "pending" | "confirmed" | "unsubscribed",
      consentDays: number,
      unsubscribedDays?: number,
    ) =>
      db
        .insert(newsletterSubscribers)
        .values({
          email,
          status,
          token: `token-${email}`,
          source: "newsletter",
          consentAt: daysAgo(consentDays),
          confirmedAt: status === "pending" ? null : daysAgo(consentDays),
          unsubscribedAt: unsubscribedDays === undefined ? null : daysAgo(unsubscribedDays),
        })
        .run();
    subscriber("in-attesa-31@example.it", "pending", 31);
    subscriber("in-attesa-29@example.it", "pending", 29);
    subscriber("disiscritto-31@example.it", "unsubscribed", 400, 31);
    subscriber("disiscritto-29@example.it", "unsubscribed", 400, 29);
    subscriber("confermato@example.it", "confirmed", 2000);

    expect(await purgeExpiredRecords({ now })).toMatchObject({ newsletter: 2 });
    const left = db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .orderBy(asc(newsletterSubscribers.email))
      .all();
    expect(left.map((row) => row.email)).toEqual([
      "confermato@example.it",
      "disiscritto-29@example.it",
      "in-attesa-29@example.it",
    ]);
  });

  test("delivered and abandoned e-mails older than 30 days go; recent ones and those still to send stay", async () => {
    const email = (subject: string, status: "pending" | "sent" | "dead", days: number) =>
      db
        .insert(emailOutbox)
        .values({
          template: "contact-acknowledgement",
          recipient: "giulia.bianchi@example.it",
          subject,
          payload: {},
          status,
          createdAt: daysAgo(days),
        })
        .run();
    email("inviata 31", "sent", 31);
    email("abbandonata 31", "dead", 31);
    email("inviata 29", "sent", 29);
    email("da inviare 90", "pending", 90);

    expect(await purgeExpiredRecords({ now })).toMatchObject({ emails: 2 });
    const left = db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .orderBy(asc(emailOutbox.subject))
      .all();
    expect(left.map((row) => row.subject)).toEqual(["da inviare 90", "inviata 29"]);
  });

  test("expired links, used or not, and rate-limit hits older than every window go; live ones stay", async () => {
    const token = (hash: string, expiresAt: Date, usedAt: Date | null = null) =>
      db.insert(userTokens).values({ tokenHash: hash, purpose: "setup", expiresAt, usedAt }).run();
    token("scaduto-usato", new Date(now.getTime() - MINUTE), daysAgo(1));
    token("scaduto", new Date(now.getTime() - MINUTE));
    token("valido", new Date(now.getTime() + MINUTE));
    const hit = (key: string, minutesAgo: number) =>
      db
        .insert(rateLimitHits)
        .values({ bucket: "contact", key, at: new Date(now.getTime() - minutesAgo * MINUTE) })
        .run();
    hit("vecchio", 61);
    hit("recente", 59);

    expect(await purgeExpiredRecords({ now })).toMatchObject({ tokens: 2, rateLimitHits: 1 });
    expect(db.select({ hash: userTokens.tokenHash }).from(userTokens).all()).toEqual([
      { hash: "valido" },
    ]);
    expect(db.select({ key: rateLimitHits.key }).from(rateLimitHits).all()).toEqual([
      { key: "recente" },
    ]);
  });

  test("Markdown imports finished 30 days ago go; running and recent ones stay", async () => {
    const job = (fileName: string, status: "running" | "done" | "failed", days: number) =>
      db
        .insert(importJobs)
        .values({ fileName, category: "SEO", source: "", status, updatedAt: daysAgo(days) })
        .run();
    job("vecchia.md", "done", 31);
    job("fallita.md", "failed", 31);
    job("recente.md", "done", 29);
    job("in-corso.md", "running", 31);

    expect(await purgeExpiredRecords({ now })).toMatchObject({ imports: 2 });
    expect(
      db
        .select({ name: importJobs.fileName })
        .from(importJobs)
        .all()
        .map((row) => row.name)
        .sort(),
    ).toEqual(["in-corso.md", "recente.md"]);
  });

  test("uploaded images no article uses go after a week; covers, images in a body and recent uploads stay", async () => {
    const dir = getEnv().UPLOADS_DIR;
    fs.mkdirSync(dir, { recursive: true });
    const upload = (name: string, days: number) => {
      fs.writeFileSync(path.join(dir, name), "immagine");
      fs.utimesSync(path.join(dir, name), daysAgo(days), daysAgo(days));
      return name;
    };
    const cover = upload(`${"a".repeat(32)}.webp`, 30);
    const inBody = upload(`${"b".repeat(32)}.png`, 30);
    const unused = upload(`${"c".repeat(32)}.jpg`, 8);
    const recent = upload(`${"d".repeat(32)}.jpg`, 6);
    const leftover = upload(`.${"e".repeat(32)}.jpg.part`, 8);
    const notOurs = upload("leggimi.txt", 30);
    db.insert(articles)
      .values({
        title: "Con immagini",
        slug: "con-immagini",
        category: "SEO",
        content: `Testo.\n\n![Schema](/uploads/${inBody})`,
        featuredImageUrl: `/uploads/${cover}`,
      })
      .run();

    expect(await purgeExpiredRecords({ now, dryRun: true })).toMatchObject({ uploads: 2 });
    expect(fs.readdirSync(dir)).toHaveLength(6);
    expect(await purgeExpiredRecords({ now })).toMatchObject({ uploads: 2 });
    expect(fs.readdirSync(dir).sort()).toEqual([cover, inBody, recent, notOurs].sort());
    expect([unused, leftover].some((name) => fs.existsSync(path.join(dir, name)))).toBe(false);
  });

  test("backups, copies taken before upgrades and replaced databases go after 30 days; younger ones stay", async () => {
    const old = [
      backupCopy(31, (stamp) => `app-${stamp}.db`),
      backupCopy(31, (stamp) => `uploads-${stamp}.tar`),
      backupCopy(45, (stamp) => `app-${stamp}-prima-dell-aggiornamento.db`),
      backupCopy(31, (stamp) => `app-${stamp}-sostituito.db`),
      backupCopy(31, (stamp) => `app-${stamp}-sostituito.db-wal`),
      backupCopy(200, (stamp) => `app-${stamp}.db.parziale`),
    ];
    const young = [
      backupCopy(29, (stamp) => `app-${stamp}.db`),
      backupCopy(29, (stamp) => `app-${stamp}-prima-dell-aggiornamento.db`),
      backupCopy(29, (stamp) => `app-${stamp}-sostituito.db`),
      backupCopy(400, () => "copia-a-mano.db"),
    ];

    expect(await purgeExpiredRecords({ now, dryRun: true })).toMatchObject({ backupFiles: 6 });
    expect(filesIn(backupsFolder())).toHaveLength(10);
    const since = lastAuditId();
    expect(await purgeExpiredRecords({ now })).toMatchObject({ backupFiles: 6 });
    expect(filesIn(backupsFolder())).toEqual(young.sort());
    expect(old.some((name) => fs.existsSync(path.join(backupsFolder(), name)))).toBe(false);
    expect(auditSince(since)[0]?.subject).toContain("backup oltre 30 giorni: 6");
  });

  test("a replaced database that cannot be removed is reported; the rest of the purge goes on", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    fs.mkdirSync(backupsFolder(), { recursive: true });
    const stuck = unremovable(backupsFolder(), `app-${stampOf(daysAgo(40))}-sostituito.db`);
    backupCopy(40, (stamp) => `app-${stamp}.db`);
    addContact(800);

    expect(await purgeExpiredRecords({ now })).toMatchObject({ contacts: 1, backupFiles: 1 });
    expect(filesIn(backupsFolder())).toEqual([path.basename(stuck)]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`${stuck} non rimosso`));
  });

  test("a backups folder that cannot be read is reported; the rest of the purge goes on", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    fs.writeFileSync(backupsFolder(), "");
    addContact(800);

    expect(await purgeExpiredRecords({ now })).toMatchObject({ contacts: 1, backupFiles: 0 });
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`Conservazione dei dati: cartella ${backupsFolder()} non letta, `),
    );
  });

  test("a dry run counts everything a run would delete, deletes nothing and writes no audit row", async () => {
    addContact(800);
    addRegistration(731);
    db.insert(userTokens)
      .values({ tokenHash: "scaduto", purpose: "setup", expiresAt: daysAgo(1) })
      .run();
    db.insert(rateLimitHits)
      .values({ bucket: "contact", key: "vecchio", at: daysAgo(1) })
      .run();
    const since = lastAuditId();
    const expected = {
      contacts: 1,
      registrations: 1,
      newsletter: 0,
      emails: 0,
      tokens: 1,
      rateLimitHits: 1,
      imports: 0,
      uploads: 0,
      backupFiles: 0,
      deletedArticles: 0,
      staffActivity: 0,
    };

    expect(await purgeExpiredRecords({ now, dryRun: true })).toEqual(expected);
    expect(db.select({ n: count() }).from(contactSubmissions).get()?.n).toBe(1);
    expect(db.select({ n: count() }).from(userTokens).get()?.n).toBe(1);
    expect(auditSince(since)).toEqual([]);
    expect(await purgeExpiredRecords({ now })).toEqual(expected);
  });

  test("one audit row per run with the counts; a second run deletes nothing and says so", async () => {
    for (let n = 0; n < 5; n += 1) addContact(731 + n);
    addContact(100);
    const since = lastAuditId();

    expect(await purgeExpiredRecords({ now, batchSize: 2 })).toMatchObject({ contacts: 5 });
    expect(await purgeExpiredRecords({ now, batchSize: 2 })).toMatchObject({ contacts: 0 });
    const zero = {
      contacts: 0,
      registrations: 0,
      newsletter: 0,
      emails: 0,
      tokens: 0,
      rateLimitHits: 0,
      imports: 0,
      uploads: 0,
      backupFiles: 0,
      deletedArticles: 0,
      staffActivity: 0,
    };
    expect(auditSince(since)).toEqual([
      {
        action: "purge",
        userId: null,
        actor: "sistema",
        subject: describeCounts({ ...zero, contacts: 5 }),
        accessedAt: now,
      },
      {
        action: "purge",
        userId: null,
        actor: "sistema",
        subject: describeCounts(zero),
        accessedAt: now,
      },
    ]);
    expect(db.select({ n: count() }).from(contactSubmissions).get()?.n).toBe(1);
  });
});

describe("the audit log", () => {
  /** SQLite's answer to a statement, unwrapped from Drizzle's error. */
  function answerTo(statement: ReturnType<typeof sql>) {
    try {
      db.run(statement);
      return "eseguito";
    } catch (error) {
      return error instanceof Error && error.cause instanceof Error
        ? error.cause.message
        : String(error);
    }
  }

  test("refuses changes and deletions", async () => {
    const staff = db
      .insert(users)
      .values({ email: "intruso@example.com", passwordHash: "x" })
      .returning()
      .get();
    await anonymizeOldRecords({ now });
    const id = lastAuditId();
    const before = auditSince(id - 1);
    expect(
      answerTo(sql`update contact_audit_log set subject = 'ritoccato' where id = ${id}`),
    ).toMatch(/append-only/);
    expect(
      answerTo(sql`update contact_audit_log set actor = 'qualcun altro' where id = ${id}`),
    ).toMatch(/append-only/);
    expect(
      answerTo(sql`update contact_audit_log set user_id = ${staff.id} where id = ${id}`),
    ).toMatch(/append-only/);
    expect(answerTo(sql`delete from contact_audit_log where id = ${id}`)).toMatch(/append-only/);
    expect(auditSince(id - 1)).toEqual(before);
    db.delete(users).where(eq(users.id, staff.id)).run();
  });

  test("removing a staff account still works: its rows lose the link to the account and keep its name", async () => {
    const staff = db
      .insert(users)
      .values({ email: "ex-collega@example.com", passwordHash: "x" })
      .returning()
      .get();
    const since = lastAuditId();
    await anonymizeOldRecords({ now, actor: { id: staff.id, email: staff.email } });

    db.delete(users).where(eq(users.id, staff.id)).run();

    expect(auditSince(since)).toEqual([
      expect.objectContaining({ userId: null, actor: "ex-collega@example.com" }),
    ]);
  });
});

describe("the daily schedule", () => {
  const lastRun = () =>
    db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, lastRunSetting))
      .get()?.value;

  beforeEach(() => setEnv({ RETENTION_SCHEDULE: undefined }));
  afterEach(() => setEnv({ RETENTION_SCHEDULE: undefined }));

  test("runs when it never ran, then not before 24 hours have passed, then again", async () => {
    addContact(400);
    addContact(800);
    const first = await runScheduledRetention(now);
    expect(first).toMatchObject({
      anonymized: { contacts: 2 },
      purged: { contacts: 1 },
      complete: true,
    });
    expect(lastRun()).toBe(now.toISOString());

    const due = addContact(366);
    expect(
      await runScheduledRetention(new Date(now.getTime() + RETENTION_EVERY_MS - 1)),
    ).toBeNull();
    expect(contact(due)?.anonymizedAt).toBeNull();

    const nextDay = new Date(now.getTime() + RETENTION_EVERY_MS);
    expect(await runScheduledRetention(nextDay)).toMatchObject({
      anonymized: { contacts: 1 },
      complete: true,
    });
    expect(contact(due)?.anonymizedAt).toEqual(nextDay);
    expect(lastRun()).toBe(nextDay.toISOString());
  });

  test("removes the copies of the persons it anonymizes and the replaced databases past 30 days, and counts them", async () => {
    const id = addContact(400);
    emlCopy(400, 1, `-contatto-${id}`);
    const young = emlCopy(10, 2, `-contatto-${addContact(10)}`);
    backupCopy(31, (stamp) => `app-${stamp}-sostituito.db`);
    const recent = backupCopy(29, (stamp) => `app-${stamp}-sostituito.db`);

    expect(await runScheduledRetention(now)).toMatchObject({
      anonymized: { contacts: 1, mailFiles: 1 },
      purged: { backupFiles: 1 },
      complete: true,
    });
    expect(filesIn(getEnv().MAIL_DIR)).toEqual([young]);
    expect(filesIn(backupsFolder())).toEqual([recent]);
  });

  test("a last run recorded in the future (the clock was set back) does not stop the schedule", async () => {
    db.insert(settings)
      .values({ key: lastRunSetting, value: new Date(now.getTime() + 10 * DAY).toISOString() })
      .run();
    expect(await runScheduledRetention(now)).not.toBeNull();
    expect(lastRun()).toBe(now.toISOString());
  });

  test("RETENTION_SCHEDULE=off: nothing runs and nothing is recorded", async () => {
    setEnv({ RETENTION_SCHEDULE: "off" });
    const id = addContact(400);
    const since = lastAuditId();
    expect(await runScheduledRetention(now)).toBeNull();
    expect(contact(id)?.anonymizedAt).toBeNull();
    expect(lastRun()).toBeUndefined();
    expect(auditSince(since)).toEqual([]);
  });

  test("a run stopped by the shutdown is not recorded: the next round carries it on", async () => {
    addContact(400);
    const registrationId = addRegistration(400);
    const stop = new AbortController();

    const run = runScheduledRetention(now, stop.signal);
    stop.abort();
    expect(await run).toMatchObject({
      anonymized: { contacts: 1, registrations: 0 },
      complete: false,
    });
    expect(lastRun()).toBeUndefined();

    const later = new Date(now.getTime() + MINUTE);
    expect(await runScheduledRetention(later)).toMatchObject({
      anonymized: { contacts: 0, registrations: 1 },
      complete: true,
    });
    expect(registration(registrationId)?.anonymizedAt).toEqual(later);
    expect(lastRun()).toBe(later.toISOString());
  });
});
