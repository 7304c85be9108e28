import http from "node:http";
import { pngImage } from "./image-files";
import { listenOnLoopback } from "./loopback-server";

export type FakeImageApi = {
  /** Base URL, e.g. http://127.0.0.1:43567; the app's IMAGE_API_URL is `${url}/genera`. */
  url: string;
  /** The prompts received so far, in order. */
  requests: () => { prompt: string }[];
  close(): Promise<void>;
};

/**
 * How the fake answers a prompt, by the words in it (case-insensitive): "guasto" fails,
 * "lento" never answers, "riuscita" gets an image; any other prompt is refused as if the
 * service were down, so articles published by other tests keep having no cover.
 */
function replyFor(prompt: string) {
  const words = prompt.toLowerCase();
  if (words.includes("guasto")) return "broken";
  if (words.includes("lento")) return "hang";
  if (words.includes("riuscita")) return "image";
  return "unavailable";
}

function readJson(req: http.IncomingMessage) {
  return new Promise<unknown>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        resolve(null);
      }
    });
  });
}

const promptIn = (body: unknown) =>
  typeof body === "object" && body !== null && "prompt" in body && typeof body.prompt === "string"
    ? body.prompt
    : null;

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Starts a stand-in for the image API on a free loopback port. */
export async function startFakeImageApi(): Promise<FakeImageApi> {
  const prompts: { prompt: string }[] = [];
  const cover = pngImage(1200, 630);
  let imagesServed = 0;
  let url = "";

  async function generate(req: http.IncomingMessage, res: http.ServerResponse) {
    const prompt = promptIn(await readJson(req));
    if (prompt === null) return sendJson(res, 400, { error: "prompt mancante" });
    prompts.push({ prompt });
    const reply = replyFor(prompt);
    if (reply === "broken") return sendJson(res, 500, { error: "guasto simulato" });
    if (reply === "unavailable") return sendJson(res, 503, { error: "servizio non disponibile" });
    if (reply === "image") {
      imagesServed += 1;
      return sendJson(res, 200, { imageUrl: `${url}/immagini/${imagesServed}.png` });
    }
    // "hang": the socket stays open until close() destroys it.
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (req.method === "POST" && path === "/genera") return void generate(req, res);
    if (req.method === "GET" && /^\/immagini\/\d+\.png$/.test(path)) {
      res.writeHead(200, { "content-type": "image/png", "content-length": cover.length });
      return void res.end(cover);
    }
    res.writeHead(404).end();
  });
  const listening = await listenOnLoopback(server);
  url = listening.url;

  return {
    url,
    requests: () => prompts.map((request) => ({ ...request })),
    close: listening.close,
  };
}
