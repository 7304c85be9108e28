import http from "node:http";
import { listenOnLoopback } from "./loopback-server";

export type ReceivedCall = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body as text; `json` is it parsed, or null when it is not JSON. */
  body: string;
  json: unknown;
};

export type FakeWebhook = {
  /** Base URL, e.g. http://127.0.0.1:43567; post to `${url}/ok`, `${url}/guasto`… */
  url: string;
  /** What arrived so far at `path` (any prefix after it, such as a test's own suffix, counts). */
  received: (path: string) => ReceivedCall[];
  close(): Promise<void>;
};

/**
 * How the fake answers, by the first segment of the path, so that tests sharing it never
 * meet: `/ok` 200, `/guasto` 500, `/occupato` 503 asking to retry after two minutes, `/lento`
 * never answers (until `close`), `/redirect` 302 to `/destinazione` of the same server, which
 * answers 200 if anything ever reaches it.
 */
function answer(path: string, res: http.ServerResponse, url: string) {
  const [, first] = path.split("/");
  if (first === "ok" || first === "destinazione")
    return void res.writeHead(200, { "content-type": "text/plain" }).end("Accepted");
  if (first === "guasto")
    return void res.writeHead(500, { "content-type": "text/plain" }).end("Errore simulato");
  if (first === "occupato")
    return void res.writeHead(503, { "retry-after": "120" }).end("Riprova più tardi");
  if (first === "redirect")
    return void res
      .writeHead(302, { location: `${url}/destinazione${path.slice("/redirect".length)}` })
      .end();
  if (first === "lento") return;
  res.writeHead(404).end();
}

/** Starts a stand-in for a Make webhook on a free loopback port, recording every call. */
export async function startFakeWebhook(): Promise<FakeWebhook> {
  const calls: ReceivedCall[] = [];
  let url = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      const body = Buffer.concat(chunks).toString("utf8");
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        // Not JSON: the test looks at `body`.
      }
      calls.push({ method: req.method ?? "", path, headers: req.headers, body, json });
      answer(path, res, url);
    });
  });
  const listening = await listenOnLoopback(server);
  url = listening.url;
  return {
    url,
    received: (path) =>
      calls.filter((call) => call.path === path || call.path.startsWith(`${path}/`)),
    close: listening.close,
  };
}
