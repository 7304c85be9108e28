import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { eventRegistrations, events } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { articleBodyHtml } from "~/features/articles/article-html.server";
import { imageSourcesOf } from "~/features/articles/uploaded-images.server";
import type { BlogImage } from "~/features/articles/blog-image";
import { findImage } from "~/features/illustrations/content/images";
import {
  attendanceLabels,
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
import { siteMeta } from "~/features/blocks/site-meta.server";
import { eventJsonLd } from "~/features/events/event-structured-data";
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

const momentOrNull = (moment: Date | null) => (moment ? formatMoment(moment) : null);

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
    opens: momentOrNull(row.registrationOpensAt),
    closes: momentOrNull(registrationClose(row)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type EventSummary = ReturnType<typeof summaryOf>;

function summaries(rows: EventRow[], now: Date) {
  const taken = seatsTakenOf(rows.map((row) => row.id));
  return rows.map((row) => summaryOf(row, taken.get(row.id) ?? 0, now));
}

/** The published, dated events by their start: what tells the coming from the past. */
const datedEvents = () =>
  db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      allDay: events.allDay,
    })
    .from(events)
    .where(and(published, isNotNull(events.startsAt)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .all();

/** The events not over yet, by date: `/iscrizioni` lists those open. */
export const upcomingEvents = (now = new Date()) =>
  summaries(
    fullRows(
      datedEvents()
        .filter((row) => isUpcoming(row, now))
        .map((row) => row.id),
    ),
    now,
  );

/** Events a page of either list shows: a page stays about an article's size. */
export const LIST_PAGE_SIZE = 9;

/** What a list's card shows of an event: nothing more travels with the page. */
export const cardOf = (event: EventSummary) => ({
  slug: event.slug,
  title: event.title,
  excerpt: event.excerpt,
  when: event.when,
  dateTime: event.dateTime,
  place: event.place,
  kindLabel: event.kindLabel,
  formatLabel: event.formatLabel,
  state: event.state,
  stateLabel: event.stateLabel,
  cover: event.cover,
});

export type EventCardData = ReturnType<typeof cardOf>;

/** One page of `ids`: the page asked for (from 1), or the last. */
function pageOf(ids: string[], asked: number) {
  const pageCount = Math.max(1, Math.ceil(ids.length / LIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, asked), pageCount);
  return { ids: ids.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE), page, pageCount };
}

const fullRows = (ids: string[]) => {
  if (ids.length === 0) return [];
  const rows = new Map(
    db
      .select()
      .from(events)
      .where(inArray(events.id, ids))
      .all()
      .map((row) => [row.id, row]),
  );
  return ids.flatMap((id) => rows.get(id) ?? []);
};

/**
 * The dated events of `/eventi`: a page of those not over yet, by date, and a page of the
 * archive, newest first (pages from 1; past the last, the last). An event leaves the first
 * list at its end, read at each request. Only the rows shown are read whole.
 */
export function eventListings(now = new Date(), pages = { upcoming: 1, archive: 1 }) {
  const dated = datedEvents();
  const upcoming = pageOf(
    dated.filter((row) => isUpcoming(row, now)).map((row) => row.id),
    pages.upcoming,
  );
  const past = pageOf(
    dated
      .filter((row) => !isUpcoming(row, now))
      .map((row) => row.id)
      .reverse(),
    pages.archive,
  );
  const coming = summaries(fullRows(upcoming.ids), now);
  return {
    upcoming: coming.map(cardOf),
    past: summaries(fullRows(past.ids), now).map(cardOf),
    pages: {
      upcoming: { page: upcoming.page, pageCount: upcoming.pageCount },
      archive: { page: past.page, pageCount: past.pageCount },
    },
    /** Search engines are told of the events ahead: the archive's are in their own pages. */
    jsonLd: coming.length
      ? [
          {
            "@context": "https://schema.org",
            "@graph": coming.map((e) => eventJsonLd(siteMeta(), e)),
          },
        ]
      : [],
  };
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

/** What a registration reads of its event: whether it takes one, and what its e-mails say. */
const registrationEventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  excerpt: events.excerpt,
  status: events.status,
  registrationsEnabled: events.registrationsEnabled,
  eventState: events.eventState,
  registrationOpensAt: events.registrationOpensAt,
  registrationClosesAt: events.registrationClosesAt,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  allDay: events.allDay,
  capacity: events.capacity,
  waitingList: events.waitingList,
  attendance: events.attendance,
  placeName: events.placeName,
  placeAddress: events.placeAddress,
  placeCity: events.placeCity,
  placeProvince: events.placeProvince,
  calendarSequence: events.calendarSequence,
};

export type RegistrationEvent = Pick<EventRow, keyof typeof registrationEventColumns>;

/**
 * The event a registration names, as it stands inside the registration's transaction: only
 * the columns it reads, since every post asks.
 */
export function eventForRegistration(tx: DbOrTx, slug: string): RegistrationEvent | null {
  return (
    tx
      .select(registrationEventColumns)
      .from(events)
      .where(and(eq(events.language, SITE_LANGUAGE), eq(events.slug, slug)))
      .get() ?? null
  );
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
