import { Resend } from "resend";
import type { RenderedEmail } from "~/features/mail/email.server";
import { writeEmlFile } from "~/features/mail/eml.server";
import { batchThread, type BatchRendering } from "~/features/mail/batch-thread.server";
import { recipientCopy } from "~/features/mail/recipient-copy.js";
import { resendPace, type CallKind } from "~/features/mail/resend-pace.server";
import { getEnv } from "~/utils/env.server";
import { retryAfterMs } from "~/utils/webhook.server";
import { logger } from "~/utils/logger.server";

/** How long one call to Resend may take before the attempt counts as failed. */
export const TRANSPORT_TIMEOUT_MS = 10_000;

/** A confirmed subscriber for the Resend audience. */
export type AudienceContactPayload = { email: string; nome: string | null; cognome: string | null };

type CallOptions = { idempotencyKey: string; timeoutMs?: number };

type ResendResult = {
  error: { name: string; message: string; statusCode?: number | null } | null;
  headers?: Record<string, string> | null;
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

/**
 * Resend turned the call away unread (HTTP 429): nothing was sent, nothing needs undoing.
 * `retryAfterMs`: how long its Retry-After asked every call of the account to wait.
 */
export class RateLimitedError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
    this.name = "RateLimitedError";
  }
}

/** When a 429 names no wait: one second, the window of Resend's per-second limit. */
const DEFAULT_RETRY_AFTER_MS = 1_000;
/** A Retry-After beyond this is taken for a mistake rather than obeyed for hours. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

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
async function callResend<R extends ResendResult>(
  what: string,
  kind: CallKind,
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<R>,
): Promise<R> {
  // The deadline is the call's own: the wait for the account's turn comes before it.
  await resendPace().take(kind);
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
    const result = await Promise.race([call(controller.signal), deadline]);
    const { error } = result;
    if (error) {
      const statusCode = error.statusCode ?? null;
      const status = statusCode === null ? "" : ` (HTTP ${statusCode})`;
      const description = `${what}: Resend ha risposto ${error.name}${status}: ${error.message}`;
      if (statusCode === 429) {
        const asked = retryAfterMs(result.headers?.["retry-after"]) ?? DEFAULT_RETRY_AFTER_MS;
        const wait = Math.min(asked, MAX_RETRY_AFTER_MS);
        resendPace().holdFor(wait);
        throw new RateLimitedError(description, wait);
      }
      if (statusCode !== null && refusedStatuses.has(statusCode))
        throw new MessageRefusedError(description);
      throw new Error(description);
    }
    return result;
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
  await callResend(
    "Invio e-mail",
    "transactional",
    options.timeoutMs ?? TRANSPORT_TIMEOUT_MS,
    (signal) =>
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
    "transactional",
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
    "transactional",
    options.timeoutMs ?? TRANSPORT_TIMEOUT_MS,
    async (signal) => {
      const result = await resend.contacts.remove({ audienceId, email }, { signal });
      // Not in the audience (never confirmed, or removed there already): nothing is left to remove.
      return result.error?.statusCode === 404 ? { error: null } : result;
    },
  );
  return true;
}

/** At most this many messages in one call to Resend's batch endpoint. */
export const BATCH_LIMIT = 100;

/** A batch: one rendering, and the recipients whose token goes where `placeholder` stands. */
export type Batch = {
  rendering: BatchRendering;
  placeholder: string;
  recipients: { id: number; email: string; token: string }[];
};

/**
 * Hands up to 100 messages to Resend's batch endpoint in one call and answers Resend's id of
 * each, in order; without an API key, writes each to MAIL_DIR as .eml, named by the
 * recipient's row, and answers no ids. The same key with the same messages is one delivery:
 * Resend answers a repeat within 24 hours with the first call's ids, and a copy already
 * written is kept. The copies are written and sent by a thread of their own (decision 0290).
 */
export async function sendBatch(
  batch: Batch,
  options: CallOptions & { queuedAt: Date },
): Promise<(string | null)[]> {
  const env = getEnv();
  if (!env.RESEND_API_KEY) {
    for (const recipient of batch.recipients) {
      await writeEmlFile(
        env.MAIL_DIR,
        {
          ...recipientCopy(batch.rendering, batch.placeholder, recipient),
          attachments: [],
          record: null,
        },
        { outboxId: recipient.id, queuedAt: options.queuedAt, series: "newsletter" },
      );
    }
    return batch.recipients.map(() => null);
  }
  const apiKey = env.RESEND_API_KEY;
  const timeoutMs = options.timeoutMs ?? TRANSPORT_TIMEOUT_MS;
  const { ids } = await callResend(
    "Invio di un lotto della newsletter",
    "campaign",
    timeoutMs,
    (signal) =>
      batchThread().send(
        {
          apiKey,
          baseUrl: env.RESEND_BASE_URL,
          idempotencyKey: options.idempotencyKey,
          timeoutMs,
          placeholder: batch.placeholder,
          rendering: batch.rendering,
          recipients: batch.recipients.map(({ email, token }) => ({ email, token })),
        },
        signal,
      ),
  );
  if (ids?.length !== batch.recipients.length)
    throw new Error(
      `Invio di un lotto della newsletter: Resend ha risposto con ${ids?.length ?? 0} id per ${batch.recipients.length} messaggi`,
    );
  return ids;
}
