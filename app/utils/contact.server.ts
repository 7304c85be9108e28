import * as z from "zod";
import { contactSubmissions } from "../../db/schema";
import { serviceLabel } from "~/content/services";
import type { DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { queueEmail } from "~/utils/outbox.server";
import { acceptSubmission, subscribeIfAsked, visitorColumns, visitorRequestSchema } from "~/utils/submissions.server";

/** A contact or information request as it is stored: what the visitor typed plus context. */
export const contactRequestSchema = visitorRequestSchema.extend({
  servizio: z.string(),
  messaggio: z.string(),
  source: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** One row, its e-mails and (when asked) the pending newsletter subscription: all or nothing. */
export function storeContactRequest(tx: DbOrTx, request: ContactRequest, receivedAt: Date) {
  const row = tx
    .insert(contactSubmissions)
    .values({
      ...visitorColumns(request, receivedAt),
      servizio: request.servizio,
      messaggio: request.messaggio,
      source: request.source,
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
  subscribeIfAsked(tx, request, request.source, receivedAt);
  return row.id;
}

export function submitContactRequest(request: ContactRequest, receivedAt = new Date()) {
  return acceptSubmission("contact", "contact", request, storeContactRequest, receivedAt);
}
