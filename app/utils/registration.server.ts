import * as z from "zod";
import { eventRegistrations } from "../../db/schema";
import { registrationChoice } from "~/content/events";
import type { DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { queueEmail } from "~/utils/outbox.server";
import { acceptSubmission, subscribeIfAsked, visitorColumns, visitorRequestSchema } from "~/utils/submissions.server";

export const registrationRequestSchema = visitorRequestSchema.extend({
  evento: z.string(),
  messaggio: z.string().nullable(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export function storeRegistration(tx: DbOrTx, request: RegistrationRequest, receivedAt: Date) {
  const row = tx
    .insert(eventRegistrations)
    .values({ ...visitorColumns(request, receivedAt), evento: request.evento, messaggio: request.messaggio })
    .returning({ id: eventRegistrations.id })
    .get();
  const choice = registrationChoice(request.evento);
  const eventoLabel = choice?.label ?? request.evento;
  queueEmail(tx, "registration-notification", getEnv().NOTIFY_EMAIL, {
    registrationId: row.id,
    nome: request.nome,
    cognome: request.cognome,
    email: request.email,
    telefono: request.telefono,
    azienda: request.azienda,
    evento: request.evento,
    eventoLabel,
    messaggio: request.messaggio,
    newsletter: request.newsletter,
  });
  queueEmail(tx, "registration-confirmation", request.email, {
    nome: request.nome,
    eventoLabel,
    event: choice?.event ?? null,
  });
  subscribeIfAsked(tx, request, "iscrizioni", receivedAt);
  return row.id;
}

export function submitRegistration(request: RegistrationRequest, receivedAt = new Date()) {
  return acceptSubmission("registration", "registration", request, storeRegistration, receivedAt);
}
