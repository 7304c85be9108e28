// @ts-check
// The thread that hands a campaign's batches to Resend (decision 0290): it writes each
// recipient's copy from the one rendering, serializes the batch and sends it, so the megabyte
// of strings a batch is, and their garbage, stay off the thread that answers visitors. Plain
// JavaScript outside both bundles, like the drawing threads; started by `batch-thread.server.ts`.
import { parentPort } from "node:worker_threads";
import { Resend } from "resend";
import { recipientCopy } from "./recipient-copy.js";

/**
 * @typedef {import("./recipient-copy.js").Rendering} Rendering
 * @typedef {{ seq: number; apiKey: string; baseUrl: string | undefined; idempotencyKey: string;
 *   timeoutMs: number; placeholder: string; rendering: Rendering;
 *   recipients: { email: string; token: string }[] }} BatchCall
 */

/** @type {Map<string, Resend>} */
const clients = new Map();

/** @param {string} apiKey @param {string | undefined} baseUrl */
function client(apiKey, baseUrl) {
  const id = `${apiKey}\u0000${baseUrl ?? ""}`;
  let found = clients.get(id);
  if (!found) {
    found = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
    clients.set(id, found);
  }
  return found;
}

/** @param {BatchCall} call */
async function send(call) {
  const messages = call.recipients.map((recipient) =>
    recipientCopy(call.rendering, call.placeholder, recipient),
  );
  const result = await client(call.apiKey, call.baseUrl).batch.send(messages, {
    idempotencyKey: call.idempotencyKey,
    signal: AbortSignal.timeout(call.timeoutMs),
  });
  return {
    ids: result.data?.data.map((sent) => sent.id) ?? null,
    error: result.error,
    headers: result.headers,
  };
}

parentPort?.on("message", (/** @type {BatchCall} */ call) => {
  send(call).then(
    (answer) => parentPort?.postMessage({ seq: call.seq, answer }),
    (error) =>
      parentPort?.postMessage({
        seq: call.seq,
        failure: error instanceof Error ? error.message : String(error),
      }),
  );
});
