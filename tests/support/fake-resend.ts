import crypto from "node:crypto";
import http from "node:http";
import { listenOnLoopback } from "./loopback-server";

/** A request as the fake Resend API received it. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON, or null when the fake was started with `keepBodies: false`. */
  body: unknown;
  /** How the fake answered it. */
  reply: FakeReply;
};

/**
 * How the fake answers one request: a status (with an optional JSON body; a 2xx without
 * one gets the endpoint's usual answer), or "hang" to accept the request and never answer.
 */
export type FakeReply =
  { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> } | "hang";

/**
 * A stretch of failures the provider answers before reading a call: a 5xx (500 by default),
 * or a 429 with `retry-after` (1 s by default). `afterDelivery` makes a 5xx come after the
 * messages went out, as when Resend sent them and its answer was lost. `path` limits them to
 * one endpoint (`/emails/batch`): the others' calls neither fail nor count.
 */
export type FailureOptions = {
  status?: number;
  retryAfterSeconds?: number;
  afterDelivery?: boolean;
  path?: string;
};

/** What the fake has seen since it started or was reset. */
export type FakeResendCounts = {
  /** Every request, whatever its answer. */
  calls: number;
  /** Messages handed over, one per call to `POST /emails` and one per e-mail of a batch. */
  delivered: number;
  /** Distinct addresses that received at least one message. */
  recipients: number;
  /** Calls answered from an idempotency key's first answer, without sending again. */
  replayed: number;
  /** 429s of the account's rate (`limitRate`): calls made faster than it allows. */
  rateLimited: number;
  /** Failures asked for with `failNext` or `failFor`, 429s included. */
  failed: number;
  /** 409s: a key reused with another body, or while its first call is still running. */
  conflicts: number;
  /** Other 4xx: no key, a malformed batch or e-mail. */
  refused: number;
};

export type FakeResend = {
  /** Base URL for RESEND_BASE_URL, e.g. http://127.0.0.1:43567 */
  url: string;
  requests: RecordedRequest[];
  /**
   * Queues replies for the next requests, in order; afterwards they get the standing reply.
   * A reply with an error status or a body is answered as it is, without reading the call.
   */
  reply(...replies: FakeReply[]): void;
  /** Sets the reply for requests past the queued ones (at first a 200 at once). */
  replyToAll(reply: FakeReply): void;
  /**
   * Limits the whole account to `callsPerSecond` (null: no limit), as Resend does: a bucket
   * of one second's calls, refilled evenly; a call past it gets 429 with `retry-after`.
   */
  limitRate(callsPerSecond: number | null): void;
  /** Answers the next `calls` calls that pass the rate limit with a failure. */
  failNext(calls: number, options?: FailureOptions): void;
  /** Answers every call that passes the rate limit in the next `ms` with a failure. */
  failFor(ms: number, options?: FailureOptions): void;
  /** Messages `address` received (the address alone, without a display name; any case). */
  deliveredTo(address: string): number;
  /** Messages sent under the idempotency key `key`; a replayed call adds none. */
  deliveredWithKey(key: string): number;
  /** Addresses that received more than one message, with how many each. */
  duplicates(): { address: string; times: number }[];
  counts(): FakeResendCounts;
  /** Forgets requests, replies, limits, failures, keys and counts: a new account. */
  reset(): void;
  stop(): Promise<void>;
};

/** How long Resend keeps an idempotency key. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** The most e-mails one call to `POST /emails/batch` may carry. */
export const MAX_BATCH_EMAILS = 100;

type Answer = { status: number; body: unknown; headers: Record<string, string> };

type StoredKey = { hash: string; answer: Answer; settlesAt: number; expiresAt: number };

type Failure = {
  calls: number;
  until: number;
  status: number;
  retryAfterSeconds: number;
  afterDelivery: boolean;
  path: string | null;
};

function error(status: number, name: string, message: string, headers = {}): Answer {
  return { status, body: { statusCode: status, name, message }, headers };
}

function errorBody(status: number) {
  return {
    statusCode: status,
    name: status >= 500 ? "application_error" : "validation_error",
    message: `Errore simulato ${status}`,
  };
}

/**
 * Feeds `value` to `hash` the same whatever its keys' order and spacing: what "the same body"
 * means to an idempotency key. Piece by piece, so a batch of megabytes is never copied whole.
 */
function hashCanonical(hash: crypto.Hash, value: unknown) {
  if (typeof value === "string") {
    hash.update(`s${value.length}:`);
    hash.update(value);
  } else if (Array.isArray(value)) {
    hash.update("[");
    for (const item of value) {
      hashCanonical(hash, item);
      hash.update(",");
    }
    hash.update("]");
  } else if (value !== null && typeof value === "object") {
    const object = value as Record<string, unknown>;
    hash.update("{");
    for (const key of Object.keys(object).sort()) {
      if (object[key] === undefined) continue;
      hash.update(`${JSON.stringify(key)}:`);
      hashCanonical(hash, object[key]);
      hash.update(",");
    }
    hash.update("}");
  } else hash.update(JSON.stringify(value));
}

const addressPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The bare address of `Name <address>` or `address`, lower-cased; null when it is none. */
function bareAddress(value: unknown) {
  if (typeof value !== "string") return null;
  const named = /<([^<>]+)>\s*$/.exec(value);
  const address = (named ? named[1]! : value).trim();
  return addressPattern.test(address) ? address.toLowerCase() : null;
}

/** Every address a message goes to, or the reason it is refused. */
function recipientsOf(email: Record<string, unknown>): string[] | Answer {
  const addresses: string[] = [];
  for (const field of ["to", "cc", "bcc"]) {
    const value = email[field];
    if (value === undefined && field !== "to") continue;
    const list = Array.isArray(value) ? value : [value];
    if (field === "to" && (list.length === 0 || list.length > 50))
      return error(422, "validation_error", "Il campo `to` deve avere da 1 a 50 indirizzi.");
    for (const item of list) {
      const address = bareAddress(item);
      if (!address)
        return error(422, "validation_error", `Indirizzo non valido nel campo \`${field}\`.`);
      addresses.push(address);
    }
  }
  return addresses;
}

/** The checks Resend makes of one e-mail; `inBatch` adds the batch endpoint's own. */
function checkEmail(value: unknown, inBatch: boolean): string[] | Answer {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return error(422, "validation_error", "Ogni e-mail deve essere un oggetto.");
  const email = value as Record<string, unknown>;
  for (const field of ["from", "to", "subject"])
    if (email[field] === undefined || email[field] === "")
      return error(422, "missing_required_field", `Manca il campo \`${field}\`.`);
  if (typeof email.html !== "string" && typeof email.text !== "string")
    return error(422, "missing_required_field", "Serve il campo `html` o `text`.");
  if (!bareAddress(email.from))
    return error(422, "validation_error", "Il campo `from` non è un indirizzo valido.");
  if (typeof email.subject !== "string")
    return error(422, "validation_error", "Il campo `subject` deve essere un testo.");
  if (inBatch && email.attachments !== undefined)
    return error(422, "validation_error", "Gli allegati non sono ammessi negli invii a lotti.");
  if (inBatch && email.scheduled_at !== undefined)
    return error(422, "validation_error", "`scheduled_at` non è ammesso negli invii a lotti.");
  if (email.headers !== undefined) {
    const headers = email.headers;
    if (
      headers === null ||
      typeof headers !== "object" ||
      Object.values(headers).some((header) => typeof header !== "string")
    )
      return error(422, "validation_error", "Il campo `headers` deve avere valori di testo.");
  }
  return recipientsOf(email);
}

/** The messages a call asks to send (one list of addresses each), or why it is refused. */
function messagesOf(path: string, body: unknown): string[][] | Answer {
  if (path === "/emails") {
    const recipients = checkEmail(body, false);
    return Array.isArray(recipients) ? [recipients] : recipients;
  }
  if (!Array.isArray(body))
    return error(422, "validation_error", "Il corpo deve essere un elenco di e-mail.");
  if (body.length === 0 || body.length > MAX_BATCH_EMAILS)
    return error(
      422,
      "validation_error",
      `Un lotto deve avere da 1 a ${MAX_BATCH_EMAILS} e-mail, non ${body.length}.`,
    );
  const messages: string[][] = [];
  for (const [index, email] of body.entries()) {
    const recipients = checkEmail(email, true);
    if (!Array.isArray(recipients)) {
      const refusal = recipients.body as { message: string };
      return {
        ...recipients,
        body: { ...refusal, message: `E-mail ${index}: ${refusal.message}` },
      };
    }
    messages.push(recipients);
  }
  return messages;
}

function successBody(path: string, messages: number) {
  // The endpoints the SDK calls: POST /emails, POST /emails/batch, POST /audiences/:id/contacts.
  if (path === "/emails/batch")
    return { data: Array.from({ length: messages }, () => ({ id: crypto.randomUUID() })) };
  if (/^\/audiences\/[^/]+\/contacts$/.test(path)) {
    return { object: "contact", id: crypto.randomUUID() };
  }
  return { id: crypto.randomUUID() };
}

function readBody(req: http.IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("error", reject);
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function parse(text: string): { json: unknown } | null {
  if (text === "") return { json: null };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

const immediateSuccess: FakeReply = { status: 200 };
const sendingPaths = new Set(["/emails", "/emails/batch"]);

/**
 * Starts a stand-in for the Resend API on a free loopback port. Besides answering what a
 * test scripts, it checks calls as Resend does (the key, an e-mail's fields, a batch of 1 to
 * 100 without attachments, idempotency keys kept 24 hours), limits the account's rate when
 * asked, and counts the messages each address received. `keepBodies: false` records requests
 * without their bodies, for runs of thousands of messages; the counts stay one number an
 * address and a key. `now` replaces the clock of the keys and of the rate.
 */
export async function startFakeResend(
  options: { keepBodies?: boolean; now?: () => number } = {},
): Promise<FakeResend> {
  const keepBodies = options.keepBodies ?? true;
  const now = options.now ?? Date.now;
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  let standing = immediateSuccess;
  const timers = new Set<NodeJS.Timeout>();

  let rate: { perSecond: number; tokens: number; at: number } | null = null;
  let failure: Failure | null = null;
  let keys = new Map<string, StoredKey>();
  let byAddress = new Map<string, number>();
  let byKey = new Map<string, number>();
  const emptyCounts = (): FakeResendCounts => ({
    calls: 0,
    delivered: 0,
    recipients: 0,
    replayed: 0,
    rateLimited: 0,
    failed: 0,
    conflicts: 0,
    refused: 0,
  });
  let counts = emptyCounts();

  /** Takes one call from the account's bucket; the seconds to wait when it is empty. */
  function takeCall(): number | null {
    if (!rate) return null;
    const at = now();
    rate.tokens = Math.min(rate.perSecond, rate.tokens + ((at - rate.at) / 1000) * rate.perSecond);
    rate.at = at;
    if (rate.tokens >= 1) {
      rate.tokens -= 1;
      return null;
    }
    return Math.max(1, Math.ceil((1 - rate.tokens) / rate.perSecond));
  }

  function rateHeaders(retryAfter: number): Record<string, string> {
    return {
      "retry-after": String(retryAfter),
      "ratelimit-limit": String(rate?.perSecond ?? 0),
      "ratelimit-remaining": "0",
      "ratelimit-reset": String(retryAfter),
    };
  }

  function activeFailure(path: string) {
    if (!failure || (failure.path !== null && failure.path !== path)) return null;
    if (failure.calls > 0) {
      failure.calls -= 1;
      return failure;
    }
    if (now() < failure.until) return failure;
    failure = null;
    return null;
  }

  function failureAnswer(active: Failure): Answer {
    counts.failed += 1;
    if (active.status === 429)
      return error(
        429,
        "rate_limit_exceeded",
        "Troppe richieste: rispetta il limite di chiamate al secondo.",
        rateHeaders(active.retryAfterSeconds),
      );
    return error(active.status, "internal_server_error", `Errore simulato ${active.status}`);
  }

  function deliver(key: string | null, messages: string[][]) {
    for (const addresses of messages) {
      counts.delivered += 1;
      for (const address of addresses) {
        const before = byAddress.get(address) ?? 0;
        if (before === 0) counts.recipients += 1;
        byAddress.set(address, before + 1);
      }
    }
    if (key !== null) byKey.set(key, (byKey.get(key) ?? 0) + messages.length);
  }

  /** Resend's answer to a call the test left to it, sent `delayMs` after it arrived. */
  function answerCall(
    req: http.IncomingMessage,
    path: string,
    text: string,
    delayMs: number,
  ): Answer {
    if (!/^Bearer \S+/.test(req.headers.authorization ?? "")) {
      counts.refused += 1;
      return error(401, "missing_api_key", "Manca la chiave API nell'intestazione Authorization.");
    }
    const wait = takeCall();
    if (wait !== null) {
      counts.rateLimited += 1;
      return error(
        429,
        "rate_limit_exceeded",
        "Troppe richieste: rispetta il limite di chiamate al secondo.",
        rateHeaders(wait),
      );
    }
    const active = activeFailure(path);
    if (!active) return takeMessages(req, path, text, delayMs);
    if (active.afterDelivery && active.status >= 500) takeMessages(req, path, text, delayMs);
    return failureAnswer(active);
  }

  /** The call read and checked: sent, replayed from its key, or refused. */
  function takeMessages(
    req: http.IncomingMessage,
    path: string,
    text: string,
    delayMs: number,
  ): Answer {
    const header = req.headers["idempotency-key"];
    const key = typeof header === "string" ? header : null;
    if (key !== null && (key.length === 0 || key.length > 256)) {
      counts.refused += 1;
      return error(400, "invalid_idempotency_key", "La chiave deve avere da 1 a 256 caratteri.");
    }
    const parsed = parse(text);
    if (!parsed) {
      counts.refused += 1;
      return error(422, "validation_error", "Il corpo non è JSON valido.");
    }
    const hasher = crypto.createHash("sha256");
    hashCanonical(hasher, parsed.json);
    const hash = hasher.digest("hex");
    const storeKey = key === null ? null : `${path} ${key}`;
    const stored = storeKey === null ? undefined : keys.get(storeKey);
    if (stored && stored.expiresAt <= now()) keys.delete(storeKey!);
    else if (stored) {
      if (stored.hash !== hash) {
        counts.conflicts += 1;
        return error(
          409,
          "invalid_idempotent_request",
          "La stessa chiave di idempotenza è già stata usata con un altro contenuto.",
        );
      }
      if (now() < stored.settlesAt) {
        counts.conflicts += 1;
        return error(
          409,
          "concurrent_idempotent_requests",
          "Una richiesta con la stessa chiave di idempotenza è ancora in corso.",
        );
      }
      counts.replayed += 1;
      return stored.answer;
    }

    let messages: string[][] = [];
    if (sendingPaths.has(path)) {
      const checked = messagesOf(path, parsed.json);
      if (!Array.isArray(checked)) {
        counts.refused += 1;
        return checked;
      }
      messages = checked;
    }
    const answer: Answer = {
      status: 200,
      body: successBody(path, messages.length),
      headers: {},
    };
    deliver(key, messages);
    if (storeKey !== null)
      keys.set(storeKey, {
        hash,
        answer,
        settlesAt: now() + delayMs,
        expiresAt: now() + IDEMPOTENCY_KEY_TTL_MS,
      });
    return answer;
  }

  const server = http.createServer((req, res) => {
    void readBody(req).then((text) => {
      counts.calls += 1;
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      const scripted = queue.shift() ?? standing;
      const record = (reply: FakeReply) =>
        requests.push({
          method: req.method ?? "",
          path,
          headers: req.headers,
          body: keepBodies ? (parse(text)?.json ?? text) : null,
          reply,
        });
      if (scripted === "hang") return record(scripted);
      const delayMs = scripted.delayMs ?? 0;
      const ok = scripted.status >= 200 && scripted.status < 300;
      const answer: Answer =
        ok && scripted.body === undefined
          ? answerCall(req, path, text, delayMs)
          : {
              status: scripted.status,
              body: scripted.body ?? errorBody(scripted.status),
              headers: scripted.headers ?? {},
            };
      record({ ...answer, delayMs });
      const send = () => {
        res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
        res.end(JSON.stringify(answer.body));
      };
      if (!delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
    });
  });
  const listening = await listenOnLoopback(server);

  const startFailure = (calls: number, until: number, failureOptions: FailureOptions = {}) => {
    failure = {
      calls,
      until,
      status: failureOptions.status ?? 500,
      retryAfterSeconds: failureOptions.retryAfterSeconds ?? 1,
      afterDelivery: failureOptions.afterDelivery ?? false,
      path: failureOptions.path ?? null,
    };
  };

  return {
    url: listening.url,
    requests,
    reply: (...replies) => queue.push(...replies),
    replyToAll(reply) {
      standing = reply;
    },
    limitRate(callsPerSecond) {
      rate =
        callsPerSecond === null
          ? null
          : { perSecond: callsPerSecond, tokens: callsPerSecond, at: now() };
    },
    failNext: (calls, failureOptions) => startFailure(calls, 0, failureOptions),
    failFor: (ms, failureOptions) => startFailure(0, now() + ms, failureOptions),
    deliveredTo: (address) => byAddress.get(address.toLowerCase()) ?? 0,
    deliveredWithKey: (key) => byKey.get(key) ?? 0,
    duplicates: () =>
      [...byAddress]
        .filter(([, times]) => times > 1)
        .map(([address, times]) => ({ address, times })),
    counts: () => ({ ...counts }),
    reset() {
      requests.length = 0;
      queue.length = 0;
      standing = immediateSuccess;
      rate = null;
      failure = null;
      keys = new Map();
      byAddress = new Map();
      byKey = new Map();
      counts = emptyCounts();
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await listening.close();
    },
  };
}
