import crypto from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { matchesTag } from "../app/utils/conditional-get.server";
import { type PageCache, type CachedPage, type ContentCoding, type PendingFill } from "../app/utils/page-cache.server";
import { preferenceClasses } from "../app/utils/preferences";
import { preferencesFromCookies } from "../app/utils/preferences.server";
import { sessionCookieName } from "../app/utils/session.server";
import { toastCookieName } from "../app/utils/toast.server";
import { contentSecurityPolicy, type PolicyOptions } from "./security-headers";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A signed-in member of staff or a pending one-time message: the page is this visitor's own. */
const personalCookie = new RegExp(`(?:^|;)\\s*(?:${sessionCookieName}|${toastCookieName})=`);

/** Headers that belong to one answer on one connection, or that the cache sets itself. */
const unkeptHeaders = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
]);

/** The encoding to send: brotli or gzip when the client takes it, by its preference. */
export function chosenCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return "identity";
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    quality.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (coding: string) => quality.get(coding) ?? quality.get("*") ?? 0;
  const br = of("br");
  const gz = of("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : "identity";
}

/**
 * A rendered page made safe to send to everyone: its own inline scripts (those carrying this
 * render's nonce) allowed by their SHA-256 instead, the nonce taken out. A script that got
 * into the markup any other way has no nonce, so no hash: the browser refuses it.
 */
export function hashScripts(html: string, nonce: string) {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", source = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!attributes.includes(attribute)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(source).digest("base64")}'`);
  }
  return { html: html.replaceAll(attribute, ""), scriptSources: [...hashes] };
}

function isStorable(response: Response) {
  const type = response.headers.get("Content-Type") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/no-store/i.test(response.headers.get("Cache-Control") ?? "") &&
    /^(?:text\/html|application\/(?:rss\+)?xml|text\/xml)/.test(type)
  );
}

async function compressed(body: Buffer) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz, identity: body };
}

/** What the cache keeps of a page: headers ready for each encoding, bodies compressed once. */
async function cachedPage(url: string, headers: OutgoingHttpHeaders, html: string, scriptSources: string[], policy: PolicyOptions) {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !unkeptHeaders.has(name)) kept[name] = typeof value === "number" ? String(value) : value;
  }
  kept["content-security-policy"] = contentSecurityPolicy(scriptSources, policy);
  kept.vary = "Accept-Encoding";
  const body = Buffer.from(html);
  const etag = `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  kept.etag = etag;
  const bodies = await compressed(body);
  const heads = {} as CachedPage["heads"];
  for (const coding of ["br", "gzip", "identity"] as const) {
    heads[coding] = { ...kept, "content-length": String(bodies[coding].length) };
    if (coding !== "identity") heads[coding]["content-encoding"] = coding;
  }
  // A 304 repeats the validators and caching headers of the 200 it stands for.
  heads.notModified = Object.fromEntries(
    ["etag", "vary", "cache-control", "last-modified"].flatMap((name) => (kept[name] === undefined ? [] : [[name, kept[name]]])),
  );
  const headerBytes = JSON.stringify(heads).length;
  return {
    url,
    etag,
    lastModified: typeof kept["last-modified"] === "string" ? kept["last-modified"] : null,
    heads,
    bodies,
    bytes: bodies.br.length + bodies.gzip.length + bodies.identity.length + headerBytes + url.length,
  } satisfies CachedPage;
}

function isUnchanged(req: IncomingMessage, page: CachedPage) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) return matchesTag(ifNoneMatch, page.etag);
  const since = req.headers["if-modified-since"];
  return Boolean(since && page.lastModified && Date.parse(page.lastModified) <= Date.parse(since));
}

function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  if (isUnchanged(req, page)) {
    res.writeHead(304, page.heads.notModified);
    res.end();
    return;
  }
  const coding = chosenCoding(req.headers["accept-encoding"]);
  res.writeHead(200, page.heads[coding]);
  res.end(page.bodies[coding]);
}

/**
 * The page cache in front of the site: `serve` answers anonymous GET and HEAD requests for
 * the pages it keeps before Express and Remix see them, and marks a miss for filling;
 * `storeAndSend` stores what Remix rendered for a marked miss and sends it from the cache.
 */
export function pageCacheLayer(cache: PageCache, policy: PolicyOptions) {
  const fills = new WeakMap<IncomingMessage, PendingFill>();
  return {
    async serve(req: IncomingMessage, res: ServerResponse, next: () => void) {
      const url = req.url ?? "/";
      const cookies = req.headers.cookie;
      if ((req.method !== "GET" && req.method !== "HEAD") || (cookies && personalCookie.test(cookies))) {
        next();
        return;
      }
      let fill: PendingFill | null = null;
      try {
        const classes = cookies ? preferenceClasses(await preferencesFromCookies(cookies)) : "";
        fill = cache.pending(url, classes);
      } catch (error) {
        console.error("Cache delle pagine non disponibile per questa richiesta:", error);
      }
      const page = fill && cache.get(fill.key);
      if (page) {
        sendPage(req, res, page);
        return;
      }
      if (fill && req.method === "GET") fills.set(req, fill);
      next();
    },

    /** True when the response was stored and sent; false leaves sending it to the caller. */
    async storeAndSend(req: IncomingMessage, res: ServerResponse, response: Response, nonce: string) {
      const fill = fills.get(req);
      if (!fill || !isStorable(response)) return false;
      const { html, scriptSources } = hashScripts(await response.text(), nonce);
      const headers = { ...res.getHeaders() };
      response.headers.forEach((value, name) => (headers[name] = value));
      const page = await cachedPage(fill.url, headers, html, scriptSources, policy);
      cache.set(fill, page);
      if (!res.destroyed) sendPage(req, res, page);
      return true;
    },
  };
}
