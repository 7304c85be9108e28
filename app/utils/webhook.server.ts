import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { webhookReasons as reason } from "~/utils/webhook-reasons";
import { getEnv } from "~/utils/env.server";
import { deadlineOf } from "~/utils/service-call.server";
import { logger } from "~/utils/logger.server";

/** The whole exchange with the webhook: name resolution, connection and the answer's status. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a name resolves to; a rejection carries the DNS error's `code`. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export type WebhookResult =
  | { ok: true; status: number }
  /**
   * `refused`: the address was not called at all; the reason belongs next to the URL field.
   * `retryAfterMs`: the wait the answer's Retry-After asked for.
   */
  | { ok: false; refused: boolean; reason: string; status?: number; retryAfterMs?: number };

type Options = {
  /** Private and loopback targets (SYNC_ALLOW_PRIVATE=1, for every outbound webhook): tests, intranets. */
  allowPrivate?: boolean;
  timeoutMs?: number;
  resolve?: Resolve;
  stop?: AbortSignal;
};

const resolveWithDns: Resolve = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

// Cloud metadata services (AWS, GCP, Azure, ECS, Alibaba), refused even where private targets
// are allowed: they hand out the host's credentials. The link-local ones are named for the message.
const metadataAddresses = new Set([
  "169.254.169.254",
  "169.254.170.2",
  "100.100.100.200",
  "fd00:ec2::254",
]);
// Where an intranet's own services live; SYNC_ALLOW_PRIVATE opens these and nothing else.
const localRanges = new Set(["private", "loopback", "uniqueLocal", "carrierGradeNat"]);
// Never a web server: refused even where private targets are allowed.
const neverRanges = new Set(["unspecified", "linkLocal"]);
const globalUnicastV6 = ipaddr.parseCIDR("2000::/3");

/** Why `address` may not be called, or null when it may. IPv4-mapped IPv6 is judged as IPv4. */
export function addressRefusal(address: string, allowPrivate: boolean): string | null {
  if (!ipaddr.isValid(address)) return reason.invalid;
  const ip = ipaddr.process(address);
  if (metadataAddresses.has(ip.toString())) return reason.metadata;
  const range = ip.range();
  if (neverRanges.has(range)) return reason.local;
  if (localRanges.has(range)) return allowPrivate ? null : reason.local;
  // Everything else but public unicast (multicast, broadcast, documentation, 6to4, NAT64,
  // Teredo…) reaches no ordinary web server or could be a way around the checks above.
  if (range !== "unicast") return reason.reserved;
  if (ip.kind() === "ipv6" && !ip.match(globalUnicastV6)) return reason.reserved;
  return null;
}

type Target = { url: URL; host: string; address: ResolvedAddress };
type Checked = { ok: true; target: Target } | { ok: false; reason: string };

/** The URL's own problems: scheme, credentials. */
function urlRefusal(url: URL) {
  if (url.protocol !== "http:" && url.protocol !== "https:") return reason.scheme;
  if (url.username || url.password) return reason.credentials;
  return null;
}

const withoutBrackets = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * The address to call for `raw`, checked: the URL, then every address its name resolves to
 * (one bad address refuses the whole name, since the connection could go to any of them).
 */
export async function checkWebhookTarget(raw: string, options: Options = {}): Promise<Checked> {
  if (!URL.canParse(raw)) return { ok: false, reason: reason.invalid };
  const url = new URL(raw);
  const refusal = urlRefusal(url);
  if (refusal) return { ok: false, reason: refusal };
  const allowPrivate = options.allowPrivate ?? getEnv().SYNC_ALLOW_PRIVATE === "1";
  const host = withoutBrackets(url.hostname);
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === "ipv6" ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? resolveWithDns)(host);
    } catch (error) {
      const code =
        typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
      return {
        ok: false,
        reason: ["ENOTFOUND", "ENODATA"].includes(code) ? reason.notFound : reason.unresolved,
      };
    }
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: reason.notFound };
  for (const { address } of addresses) {
    const refused = addressRefusal(address, allowPrivate);
    if (refused) return { ok: false, reason: refused };
  }
  return { ok: true, target: { url, host, address: first } };
}

/** The checked address, whatever the name would resolve to now: no second lookup to rebind. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** What the request carries besides the address: its JSON body and its own headers. */
export type WebhookCall = {
  body: string;
  headers?: Record<string, string>;
  userAgent: string;
  /** Who calls, as the log names it. */
  label: string;
};

/** An HTTP date or a number of seconds, as Retry-After gives it, in milliseconds from `now`. */
export function retryAfterMs(value: string | undefined, now = Date.now()) {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

type Answer = { status: number; retryAfter: string | undefined };

/** The answer's status and Retry-After, once its headers arrive; the body is not read. */
function post(target: Target, call: WebhookCall, signal: AbortSignal) {
  const { url, host, address } = target;
  const { body } = call;
  const request = (url.protocol === "https:" ? https : http).request;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      {
        method: "POST",
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: {
          Host: url.host,
          ...call.headers,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "User-Agent": call.userAgent,
        },
        lookup: pinnedLookup(address),
        // The certificate is checked against the name, not the pinned address.
        servername: ipaddr.isValid(host) ? undefined : host,
        agent: false,
        signal,
      },
      (response) => {
        const retryAfter = response.headers["retry-after"];
        resolve({ status: response.statusCode ?? 0, retryAfter });
        response.destroy();
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function networkReason(error: unknown) {
  const code =
    typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  if (code === "ECONNREFUSED") return reason.connectionRefused;
  if (code === "ECONNRESET") return reason.connectionReset;
  if (code.startsWith("ERR_TLS") || code.includes("CERT") || code.startsWith("ERR_SSL"))
    return reason.tls;
  return reason.network(code || "sconosciuto");
}

/**
 * POSTs the call's JSON body to `raw` after the checks of `checkWebhookTarget`, on the
 * checked address. A redirect is the answer (not followed); only a 2xx is a success.
 */
export async function sendWebhook(
  raw: string,
  call: WebhookCall,
  options: Options = {},
): Promise<WebhookResult> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const { deadline, signal } = deadlineOf({ timeoutMs, stop: options.stop });
  const timedOut = new Promise<"timeout">((resolve) => {
    if (signal.aborted) resolve("timeout");
    else signal.addEventListener("abort", () => resolve("timeout"), { once: true });
  });
  const checked = await Promise.race([checkWebhookTarget(raw, options), timedOut]);
  if (checked === "timeout")
    return { ok: false, refused: false, reason: reason.timeout(timeoutMs) };
  if (!checked.ok) return { ok: false, refused: true, reason: checked.reason };
  try {
    const { status, retryAfter } = await post(checked.target, call, signal);
    if (status >= 200 && status < 300) return { ok: true, status };
    const said = status >= 300 && status < 400 ? reason.redirect(status) : reason.status(status);
    logFailure(call.label, checked.target.host, said);
    return {
      ok: false,
      refused: false,
      reason: said,
      status,
      retryAfterMs: retryAfterMs(retryAfter),
    };
  } catch (error) {
    const said = deadline.aborted
      ? reason.timeout(timeoutMs)
      : signal.aborted
        ? reason.stopped
        : networkReason(error);
    logFailure(call.label, checked.target.host, said);
    return { ok: false, refused: false, reason: said };
  }
}

// The host only: a webhook's path is often its secret.
function logFailure(label: string, host: string, said: string) {
  logger.error(`${label} (${host}): ${said}`);
}
