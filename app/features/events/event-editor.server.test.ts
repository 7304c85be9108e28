import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import {
  articleRevisions,
  emailOutbox,
  eventRegistrations,
  events,
  redirects,
  staffActivity,
  users,
} from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { onDomainEvent, type EventChange } from "~/utils/domain-events.server";
import { romeTimeToMoment } from "~/utils/rome-time";
import { acceptSubmission } from "~/features/visitor-forms/visitor-submission.server";
import { registrationKind } from "~/features/events/registrations.server";
import { handleEventPost } from "~/features/events/event-editor.server";
import { applyDueEventChanges, reminderMoment } from "~/features/events/event-schedule.server";

let staff = { user: { id: "" } };
const changes: EventChange[] = [];

beforeAll(() => {
  migrateDatabase();
  staff = {
    user: {
      id: db
        .insert(users)
        .values({ email: "eventi@example.com", passwordHash: "x" })
        .returning()
        .get().id,
    },
  };
  onDomainEvent("eventChanged", (change) => changes.push(change));
});

const rome = (value: string) => {
  const time = romeTimeToMoment(value);
  if (time.kind !== "moment") throw new Error(value);
  return time.moment;
};

let counter = 0;
/** A workshop three weeks from now, as the form posts it; `fields` change what a test needs. */
function formFor(fields: Record<string, string> = {}) {
  counter += 1;
  return {
    title: `Workshop di prova ${counter}`,
    excerpt: "Una mattina per imparare.",
    content: "## Programma\n\n- Teoria\n- Pratica",
    kind: "formazione",
    format: "workshop",
    start_day: "2027-03-28",
    start_time: "09:30",
    end_time: "13:30",
    attendance: "presenza",
    place_name: "Sala formazione",
    place_city: "Corato",
    place_province: "ba",
    price: "49,50",
    price_vat: "esclusa",
    capacity: "20",
    registrations_enabled: "on",
    event_state: "programmato",
    status: "draft",
    intent: "publish",
    ...fields,
  };
}

const post = (fields: Record<string, string>, path = "/admin/eventi/nuovo") =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

type Answer = {
  init: { status: number } | null;
  data: { result?: { error?: Record<string, string[]> } };
};

const bySlug = (slug: string) => db.select().from(events).where(eq(events.slug, slug)).get();
const mailTo = (recipient: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)).all();

async function create(fields: Record<string, string> = {}) {
  const form = formFor(fields);
  const response = (await handleEventPost(post(form), staff, null)) as Response;
  expect(response.status).toBe(303);
  const slug = form.title.toLowerCase().replaceAll(" ", "-");
  return bySlug(fields.slug ?? slug)!;
}

function editFormOf(event: typeof events.$inferSelect, fields: Record<string, string>) {
  return {
    ...formFor(),
    title: event.title,
    slug: event.slug,
    updated_at: String(event.updatedAt.getTime()),
    intent: "save",
    status: event.status,
    ...fields,
  };
}

describe("staff publish an event through the one save path", () => {
  test("the form's Rome day and times, price and place become the event, with its revision and log", async () => {
    changes.length = 0;
    const event = await create();
    expect(event).toMatchObject({
      status: "published",
      startsAt: new Date("2027-03-28T07:30:00Z"),
      endsAt: new Date("2027-03-28T11:30:00Z"),
      allDay: false,
      priceCents: 4950,
      priceIncludesVat: false,
      placeProvince: "BA",
      capacity: 20,
      registrationsEnabled: true,
    });
    expect(
      db.select().from(articleRevisions).where(eq(articleRevisions.articleId, event.id)).all(),
    ).toHaveLength(1);
    const logged = db
      .select()
      .from(staffActivity)
      .all()
      .filter((row) => row.subject === event.title);
    expect(logged.map((row) => row.action)).toEqual(["event-created", "event-published"]);
    expect(changes).toEqual([{ id: event.id, slug: event.slug, reason: "saved" }]);
  });

  test("bad input is refused by its field, in Italian, and nothing is written", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ end_time: "09:00" }, "end_time", "La fine deve venire dopo l'inizio."],
      [{ start_time: "02:30", start_day: "2027-03-28" }, "start_time", "Quest'ora non esiste"],
      [
        { start_day: "", end_time: "", start_time: "13:00" },
        "start_day",
        "Indica il giorno di inizio",
      ],
      [{ place_name: "", place_city: "" }, "place_name", "Indica il luogo"],
      [{ price: "gratis" }, "price", "Scrivi il prezzo in euro"],
      [{ capacity: "0" }, "capacity", "I posti: un numero intero"],
      [{ place_province: "Bari" }, "place_province", "La provincia"],
      [{ format: "cena" }, "format", "Scegli un formato"],
    ];
    for (const [fields, field, message] of cases) {
      const form = formFor(fields);
      const answer = (await handleEventPost(post(form), staff, null)) as unknown as Answer;
      expect(answer.init?.status, field).toBe(400);
      expect(answer.data.result?.error?.[field]?.[0], field).toContain(message);
      expect(bySlug(form.title.toLowerCase().replaceAll(" ", "-"))).toBeUndefined();
    }
  });

  test("a day without times is a day-long event; no day at all, a course on request", async () => {
    const days = await create({ start_time: "", end_time: "", end_day: "2027-03-29" });
    expect(days).toMatchObject({ allDay: true, startsAt: rome("2027-03-28T00:00") });
    const course = await create({ start_day: "", start_time: "", end_time: "", format: "corso" });
    expect(course).toMatchObject({ startsAt: null, endsAt: null, format: "corso" });
  });

  test("a taken slug and a stale version are refused; a new published slug leaves a 301", async () => {
    const first = await create();
    const taken = (await handleEventPost(
      post(formFor({ slug: first.slug })),
      staff,
      null,
    )) as unknown as Answer;
    expect(taken.init?.status).toBe(400);
    expect(taken.data.result?.error?.slug?.[0]).toBe("Questo slug è già usato da un altro evento.");

    const renamed = (await handleEventPost(
      post(editFormOf(first, { slug: `${first.slug}-nuovo` }), `/admin/eventi/${first.id}`),
      staff,
      first.id,
    )) as Response;
    expect(renamed.status).toBe(303);
    expect(
      db
        .select()
        .from(redirects)
        .where(eq(redirects.fromPath, `/eventi/${first.slug}`))
        .get(),
    ).toMatchObject({ target: `/eventi/${first.slug}-nuovo`, status: 301 });

    const stale = (await handleEventPost(
      post(editFormOf(first, { title: "Vecchia versione" }), `/admin/eventi/${first.id}`),
      staff,
      first.id,
    )) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
  });
});

describe("registrants hear of every change to what they hold", () => {
  async function withRegistrants(capacity: string) {
    const event = await create({ capacity, waiting_list: "on" });
    const emails = ["prima", "seconda"].map((name) => `${name}.${event.slug}@example.com`);
    for (const [index, email] of emails.entries())
      await acceptSubmission(registrationKind, {
        value: {
          nome: "Iscritta",
          cognome: String(index),
          email,
          evento: event.slug,
          privacy_accepted: true,
          newsletter_accepted: false,
          ads_accepted: false,
        },
        source: "eventi",
        visitor: { ip: `192.0.2.${counter}${index}`, userAgent: null },
      });
    return { event: bySlug(event.slug)!, confirmed: emails[0]!, waiting: emails[1]! };
  }

  test("a new time sends the confirmed an update with SEQUENCE + 1; the event says when it was", async () => {
    const { event, confirmed, waiting } = await withRegistrants("1");
    const answer = (await handleEventPost(
      post(
        editFormOf(event, { start_time: "10:00", end_time: "14:00" }),
        `/admin/eventi/${event.id}`,
      ),
      staff,
      event.id,
    )) as Response;
    expect(answer.status).toBe(303);
    const after = bySlug(event.slug)!;
    expect(after).toMatchObject({
      calendarSequence: 1,
      eventState: "riprogrammato",
      previousStartAt: event.startsAt,
    });
    const update = mailTo(confirmed).find((mail) => mail.template === "registration-update");
    expect(update?.payload).toMatchObject({ change: "riprogrammato", sequence: 1 });
    expect((update?.payload as { event: { start: string } }).event.start).toBe(
      "2027-03-28T10:00:00+02:00",
    );
    expect(mailTo(waiting).map((mail) => mail.template)).toEqual(["registration-confirmation"]);
    const moved = db
      .select()
      .from(staffActivity)
      .all()
      .filter((row) => row.subject === event.title);
    expect(moved.map((row) => row.action)).toContain("event-moved");
  });

  test("a cancellation stays published, says so, and tells the waiting list too", async () => {
    const { event, confirmed, waiting } = await withRegistrants("1");
    await handleEventPost(
      post(editFormOf(event, { event_state: "annullato" }), `/admin/eventi/${event.id}`),
      staff,
      event.id,
    );
    expect(bySlug(event.slug)).toMatchObject({ status: "published", eventState: "annullato" });
    const toConfirmed = mailTo(confirmed).find((mail) => mail.template === "registration-update");
    expect(toConfirmed?.payload).toMatchObject({ change: "annullato", sequence: 1 });
    const toWaiting = mailTo(waiting).find((mail) => mail.template === "registration-update");
    expect(toWaiting?.payload).toMatchObject({ change: "annullato", event: null });
  });
});

describe("time alone moves events on", () => {
  test("an event at 09:30 Rome on the day the clocks go forward is reminded at 09:30 the day before, once", async () => {
    const event = await create({ start_day: "2027-03-28", start_time: "09:30", end_time: "11:00" });
    const registered = `promemoria.${event.slug}@example.com`;
    db.insert(eventRegistrations)
      .values({
        nome: "Rita",
        cognome: "Bassi",
        email: registered,
        evento: event.slug,
        eventId: event.id,
        privacyAccepted: true,
        createdAt: new Date("2027-03-01T10:00:00Z"),
        retentionExpiresAt: new Date("2029-03-01T10:00:00Z"),
      })
      .run();
    // Saturday 27 March is still winter time: 09:30 in Rome is 08:30 UTC.
    expect(reminderMoment(event)?.toISOString()).toBe("2027-03-27T08:30:00.000Z");
    const reminders = () =>
      mailTo(registered).filter((mail) => mail.template === "registration-reminder");
    applyDueEventChanges(new Date("2027-03-27T08:29:00Z"), new Date("2027-03-27T08:28:00Z"));
    expect(reminders()).toHaveLength(0);
    applyDueEventChanges(new Date("2027-03-27T08:31:00Z"), new Date("2027-03-27T08:29:00Z"));
    applyDueEventChanges(new Date("2027-03-27T08:32:00Z"), new Date("2027-03-27T08:31:00Z"));
    expect(reminders()).toHaveLength(1);
    expect(
      db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.email, registered)))
        .get()?.remindedAt,
    ).toEqual(new Date("2027-03-27T08:31:00Z"));
  });

  test("a scheduled event goes out at its time, and its pages are forgotten when it starts", async () => {
    const event = await create({
      intent: "save",
      status: "scheduled",
      publish_at: "2027-03-01T08:00",
    });
    expect(event.status).toBe("scheduled");
    applyDueEventChanges(rome("2027-03-01T08:01"), rome("2027-03-01T07:59"));
    expect(bySlug(event.slug)?.status).toBe("published");
    changes.length = 0;
    applyDueEventChanges(rome("2027-03-28T09:31"), rome("2027-03-28T09:29"));
    expect(changes).toContainEqual({ id: event.id, slug: event.slug, reason: "time" });
  });
});
