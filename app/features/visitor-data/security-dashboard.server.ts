import Database from "better-sqlite3";
import { desc, eq, sql } from "drizzle-orm";
import { data } from "@remix-run/node";
import * as z from "zod";
import { contactSubmissions } from "../../../db/schema";
import {
  anonymizedName,
  auditActionLabels,
  auditSubject,
  securityToasts,
} from "~/features/visitor-data/content/admin-security";
import { unreadableFormAlerts } from "~/components/form-messages";
import { serviceLabel } from "~/features/blocks/content/services";
import { recentAuditEntries, recordAudit, type AuditActor } from "~/utils/audit.server";
import {
  DatabaseBusyError,
  isTransientWriteFailure,
  writeTransaction,
  type DbOrTx,
} from "~/utils/db.server";
import { formatDate } from "~/utils/format";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { anonymizeOldRecords } from "~/features/visitor-data/retention.server";
import { markContactedIn } from "~/features/leads/leads.server";
import { redirectWithToast } from "~/utils/toast.server";
import { logger } from "~/utils/logger.server";

/** The dashboard shows the 50 most recent contacts and the 20 most recent audit entries. */
const CONTACT_LIST_LIMIT = 50;
const AUDIT_LIST_LIMIT = 20;

/**
 * How long a view or a change waits for another process's write lock (a backup, the
 * retention script): its audit row must be written with it, so a read waits like a write.
 */
const lockWait = { withinMs: 500 };

const dashboardPath = "/admin/sicurezza";
const contactPath = (id: number) => `/admin/sicurezza/contatti/${id}`;

// The audit log's moments to the minute, as the agency's calendar has them.
const momentFormat = new Intl.DateTimeFormat("it-IT", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Rome",
});
const formatMoment = (moment: Date) => momentFormat.format(moment);
const formatOptional = (moment: Date | null) => (moment ? formatMoment(moment) : null);

const personName = (row: {
  id: number;
  nome: string;
  cognome: string;
  anonymizedAt: Date | null;
}) => (row.anonymizedAt ? anonymizedName(row.id) : `${row.nome} ${row.cognome}`);

const listColumns = {
  id: contactSubmissions.id,
  nome: contactSubmissions.nome,
  cognome: contactSubmissions.cognome,
  email: contactSubmissions.email,
  servizio: contactSubmissions.servizio,
  createdAt: contactSubmissions.createdAt,
  processedAt: contactSubmissions.processedAt,
  anonymizedAt: contactSubmissions.anonymizedAt,
  retentionExpiresAt: contactSubmissions.retentionExpiresAt,
};

type ContactCounts = { total: number; processed: number; anonymized: number };

/**
 * The counters in one statement, each count read from an index rather than the table: the
 * processed ones from `contact_submissions_processed`, the ones not yet anonymized from the
 * retention job's partial index.
 */
const countersQuery = sql`
  select
    (select count(*) from contact_submissions) as total,
    (select count(*) from contact_submissions where processed_at is not null) as processed,
    (select count(*) from contact_submissions) - (select count(*) from contact_submissions where anonymized_at is null) as anonymized`;

/** The counters and the newest contacts, without their messages. */
function readContacts(tx: DbOrTx) {
  const counts = tx.get<ContactCounts>(countersQuery);
  const rows = tx
    .select(listColumns)
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(CONTACT_LIST_LIMIT)
    .all();
  return { counts, rows };
}

/** Times travel as milliseconds: the page works its badges out from them on both sides. */
function listItem(row: ReturnType<typeof readContacts>["rows"][number]) {
  return {
    id: row.id,
    name: personName(row),
    email: row.anonymizedAt ? null : row.email,
    service: serviceLabel(row.servizio),
    date: formatDate(row.createdAt),
    processedAt: row.processedAt?.getTime() ?? null,
    anonymizedAt: row.anonymizedAt?.getTime() ?? null,
    retentionExpiresAt: row.retentionExpiresAt.getTime(),
  };
}

export type ContactListItem = ReturnType<typeof listItem>;

/** The audit list; a failure to read it is only logged, and the page shows it as empty. */
function recentAudit() {
  try {
    return recentAuditEntries(AUDIT_LIST_LIMIT).map((entry) => ({
      id: entry.id,
      action: (auditActionLabels as Record<string, string>)[entry.action] ?? entry.action,
      actor: entry.actor,
      what: auditSubject(entry.action, entry.subject),
      at: entry.accessedAt.toISOString(),
      when: formatMoment(entry.accessedAt),
    }));
  } catch (error) {
    logger.error({ err: error }, "Impossibile leggere il registro degli accessi:");
    return [];
  }
}

/**
 * `/admin/sicurezza`: the counters and the newest contacts, read together with the
 * 'view-dashboard' audit row; then the audit list, which shows that view too. When the
 * contacts cannot be read, `contacts` is null and the rest of the page still shows.
 */
export async function securityDashboard(actor: AuditActor, now = new Date()) {
  let contacts: { counts: ContactCounts; list: ContactListItem[] } | null = null;
  try {
    const read = await writeTransaction((tx) => {
      const found = readContacts(tx);
      recordAudit(tx, { action: "view-dashboard", actor }, now);
      return found;
    }, lockWait);
    contacts = { counts: read.counts, list: read.rows.map(listItem) };
  } catch (error) {
    logger.error({ err: error }, "Impossibile caricare i dati di contatto:");
  }
  return { now: now.getTime(), contacts, audit: recentAudit() };
}

const contactNotFound = () => data({ message: "Contatto non trovato" }, { status: 404 });

/** A contact's id as the address and the forms carry it: a positive whole number. */
const idPattern = /^[1-9]\d{0,15}$/;

/** A contact's id from the address, or no contact at all. */
function contactId(param: string | undefined) {
  const id = idPattern.test(param ?? "") ? Number(param) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * `/admin/sicurezza/contatti/:id`: every field of one contact, read together with its
 * 'view-contact' audit row. An unknown id reads nothing, records nothing, and is a 404.
 */
export async function securityContact(
  param: string | undefined,
  actor: AuditActor,
  now = new Date(),
) {
  const id = contactId(param);
  if (id === null) throw contactNotFound();
  let row: typeof contactSubmissions.$inferSelect | undefined;
  try {
    row = await writeTransaction((tx) => {
      const found = tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get();
      if (found) recordAudit(tx, { action: "view-contact", actor, subject: String(id) }, now);
      return found;
    }, lockWait);
  } catch (error) {
    if (!isTransientWriteFailure(error)) throw error;
    // The read cannot be shown without its audit row, and that row waits for the lock.
    logger.error({ err: error }, "Impossibile caricare i dati di contatto:");
    throw data(
      { message: "Impossibile caricare i dati di contatto" },
      { status: 503, headers: retryLaterHeaders },
    );
  }
  if (!row) throw contactNotFound();
  return {
    now: now.getTime(),
    contact: {
      id: row.id,
      name: personName(row),
      anonymized: row.anonymizedAt !== null,
      nome: row.nome,
      cognome: row.cognome,
      email: row.email,
      telefono: row.telefono,
      azienda: row.azienda,
      service: serviceLabel(row.servizio),
      messaggio: row.messaggio,
      source: row.source,
      privacyAccepted: row.privacyAccepted,
      newsletterAccepted: row.newsletterAccepted,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      createdAt: formatMoment(row.createdAt),
      processedAt: row.processedAt?.getTime() ?? null,
      processedOn: formatOptional(row.processedAt),
      anonymizedAt: row.anonymizedAt?.getTime() ?? null,
      anonymizedOn: formatOptional(row.anonymizedAt),
      retentionExpiresAt: row.retentionExpiresAt.getTime(),
      retentionEnds: formatDate(row.retentionExpiresAt),
    },
  };
}

type MarkOutcome = "done" | "already" | "anonymized" | "missing";

/**
 * `processed_at` set once, with its audit row in the same transaction. A contact already
 * processed keeps its first date and gets no second row: nothing changed.
 */
export async function markContactProcessed(
  id: number,
  actor: AuditActor,
  now = new Date(),
): Promise<MarkOutcome> {
  return writeTransaction((tx) => {
    const row = tx
      .select({
        processedAt: contactSubmissions.processedAt,
        anonymizedAt: contactSubmissions.anonymizedAt,
      })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .get();
    if (!row) return "missing";
    if (row.anonymizedAt) return "anonymized";
    if (row.processedAt) return "already";
    tx.update(contactSubmissions)
      .set({ processedAt: now })
      .where(eq(contactSubmissions.id, id))
      .run();
    markContactedIn(tx, id, actor, now);
    recordAudit(tx, { action: "mark-processed", actor, subject: String(id) }, now);
    return "done";
  }, lockWait);
}

const markToasts = {
  done: securityToasts.processed,
  already: securityToasts.alreadyProcessed,
  anonymized: securityToasts.processAnonymized,
  missing: securityToasts.processMissing,
} as const;

async function markProcessedAnswer(id: number, actor: AuditActor, back: string) {
  try {
    return redirectWithToast(back, markToasts[await markContactProcessed(id, actor)]);
  } catch (error) {
    logger.error({ err: error }, "Impossibile segnare come processato:");
    return redirectWithToast(back, securityToasts.processFailed);
  }
}

/** A failure of the database itself (refused, locked, full), as opposed to a bug. */
function isDatabaseFailure(error: unknown) {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof Database.SqliteError || cause instanceof DatabaseBusyError) return true;
  }
  return false;
}

async function anonymizeAnswer(actor: AuditActor) {
  try {
    return redirectWithToast(
      dashboardPath,
      securityToasts.anonymized(await anonymizeOldRecords({ actor })),
    );
  } catch (error) {
    logger.error({ err: error }, "Errore durante l'anonimizzazione dei dati:");
    return redirectWithToast(
      dashboardPath,
      isDatabaseFailure(error)
        ? securityToasts.anonymizeFailed
        : securityToasts.anonymizeUnexpected,
    );
  }
}

/** The dashboard's buttons, by `intent`; 'mark-processed' names its contact in `id`. */
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("anonymize") }),
  z.object({
    intent: z.literal("mark-processed"),
    id: z.string().regex(idPattern).transform(Number),
  }),
]);

const badRequest = () => data({ message: "Richiesta non valida" }, { status: 400 });

async function readIntent(request: Request) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok) {
    throw data(
      { message: unreadableFormAlerts[body.problem].title },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const parsed = intentSchema.safeParse(Object.fromEntries(body.formData));
  if (!parsed.success) throw badRequest();
  return parsed.data;
}

/** The dashboard's post: 'Anonimizza Dati Vecchi' or 'Segna processato', answered on the dashboard with a toast. */
export async function handleDashboardAction(request: Request, actor: AuditActor) {
  const intent = await readIntent(request);
  if (intent.intent === "anonymize") return anonymizeAnswer(actor);
  return markProcessedAnswer(intent.id, actor, dashboardPath);
}

/** The contact page's post: only 'Segna processato' for that very contact, answered on its page. */
export async function handleContactAction(
  request: Request,
  actor: AuditActor,
  param: string | undefined,
) {
  const id = contactId(param);
  if (id === null) throw contactNotFound();
  const intent = await readIntent(request);
  if (intent.intent !== "mark-processed" || intent.id !== id) throw badRequest();
  return markProcessedAnswer(id, actor, contactPath(id));
}
