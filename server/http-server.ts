import http from "node:http";
import type { Socket } from "node:net";
import type { TestSettings } from "../app/utils/env.server";
import { logger } from "../app/utils/logger.server";

export type HttpLimits = {
  /** Connections served at once; the ones past it are answered 503. */
  maxConnections: number;
  /** Connections being answered 503 at once; past those, Node closes new ones unanswered. */
  maxRefusing: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How often Node sweeps connections for the two timeouts above. */
  checkIntervalMs: number;
  /** How long a refused connection may take to send its request and read the 503. */
  refuseLingerMs: number;
};

export const httpLimits: HttpLimits = {
  // Far above what a proxy or a few hundred browsers (six connections each) keep open, far
  // below the process's file limit: idle sockets can no longer take the descriptors SQLite,
  // the spool and the mail files need.
  maxConnections: 1_000,
  // A real visitor's refusal is over within a round trip, so a hundred cover a burst of them;
  // a flood of idle sockets gets only a hundred more descriptors.
  maxRefusing: 100,
  // A client sends its headers in milliseconds; ten seconds still covers a poor mobile link,
  // and an idle socket that never asks anything holds a slot no longer than that.
  headersTimeoutMs: 10_000,
  // The largest body the site takes is a 32 KB form.
  requestTimeoutMs: 30_000,
  // Node's default: browsers reconnect cheaply, and idle kept-alive sockets hold slots.
  keepAliveTimeoutMs: 5_000,
  // With Node's 30 s sweep the timeouts above were enforced up to 30 s late.
  checkIntervalMs: 1_000,
  // A client sends its request as soon as it is connected; one second spans any round trip.
  refuseLingerMs: 1_000,
};

/** Small enough for a test to fill the server and watch the timeouts act within seconds. */
const testHttpLimits: HttpLimits = {
  maxConnections: 3,
  maxRefusing: 2,
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_000,
  keepAliveTimeoutMs: 500,
  checkIntervalMs: 100,
  refuseLingerMs: 1_000,
};

/**
 * The production limits, or the tests' when their settings file asks for them
 * (`smallHttpLimits`, read with the configuration from TEST_SETTINGS_FILE).
 */
export function chosenHttpLimits({ smallHttpLimits }: Pick<TestSettings, "smallHttpLimits">) {
  if (!smallHttpLimits) return httpLimits;
  logger.warn("Limiti HTTP ridotti per i test (smallHttpLimits in TEST_SETTINGS_FILE)");
  return testHttpLimits;
}

const busyBody =
  "Il sito ha troppe connessioni aperte in questo momento. Riprova tra qualche secondo.\n";

/** The 503 of a connection over the cap, which is closed once it has been read. */
function answerBusy(req: http.IncomingMessage, res: http.ServerResponse, limits: HttpLimits) {
  // The body is read and dropped: closing with unread data would send a reset, which can
  // reach the client before it has read the 503.
  req.resume();
  res.writeHead(503, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(busyBody),
    "Retry-After": String(Math.ceil(limits.headersTimeoutMs / 1000)),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(busyBody);
}

/** One log line when the server fills up, then at most one every ten seconds while it stays full. */
function fullReport(maxConnections: number) {
  let refused = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (refused + dropped === 0) {
      timer = undefined;
      return;
    }
    logger.warn(
      `Connessioni al completo (${maxConnections}): rifiutate con 503 ${refused}, chiuse senza risposta ${dropped}`,
    );
    refused = 0;
    dropped = 0;
    timer = setTimeout(flush, 10_000).unref();
  };
  return (outcome: "refused" | "dropped") => {
    if (outcome === "refused") refused += 1;
    else dropped += 1;
    if (!timer) flush();
  };
}

/**
 * An HTTP server for `handler` with the limits applied: timeouts, a cap on the connections
 * served, a 503 for those over it, and Node's `maxConnections` (closing unanswered) as the
 * last line past the ones being refused. A stop closes its waiting connections with
 * `closeWaitingConnections`.
 */
export function createHttpServer(handler: http.RequestListener, limits: HttpLimits = httpLimits) {
  const refused = new WeakSet<Socket>();
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => (refused.has(req.socket) ? answerBusy(req, res, limits) : handler(req, res)),
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections + limits.maxRefusing;

  const report = fullReport(limits.maxConnections);
  const served = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    // A socket's "close" comes at the end of the loop's turn, after new connections are taken
    // in: one destroyed meanwhile no longer holds its slot.
    if (served.size >= limits.maxConnections) {
      for (const other of served) if (other.destroyed) served.delete(other);
    }
    if (served.size >= limits.maxConnections) {
      refused.add(socket);
      report("refused");
      // A refused client that sends nothing holds its descriptor no longer than this.
      const linger = setTimeout(() => socket.destroy(), limits.refuseLingerMs);
      socket.once("close", () => clearTimeout(linger));
      return;
    }
    served.add(socket);
    socket.once("close", () => served.delete(socket));
  });
  server.on("drop", () => report("dropped"));
  return Object.assign(server, {
    /**
     * Node's `closeIdleConnections`, and the connections that have not sent a byte: a browser
     * opens one ahead of a request it may never send, and Node counts it as busy until the
     * headers' timeout, so `close()` would wait that long for it. A request under way is
     * left to finish.
     */
    closeWaitingConnections() {
      server.closeIdleConnections();
      for (const socket of served) if (socket.bytesRead === 0) socket.destroy();
    },
  });
}
