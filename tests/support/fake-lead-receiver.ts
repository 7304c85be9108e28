import http from "node:http";
import { Webhook } from "standardwebhooks";
import { listenOnLoopback } from "./loopback-server";

export type ReceivedEvent = {
  messageId: string;
  type: string;
  data: Record<string, unknown>;
  body: string;
};

/**
 * A CRM's webhook endpoint on a loopback port, as a receiver that follows Standard Webhooks
 * would be: every call is verified with the `standardwebhooks` package (signature, id,
 * timestamp within five minutes); a call that fails is answered 401 and counted as forged.
 * `answerWith` makes it refuse what is correctly signed (503 while down, 400 for one it
 * judges wrong) before it records anything. `trust` gives it the secret the site shows, when
 * the site makes it.
 */
export async function startLeadReceiver(secret?: string) {
  let verifier = secret ? new Webhook(secret) : null;
  const received: ReceivedEvent[] = [];
  let forged = 0;
  let calls = 0;
  let status = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      calls += 1;
      const body = Buffer.concat(chunks).toString("utf8");
      let event: { type: string; data: Record<string, unknown> };
      try {
        if (!verifier) throw new Error("Nessun segreto");
        event = verifier.verify(body, req.headers as Record<string, string>) as typeof event;
      } catch {
        forged += 1;
        return void res.writeHead(401).end();
      }
      if (status !== 200) return void res.writeHead(status).end();
      received.push({
        messageId: String(req.headers["webhook-id"]),
        type: event.type,
        data: event.data,
        body,
      });
      res.writeHead(204).end();
    });
  });
  const listening = await listenOnLoopback(server);
  return {
    url: `${listening.url}/crm/lead`,
    received,
    forged: () => forged,
    calls: () => calls,
    trust(shown: string) {
      verifier = new Webhook(shown);
    },
    answerWith(next: number) {
      status = next;
    },
    close: listening.close,
  };
}
