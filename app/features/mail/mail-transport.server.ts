import { Resend } from "resend";
import type { RenderedEmail } from "~/features/mail/email.server";
import { writeEmlFile } from "~/features/mail/eml.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/** How long one call to Resend may take before the attempt counts as failed. */
export const TRANSPORT_TIMEOUT_MS = 10_000;

/** A confirmed subscriber for the Resend audience. */
export type AudienceContactPayload = { email: string; nome: string | null; cognome: string | null };

type CallOptions = { idempotencyKey: string; timeoutMs?: number };

type ResendResult = {
  error: { name: string; message: string; statusCode?: number | null } | null;
};

/**
 * Resend answered that it will not take this particular message (invalid data, a conflicting
 * idempotency key): the next message may well go through. Any other failure of a call (no
 * answer in time, a network error, a 5xx, a rejected API key, a rate limit, a full disk for
 * .eml files) would meet every message alike.
 */
export class MessageRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MessageRefusedError";
  }
}

/** Resend turned the call away unread (HTTP 429): nothing was sent, nothing needs undoing. */
export class RateLimitedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RateLimitedError";
  }
}

// Not 401, 403 or 404 (a revoked key, an unverified domain, a wrong base URL or audience):
// those turn away every message alike.
const refusedStatuses = new Set([400, 409, 413, 422]);

function client(apiKey: string) {
  const { RESEND_BASE_URL } = getEnv();
  return new Resend(apiKey, RESEND_BASE_URL ? { baseUrl: RESEND_BASE_URL } : undefined);
}

/**
 * Runs one Resend call with a deadline. The signal frees the socket; the race guarantees
 * the deadline even if the SDK turned the abort into something other than a prompt return.
 */
async function callResend(
  what: string,
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<ResendResult>,
) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`${what}: nessuna risposta da Resend entro ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const { error } = await Promise.race([call(controller.signal), deadline]);
    if (error) {
      const statusCode = error.statusCode ?? null;
      const status = statusCode === null ? "" : ` (HTTP ${statusCode})`;
      const description = `${what}: Resend ha risposto ${error.name}${status}: ${error.message}`;
      if (statusCode === 429) throw new RateLimitedError(description);
      if (statusCode !== null && refusedStatuses.has(statusCode))
        throw new MessageRefusedError(description);
      throw new Error(description);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Hands one rendered message to Resend or, without an API key, writes it to MAIL_DIR as .eml. */
export async function sendEmail(
  message: RenderedEmail,
  options: { outboxId: number; queuedAt: Date } & CallOptions,
): Promise<void> {
  const env = getEnv();
  if (!env.RESEND_API_KEY) {
    await writeEmlFile(env.MAIL_DIR, message, {
      outboxId: options.outboxId,
      queuedAt: options.queuedAt,
    });
    return;
  }
  const resend = client(env.RESEND_API_KEY);
  await callResend("Invio e-mail", options.timeoutMs ?? TRANSPORT_TIMEOUT_MS, (signal) =>
    resend.emails.send(
      {
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        attachments: message.attachments,
      },
      { idempotencyKey: options.idempotencyKey, signal },
    ),
  );
}

let audienceSkipLogged = false;

/** Adds a confirmed subscriber to the Resend audience named by RESEND_AUDIENCE_ID. */
export async function addAudienceContact(
  payload: AudienceContactPayload,
  options: CallOptions,
): Promise<void> {
  const env = getEnv();
  if (!env.RESEND_API_KEY || !env.RESEND_AUDIENCE_ID) {
    // Without both there is no audience to write to; the task is complete by definition.
    if (!audienceSkipLogged) {
      audienceSkipLogged = true;
      logger.info(
        "Audience Resend non configurata (servono RESEND_API_KEY e RESEND_AUDIENCE_ID): i contatti non vengono sincronizzati",
      );
    }
    return;
  }
  const resend = client(env.RESEND_API_KEY);
  const audienceId = env.RESEND_AUDIENCE_ID;
  await callResend(
    "Aggiunta contatto all'audience",
    options.timeoutMs ?? TRANSPORT_TIMEOUT_MS,
    (signal) => {
      // The SDK sends idempotencyKey as the Idempotency-Key header on every POST, although
      // its typing only declares it for e-mails.
      const requestOptions = { idempotencyKey: options.idempotencyKey, signal };
      return resend.contacts.create(
        {
          audienceId,
          email: payload.email,
          firstName: payload.nome ?? undefined,
          lastName: payload.cognome ?? undefined,
          unsubscribed: false,
        },
        requestOptions,
      );
    },
  );
}

/**
 * Removes an erased subscriber from the Resend audience named by RESEND_AUDIENCE_ID, so no
 * campaign sent from there reaches them. False when no audience is configured.
 */
export async function removeAudienceContact(
  email: string,
  options: { timeoutMs?: number } = {},
): Promise<boolean> {
  const env = getEnv();
  if (!env.RESEND_API_KEY || !env.RESEND_AUDIENCE_ID) return false;
  const resend = client(env.RESEND_API_KEY);
  const audienceId = env.RESEND_AUDIENCE_ID;
  await callResend(
    "Rimozione contatto dall'audience",
    options.timeoutMs ?? TRANSPORT_TIMEOUT_MS,
    async (signal) => {
      const result = await resend.contacts.remove({ audienceId, email }, { signal });
      // Not in the audience (never confirmed, or removed there already): nothing is left to remove.
      return result.error?.statusCode === 404 ? { error: null } : result;
    },
  );
  return true;
}
