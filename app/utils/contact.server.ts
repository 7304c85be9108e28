import * as z from "zod";
import { contactSubmissions } from "../../db/schema";
import { serviceLabel } from "~/content/services";
import { db, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { subscribePending } from "~/utils/newsletter.server";
import { queueEmail } from "~/utils/outbox.server";
import { isRateLimited, recordHit } from "~/utils/rate-limit.server";
import { retentionExpiry } from "~/utils/retention.server";
import { spoolSubmission } from "~/utils/spool.server";

/** A contact or information request as it is stored: what the visitor typed plus context. */
export const contactRequestSchema = z.object({
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  azienda: z.string().nullable(),
  servizio: z.string(),
  messaggio: z.string(),
  newsletter: z.boolean(),
  source: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export type SubmitResult = { status: "stored"; id: number } | { status: "rate-limited" } | { status: "spooled" };

/** One row, its e-mails and (when asked) the pending newsletter subscription: all or nothing. */
export function storeContactRequest(tx: DbOrTx, request: ContactRequest, receivedAt: Date) {
  const row = tx
    .insert(contactSubmissions)
    .values({
      nome: request.nome,
      cognome: request.cognome,
      email: request.email,
      telefono: request.telefono,
      azienda: request.azienda,
      servizio: request.servizio,
      messaggio: request.messaggio,
      privacyAccepted: true,
      newsletterAccepted: request.newsletter,
      userAgent: request.userAgent,
      ipAddress: request.ip,
      source: request.source,
      createdAt: receivedAt,
      retentionExpiresAt: retentionExpiry(receivedAt),
    })
    .returning({ id: contactSubmissions.id })
    .get();
  const servizioLabel = serviceLabel(request.servizio);
  queueEmail(tx, "contact-notification", getEnv().NOTIFY_EMAIL, {
    submissionId: row.id,
    nome: request.nome,
    cognome: request.cognome,
    email: request.email,
    telefono: request.telefono,
    azienda: request.azienda,
    servizio: request.servizio,
    servizioLabel,
    messaggio: request.messaggio,
    source: request.source,
    newsletter: request.newsletter,
  });
  queueEmail(tx, "contact-acknowledgement", request.email, {
    nome: request.nome,
    servizioLabel,
    messaggio: request.messaggio,
  });
  if (request.newsletter) {
    subscribePending(
      tx,
      { email: request.email, nome: request.nome, cognome: request.cognome, source: request.source, ip: request.ip },
      receivedAt,
    );
  }
  return row.id;
}

/**
 * Stores a validated request unless this address has reached its hourly limit. If the
 * database cannot take it, the request goes to the spool and is imported later.
 */
export function submitContactRequest(request: ContactRequest, receivedAt = new Date()): SubmitResult {
  try {
    return db.transaction(
      (tx) => {
        if (isRateLimited(tx, "contact", request.ip, receivedAt)) return { status: "rate-limited" } as const;
        const id = storeContactRequest(tx, request, receivedAt);
        recordHit(tx, "contact", request.ip, receivedAt);
        return { status: "stored", id } as const;
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    console.error("Salvataggio del contatto non riuscito, lo metto nello spool:", error);
    spoolSubmission("contact", request, receivedAt);
    return { status: "spooled" };
  }
}
