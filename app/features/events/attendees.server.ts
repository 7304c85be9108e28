import { data } from "@remix-run/node";
import { and, asc, eq, isNull } from "drizzle-orm";
import * as z from "zod";
import { eventRegistrations, events } from "../../../db/schema";
import { folded, foldedWords } from "../../../db/search-text";
import { unreadableFormAlerts } from "~/components/form-messages";
import {
  attendeeCsvColumns,
  attendeesPage,
  checkInPage,
  checkInToasts,
  registrationStatusLabels,
} from "~/features/events/content/admin-attendees";
import { eventLabel, eventWhen, formatTime } from "~/features/events/event-facts";
import { recordActivity } from "~/utils/activity.server";
import { withAudit, type Actor } from "~/utils/audit.server";
import { db, isTransientWriteFailure, type DbOrTx } from "~/utils/db.server";
import { csv, csvMoment, fileDate, type ExportFile } from "~/utils/csv-export.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { formatMoment } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";

/**
 * Who registered for an event, for the staff: the lists by state, the check-in at the door
 * and the CSV. Attendees are visitors' data (decision 0125): every read, search, check-in and
 * export writes its audit row in the same transaction. Anonymized rows name nobody and are
 * never shown.
 */

type RegistrationRow = typeof eventRegistrations.$inferSelect;

export type CheckInOutcome = "presente" | "tolto" | "non-trovata";

const eventById = (id: string) => db.select().from(events).where(eq(events.id, id)).get() ?? null;

/** The event's registrations that still name a person, oldest first. */
function registrationsOf(tx: DbOrTx, eventId: string) {
  return tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.anonymizedAt)))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .all();
}

const names = new Intl.Collator("it", { sensitivity: "base" });

// A door list is read by surname; a registrant's place on the waiting list by arrival.
const bySurname = (a: RegistrationRow, b: RegistrationRow) =>
  names.compare(a.cognome, b.cognome) || names.compare(a.nome, b.nome) || a.id - b.id;

const latestCancellationFirst = (a: RegistrationRow, b: RegistrationRow) =>
  (b.cancelledAt?.getTime() ?? 0) - (a.cancelledAt?.getTime() ?? 0) || b.id - a.id;

/** Confirmed by surname, the waiting list in its order, the cancelled latest first. */
function grouped(rows: RegistrationRow[]) {
  return {
    confirmed: rows.filter((row) => row.status === "confermata").sort(bySurname),
    waiting: rows.filter((row) => row.status === "in-attesa"),
    cancelled: rows.filter((row) => row.status === "annullata").sort(latestCancellationFirst),
  };
}

/**
 * Whether a registrant's name holds every word searched, whatever the case and the accents:
 * `nicolo` finds Nicolò, `ros mar` finds Mario Rossi.
 */
function nameMatcher(search: string) {
  const words = foldedWords(search);
  return (row: RegistrationRow) => {
    const name = folded(`${row.nome} ${row.cognome}`);
    return words.every((word) => name.includes(word));
  };
}

const momentOrNull = (moment: Date | null) => (moment ? formatMoment(moment) : null);

function attendeeOf(row: RegistrationRow) {
  return {
    id: row.id,
    nome: row.nome,
    cognome: row.cognome,
    email: row.email,
    telefono: row.telefono,
    azienda: row.azienda,
    status: row.status,
    registeredAt: row.createdAt,
    promotedAt: row.promotedAt,
    cancelledAt: row.cancelledAt,
    checkedInAt: row.checkedInAt,
    origin: {
      entryPath: row.entryPath,
      referrerHost: row.referrerHost,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
    },
    /** The moments as the pages show them, on Rome's clock. */
    shown: {
      registeredAt: formatMoment(row.createdAt),
      promotedAt: momentOrNull(row.promotedAt),
      cancelledAt: momentOrNull(row.cancelledAt),
      // The door is one day: the time alone. The CSV keeps the day too.
      checkedInAt: row.checkedInAt ? formatTime(row.checkedInAt) : null,
    },
  };
}

export type Attendee = ReturnType<typeof attendeeOf>;
export type AttendeeOrigin = Attendee["origin"];

/**
 * An event's registrations by state, audited, for `/admin/eventi/:id/iscritti` and the
 * check-in; with `search`, only the names holding its words. The audit row names the event
 * alone: what was typed may be a person's name. Null when no event has that id.
 */
export async function attendeeList(
  eventId: string,
  actor: Actor,
  { search = "" }: { search?: string } = {},
  now = new Date(),
) {
  const event = eventById(eventId);
  if (!event) return null;
  const searching = foldedWords(search).length > 0;
  const rows = await withAudit(
    actor,
    searching ? "search-attendees" : "view-attendees",
    (tx) => registrationsOf(tx, event.id),
    () => `evento ${event.slug}`,
    now,
  );
  const all = grouped(rows);
  const groups = searching ? grouped(rows.filter(nameMatcher(search))) : all;
  const shown = (list: RegistrationRow[]) => list.map(attendeeOf);
  return {
    event: {
      id: event.id,
      slug: event.slug,
      title: event.title,
      label: eventLabel(event),
      when: eventWhen(event),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
    },
    search: search.trim(),
    /** The whole event's, whatever the search. */
    counts: {
      confirmed: all.confirmed.length,
      present: all.confirmed.filter((row) => row.checkedInAt !== null).length,
      waiting: all.waiting.length,
      cancelled: all.cancelled.length,
    },
    confirmed: shown(groups.confirmed),
    waiting: shown(groups.waiting),
    cancelled: shown(groups.cancelled),
  };
}

export type AttendeeList = NonNullable<Awaited<ReturnType<typeof attendeeList>>>;

/** A slug as it may appear in a file name and its header. */
const fileNamePart = (slug: string) =>
  slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "") || "evento";

const csvMomentOrEmpty = (moment: Date | null) => (moment ? csvMoment.format(moment) : "");

/**
 * The CSV of an event's registrations, audited and in the activity log; null for an unknown
 * event. The same people and order as the page: confirmed, waiting list, cancelled.
 */
export async function attendeesCsv(
  eventId: string,
  actor: Actor,
  now = new Date(),
): Promise<ExportFile | null> {
  const event = eventById(eventId);
  if (!event) return null;
  const fileName = `iscritti-${fileNamePart(event.slug)}-${fileDate(now)}.csv`;
  const rows = await withAudit(
    actor,
    "export-attendees",
    (tx) => {
      recordActivity(tx, { action: "export-downloaded", actor, subject: fileName }, now);
      return registrationsOf(tx, event.id);
    },
    (found) => `evento ${event.slug}, righe esportate: ${found.length}`,
    now,
  );
  const { confirmed, waiting, cancelled } = grouped(rows);
  const body = csv(
    attendeeCsvColumns,
    [...confirmed, ...waiting, ...cancelled].map((row) => ({
      nome: row.nome,
      cognome: row.cognome,
      email: row.email,
      telefono: row.telefono ?? "",
      azienda: row.azienda ?? "",
      stato: registrationStatusLabels[row.status],
      registeredAt: csvMoment.format(row.createdAt),
      promotedAt: csvMomentOrEmpty(row.promotedAt),
      cancelledAt: csvMomentOrEmpty(row.cancelledAt),
      checkedInAt: csvMomentOrEmpty(row.checkedInAt),
      entryPath: row.entryPath ?? "",
      referrerHost: row.referrerHost ?? "",
      utmSource: row.utmSource ?? "",
      utmMedium: row.utmMedium ?? "",
      utmCampaign: row.utmCampaign ?? "",
    })),
  );
  return { fileName, contentType: "text/csv; charset=utf-8", body };
}

export type CheckInResult =
  | { outcome: "presente"; name: string; checkedInAt: Date }
  | { outcome: "tolto"; name: string }
  | { outcome: "non-trovata" };

const auditOutcome: Record<CheckInOutcome, string> = {
  presente: "presente",
  tolto: "presenza tolta",
  "non-trovata": "non trovata",
};

/**
 * Marks a confirmed registration of the event present (`present`), or no longer present,
 * audited. A second 'Presente' keeps the first arrival's time. A registration of another
 * event, on the waiting list, cancelled or anonymized is `non-trovata` and stays as it was.
 */
export function checkIn(
  eventId: string,
  registrationId: number,
  present: boolean,
  actor: Actor,
  now = new Date(),
) {
  const subject = `evento ${eventById(eventId)?.slug ?? eventId}, iscrizione n. ${registrationId}`;
  return withAudit(
    actor,
    "check-in",
    (tx): CheckInResult => {
      const row = tx
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.id, registrationId),
            eq(eventRegistrations.eventId, eventId),
            eq(eventRegistrations.status, "confermata"),
            isNull(eventRegistrations.anonymizedAt),
          ),
        )
        .get();
      if (!row) return { outcome: "non-trovata" };
      const name = `${row.nome} ${row.cognome}`;
      const checkedInAt = present ? (row.checkedInAt ?? now) : null;
      tx.update(eventRegistrations)
        .set({ checkedInAt })
        .where(eq(eventRegistrations.id, row.id))
        .run();
      return checkedInAt ? { outcome: "presente", name, checkedInAt } : { outcome: "tolto", name };
    },
    (result) => `${subject}: ${auditOutcome[result.outcome]}`,
    now,
  );
}

/** The address of an event's check-in, with the search it showed. */
function checkInPath(eventId: string, search: string) {
  const query = search.trim() ? `?${new URLSearchParams({ q: search.trim() })}` : "";
  return `/admin/eventi/${encodeURIComponent(eventId)}/accoglienza${query}`;
}

/**
 * A row's button: the registration, whether it marks the person present, and `inPagina`,
 * which only the hydrated page adds: it takes the answer in place instead of a redirect.
 */
const checkInPostSchema = z.object({
  registrazione: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
  presente: z.enum(["si", "no"]),
  inPagina: z.literal("1").optional(),
});

export type CheckInAnswer = {
  registrationId: number;
  outcome: CheckInOutcome | "occupato";
  toast: Toast;
};

async function checkInToast(
  eventId: string,
  registrationId: number,
  present: boolean,
  actor: Actor,
): Promise<Omit<CheckInAnswer, "registrationId">> {
  try {
    const result = await checkIn(eventId, registrationId, present, actor);
    if (result.outcome === "non-trovata")
      return { outcome: result.outcome, toast: checkInToasts["non-trovata"]() };
    return { outcome: result.outcome, toast: checkInToasts[result.outcome](result.name) };
  } catch (error) {
    if (!isTransientWriteFailure(error)) throw error;
    // Nothing is marked without its audit row, and that row waits for the lock.
    logger.error({ err: error }, "Presenza non registrata:");
    return { outcome: "occupato", toast: checkInToasts.occupato() };
  }
}

/**
 * The check-in's post: without JavaScript a 303 back to the same view and search, with the
 * message for the next page; from the hydrated page, the message in place.
 */
export async function checkInAnswer(request: Request, eventId: string, actor: Actor) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok) {
    throw data(
      { message: unreadableFormAlerts[body.problem].title },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const parsed = checkInPostSchema.safeParse(Object.fromEntries(body.formData));
  if (!parsed.success) throw data({ message: checkInPage.invalid }, { status: 400 });
  if (!eventById(eventId)) throw data({ message: attendeesPage.notFoundTitle }, { status: 404 });
  const { registrazione, presente, inPagina } = parsed.data;
  const answer = await checkInToast(eventId, registrazione, presente === "si", actor);
  if (inPagina) return { registrationId: registrazione, ...answer } satisfies CheckInAnswer;
  const search = new URL(request.url).searchParams.get("q") ?? "";
  return redirectWithToast(checkInPath(eventId, search), answer.toast);
}
