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
 * one gets the endpoint's usual `{ id }`), or "hang" to accept the request and never answer.
 */
export type FakeReply = { status: number; body?: unknown; delayMs?: number } | "hang";

export type FakeResend = {
  /** Base URL for RESEND_BASE_URL, e.g. http://127.0.0.1:43567 */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order; afterwards they get the standing reply. */
  reply(...replies: FakeReply[]): void;
  /** Sets the reply for requests past the queued ones (at first a 200 at once). */
  replyToAll(reply: FakeReply): void;
  /** Forgets recorded requests and queued replies, and answers 200 at once again. */
  reset(): void;
  stop(): Promise<void>;
};

function successBody(path: string) {
  // The endpoints the SDK calls: POST /emails and POST /audiences/:id/contacts.
  if (/^\/audiences\/[^/]+\/contacts$/.test(path)) {
    return { object: "contact", id: crypto.randomUUID() };
  }
  return { id: crypto.randomUUID() };
}

function errorBody(status: number) {
  return {
    statusCode: status,
    name: status >= 500 ? "application_error" : "validation_error",
    message: `Errore simulato ${status}`,
  };
}

function readBody(req: http.IncomingMessage, keep: boolean) {
  return new Promise<unknown>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      if (keep) chunks.push(chunk);
    });
    req.on("error", reject);
    req.on("end", () => {
      if (!keep) return resolve(null);
      const text = Buffer.concat(chunks).toString("utf8");
      try {
        resolve(text === "" ? null : JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}

const immediateSuccess: FakeReply = { status: 200 };

/**
 * Starts a stand-in for the Resend API on a free loopback port. `keepBodies: false` records
 * requests without their bodies, for runs of thousands of messages.
 */
export async function startFakeResend(options: { keepBodies?: boolean } = {}): Promise<FakeResend> {
  const keepBodies = options.keepBodies ?? true;
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  let standing = immediateSuccess;
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    void readBody(req, keepBodies).then((body) => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      const reply = queue.shift() ?? standing;
      requests.push({ method: req.method ?? "", path, headers: req.headers, body, reply });
      if (reply === "hang") return;
      const answer = () => {
        const ok = reply.status >= 200 && reply.status < 300;
        const payload = reply.body ?? (ok ? successBody(path) : errorBody(reply.status));
        res.writeHead(reply.status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (!reply.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  const listening = await listenOnLoopback(server);

  return {
    url: listening.url,
    requests,
    reply: (...replies) => queue.push(...replies),
    replyToAll(reply) {
      standing = reply;
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      standing = immediateSuccess;
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await listening.close();
    },
  };
}
