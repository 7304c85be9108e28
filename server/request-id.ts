import crypto from "node:crypto";
import type http from "node:http";
import { withRequestId } from "../app/utils/logger.server";

// A proxy's id ties its log to this one; anything else a client sends could forge or flood
// the log lines, so it is replaced.
const safeId = /^[\w.-]{8,64}$/;

/** The id of a request: the one the proxy in front gave it, or a new one. */
export function requestIdOf(req: http.IncomingMessage) {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && safeId.test(given)
    ? given
    : crypto.randomBytes(9).toString("base64url");
}

/**
 * `serve` with every request named: every line logged while it is served carries its id, and
 * the answer's X-Request-Id header gives it to whoever reports a problem.
 */
export function withRequestIds(serve: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const id = requestIdOf(req);
    res.setHeader("X-Request-Id", id);
    return withRequestId(id, () => serve(req, res));
  };
}
