import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { logger } from "../app/utils/logger.server";

/** The methods the site answers; OPTIONS is answered by `allowedMethods` itself. */
const allowedMethodList = "GET, HEAD, POST, OPTIONS";

// The path alone: a query string may carry a token or an address.
const pathOf = (req: Request) => req.originalUrl.split("?", 1)[0];

function sendText(res: Response, status: number, text: string) {
  res.status(status).type("text/plain; charset=utf-8").send(text);
}

/**
 * Remix runs a route's action for every method but GET and HEAD, so a PUT to /contatti would
 * store a submission, and a method the Fetch API refuses (TRACE) made it fail with a 500.
 * Only GET, HEAD and POST reach it.
 */
export const allowedMethods: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") {
    next();
    return;
  }
  res.setHeader("Allow", allowedMethodList);
  if (req.method === "OPTIONS") {
    res.status(204).end();
    return;
  }
  logger.warn(`405 metodo non consentito: ${req.method} ${pathOf(req)}`);
  sendText(res, 405, "Metodo non consentito.");
};

/** The host a request was sent to, as Remix reads it for its own cross-site check. */
function requestedHost(req: Request) {
  return req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
}

function hostOf(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * A post that a page of another site (or a sandboxed one, `Origin: null`) made a browser
 * send: refused with 403 here. Remix checks the same and would fail with a 500.
 */
export const crossSitePosts: RequestHandler = (req, res, next) => {
  const origin = req.get("origin");
  if (req.method !== "POST" || origin === undefined || hostOf(origin) === requestedHost(req)) {
    next();
    return;
  }
  logger.warn(`403 invio da un altro sito: POST ${pathOf(req)} (Origin ${origin.slice(0, 200)})`);
  sendText(res, 403, "Invio non consentito da un altro sito.");
};

/**
 * Past the fingerprinted files: a name that is not there. Answered here, without a redirect
 * to a folder listing that does not exist and without rendering a page for a script tag.
 */
export const missingAsset: RequestHandler = (req, res) => {
  logger.warn(`404 file non trovato: ${pathOf(req)}`);
  sendText(res, 404, "File non trovato.");
};

/** The 4xx status an Express or body-parsing error carries when the request was at fault. */
function clientErrorStatus(error: unknown) {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
}

/**
 * The last handler. A request that is the client's fault (such as a path with a lone %, which
 * Express cannot decode) gets its 4xx and one log line; anything else is a bug and is logged
 * with its stack.
 */
export const finalErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = clientErrorStatus(error);
  if (status !== undefined) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ");
    logger.warn(`${status} richiesta non valida: ${req.method} ${pathOf(req)} (${reason})`);
    sendText(
      res,
      status,
      error instanceof URIError ? "Indirizzo non valido." : "Richiesta non valida.",
    );
    return;
  }
  logger.error({ err: error }, `Errore su ${req.method} ${pathOf(req)}:`);
  sendText(res, 500, "Errore interno del server. Riprova più tardi.");
};
