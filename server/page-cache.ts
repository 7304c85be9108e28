import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import {
  isUnchanged,
  notModifiedHeaders,
  type Conditions,
} from "../app/utils/conditional-get.server";
import { cacheTagHeader, ownPageCacheControl } from "../app/utils/headers";
import { hasPersonalCookie, isShared } from "../app/utils/http-cache.server";
import { PageCache, type CachedPage, type ContentCoding } from "../app/utils/page-cache.server";
import { preferenceClasses } from "../app/features/site/preferences";
import { preferencesFromCookies } from "../app/features/site/preferences.server";
import { logger } from "../app/utils/logger.server";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers that belong to one answer on one connection, or that the cache sets itself. */
const unkeptHeaders = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
  // Each request's own: a kept page sent again names the request it answers.
  "x-request-id",
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

const headerText = (value: OutgoingHttpHeaders[string]) =>
  value === undefined ? null : Array.isArray(value) ? value.join(", ") : String(value);

/**
 * What the cache keeps: a 200 its route declared shared. Its policy must list hashes: a nonce
 * kept and sent to everyone would allow anything that copies it.
 */
function isStorable(res: ServerResponse) {
  const header = (name: string) => headerText(res.getHeader(name));
  return (
    res.statusCode === 200 &&
    isShared({ get: header, has: (name) => res.hasHeader(name) }) &&
    !header("Content-Security-Policy")?.includes("'nonce-")
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

/** What the cache keeps of a page: its headers ready for each encoding, bodies compressed once. */
async function cachedPage(
  url: string,
  headers: OutgoingHttpHeaders,
  body: Buffer,
): Promise<CachedPage> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !unkeptHeaders.has(name))
      kept[name] = typeof value === "number" ? String(value) : value;
  }
  // Each encoding is an answer of its own to a shared cache behind this one.
  kept.vary = [headerText(kept.vary), "Accept-Encoding"].filter(Boolean).join(", ");
  const bodies = await compressed(body);
  const heads = {} as CachedPage["heads"];
  for (const coding of ["br", "gzip", "identity"] as const) {
    heads[coding] = { ...kept, "content-length": String(bodies[coding].length) };
    if (coding !== "identity") heads[coding]["content-encoding"] = coding;
  }
  heads.notModified = Object.fromEntries(
    notModifiedHeaders.flatMap((name) => {
      const value = kept[name.toLowerCase()];
      return value === undefined ? [] : [[name.toLowerCase(), value]];
    }),
  );
  return {
    url,
    tags: (headerText(kept[cacheTagHeader.toLowerCase()]) ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    etag: headerText(kept.etag),
    lastModified: headerText(kept["last-modified"]),
    heads,
    bodies,
    bytes:
      bodies.br.length +
      bodies.gzip.length +
      bodies.identity.length +
      JSON.stringify(heads).length +
      url.length,
  };
}

/**
 * The headers of a kept page sent for another of its addresses (`/blog?utm_source=x` for
 * `/blog`): for this visitor alone, so that no cache in front keeps a copy per address.
 */
function asAlias(heads: Record<string, string | string[]>) {
  const { [cacheTagHeader.toLowerCase()]: _tag, ...rest } = heads;
  return { ...rest, "cache-control": ownPageCacheControl };
}

function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  conditions: Conditions,
  alias: boolean,
) {
  const headsOf = (heads: Record<string, string | string[]>) => (alias ? asAlias(heads) : heads);
  if (isUnchanged(conditions, page.etag, page.lastModified)) {
    res.writeHead(304, headsOf(page.heads.notModified));
    res.end();
    return;
  }
  const coding = chosenCoding(req.headers["accept-encoding"]);
  // Set one by one rather than handed to writeHead, so that what listens to the answer's end
  // (the page views' count) reads them as it does Remix's.
  for (const [name, value] of Object.entries(headsOf(page.heads[coding])))
    res.setHeader(name, value);
  res.writeHead(200);
  res.end(page.bodies[coding]);
}

const conditionsOf = (req: IncomingMessage): Conditions => ({
  ifNoneMatch: req.headers["if-none-match"],
  ifModifiedSince: req.headers["if-modified-since"],
});

type Chunk = string | Uint8Array;

const bufferOf = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === "string"
    ? Buffer.from(chunk, encoding)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * A GET the cache could not answer: the address asked for, the one rendered (its canonical
 * address once its path's rule is known) and the key that is kept under.
 */
type Miss = { requested: string; rendered: string; key: string };

/**
 * The page cache around Remix. `serve`, before Express, answers anonymous GET and HEAD requests
 * from memory, by the address's canonical form once a kept page of its path said which query
 * parameters it reads, and notes the key of a miss; `keep`, just before Remix, takes what Remix
 * sends for a noted GET and, if its route declared it shared, stores it and sends it from the
 * cache.
 */
export function pageCacheLayer(
  cache: PageCache,
  /** A part of the key a request adds: the variant of a page under test (decision 0281). */
  variantOf: (req: IncomingMessage) => string | null = () => null,
) {
  const misses = new WeakMap<IncomingMessage, Miss>();

  /** Holds back what the handler writes until its headers say whether the page is kept. */
  function keepWhenShared(
    req: IncomingMessage,
    res: ServerResponse,
    miss: Miss,
    conditions: Conditions,
  ) {
    const fill = cache.pending(miss.key);
    const { write, end } = res;
    const chunks: Buffer[] = [];
    let keeping: boolean | undefined;
    // A shared page rendered for an address that is not its canonical one (its path's rule was
    // not known yet) is sent to this visitor alone, and the rule is known from then on.
    const isCanonical = () => {
      const canonical = cache.learn(miss.rendered, headerText(res.getHeader("No-Vary-Search")));
      if (canonical === miss.rendered) return true;
      res.setHeader("Cache-Control", ownPageCacheControl);
      res.removeHeader(cacheTagHeader);
      return false;
    };
    const keeps = () => (keeping ??= !res.headersSent && isStorable(res) && isCanonical());
    const release = () => {
      res.write = write;
      res.end = end;
    };
    res.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
      if (!keeps()) {
        release();
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      }
      chunks.push(
        bufferOf(chunk, typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined),
      );
      return true;
    } as ServerResponse["write"];
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      if (!keeps()) {
        release();
        return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
      }
      release();
      const [chunk, encoding] = args;
      if (typeof chunk === "string" || chunk instanceof Uint8Array) {
        chunks.push(
          bufferOf(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined),
        );
      }
      const body = Buffer.concat(chunks);
      void cachedPage(miss.rendered, res.getHeaders(), body).then(
        (page) => {
          cache.set(fill, page);
          if (res.destroyed) return;
          // The stored headers are the whole answer, in the client's encoding.
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          sendPage(req, res, page, conditions, miss.requested !== miss.rendered);
        },
        (error: unknown) => {
          logger.error({ err: error }, "Pagina non tenuta in memoria:");
          if (!res.destroyed) res.end(body);
        },
      );
      return this;
    } as ServerResponse["end"];
  }

  return {
    async serve(req: IncomingMessage, res: ServerResponse, next: () => void) {
      const cookies = req.headers.cookie;
      if ((req.method !== "GET" && req.method !== "HEAD") || hasPersonalCookie(cookies)) {
        next();
        return;
      }
      const requested = req.url ?? "/";
      const rendered = cache.addressOf(requested);
      let key: string;
      try {
        const classes = cookies ? preferenceClasses(await preferencesFromCookies(cookies)) : "";
        const variant = variantOf(req);
        key = PageCache.key(rendered, variant === null ? classes : `${classes}#${variant}`);
      } catch (error) {
        logger.error({ err: error }, "Cache delle pagine non disponibile per questa richiesta:");
        next();
        return;
      }
      const page = cache.get(key);
      if (page) {
        sendPage(req, res, page, conditionsOf(req), requested !== rendered);
        return;
      }
      if (req.method === "GET") {
        misses.set(req, { requested, rendered, key });
        // The copy kept is every address's: it is rendered from what they have in common.
        req.url = rendered;
      }
      next();
    },

    keep: ((req, res, next) => {
      const miss = misses.get(req);
      if (miss) {
        // The page is asked for whole so that it can be kept; the client's own conditions are
        // answered from the kept copy.
        const conditions = conditionsOf(req);
        delete req.headers["if-none-match"];
        delete req.headers["if-modified-since"];
        keepWhenShared(req, res, miss, conditions);
      }
      next();
    }) satisfies RequestHandler,
  };
}
