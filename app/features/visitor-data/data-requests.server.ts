import { asc, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  contactSubmissions,
  emailOutbox,
  eventRegistrations,
  newsletterSubscribers,
  newsletterSuppressions,
} from "../../../db/schema";
import type { ErasedCounts } from "~/features/visitor-data/content/admin-visitor-data";
import { eventNames } from "~/features/events/events.server";
import { recordActivity } from "~/utils/activity.server";
import { anonymizeLeadsOf } from "~/features/leads/leads.server";
import { leadsForExport } from "~/features/leads/lead-export.server";
import { emailHash, withAudit, type Actor } from "~/utils/audit.server";
import type { DbOrTx } from "~/utils/db.server";
import { removeAudienceContact } from "~/features/mail/mail-transport.server";
import { removeEmlCopiesOf } from "~/features/mail/eml.server";
import { getEnv } from "~/utils/env.server";
import { fileDate, type ExportFile } from "~/utils/csv-export.server";
import { logger } from "~/utils/logger.server";

// Addresses typed by hand or imported may differ in case from the one the person gives now.
const sameAddress = (column: SQLiteColumn, address: string): SQL =>
  sql`lower(${column}) = ${address}`;

const normalize = (email: string) => email.trim().toLowerCase();

/** What the audit log says about a request: the address only as its hash. */
const subjectOf = (address: string, counts?: string) =>
  `sha256 ${emailHash(address)}${counts ? `: ${counts}` : ""}`;

function findRecords(tx: DbOrTx, address: string) {
  return {
    contacts: tx
      .select()
      .from(contactSubmissions)
      .where(sameAddress(contactSubmissions.email, address))
      .orderBy(asc(contactSubmissions.createdAt), asc(contactSubmissions.id))
      .all(),
    registrations: tx
      .select()
      .from(eventRegistrations)
      .where(sameAddress(eventRegistrations.email, address))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
      .all(),
    subscribers: tx
      .select()
      .from(newsletterSubscribers)
      .where(sameAddress(newsletterSubscribers.email, address))
      .orderBy(asc(newsletterSubscribers.id))
      .all(),
  };
}

type Records = ReturnType<typeof findRecords>;

const countsOf = (records: Records) =>
  `contatti ${records.contacts.length}, iscrizioni ${records.registrations.length}, newsletter ${records.subscribers.length}`;

const isEmpty = (records: Records) =>
  records.contacts.length + records.registrations.length + records.subscribers.length === 0;

/** What the page lists of each record: enough to tell them apart, nothing more. */
function summary(address: string, records: Records) {
  return {
    email: address,
    contacts: records.contacts.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      name: `${row.nome} ${row.cognome}`,
      servizio: row.servizio,
      messaggio: row.messaggio,
    })),
    registrations: records.registrations.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      name: `${row.nome} ${row.cognome}`,
      evento: eventNames().get(row.evento) ?? row.evento,
    })),
    subscribers: records.subscribers.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      createdAt: row.createdAt,
    })),
  };
}

export type FoundRecords = ReturnType<typeof summary>;

/** Every record holding `email`, for the page; null when there is none. Audited. */
export async function searchPersonalData(
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<FoundRecords | null> {
  const address = normalize(email);
  const records = await withAudit(
    actor,
    "data-request-search",
    (tx) => findRecords(tx, address),
    (found) => subjectOf(address, countsOf(found)),
    now,
  );
  return isEmpty(records) ? null : summary(address, records);
}

/**
 * Everything the site keeps about a person (GDPR art. 15), keyed in Italian for them to
 * read. The newsletter token is left out: it is a key to their subscription, not data about them.
 */
/** The leads of the person's requests: only the export shows them, so only it reads them. */
function leadsOf(tx: DbOrTx, records: Records) {
  return {
    contactLeads: leadsForExport(
      tx,
      "contact",
      records.contacts.map((row) => row.id),
    ),
    registrationLeads: leadsForExport(
      tx,
      "registration",
      records.registrations.map((row) => row.id),
    ),
  };
}

function personalDataDocument(
  address: string,
  records: Records & ReturnType<typeof leadsOf>,
  now: Date,
) {
  return {
    indirizzo: address,
    esportatoIl: now.toISOString(),
    richiesteDiContatto: records.contacts.map((row) => ({
      ricevutaIl: row.createdAt,
      modulo: row.source,
      nome: row.nome,
      cognome: row.cognome,
      email: row.email,
      telefono: row.telefono,
      azienda: row.azienda,
      servizio: row.servizio,
      messaggio: row.messaggio,
      consensoPrivacy: row.privacyAccepted,
      consensoNewsletter: row.newsletterAccepted,
      indirizzoIp: row.ipAddress,
      browser: row.userAgent,
      gestitaIl: row.processedAt,
      conservataFinoAl: row.retentionExpiresAt,
      lead: records.contactLeads.get(row.id) ?? null,
    })),
    iscrizioniAEventi: records.registrations.map((row) => ({
      ricevutaIl: row.createdAt,
      evento: eventNames().get(row.evento) ?? row.evento,
      stato: row.status,
      annullataIl: row.cancelledAt,
      presenteIl: row.checkedInAt,
      nome: row.nome,
      cognome: row.cognome,
      email: row.email,
      telefono: row.telefono,
      azienda: row.azienda,
      messaggio: row.messaggio,
      consensoPrivacy: row.privacyAccepted,
      consensoNewsletter: row.newsletterAccepted,
      indirizzoIp: row.ipAddress,
      browser: row.userAgent,
      conservataFinoAl: row.retentionExpiresAt,
      lead: records.registrationLeads.get(row.id) ?? null,
    })),
    newsletter: records.subscribers.map((row) => ({
      email: row.email,
      nome: row.nome,
      cognome: row.cognome,
      stato: row.status,
      modulo: row.source,
      consensoIl: row.consentAt,
      consensoDaIndirizzoIp: row.consentIp,
      confermataIl: row.confirmedAt,
      disiscrittoIl: row.unsubscribedAt,
      iscrittoIl: row.createdAt,
    })),
  };
}

/** The JSON file of everything held about `email`; null when there is nothing. Audited. */
export async function exportPersonalData(
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<ExportFile | null> {
  const address = normalize(email);
  const fileName = `dati-personali-${fileDate(now)}.json`;
  const records = await withAudit(
    actor,
    "data-request-export",
    (tx) => {
      const found = findRecords(tx, address);
      // The file names no one: the audit's row tells whose data it holds.
      if (!isEmpty(found))
        recordActivity(tx, { action: "export-downloaded", actor, subject: fileName }, now);
      return { ...found, ...leadsOf(tx, found) };
    },
    (found) => subjectOf(address, countsOf(found)),
    now,
  );
  if (isEmpty(records)) return null;
  return {
    fileName,
    contentType: "application/json; charset=utf-8",
    body: `${JSON.stringify(personalDataDocument(address, records, now), null, 2)}\n`,
  };
}

/** The rows an erasure removed, by table: their ids name the .eml copies that go with them. */
type ErasedRows = {
  contacts: number[];
  registrations: number[];
  subscribers: number;
  emails: number[];
};

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

function eraseRecords(tx: DbOrTx, address: string, now: Date): ErasedRows {
  // Their leads first: the deletions below leave the leads no way back to them.
  const idsOf = (table: typeof contactSubmissions | typeof eventRegistrations) =>
    ids(tx.select({ id: table.id }).from(table).where(sameAddress(table.email, address)).all());
  anonymizeLeadsOf(tx, "contact", idsOf(contactSubmissions), "erasure", now);
  anonymizeLeadsOf(tx, "registration", idsOf(eventRegistrations), "erasure", now);
  const contacts = ids(
    tx
      .delete(contactSubmissions)
      .where(sameAddress(contactSubmissions.email, address))
      .returning({ id: contactSubmissions.id })
      .all(),
  );
  const registrations = ids(
    tx
      .delete(eventRegistrations)
      .where(sameAddress(eventRegistrations.email, address))
      .returning({ id: eventRegistrations.id })
      .all(),
  );
  const subscribers = tx
    .delete(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, address))
    .run().changes;
  // Queued and delivered mail to the person, and the agency's notifications carrying their
  // address (payload `email`), hold copies of the same data.
  const emails = ids(
    tx
      .delete(emailOutbox)
      .where(
        or(
          sameAddress(emailOutbox.recipient, address),
          sql`lower(json_extract(${emailOutbox.payload}, '$.email')) = ${address}`,
        ),
      )
      .returning({ id: emailOutbox.id })
      .all(),
  );
  // An address that was on the newsletter never gets it again, even if signed up anew by
  // a form's consent box or by someone else; the hash is enough to recognise it.
  if (subscribers > 0) {
    tx.insert(newsletterSuppressions)
      .values({ emailHash: emailHash(address) })
      .onConflictDoNothing()
      .run();
  }
  return { contacts, registrations, subscribers, emails };
}

const erasedCounts = (rows: ErasedRows): ErasedCounts => ({
  contacts: rows.contacts.length,
  registrations: rows.registrations.length,
  subscribers: rows.subscribers,
  emails: rows.emails.length,
});

const describeErased = (counts: ErasedCounts) =>
  `contatti ${counts.contacts}, iscrizioni ${counts.registrations}, newsletter ${counts.subscribers}, e-mail ${counts.emails}`;

/**
 * Erases every record holding `email` (GDPR art. 17), with the audit row in the same
 * transaction; null when there was nothing to erase.
 */
export async function erasePersonalData(
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<Erasure | null> {
  const address = normalize(email);
  const rows = await withAudit(
    actor,
    "data-request-erase",
    (tx) => eraseRecords(tx, address, now),
    (erased) => subjectOf(address, describeErased(erasedCounts(erased))),
    now,
  );
  const counts = erasedCounts(rows);
  // The copies on disk go even when no row was left: a copy can outlive its outbox row.
  const mailFiles = await removeEmlCopiesOf(getEnv().MAIL_DIR, {
    outboxIds: rows.emails,
    contactIds: rows.contacts,
    registrationIds: rows.registrations,
    address,
  });
  if (counts.contacts + counts.registrations + counts.subscribers + counts.emails + mailFiles === 0)
    return null;
  return {
    ...counts,
    mailFiles,
    audienceFailed: counts.subscribers > 0 && !(await removedFromAudience(address)),
  };
}

/**
 * What an erasure did: its counts, the .eml copies removed from the mail folder, and whether
 * the Resend audience still holds the address.
 */
export type Erasure = ErasedCounts & { mailFiles: number; audienceFailed: boolean };

/**
 * A subscriber confirmed while `RESEND_AUDIENCE_ID` was set was also copied there: it goes
 * too, once the local records are gone. The log line names no address.
 */
async function removedFromAudience(address: string) {
  try {
    await removeAudienceContact(address);
    return true;
  } catch (error) {
    logger.error(
      `Cancellazione: rimozione dall'audience Resend non riuscita (${error instanceof Error ? error.message : String(error)})`,
    );
    return false;
  }
}
