import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { eventRegistrations, events } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { articleBodyHtml } from "~/features/articles/article-html.server";
import { imageSourcesOf } from "~/features/articles/uploaded-images.server";
import type { BlogImage } from "~/features/articles/blog-image";
import { altOf } from "~/features/illustrations/content/image-entry";
import { findImage } from "~/features/illustrations/content/images";
import { eventFactWords } from "~/features/events/content/event-facts";
import {
  eventLabel,
  eventPlace,
  eventPrice,
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
import { localeOf, localizedPath, type Alternates, type Language } from "~/utils/language";

/**
 * Events and courses as visitors see them: only published rows in the page's language, with
 * their seats counted and their registration state decided at the moment asked.
 *
 * An English event is the translation of an Italian one (its `translation_group` is the
 * original's id): its own are the words (title, slug, summary, body, cover, meta) and its
 * publication; the facts (dates, place, price, seats, registration window, state) and the
 * registrations are the original's, read at each request, so the two pages never disagree
 * on when or where, and one seat is one seat whichever page it was taken from.
 */

const published = (language: Language) =>
  and(eq(events.status, "published"), eq(events.language, language));

/** An event's facts: when, where, what it costs and how one registers. */
export const eventFactColumns = [
  "kind",
  "format",
  "startsAt",
  "endsAt",
  "allDay",
  "eventState",
  "previousStartAt",
  "attendance",
  "placeName",
  "placeAddress",
  "placeCity",
  "placeProvince",
  "priceCents",
  "priceIncludesVat",
  "durationHours",
  "registrationsEnabled",
  "capacity",
  "waitingList",
  "registrationOpensAt",
  "registrationClosesAt",
] as const satisfies readonly (keyof EventRow)[];

/** What a translation takes from its original: everything but its words and publication. */
const factColumns = [...eventFactColumns, "calendarSequence"] as const;

type Facts = Pick<EventRow, (typeof factColumns)[number]>;

const factsOf = (row: Facts): Facts =>
  Object.fromEntries(factColumns.map((name) => [name, row[name]])) as Facts;

/** An event as a page shows it: `ownerId` is the row whose seats and registrations it has. */
export type ShownEvent = EventRow & { ownerId: string };

/** The Italian originals of `rows`' translations, by their group. */
function originalsOf(tx: DbOrTx, rows: readonly Pick<EventRow, "language" | "translationGroup">[]) {
  const groups = [
    ...new Set(
      rows.flatMap((row) =>
        row.language !== "it" && row.translationGroup ? [row.translationGroup] : [],
      ),
    ),
  ];
  if (groups.length === 0) return new Map<string, EventRow>();
  const originals = tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.language, "it"),
        or(inArray(events.id, groups), inArray(events.translationGroup, groups)),
      ),
    )
    .all();
  return new Map(originals.map((row) => [row.translationGroup ?? row.id, row]));
}

/** Each row with its original's facts when it is a translation of one. */
export function withOriginalFacts(rows: readonly EventRow[], tx: DbOrTx = db): ShownEvent[] {
  const originals = originalsOf(tx, rows);
  return rows.map((row) => {
    const original = row.translationGroup ? originals.get(row.translationGroup) : undefined;
    if (row.language === "it" || !original) return { ...row, ownerId: row.id };
    return { ...row, ...factsOf(original), ownerId: original.id };
  });
}

// Courses on request (no start) after the dated ones.
const byStart = (a: Pick<EventRow, "startsAt" | "createdAt" | "id">, b: typeof a) =>
  a.startsAt === null || b.startsAt === null
    ? Number(a.startsAt === null) - Number(b.startsAt === null) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id.localeCompare(b.id)
    : a.startsAt.getTime() - b.startsAt.getTime() ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id.localeCompare(b.id);

/** The address of an event's page in its language. */
export const eventPath = (slug: string, language: Language) =>
  (language === "it" ? null : localizedPath("/eventi/:slug", language, { slug })) ??
  `/eventi/${slug}`;

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
  return { src: url, ...size, alt: slot ? altOf(slot, row.language) : row.title };
}

const englishMoments = new Intl.DateTimeFormat(localeOf("en"), {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Rome",
});

const momentOrNull = (moment: Date | null, language: Language) =>
  moment ? (language === "en" ? englishMoments.format(moment) : formatMoment(moment)) : null;

const isoOrNull = (moment: Date | null) => (moment ? romeIsoWithOffset(moment) : null);

/** An event as a card of a list, and the top of its own page. */
export function summaryOf(row: EventRow, taken: number, now: Date) {
  const registration = registrationState(row, taken, now);
  const language = row.language;
  const words = eventFactWords[language];
  return {
    id: row.id,
    slug: row.slug,
    language,
    path: eventPath(row.slug, language),
    title: row.title,
    excerpt: row.excerpt,
    kind: row.kind,
    kindLabel: words.kinds[row.kind],
    format: row.format,
    formatLabel: words.formats[row.format],
    state: row.eventState,
    stateLabel: words.states[row.eventState],
    when: eventWhen(row, language),
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
    place: eventPlace(row, language),
    placeParts: {
      name: row.placeName,
      address: row.placeAddress,
      city: row.placeCity,
      province: row.placeProvince,
    },
    attendance: row.attendance,
    attendanceLabel: words.attendance[row.attendance],
    price: eventPrice(row, language),
    priceCents: row.priceCents,
    durationHours: row.durationHours,
    cover: coverOf(row),
    registration,
    open: takesRegistrations(registration),
    capacity: row.capacity,
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - taken),
    waitingList: row.waitingList,
    opens: momentOrNull(row.registrationOpensAt, language),
    closes: momentOrNull(registrationClose(row), language),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type EventSummary = ReturnType<typeof summaryOf>;

function summaries(rows: ShownEvent[], now: Date) {
  const taken = seatsTakenOf(rows.map((row) => row.ownerId));
  return rows.map((row) => summaryOf(row, taken.get(row.ownerId) ?? 0, now));
}

/**
 * The published, dated events of a language by their start: what tells the coming from the
 * past. An Italian list reads only the columns it sorts by; an English one reads its rows
 * whole, since their dates are their originals'.
 */
function datedEvents(language: Language) {
  if (language === "it")
    return db
      .select({
        id: events.id,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        allDay: events.allDay,
      })
      .from(events)
      .where(and(published("it"), isNotNull(events.startsAt)))
      .orderBy(asc(events.startsAt), asc(events.id))
      .all();
  return withOriginalFacts(db.select().from(events).where(published(language)).all())
    .filter((row) => row.startsAt !== null)
    .sort(byStart);
}

/** The events not over yet, by date: `/iscrizioni` lists those open. */
export const upcomingEvents = (language: Language = "it", now = new Date()) =>
  summaries(
    fullRows(
      datedEvents(language)
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
  path: event.path,
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
    withOriginalFacts(db.select().from(events).where(inArray(events.id, ids)).all()).map((row) => [
      row.id,
      row,
    ]),
  );
  return ids.flatMap((id) => rows.get(id) ?? []);
};

/**
 * The dated events of `/eventi`: a page of those not over yet, by date, and a page of the
 * archive, newest first (pages from 1; past the last, the last). An event leaves the first
 * list at its end, read at each request. Only the rows shown are read whole.
 */
export function eventListings(
  language: Language = "it",
  now = new Date(),
  pages = { upcoming: 1, archive: 1 },
) {
  const dated = datedEvents(language);
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
export function courseListing(language: Language = "it", now = new Date()) {
  const rows = withOriginalFacts(db.select().from(events).where(published(language)).all())
    .filter((row) => row.format === "corso")
    .sort(byStart)
    // A dated course is over at its end; one on request stays.
    .filter((row) => row.startsAt === null || isUpcoming(row, now));
  const taken = seatsTakenOf(rows.map((row) => row.ownerId));
  return rows.map((row) => ({
    ...summaryOf(row, taken.get(row.ownerId) ?? 0, now),
    bodyHtml: articleBodyHtml(row),
  }));
}

/** A published event's page in its language: its summary and its body; null for any other address. */
export function publishedEvent(slug: string, language: Language = "it", now = new Date()) {
  const row = db
    .select()
    .from(events)
    .where(and(published(language), eq(events.slug, slug)))
    .get();
  return row ? eventPageOf(row, now) : null;
}

/**
 * The addresses of the published rows of an event's translation group, its own included:
 * the page's alternates. A page with no published translation has none.
 */
export function eventAlternates(row: Pick<EventRow, "id" | "translationGroup">): Alternates {
  const group = row.translationGroup ?? row.id;
  const rows = db
    .select({ slug: events.slug, language: events.language })
    .from(events)
    .where(
      and(
        eq(events.status, "published"),
        or(eq(events.id, group), eq(events.translationGroup, group)),
      ),
    )
    .all();
  if (rows.length < 2) return {};
  return Object.fromEntries(
    rows.map((found) => [found.language, eventPath(found.slug, found.language)]),
  );
}

/** The page of any event row, as published or as a preview shows it. */
export function eventPageOf(row: EventRow, now = new Date()) {
  const [shown] = withOriginalFacts([row]);
  return {
    ...summaryOf(shown!, seatsTaken(db, shown!.ownerId), now),
    bodyHtml: articleBodyHtml(row),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    alternates: eventAlternates(row),
  };
}

export type EventPage = ReturnType<typeof eventPageOf>;

/** One choice of the registration form: the event's slug and how it is named. */
export type RegistrationChoice = { value: string; label: string; registration: RegistrationState };

/**
 * The events and courses that take registrations now, for the form's choices: dated ones by
 * their start, then courses on request.
 */
export function registrationChoices(
  language: Language = "it",
  now = new Date(),
): RegistrationChoice[] {
  const rows = withOriginalFacts(db.select().from(events).where(published(language)).all())
    .filter((row) => row.registrationsEnabled)
    .sort(byStart);
  const taken = seatsTakenOf(rows.map((row) => row.ownerId));
  return rows.flatMap((row) => {
    const registration = registrationState(row, taken.get(row.ownerId) ?? 0, now);
    if (!takesRegistrations(registration)) return [];
    return [{ value: row.slug, label: choiceLabel(row, registration), registration }];
  });
}

function choiceLabel(row: EventRow, registration: RegistrationState) {
  const words = eventFactWords[row.language];
  const name =
    row.startsAt === null
      ? `${row.format === "corso" ? words.coursePrefix : ""}${row.title}`
      : `${row.title} - ${eventWhen(row, row.language)}`;
  return registration === "lista-attesa" ? words.waitingListChoice(name) : name;
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
  translationGroup: events.translationGroup,
};

export type RegistrationEvent = Pick<EventRow, keyof typeof registrationEventColumns>;

/**
 * The event a registration names by its slug in the page's language, as it stands inside the
 * registration's transaction: for a translation, its original (whose seats it takes), with
 * the translation's publication, since that is the page the visitor registered from.
 */
export function eventForRegistration(
  tx: DbOrTx,
  slug: string,
  language: Language,
): RegistrationEvent | null {
  const named = tx
    .select(registrationEventColumns)
    .from(events)
    .where(and(eq(events.language, language), eq(events.slug, slug)))
    .get();
  if (!named) return null;
  const { translationGroup } = named;
  if (language === "it" || !translationGroup) return named;
  const original = tx
    .select(registrationEventColumns)
    .from(events)
    .where(
      and(
        eq(events.language, "it"),
        or(eq(events.id, translationGroup), eq(events.translationGroup, translationGroup)),
      ),
    )
    .get();
  return original ? { ...original, status: named.status } : named;
}

/**
 * The words of an event's translation into `language` (any status: a registrant keeps reading
 * the language they registered in), or null when it has none.
 */
export function translationWords(
  tx: DbOrTx,
  event: Pick<EventRow, "id" | "translationGroup">,
  language: Language,
) {
  const group = event.translationGroup ?? event.id;
  return (
    tx
      .select({ title: events.title, excerpt: events.excerpt, slug: events.slug })
      .from(events)
      .where(
        and(
          eq(events.language, language),
          ne(events.id, event.id),
          or(eq(events.id, group), eq(events.translationGroup, group)),
        ),
      )
      .orderBy(sql`${events.status} = 'published' desc`)
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
    .where(eq(events.language, "it"))
    .all();
  return new Map(rows.map((row) => [row.slug, eventLabel(row)]));
}

/** Every published Italian event's and course's address and last change, for the sitemap. */
export function publishedEventPaths() {
  return db
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(published("it"))
    .orderBy(desc(events.updatedAt))
    .all()
    .map((row) => ({ path: `/eventi/${row.slug}`, lastmod: row.updatedAt }));
}
