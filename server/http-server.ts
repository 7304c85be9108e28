import http from "node:http";
import type { Socket } from "node:net";

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
 * The production limits, or the tests' with TEST_HTTP_LIMITS=1. Read here rather than in the
 * validated configuration: it is a switch for the e2e tests, not a setting for operators.
 */
export function chosenHttpLimits(source: Record<string, string | undefined> = process.env) {
  if (source.TEST_HTTP_LIMITS !== "1") return httpLimits;
  console.warn("Limiti HTTP ridotti per i test (TEST_HTTP_LIMITS=1)");
  return testHttpLimits;
}

function busyAnswer(retryAfterSeconds: number, head: boolean) {
  const body = "Il sito ha troppe connessioni aperte in questo momento. Riprova tra qualche secondo.\n";
  const headers = [
    "HTTP/1.1 503 Service Unavailable",
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Retry-After: ${retryAfterSeconds}`,
    "Cache-Control: no-store",
    "Connection: close",
  ];
  return `${headers.join("\r\n")}\r\n\r\n${head ? "" : body}`;
}

/**
 * Answers a connection over the cap with a 503 once it has sent its request, without an HTTP
 * parser: nothing else holds this socket, so nothing can write to it after the answer.
 */
function refuse(socket: Socket, limits: HttpLimits) {
  // A client that resets the connection is no concern of the server's.
  socket.on("error", () => {});
  const linger = setTimeout(() => socket.destroy(), limits.refuseLingerMs);
  socket.once("close", () => clearTimeout(linger));
  socket.once("data", (chunk: Buffer) => {
    const head = chunk.subarray(0, 5).toString("latin1") === "HEAD ";
    socket.end(busyAnswer(Math.ceil(limits.headersTimeoutMs / 1000), head));
  });
  // Whatever else the client sends is read and dropped: closing with unread data would send a
  // reset, which can reach the client before it has read the 503.
  socket.resume();
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
    console.warn(
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
 * served, a 503 for those over it, and Node's own `maxConnections` (closing unanswered) as the
 * last line past the ones being refused.
 */
export function createHttpServer(handler: http.RequestListener, limits: HttpLimits = httpLimits) {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections + limits.maxRefusing;

  // Node attaches its HTTP parser to every connection from this one listener; taking it out
  // lets a connection over the cap be answered without ever getting a parser.
  const [attachParser, ...others] = server.listeners("connection");
  if (!attachParser || others.length > 0) {
    throw new Error("Il server HTTP di Node non ha il solo ascoltatore di connessioni atteso");
  }
  server.removeListener("connection", attachParser as (socket: Socket) => void);

  const report = fullReport(limits.maxConnections);
  let served = 0;
  server.on("connection", (socket: Socket) => {
    if (served >= limits.maxConnections) {
      report("refused");
      refuse(socket, limits);
      return;
    }
    served += 1;
    socket.once("close", () => (served -= 1));
    Reflect.apply(attachParser, server, [socket]);
  });
  server.on("drop", () => report("dropped"));
  return server;
}
