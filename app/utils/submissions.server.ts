import * as z from "zod";
import { db, type DbOrTx } from "~/utils/db.server";
import { subscribePending } from "~/utils/newsletter.server";
import { retentionExpiry } from "~/utils/retention.server";
import { isRateLimited, recordHit, type RateLimitBucket } from "~/utils/rate-limit.server";
import { spoolSubmission } from "~/utils/spool.server";

/** Who submitted a form, as stored with every contact request and registration. */
export const visitorRequestSchema = z.object({
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  azienda: z.string().nullable(),
  newsletter: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type VisitorRequest = z.infer<typeof visitorRequestSchema>;

/** The columns contact_submissions and event_registrations share. */
export function visitorColumns(request: VisitorRequest, receivedAt: Date) {
  return {
    nome: request.nome,
    cognome: request.cognome,
    email: request.email,
    telefono: request.telefono,
    azienda: request.azienda,
    privacyAccepted: true,
    newsletterAccepted: request.newsletter,
    ipAddress: request.ip,
    userAgent: request.userAgent,
    createdAt: receivedAt,
    retentionExpiresAt: retentionExpiry(receivedAt),
  };
}

/** The newsletter consent ticked on a contact or registration form: a pending subscriber. */
export function subscribeIfAsked(tx: DbOrTx, request: VisitorRequest, source: string, receivedAt: Date) {
  if (!request.newsletter) return;
  subscribePending(
    tx,
    { email: request.email, nome: request.nome, cognome: request.cognome, source, ip: request.ip },
    receivedAt,
  );
}

export type SubmitResult = { status: "stored"; id: number } | { status: "rate-limited" } | { status: "spooled" };

/**
 * Stores a validated visitor submission unless its address has reached the bucket's limit:
 * the check, the row (with whatever `store` queues) and the hit in one transaction. If the
 * database cannot take it, the submission goes to the spool and is imported later.
 */
export function acceptSubmission<Request extends { ip: string | null }>(
  kind: "contact" | "registration",
  bucket: RateLimitBucket,
  request: Request,
  store: (tx: DbOrTx, request: Request, receivedAt: Date) => number,
  receivedAt = new Date(),
): SubmitResult {
  try {
    return db.transaction(
      (tx) => {
        if (isRateLimited(tx, bucket, request.ip, receivedAt)) return { status: "rate-limited" } as const;
        const id = store(tx, request, receivedAt);
        recordHit(tx, bucket, request.ip, receivedAt);
        return { status: "stored", id } as const;
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    console.error(`Salvataggio non riuscito (${kind}), lo metto nello spool:`, error);
    spoolSubmission(kind, request, receivedAt);
    return { status: "spooled" };
  }
}
