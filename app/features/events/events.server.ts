import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { eventRegistrations, events } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { articleBodyHtml } from "~/features/articles/article-html.server";
import { imageSourcesOf } from "~/features/articles/uploaded-images.server";
import type { BlogImage } from "~/features/articles/blog-image";
import { findImage } from "~/features/illustrations/content/images";
import {
  attendanceLabels,
  eventEnd,
  eventFormatLabels,
  eventKindLabels,
  eventLabel,
  eventPlace,
  eventPrice,
  eventStateLabels,
  eventWhen,
  isUpcoming,
  registrationClose,
  registrationState,
  takesRegistrations,
  type EventRow,
  type RegistrationState,
} from "~/features/events/event-facts";
import { formatMoment } from "~/utils/format";
import { romeDayOf, romeIsoWithOffset } from "~/utils/rome-time";

/**
 * Events and courses as visitors see them: only published rows in the site's language, with
 * their seats counted and their registration state decided at the moment asked.
 */

const SITE_LANGUAGE = "it";

// Courses on request (no start) after the dated ones.
const datedFirst = sql`${events.startsAt} asc nulls last`;

const published = and(eq(events.status, "published"), eq(events.language, SITE_LANGUAGE));

/** Registrations holding a seat of `eventId`. */
export function seatsTaken(tx: DbOrTx, eventId: string) {
  const row = tx
    .select({ taken: count() })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confermata")),
    )
    .get();
  return row?.taken ?? 0;
}

function seatsTakenOf(ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = db
    .select({ eventId: eventRegistrations.eventId, taken: count() })
    .from(eventRegistrations)
    .where(
      and(inArray(eventRegistrations.eventId, ids), eq(eventRegistrations.status, "confermata")),
    )
    .groupBy(eventRegistrations.eventId)
    .all();
  return new Map(rows.map((row) => [row.eventId ?? "", row.taken]));
}

/**
 * The cover as pages show it: an upload with its sizes and its own text (decision 0214), a
 * drawn illustration of the site with the text of its slot, or an address typed by hand.
 */
function coverOf(row: EventRow): BlogImage | null {
  const url = row.featuredImageUrl;
  if (!url) return null;
  const size = {
    width: row.featuredImageWidth ?? 1200,
    height: row.featuredImageHeight ?? 675,
  };
  const sources = imageSourcesOf(url);
  if (sources)
    return {
      src: url,
      ...size,
      alt: sources.alt ?? row.title,
      placeholder: sources.placeholder,
      ...(sources.srcSets ? { srcSets: sources.srcSets } : {}),
    };
  const drawn = /^\/artwork\/([a-z0-9-]+)\.svg$/.exec(url);
  const slot = drawn ? findImage(drawn[1]!) : undefined;
  return { src: url, ...size, alt: slot?.alt ?? row.title };
}

const isoOrNull = (moment: Date | null) => (moment ? romeIsoWithOffset(moment) : null);

/** An event as a card of a list, and the top of its own page. */
export function summaryOf(row: EventRow, taken: number, now: Date) {
  const registration = registrationState(row, taken, now);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    kind: row.kind,
    kindLabel: eventKindLabels[row.kind],
    format: row.format,
    formatLabel: eventFormatLabels[row.format],
    state: row.eventState,
    stateLabel: eventStateLabels[row.eventState],
    when: eventWhen(row),
    /** Dated and past its end: in the archive, taking no one. */
    over: row.startsAt !== null && !isUpcoming(row, now),
    allDay: row.allDay,
    /** What `<time>` reads: the day alone for an event without times. */
    dateTime: row.startsAt
      ? row.allDay
        ? romeDayOf(row.startsAt)
        : romeIsoWithOffset(row.startsAt)
      : null,
    /** With Rome's offset: what structured data reads. */
    start: isoOrNull(row.startsAt),
    end: isoOrNull(row.endsAt),
    previousStart: isoOrNull(row.previousStartAt),
    place: eventPlace(row),
    placeParts: {
      name: row.placeName,
      address: row.placeAddress,
      city: row.placeCity,
      province: row.placeProvince,
    },
    attendance: row.attendance,
    attendanceLabel: attendanceLabels[row.attendance],
    price: eventPrice(row),
    priceCents: row.priceCents,
    durationHours: row.durationHours,
    cover: coverOf(row),
    registration,
    open: takesRegistrations(registration),
    capacity: row.capacity,
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - taken),
    waitingList: row.waitingList,
    opens: row.registrationOpensAt ? formatMoment(row.registrationOpensAt) : null,
    closes: (() => {
      const close = registrationClose(row);
      return close ? formatMoment(close) : null;
    })(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type EventSummary = ReturnType<typeof summaryOf>;

function summaries(rows: EventRow[], now: Date) {
  const taken = seatsTakenOf(rows.map((row) => row.id));
  return rows.map((row) => summaryOf(row, taken.get(row.id) ?? 0, now));
}

/**
 * The dated events of `/eventi`: those not over yet by date, the rest in the archive, newest
 * first. An event leaves the first list at its end, read at each request.
 */
export function eventListings(now = new Date()) {
  const rows = db
    .select()
    .from(events)
    .where(and(published, isNotNull(events.startsAt)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .all();
  const upcoming = rows.filter((row) => isUpcoming(row, now));
  const past = rows.filter((row) => !isUpcoming(row, now)).reverse();
  return { upcoming: summaries(upcoming, now), past: summaries(past, now) };
}

/** The courses of `/formazione`: dated ones by their start, then those held on request. */
export function courseListing(now = new Date()) {
  const rows = db
    .select()
    .from(events)
    .where(and(published, eq(events.format, "corso")))
    .orderBy(datedFirst, asc(events.createdAt), asc(events.id))
    .all()
    // A dated course is over at its end; one on request stays.
    .filter((row) => row.startsAt === null || isUpcoming(row, now));
  const taken = seatsTakenOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...summaryOf(row, taken.get(row.id) ?? 0, now),
    bodyHtml: articleBodyHtml(row),
  }));
}

/** A published event's page: its summary and its body; null for any other address. */
export function publishedEvent(slug: string, now = new Date()) {
  const row = db
    .select()
    .from(events)
    .where(and(published, eq(events.slug, slug)))
    .get();
  return row ? eventPageOf(row, now) : null;
}

/** The page of any event row, as published or as a preview shows it. */
export function eventPageOf(row: EventRow, now = new Date()) {
  return {
    ...summaryOf(row, seatsTaken(db, row.id), now),
    bodyHtml: articleBodyHtml(row),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  };
}

export type EventPage = ReturnType<typeof eventPageOf>;

/** One choice of the registration form: the event's slug and how it is named. */
export type RegistrationChoice = { value: string; label: string; registration: RegistrationState };

/**
 * The events and courses that take registrations now, for the form's choices: dated ones by
 * their start, then courses on request.
 */
export function registrationChoices(now = new Date()): RegistrationChoice[] {
  const rows = db
    .select()
    .from(events)
    .where(and(published, eq(events.registrationsEnabled, true)))
    .orderBy(datedFirst, asc(events.createdAt), asc(events.id))
    .all();
  const taken = seatsTakenOf(rows.map((row) => row.id));
  return rows.flatMap((row) => {
    const registration = registrationState(row, taken.get(row.id) ?? 0, now);
    if (!takesRegistrations(registration)) return [];
    return [{ value: row.slug, label: choiceLabel(row, registration), registration }];
  });
}

function choiceLabel(row: EventRow, registration: RegistrationState) {
  const name =
    row.startsAt === null
      ? `${row.format === "corso" ? "Corso " : ""}${row.title}`
      : `${row.title} - ${eventWhen(row)}`;
  return registration === "lista-attesa" ? `${name} (lista d'attesa)` : name;
}

/** The event a registration names, as it stands inside the registration's transaction. */
export function eventForRegistration(tx: DbOrTx, slug: string) {
  return (
    tx
      .select()
      .from(events)
      .where(and(eq(events.language, SITE_LANGUAGE), eq(events.slug, slug)))
      .get() ?? null
  );
}

/** The most recent of the events published: what changes `/eventi` next, for its cache. */
export function nextEventChange(now = new Date()) {
  const rows = db
    .select({
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      allDay: events.allDay,
      registrationClosesAt: events.registrationClosesAt,
      registrationOpensAt: events.registrationOpensAt,
    })
    .from(events)
    .where(and(published, isNotNull(events.startsAt)))
    .orderBy(desc(events.startsAt))
    .all();
  const moments = rows.flatMap((row) =>
    [row.startsAt, eventEnd(row), registrationClose(row), row.registrationOpensAt].filter(
      (moment): moment is Date => moment !== null && moment > now,
    ),
  );
  return moments.length === 0 ? null : new Date(Math.min(...moments.map(Number)));
}

/** Every event's name by its slug, drafts and past ones included: what staff lists call them. */
export function eventNames() {
  const rows = db
    .select({
      slug: events.slug,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      allDay: events.allDay,
    })
    .from(events)
    .where(eq(events.language, SITE_LANGUAGE))
    .all();
  return new Map(rows.map((row) => [row.slug, eventLabel(row)]));
}

/** Every published event's and course's address and last change, for the sitemap. */
export function publishedEventPaths() {
  return db
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(published)
    .orderBy(desc(events.updatedAt))
    .all()
    .map((row) => ({ path: `/eventi/${row.slug}`, lastmod: row.updatedAt }));
}
