import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { contactAuditLog, eventRegistrations, events, users } from "../../../db/schema";
import type { Actor } from "~/utils/audit.server";
import { activityAbout } from "../../../tests/support/activity";
import { db, migrateDatabase } from "~/utils/db.server";
import { attendeeList, attendeesCsv, checkIn } from "~/features/events/attendees.server";

let actor: Actor;

beforeAll(() => {
  migrateDatabase();
  const user = db
    .insert(users)
    .values({ email: "admin@example.com", passwordHash: "x" })
    .returning()
    .get();
  actor = { id: user.id, email: user.email };
});

// 28 March 2027: the clocks go forward at 02:00, so 09:30 in Rome is 07:30 UTC.
const startsAt = new Date("2027-03-28T07:30:00Z");
const now = new Date("2027-03-28T07:05:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

let counter = 0;

function insertEvent(fields: Partial<typeof events.$inferInsert> = {}) {
  counter += 1;
  return db
    .insert(events)
    .values({
      title: `Workshop ${counter}`,
      slug: `workshop-${counter}`,
      kind: "formazione",
      format: "workshop",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      ...fields,
    })
    .returning()
    .get();
}

function register(
  event: { id: string; slug: string },
  person: Partial<typeof eventRegistrations.$inferInsert> = {},
) {
  counter += 1;
  return db
    .insert(eventRegistrations)
    .values({
      nome: "Lucia",
      cognome: "Bianchi",
      email: `persona-${counter}@example.com`,
      evento: event.slug,
      eventId: event.id,
      privacyAccepted: true,
      retentionExpiresAt: minutes(1_000_000),
      createdAt: now,
      ...person,
    })
    .returning()
    .get();
}

const auditRows = (action: string) =>
  db.select().from(contactAuditLog).where(eq(contactAuditLog.action, action)).all();

const registration = (id: number) =>
  db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)).get();

describe("the attendees' list", () => {
  test("groups the registrations: confirmed by surname, the waiting list oldest first, cancellations latest first", async () => {
    const event = insertEvent();
    register(event, { nome: "Zeno", cognome: "Verdi" });
    register(event, { nome: "Àngela", cognome: "Amato", checkedInAt: minutes(20) });
    register(event, { nome: "Bruno", cognome: "amato" });
    register(event, { nome: "Seconda", status: "in-attesa", createdAt: minutes(2) });
    register(event, { nome: "Prima", status: "in-attesa", createdAt: minutes(1) });
    register(event, { nome: "Presto", status: "annullata", cancelledAt: minutes(5) });
    register(event, { nome: "Tardi", status: "annullata", cancelledAt: minutes(9) });
    register(event, { nome: "Anonimo", anonymizedAt: now, email: "anonimizzato@invalid" });
    register(insertEvent(), { nome: "Altrove" });

    const list = await attendeeList(event.id, actor, {}, now);

    expect(list?.event).toMatchObject({
      id: event.id,
      slug: event.slug,
      title: event.title,
      label: `${event.title} - 28 marzo 2027, 09:30–12:30`,
      startsAt,
    });
    expect(list?.confirmed.map((row) => `${row.nome} ${row.cognome}`)).toEqual([
      "Àngela Amato",
      "Bruno amato",
      "Zeno Verdi",
    ]);
    expect(list?.waiting.map((row) => row.nome)).toEqual(["Prima", "Seconda"]);
    expect(list?.cancelled.map((row) => row.nome)).toEqual(["Tardi", "Presto"]);
    expect(list?.counts).toEqual({ confirmed: 3, present: 1, waiting: 2, cancelled: 2 });
    expect(JSON.stringify(list)).not.toContain("anonimizzato@invalid");
    expect(JSON.stringify(list)).not.toContain("Altrove");
  });

  test("each person carries their origin, their dates and their arrival", async () => {
    const event = insertEvent();
    const row = register(event, {
      telefono: "+39 080 000 0000",
      azienda: "Frantoio Rossi",
      status: "confermata",
      promotedAt: minutes(3),
      checkedInAt: minutes(25),
      entryPath: "/eventi/workshop",
      fromPath: "/iscrizioni",
      referrerHost: "www.google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "primavera",
    });

    const [attendee] = (await attendeeList(event.id, actor, {}, now))?.confirmed ?? [];

    expect(attendee).toMatchObject({
      id: row.id,
      email: row.email,
      telefono: "+39 080 000 0000",
      azienda: "Frantoio Rossi",
      status: "confermata",
      registeredAt: now,
      promotedAt: minutes(3),
      cancelledAt: null,
      checkedInAt: minutes(25),
      origin: {
        entryPath: "/eventi/workshop",
        referrerHost: "www.google.com",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "primavera",
      },
    });
  });

  test("the day the clocks go forward, a registration at 09:05 in Rome shows 09:05", async () => {
    const event = insertEvent();
    register(event, { checkedInAt: now });

    const [attendee] = (await attendeeList(event.id, actor, {}, now))?.confirmed ?? [];

    expect(attendee?.shown).toEqual({
      registeredAt: "28 marzo 2027 alle ore 09:05",
      promotedAt: null,
      cancelledAt: null,
      checkedInAt: "09:05",
    });
  });

  test("a search finds names whatever their case and accents, every word anywhere in the name", async () => {
    const event = insertEvent();
    register(event, { nome: "Nicolò", cognome: "D'Àngelo" });
    register(event, { nome: "Mario", cognome: "Rossi" });
    register(event, { nome: "Maria", cognome: "Rossini", status: "in-attesa" });

    const names = async (search: string) => {
      const list = await attendeeList(event.id, actor, { search }, now);
      return [...(list?.confirmed ?? []), ...(list?.waiting ?? [])].map((row) => row.nome);
    };

    expect(await names("nicolo")).toEqual(["Nicolò"]);
    expect(await names("ANGELO")).toEqual(["Nicolò"]);
    expect(await names("ross")).toEqual(["Mario", "Maria"]);
    expect(await names("rossi mar")).toEqual(["Mario", "Maria"]);
    expect(await names("rossi mario")).toEqual(["Mario"]);
    expect(await names("Bianchi")).toEqual([]);
    expect(await names("   ")).toEqual(["Nicolò", "Mario", "Maria"]);
    // The counts are the event's, not the search's.
    const list = await attendeeList(event.id, actor, { search: "nicolo" }, now);
    expect(list?.counts.confirmed).toBe(2);
  });

  test("every view and every search writes an audit row naming the event, never what was typed", async () => {
    const event = insertEvent();
    register(event, { nome: "Mario", cognome: "Rossi" });
    const views = auditRows("view-attendees").length;
    const searches = auditRows("search-attendees").length;

    await attendeeList(event.id, actor, {}, now);
    await attendeeList(event.id, actor, { search: "Rossi" }, now);

    expect(auditRows("view-attendees")).toHaveLength(views + 1);
    expect(auditRows("view-attendees").at(-1)).toMatchObject({
      userId: actor.id,
      actor: actor.email,
      subject: `evento ${event.slug}`,
    });
    expect(auditRows("search-attendees")).toHaveLength(searches + 1);
    expect(auditRows("search-attendees").at(-1)).toMatchObject({
      userId: actor.id,
      subject: `evento ${event.slug}`,
      accessedAt: now,
    });
    const everything = JSON.stringify(db.select().from(contactAuditLog).all());
    expect(everything).not.toMatch(/rossi/i);
  });

  test("an unknown event has no list and no audit row", async () => {
    const before = db.select().from(contactAuditLog).all().length;
    expect(await attendeeList("non-esiste", actor, {}, now)).toBeNull();
    expect(db.select().from(contactAuditLog).all()).toHaveLength(before);
  });
});

describe("the attendees' CSV", () => {
  test("holds every person not anonymized, in Italian columns and Rome's times, audited and in the activity log", async () => {
    const event = insertEvent({ slug: "corso-primavera" });
    register(event, {
      nome: "Àurelio",
      cognome: "Nicolò",
      telefono: "+39 080 000 0000",
      azienda: '=HYPERLINK("http://x")',
      checkedInAt: minutes(40),
      entryPath: "/eventi/corso-primavera",
      referrerHost: "www.google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "primavera",
    });
    register(event, {
      nome: "Attesa",
      status: "in-attesa",
      createdAt: minutes(1),
    });
    register(event, {
      nome: "Annullata",
      status: "annullata",
      promotedAt: minutes(2),
      cancelledAt: minutes(3),
    });
    register(event, { nome: "Anonimizzato", anonymizedAt: now, email: "anonimizzato@invalid" });

    const file = await attendeesCsv(event.id, actor, now);

    expect(file?.fileName).toBe("iscritti-corso-primavera-2027-03-28.csv");
    expect(file?.contentType).toBe("text/csv; charset=utf-8");
    const lines = (file?.body ?? "").split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFNome;Cognome;Email;Telefono;Azienda;Stato;Iscritto il;Dalla lista d'attesa il;Annullata il;Presente alle;Pagina d'ingresso;Provenienza;Sorgente;Mezzo;Campagna",
    );
    expect(lines.slice(1, 4)).toEqual([
      expect.stringMatching(
        /^Àurelio;Nicolò;persona-\d+@example\.com;'\+39 080 000 0000;"'=HYPERLINK\(""http:\/\/x""\)";Confermata;2027-03-28 09:05;;;2027-03-28 09:45;\/eventi\/corso-primavera;www\.google\.com;newsletter;email;primavera$/,
      ),
      expect.stringMatching(
        /^Attesa;Bianchi;persona-\d+@example\.com;;;In lista d'attesa;2027-03-28 09:06;;;;;;;;$/,
      ),
      expect.stringMatching(
        /^Annullata;Bianchi;persona-\d+@example\.com;;;Annullata;2027-03-28 09:05;2027-03-28 09:07;2027-03-28 09:08;;;;;;$/,
      ),
    ]);
    expect(lines.slice(4)).toEqual([""]);
    expect(file?.body).not.toContain("anonimizzato@invalid");
    expect(auditRows("export-attendees").at(-1)).toMatchObject({
      userId: actor.id,
      subject: "evento corso-primavera, righe esportate: 3",
      accessedAt: now,
    });
    expect(activityAbout("iscritti-corso-primavera-2027-03-28.csv")).toEqual([
      {
        action: "export-downloaded",
        userId: actor.id,
        actor: "admin@example.com",
        subject: "iscritti-corso-primavera-2027-03-28.csv",
      },
    ]);
  });

  test("an unknown event has no CSV, no audit row and no activity row", async () => {
    const audits = auditRows("export-attendees").length;
    expect(await attendeesCsv("non-esiste", actor, now)).toBeNull();
    expect(auditRows("export-attendees")).toHaveLength(audits);
    expect(activityAbout("iscritti-non-esiste-2027-03-28.csv")).toEqual([]);
  });
});

describe("the check-in", () => {
  test("marks a confirmed registration present at the moment, keeps the first arrival, and takes it back", async () => {
    const event = insertEvent();
    const row = register(event, { nome: "Mario", cognome: "Rossi" });
    const before = auditRows("check-in").length;

    expect(await checkIn(event.id, row.id, true, actor, now)).toEqual({
      outcome: "presente",
      name: "Mario Rossi",
      checkedInAt: now,
    });
    expect(registration(row.id)?.checkedInAt).toEqual(now);
    expect(await checkIn(event.id, row.id, true, actor, minutes(10))).toMatchObject({
      outcome: "presente",
      checkedInAt: now,
    });
    expect(registration(row.id)?.checkedInAt).toEqual(now);
    expect(await checkIn(event.id, row.id, false, actor, minutes(11))).toEqual({
      outcome: "tolto",
      name: "Mario Rossi",
    });
    expect(registration(row.id)?.checkedInAt).toBeNull();

    const audits = auditRows("check-in").slice(before);
    expect(audits.map((audit) => audit.subject)).toEqual([
      `evento ${event.slug}, iscrizione n. ${row.id}: presente`,
      `evento ${event.slug}, iscrizione n. ${row.id}: presente`,
      `evento ${event.slug}, iscrizione n. ${row.id}: presenza tolta`,
    ]);
    expect(audits[0]).toMatchObject({ userId: actor.id, actor: actor.email, accessedAt: now });
  });

  test("a registration of another event, on the waiting list, cancelled or anonymized changes nothing", async () => {
    const event = insertEvent();
    const other = register(insertEvent());
    const waiting = register(event, { status: "in-attesa" });
    const cancelled = register(event, { status: "annullata", cancelledAt: now });
    const anonymized = register(event, { anonymizedAt: now, checkedInAt: now });
    const before = auditRows("check-in").length;

    for (const row of [other, waiting, cancelled])
      expect(await checkIn(event.id, row.id, true, actor, now)).toEqual({
        outcome: "non-trovata",
      });
    expect(await checkIn(event.id, anonymized.id, false, actor, now)).toEqual({
      outcome: "non-trovata",
    });
    expect(await checkIn("non-esiste", other.id, true, actor, now)).toEqual({
      outcome: "non-trovata",
    });

    expect(registration(other.id)?.checkedInAt).toBeNull();
    expect(registration(waiting.id)?.checkedInAt).toBeNull();
    expect(registration(cancelled.id)?.checkedInAt).toBeNull();
    expect(registration(anonymized.id)?.checkedInAt).toEqual(now);
    // Tried, so recorded: who looked for whom, and that nothing changed.
    expect(
      auditRows("check-in")
        .slice(before)
        .map((audit) => audit.subject),
    ).toEqual([
      `evento ${event.slug}, iscrizione n. ${other.id}: non trovata`,
      `evento ${event.slug}, iscrizione n. ${waiting.id}: non trovata`,
      `evento ${event.slug}, iscrizione n. ${cancelled.id}: non trovata`,
      `evento ${event.slug}, iscrizione n. ${anonymized.id}: non trovata`,
      `evento non-esiste, iscrizione n. ${other.id}: non trovata`,
    ]);
  });
});
