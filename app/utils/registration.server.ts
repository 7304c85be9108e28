import * as z from "zod";
import { eventRegistrations } from "../../db/schema";
import { registrationChoice } from "~/content/events";
import { db, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { subscribePending } from "~/utils/newsletter.server";
import { queueEmail } from "~/utils/outbox.server";
import { isRateLimited, recordHit } from "~/utils/rate-limit.server";
import { retentionExpiry } from "~/utils/retention.server";
import { spoolSubmission } from "~/utils/spool.server";
import type { SubmitResult } from "~/utils/contact.server";

export const registrationRequestSchema = z.object({
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  azienda: z.string().nullable(),
  evento: z.string(),
  messaggio: z.string().nullable(),
  newsletter: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export function storeRegistration(tx: DbOrTx, request: RegistrationRequest, receivedAt: Date) {
  const row = tx
    .insert(eventRegistrations)
    .values({
      nome: request.nome,
      cognome: request.cognome,
      email: request.email,
      telefono: request.telefono,
      azienda: request.azienda,
      evento: request.evento,
      messaggio: request.messaggio,
      privacyAccepted: true,
      newsletterAccepted: request.newsletter,
      ipAddress: request.ip,
      userAgent: request.userAgent,
      createdAt: receivedAt,
      retentionExpiresAt: retentionExpiry(receivedAt),
    })
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
  if (request.newsletter) {
    subscribePending(
      tx,
      { email: request.email, nome: request.nome, cognome: request.cognome, source: "iscrizioni", ip: request.ip },
      receivedAt,
    );
  }
  return row.id;
}

export function submitRegistration(request: RegistrationRequest, receivedAt = new Date()): SubmitResult {
  try {
    return db.transaction(
      (tx) => {
        if (isRateLimited(tx, "registration", request.ip, receivedAt)) return { status: "rate-limited" } as const;
        const id = storeRegistration(tx, request, receivedAt);
        recordHit(tx, "registration", request.ip, receivedAt);
        return { status: "stored", id } as const;
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    console.error("Salvataggio dell'iscrizione non riuscito, la metto nello spool:", error);
    spoolSubmission("registration", request, receivedAt);
    return { status: "spooled" };
  }
}
