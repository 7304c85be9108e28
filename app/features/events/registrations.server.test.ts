import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { emailOutbox, eventRegistrations, events } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { spoolDir, spoolSubmission } from "~/features/visitor-forms/spool.server";
import {
  acceptSubmission,
  importSpooledSubmissions,
} from "~/features/visitor-forms/visitor-submission.server";
import type { VisitorEntry } from "~/features/visitor-forms/visitor-records.server";
import { registrationKind, type RegistrationValue } from "~/features/events/registrations.server";
import { cancelRegistration, readCancellation } from "~/features/events/cancellations.server";
import { registrationChoices } from "~/features/events/events.server";

beforeAll(() => migrateDatabase());
afterEach(() => fs.rmSync(spoolDir(), { recursive: true, force: true }));

let counter = 0;
const unique = (label: string) => `${label}.${++counter}@example.com`;
const DAY = 86_400_000;

/** An event a week ahead, published, taking registrations; `fields` change what a test needs. */
function insertEvent(fields: Partial<typeof events.$inferInsert> = {}) {
  const slug = fields.slug ?? `evento-${++counter}`;
  const start = Date.now() + 7 * DAY;
  return db
    .insert(events)
    .values({
      title: `Evento ${slug}`,
      slug,
      kind: "formazione",
      format: "workshop",
      status: "published",
      startsAt: new Date(start),
      endsAt: new Date(start + 4 * 3_600_000),
      placeName: "Sala formazione",
      placeCity: "Corato",
      placeProvince: "BA",
      ...fields,
    })
    .returning()
    .get();
}

const registration = (
  evento: string,
  ip = `198.51.100.${counter % 250}`,
): VisitorEntry<RegistrationValue> => ({
  value: {
    nome: "Sara",
    cognome: "Greco",
    email: unique("iscritta"),
    evento,
    privacy_accepted: true,
    newsletter_accepted: false,
    ads_accepted: false,
  },
  source: "eventi",
  visitor: { ip, userAgent: null },
});

const rowOf = (email: string) =>
  db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email)).get();
const mailTo = (recipient: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)).all();
const countOf = (eventId: string, status: "confermata" | "in-attesa" | "annullata") =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, status)))
    .get()?.n ?? 0;

describe("a registration follows its event", () => {
  test("a seat is taken with the staff's notice and a confirmation carrying the calendar and the cancel link", async () => {
    const event = insertEvent({ capacity: 5 });
    const entry = registration(event.slug);
    expect(await acceptSubmission(registrationKind, entry)).toBe("stored");
    const row = rowOf(entry.value.email);
    expect(row).toMatchObject({ eventId: event.id, evento: event.slug, status: "confermata" });
    const [confirmation] = mailTo(entry.value.email);
    expect(confirmation?.template).toBe("registration-confirmation");
    expect(confirmation?.payload).toMatchObject({
      registrationId: row?.id,
      status: "confermata",
      sequence: 0,
      eventUrl: `${getEnv().SITE_URL}/eventi/${event.slug}`,
      cancelUrl: expect.stringMatching(/\/iscrizioni\/annulla\?t=/),
      event: { title: event.title, location: "Sala formazione, Corato (BA)" },
    });
    const notice = mailTo(getEnv().NOTIFY_EMAIL).find(
      (mail) => (mail.payload as { email: string }).email === entry.value.email,
    );
    expect(notice?.payload).toMatchObject({ waiting: false, evento: event.slug });
  });

  test("a past, cancelled, closed, unknown or full event is refused by the field, nothing written", async () => {
    const cases = [
      ["workshop-ai-generativa", "Le iscrizioni a questo evento sono chiuse."],
      [insertEvent({ eventState: "annullato" }).slug, "Questo evento è stato annullato."],
      [
        insertEvent({ registrationClosesAt: new Date(Date.now() - 1000) }).slug,
        "Le iscrizioni a questo evento sono chiuse.",
      ],
      [
        insertEvent({ registrationOpensAt: new Date(Date.now() + DAY) }).slug,
        "Le iscrizioni a questo evento non sono ancora aperte.",
      ],
      [insertEvent({ status: "draft" }).slug, "Le iscrizioni a questo evento sono chiuse."],
      ["nessun-evento", "Scegli l'evento o il corso a cui vuoi iscriverti."],
    ] as const;
    for (const [slug, message] of cases) {
      const entry = registration(slug);
      expect(await acceptSubmission(registrationKind, entry)).toEqual({
        refused: { field: "evento", message },
      });
      expect(rowOf(entry.value.email)).toBeUndefined();
      expect(mailTo(entry.value.email)).toEqual([]);
    }
    const full = insertEvent({ capacity: 1 });
    expect(await acceptSubmission(registrationKind, registration(full.slug))).toBe("stored");
    expect(await acceptSubmission(registrationKind, registration(full.slug))).toEqual({
      refused: { field: "evento", message: "I posti per questo evento sono esauriti." },
    });
  });

  test("a full event with a waiting list puts the next on it, told so and without a calendar file", async () => {
    const event = insertEvent({ capacity: 1, waitingList: true });
    await acceptSubmission(registrationKind, registration(event.slug));
    const entry = registration(event.slug);
    expect(await acceptSubmission(registrationKind, entry)).toBe("stored");
    expect(rowOf(entry.value.email)?.status).toBe("in-attesa");
    expect(mailTo(entry.value.email)[0]?.payload).toMatchObject({ status: "in-attesa" });
    expect(registrationChoices("it").find((choice) => choice.value === event.slug)?.label).toMatch(
      /\(lista d'attesa\)$/,
    );
  });

  test("a registration from the spool never takes a seat that is not free: it waits on the list", async () => {
    const event = insertEvent({ capacity: 1 });
    await acceptSubmission(registrationKind, registration(event.slug));
    const spooled = registration(event.slug);
    spoolSubmission("registration", spooled, new Date());
    expect(importSpooledSubmissions([registrationKind])).toEqual({ imported: 1, waiting: 0 });
    expect(rowOf(spooled.value.email)?.status).toBe("in-attesa");
    expect(countOf(event.id, "confermata")).toBe(1);
  });
});

describe("cancelling through the e-mail's link", () => {
  const cancelUrlOf = (email: string) =>
    new URL((mailTo(email)[0]?.payload as { cancelUrl: string }).cancelUrl).searchParams.get("t");

  test("opening the link changes nothing; its form cancels once and gives the seat to the first waiting", async () => {
    const event = insertEvent({ capacity: 1, waitingList: true });
    const first = registration(event.slug);
    const second = registration(event.slug);
    const third = registration(event.slug);
    for (const entry of [first, second, third]) await acceptSubmission(registrationKind, entry);
    const token = cancelUrlOf(first.value.email);

    expect(readCancellation(token, "it")).toMatchObject({ ok: true, status: "confermata" });
    expect(rowOf(first.value.email)?.status).toBe("confermata");

    expect(await cancelRegistration(token, "it")).toMatchObject({ outcome: "cancelled" });
    expect(rowOf(first.value.email)).toMatchObject({ status: "annullata" });
    expect(rowOf(first.value.email)?.cancelledAt).toBeInstanceOf(Date);
    expect(rowOf(second.value.email)).toMatchObject({ status: "confermata" });
    expect(rowOf(third.value.email)?.status).toBe("in-attesa");
    const cancelled = mailTo(first.value.email).map((mail) => mail.template);
    expect(cancelled).toEqual(["registration-confirmation", "registration-cancelled"]);
    expect(mailTo(first.value.email)[1]?.payload).toMatchObject({ sequence: 1 });
    expect(mailTo(second.value.email).map((mail) => mail.template)).toEqual([
      "registration-confirmation",
      "registration-promoted",
    ]);

    expect(await cancelRegistration(token, "it")).toMatchObject({ outcome: "already" });
    expect(countOf(event.id, "confermata")).toBe(1);
  });

  test("a forged, altered or unknown link cancels nothing", async () => {
    const event = insertEvent();
    const entry = registration(event.slug);
    await acceptSubmission(registrationKind, entry);
    const token = cancelUrlOf(entry.value.email) ?? "";
    for (const bad of [null, "", "abc.def", `${token.slice(0, -2)}xx`]) {
      expect(readCancellation(bad, "it").ok).toBe(false);
      expect(await cancelRegistration(bad, "it")).toMatchObject({ outcome: "invalid" });
    }
    expect(rowOf(entry.value.email)?.status).toBe("confermata");
  });
});

describe("capacity under simultaneous posts", () => {
  const run = promisify(execFile);
  const script = path.resolve("tests/support/register-concurrently.ts");

  test("50 posts from 5 processes at once for 10 seats confirm exactly 10, the rest wait", async () => {
    const event = insertEvent({ capacity: 10, waitingList: true });
    const startAt = String(Date.now() + 4_000);
    // Five connections of their own, as five server processes or scripts would have: a check
    // read outside the registration's write would let several of them take the same seat.
    await Promise.all(
      [0, 1, 2, 3, 4].map((worker) =>
        run(
          process.execPath,
          ["--import", "tsx", script, event.slug, String(worker), "10", startAt],
          {
            env: { ...process.env },
          },
        ),
      ),
    );
    expect(countOf(event.id, "confermata")).toBe(10);
    expect(countOf(event.id, "in-attesa")).toBe(40);
  }, 60_000);
});
