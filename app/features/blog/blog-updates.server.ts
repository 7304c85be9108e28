import type { ArticleChange } from "~/utils/domain-events.server";
import { languageOfRequest, type Language } from "~/utils/language";
import { singleton } from "~/utils/singleton.server";

export type BlogChange = {
  slug: string;
  kind: "created" | "published" | "updated" | "unpublished" | "deleted";
  /** The blog it changes: each language's readers hear of their own articles only. */
  language: Language;
};

/** What a change to an article means to the blog's readers; null when they never saw it. */
export function blogChangeOf({ slug, language, before, after }: ArticleChange): BlogChange | null {
  const wasPublic = before === "published";
  const isPublic = after === "published";
  if (!wasPublic && !isPublic) return null;
  const blog = language === "en" ? "en" : "it";
  if (!wasPublic) return { slug, kind: before === null ? "created" : "published", language: blog };
  if (isPublic) return { slug, kind: "updated", language: blog };
  return { slug, kind: after === null ? "deleted" : "unpublished", language: blog };
}

export const blogUpdateLimits = {
  // A browser opens one stream per tab; six covers a reader with several articles open, or
  // a small office behind one address, without letting one client hold many slots.
  perIp: 6,
  // Far below the HTTP server's 1,000 connections: streams never crowd out page views.
  total: 200,
  // Proxies and load balancers commonly drop a connection silent for 30 to 60 s.
  heartbeatMs: 25_000,
  // How long a browser waits before reconnecting after the stream ends.
  retryMs: 5_000,
};

type OpenStream = {
  ip: string;
  language: Language;
  send: (text: string) => void;
  close: () => void;
};

const openStreams = () => singleton("blog-update-streams", () => new Set<OpenStream>());

const encoder = new TextEncoder();

const streamHeaders = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform also keeps compression() off the stream: events of a few dozen bytes gain
  // nothing from gzip, and each stream's zlib state would grow to tens of kilobytes (256 KB at most).
  "Cache-Control": "no-cache, no-transform",
  // nginx would otherwise hold events in its buffer.
  "X-Accel-Buffering": "no",
  // An ended stream's connection would sit idle for the keep-alive timeout, holding up a
  // shutdown that has already ended every stream; a browser reconnects on a new one anyway.
  Connection: "close",
};

function refusal(status: 429 | 503, body: string) {
  return new Response(`${body}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(blogUpdateLimits.retryMs / 1000),
    },
  });
}

/**
 * A change to the published articles, told to every open stream of its language (the one its
 * page's address asked for: `/blog/aggiornamenti`, `/en/blog/updates`). The streams live in this
 * process only. Several instances would each have to learn of a change made on another:
 * docs/operations.md says how ("Live updates and the page cache").
 */
export function announceBlogChange(change: BlogChange) {
  const event = `data: ${JSON.stringify({ slug: change.slug, kind: change.kind })}\n\n`;
  for (const stream of openStreams()) if (stream.language === change.language) stream.send(event);
}

/**
 * The Server-Sent Events stream of blog changes for one client, or a plain 429/503 when that
 * address or the server already holds as many streams as it may. `onConnectionClose` (the
 * load context's) frees the slot when the connection closes even where the request's signal
 * no longer hears of it.
 */
export function blogUpdatesResponse(
  request: Request,
  clientIp: string | null,
  onConnectionClose?: (listener: () => void) => void,
): Response {
  // A HEAD answer has no body, so nothing would ever notice the stream end: no slot for it.
  if (request.method !== "GET") return new Response(null, { headers: streamHeaders });

  // The client has already gone: its abort has fired and would never free a slot.
  if (request.signal.aborted) return new Response(null, { status: 204 });

  const ip = clientIp ?? "sconosciuto";
  const streams = openStreams();
  if (streams.size >= blogUpdateLimits.total) {
    return refusal(
      503,
      "Troppi aggiornamenti in diretta aperti sul sito. Riprova tra qualche secondo.",
    );
  }
  const fromIp = [...streams].filter((stream) => stream.ip === ip).length;
  if (fromIp >= blogUpdateLimits.perIp) {
    return refusal(
      429,
      "Troppi aggiornamenti in diretta aperti da questo indirizzo. Chiudi qualche scheda e riprova.",
    );
  }

  let controller: ReadableStreamDefaultController<Uint8Array>;
  const heartbeat = setInterval(
    () => stream.send(": ping\n\n"),
    blogUpdateLimits.heartbeatMs,
  ).unref();
  const release = () => {
    clearInterval(heartbeat);
    request.signal.removeEventListener("abort", stream.close);
    streams.delete(stream);
  };
  const stream: OpenStream = {
    ip,
    language: languageOfRequest(request),
    send(text) {
      // A stream the reader has just left may be closed before its abort arrives; an
      // announcement must never fail the save that made it.
      try {
        controller.enqueue(encoder.encode(text));
      } catch {
        release();
      }
    },
    close() {
      if (!streams.has(stream)) return;
      release();
      controller.close();
    },
  };

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      // The first bytes reach the browser at once, so it sees the stream open.
      stream.send(`retry: ${blogUpdateLimits.retryMs}\n: aggiornamenti del blog\n\n`);
    },
    // A reader may stop early by cancelling instead of reading to the end.
    cancel: release,
  });
  streams.add(stream);
  // Express aborts the request when the connection closes, a failed write included.
  request.signal.addEventListener("abort", stream.close);
  onConnectionClose?.(stream.close);

  return new Response(body, { headers: streamHeaders });
}

/** Ends every open stream (at shutdown); returns how many there were. */
export function closeBlogUpdateStreams() {
  const streams = [...openStreams()];
  for (const stream of streams) stream.close();
  return streams.length;
}
