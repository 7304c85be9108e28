import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, test } from "vitest";
import { emailOutbox, eventRegistrations, events, users } from "../../../db/schema";
import { emailSubject, parseEmailPayload } from "../../../emails/catalog";
import { db, migrateDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { renderEmail } from "~/features/mail/email.server";
import { writeEmlFile } from "~/features/mail/eml.server";
import { acceptSubmission } from "~/features/visitor-forms/visitor-submission.server";
import { registrationKind } from "~/features/events/registrations.server";
import {
  eventListings,
  publishedEvent,
  registrationChoices,
} from "~/features/events/events.server";
import {
  eventTranslationPanel,
  startEventTranslation,
} from "~/features/events/event-translations.server";
import { eventCalendarFile } from "~/features/events/event-calendar.server";
import { saveContent } from "~/features/articles/content-save.server";
import { bySite } from "~/features/articles/revisions.server";

beforeAll(() => migrateDatabase());

const DAY = 86_400_000;
let counter = 0;

/** A published Italian workshop a week ahead, two hours from 14:00 UTC, with three seats. */
function italianEvent() {
  const slug = `laboratorio-${++counter}`;
  const start = new Date(Date.now() + 7 * DAY);
  start.setUTCHours(14, 0, 0, 0);
  return db
    .insert(events)
    .values({
      title: "Laboratorio di fotografia",
      slug,
      excerpt: "Fotografare i prodotti con lo smartphone.",
      kind: "formazione",
      format: "workshop",
      status: "published",
      startsAt: start,
      endsAt: new Date(start.getTime() + 2 * 3_600_000),
      placeName: "Sala formazione",
      placeCity: "Corato",
      placeProvince: "BA",
      priceCents: 4900,
      capacity: 3,
    })
    .returning()
    .get();
}

function staffUser() {
  return db
    .insert(users)
    .values({ email: `redazione-${++counter}@example.com`, passwordHash: "x" })
    .returning()
    .get();
}

/** The Italian event's translation, started as staff do, then written and published in English. */
async function translated() {
  const original = italianEvent();
  const answer = await startEventTranslation(original, staffUser().id);
  expect(answer.status).toBe(303);
  const english = db.select().from(events).where(eq(events.translationGroup, original.id)).all();
  const draft = english.find((row) => row.language === "en")!;
  saveContent((save) =>
    save({
      kind: "event",
      update: {
        title: "Product photography workshop",
        slug: `photography-${counter}`,
        excerpt: "Taking pictures of products with a phone.",
        status: "published",
        publishedAt: new Date(),
      },
      over: draft,
      saving: bySite("editor"),
      now: new Date(),
    }),
  );
  return { original, english: db.select().from(events).where(eq(events.id, draft.id)).get()! };
}

describe("an event's English translation", () => {
  test("starts as an English draft in the original's group, made from its current revision", async () => {
    const original = italianEvent();
    await startEventTranslation(original, staffUser().id);
    const rows = db.select().from(events).where(eq(events.translationGroup, original.id)).all();
    expect(rows.map((row) => row.language).sort()).toEqual(["en", "it"]);
    const english = rows.find((row) => row.language === "en")!;
    expect(english).toMatchObject({ status: "draft", slug: original.slug, translatedFromSeq: 0 });
    expect(eventTranslationPanel(original)).toMatchObject({
      kind: "original",
      translation: { id: english.id, status: "draft", stale: false },
    });
    expect(eventTranslationPanel(english)).toMatchObject({
      kind: "translation",
      original: { id: original.id, title: original.title },
    });
  });

  test("shows its own words with the original's facts, on English pages only", async () => {
    const { original, english } = await translated();
    const page = publishedEvent(english.slug, "en")!;
    expect(page).toMatchObject({
      title: "Product photography workshop",
      path: `/en/events/${english.slug}`,
      price: "€49 incl. VAT",
      attendanceLabel: "In person",
      formatLabel: "Workshop",
      kindLabel: "Training",
      alternates: { it: `/eventi/${original.slug}`, en: `/en/events/${english.slug}` },
    });
    expect(page.when).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, 1[56]:00–1[78]:00$/);
    expect(publishedEvent(english.slug, "it")?.title ?? null).not.toBe(english.title);
    const englishList = eventListings("en").upcoming.map((card) => card.title);
    expect(englishList).toContain("Product photography workshop");
    expect(englishList).not.toContain("Laboratorio di fotografia");
    expect(eventListings("it").upcoming.map((card) => card.title)).not.toContain(
      "Product photography workshop",
    );
    expect(registrationChoices("en").map((choice) => choice.value)).toContain(english.slug);
  });

  test("is marked to update once the Italian changes", async () => {
    const { original, english } = await translated();
    const fresh = db.select().from(events).where(eq(events.id, original.id)).get()!;
    saveContent((save) =>
      save({
        kind: "event",
        update: { excerpt: "Fotografare i prodotti, anche di sera." },
        over: fresh,
        saving: bySite("editor"),
        now: new Date(),
      }),
    );
    expect(eventTranslationPanel(english)).toMatchObject({ kind: "translation", stale: true });
  });

  test("its calendar file is English and links to the English page", async () => {
    const { english } = await translated();
    const answer = eventCalendarFile(english.slug, "en");
    expect(answer.status).toBe(200);
    const ics = (await answer.text()).replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Product photography workshop");
    expect(ics).toContain(`URL:${getEnv().SITE_URL}/en/events/${english.slug}`);
    expect(answer.headers.get("Cache-Tag")).toContain("eventi-en");
  });
});

describe("an English registration", () => {
  test("is stored in English on the original's seats, and answered in English with an English calendar file", async () => {
    const { original, english } = await translated();
    const email = `visitor-${++counter}@example.com`;
    const outcome = await acceptSubmission(registrationKind, {
      value: {
        nome: "Emma",
        cognome: "Clarke",
        email,
        evento: english.slug,
        privacy_accepted: true,
        newsletter_accepted: false,
        ads_accepted: false,
      },
      source: "eventi",
      language: "en",
      visitor: { ip: "198.51.100.77", userAgent: null },
    });
    expect(outcome).toBe("stored");
    const row = db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, email))
      .get();
    expect(row).toMatchObject({
      language: "en",
      eventId: original.id,
      evento: original.slug,
      status: "confermata",
    });
    expect(publishedEvent(original.slug, "it")?.seatsLeft).toBe(2);

    const queued = db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).get()!;
    expect(queued.template).toBe("registration-confirmation");
    const payload = parseEmailPayload("registration-confirmation", queued.payload);
    expect(payload).toMatchObject({
      language: "en",
      eventUrl: `${getEnv().SITE_URL}/en/events/${english.slug}`,
    });
    expect(payload.cancelUrl).toMatch(/\/en\/registration\/cancel\?t=/);

    const rendered = await renderEmail("registration-confirmation", payload, {
      to: email,
      subject: emailSubject("registration-confirmation", payload, getEnv().SITE_NAME),
      outboxId: 9000 + counter,
    });
    const dir = fs.mkdtempSync(path.join(getEnv().DATA_DIR, "iscrizioni-en-"));
    const file = await writeEmlFile(dir, rendered, {
      outboxId: 9000 + counter,
      queuedAt: new Date(),
    });
    const mail = await simpleParser(fs.readFileSync(file));
    expect(mail.subject).toMatch(/^Registration confirmed: Product photography workshop - /);
    expect(mail.text).toContain("your registration for");
    expect(mail.text).toContain("Place");
    expect(mail.text).not.toContain("Ciao");
    const [ics] = mail.attachments;
    expect(ics?.filename).toBe("event.ics");
    const calendar = ics!.content.toString("utf8").replace(/\r\n /g, "");
    expect(calendar).toContain("SUMMARY:Product photography workshop");
    expect(calendar).toContain("LOCATION:Sala formazione\\, Corato (BA)");
  });
});
