import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { eventRegistrations, newsletterSubscribers, subscriberStatuses } from "../../../db/schema";
import { eventNames, registrationChoices } from "~/features/events/events.server";
import {
  newsletterCsvColumns,
  registrationCsvColumns,
} from "~/features/visitor-data/content/admin-visitor-data";
import { recordActivity } from "~/utils/activity.server";
import { withAudit, type Actor } from "~/utils/audit.server";
import { db, type DbOrTx } from "~/utils/db.server";
import { csv, csvMoment, fileDate, type ExportFile } from "~/utils/csv-export.server";

/** The newest addresses the newsletter page lists for each status. */
export const LATEST_PER_STATUS = 50;

/** The event's name; a registration for an event no longer stored keeps its stored value. */
const eventLabel = (names: Map<string, string>, value: string) => names.get(value) ?? value;

export type EventSummary = {
  value: string;
  label: string;
  total: number;
  anonymized: number;
  people: number;
};

function registrationCounts(tx: DbOrTx): EventSummary[] {
  const rows = tx
    .select({
      evento: eventRegistrations.evento,
      total: count(),
      anonymized: count(eventRegistrations.anonymizedAt),
    })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.evento)
    .all();
  const byValue = new Map(rows.map((row) => [row.evento, row]));
  const names = eventNames();
  // The events open now first, in the form's order, even those nobody has registered for yet.
  const open = registrationChoices().map((choice) => choice.value);
  const others = rows
    .map((row) => row.evento)
    .filter((value) => !open.includes(value))
    .sort();
  return [...open, ...others].map((value) => {
    const total = byValue.get(value)?.total ?? 0;
    const anonymized = byValue.get(value)?.anonymized ?? 0;
    const label = eventLabel(names, value);
    return { value, label, total, anonymized, people: total - anonymized };
  });
}

/** `/admin/iscrizioni`: how many registrations each event has, audited. */
export function registrationsOverview(actor: Actor, now = new Date()) {
  return withAudit(actor, "view-registrations", registrationCounts, () => null, now);
}

/** A stored event value as it may appear in a file name. */
const fileNamePart = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "") || "evento";

/** Whether `evento` names an event: one stored, or one with stored registrations. */
function isKnownEvent(evento: string) {
  if (eventNames().has(evento)) return true;
  const stored = db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.evento, evento))
    .limit(1)
    .get();
  return stored !== undefined;
}

/**
 * The CSV of an event's registrations, audited; null for an unknown event. Anonymized rows
 * hold no person and are left out.
 */
export async function registrationsCsv(
  evento: string,
  actor: Actor,
  now = new Date(),
): Promise<ExportFile | null> {
  if (!isKnownEvent(evento)) return null;
  const fileName = `iscrizioni-${fileNamePart(evento)}-${fileDate(now)}.csv`;
  const rows = await withAudit(
    actor,
    "export-registrations",
    (tx) => {
      recordActivity(tx, { action: "export-downloaded", actor, subject: fileName }, now);
      return tx
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.evento, evento), isNull(eventRegistrations.anonymizedAt)))
        .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
        .all();
    },
    (found) => `evento ${evento}, righe esportate: ${found.length}`,
    now,
  );
  const body = csv(
    registrationCsvColumns,
    rows.map((row) => ({
      receivedAt: csvMoment.format(row.createdAt),
      nome: row.nome,
      cognome: row.cognome,
      email: row.email,
      telefono: row.telefono ?? "",
      azienda: row.azienda ?? "",
      messaggio: row.messaggio ?? "",
      newsletter: row.newsletterAccepted ? "Sì" : "No",
    })),
  );
  return {
    fileName,
    contentType: "text/csv; charset=utf-8",
    body,
  };
}

/** The column that dates a subscriber in each status. */
const statusDate = {
  pending: newsletterSubscribers.consentAt,
  confirmed: newsletterSubscribers.confirmedAt,
  unsubscribed: newsletterSubscribers.unsubscribedAt,
} as const;

function subscriberLists(tx: DbOrTx) {
  const counts = new Map(
    tx
      .select({ status: newsletterSubscribers.status, total: count() })
      .from(newsletterSubscribers)
      .groupBy(newsletterSubscribers.status)
      .all()
      .map((row) => [row.status, row.total]),
  );
  return subscriberStatuses.map((status) => ({
    status,
    total: counts.get(status) ?? 0,
    latest: tx
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        nome: newsletterSubscribers.nome,
        cognome: newsletterSubscribers.cognome,
        date: statusDate[status],
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, status))
      .orderBy(desc(statusDate[status]), desc(newsletterSubscribers.id))
      .limit(LATEST_PER_STATUS)
      .all(),
  }));
}

/** `/admin/newsletter`: each status's count and newest addresses, audited. */
export function newsletterOverview(actor: Actor, now = new Date()) {
  return withAudit(actor, "view-newsletter", subscriberLists, () => null, now);
}

/** The CSV of the confirmed subscribers, oldest confirmation first, audited. */
export async function newsletterCsv(actor: Actor, now = new Date()): Promise<ExportFile> {
  const fileName = `newsletter-confermati-${fileDate(now)}.csv`;
  const rows = await withAudit(
    actor,
    "export-newsletter",
    (tx) => {
      recordActivity(tx, { action: "export-downloaded", actor, subject: fileName }, now);
      return tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "confirmed"))
        .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id))
        .all();
    },
    (found) => `iscritti confermati, righe esportate: ${found.length}`,
    now,
  );
  const body = csv(
    newsletterCsvColumns,
    rows.map((row) => ({
      email: row.email,
      nome: row.nome ?? "",
      cognome: row.cognome ?? "",
      confirmedAt: row.confirmedAt ? csvMoment.format(row.confirmedAt) : "",
      source: row.source,
    })),
  );
  return {
    fileName,
    contentType: "text/csv; charset=utf-8",
    body,
  };
}
