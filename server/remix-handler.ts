import type { IncomingMessage, ServerResponse } from "node:http";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";

/** Sends Remix's answer itself (from the page cache) and says so, or leaves it to the handler. */
export type BeforeSend = (req: IncomingMessage, res: ServerResponse, response: globalThis.Response, nonce: string) => Promise<boolean>;

const portOf = (host: string | undefined) => {
  const port = Number.parseInt(host?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : null;
};

/** The Fetch request Remix reads, aborted when the client goes before the answer is sent. */
function remixRequest(req: Request, res: Response) {
  // req.hostname honours "trust proxy" but drops the port.
  const port = portOf(req.get("X-Forwarded-Host")) ?? portOf(req.get("host"));
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const headers = new Headers();
  // Node's joined values: several Cookie headers become one, as a cookie parser expects.
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  let answered = false;
  res.on("finish", () => (answered = true));
  res.on("close", () => {
    if (!answered) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new globalThis.Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

async function sendResponse(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.append(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  // An event stream's headers go at once: its first event may be a while coming.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) {
    res.flushHeaders();
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    return;
  }
  // Every other answer is complete in memory already (a page is rendered whole): sent in one
  // write with its length, which also lets compression skip the tiny ones.
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > 0) res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * Remix behind Express, as `@remix-run/express` does it, with one step between rendering and
 * sending: the page cache may keep what was rendered and send it compressed from memory.
 */
export function remixHandler(options: {
  build: ServerBuild;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  beforeSend?: BeforeSend;
}) {
  const handle = createRequestHandler(options.build, options.build.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const context = options.getLoadContext(req, res);
      const response = await handle(remixRequest(req, res), context);
      if (await options.beforeSend?.(req, res, response, context.cspNonce)) return;
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
