import type { Request } from "express";

/**
 * The visitor's address as Express resolved it: the socket peer, or the X-Forwarded-For
 * entry chosen by `trust proxy` (TRUST_PROXY hops), never a header the client controls alone.
 */
export function clientIp(req: Request): string | null {
  const ip = req.ip ?? req.socket.remoteAddress;
  if (!ip) return null;
  return ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
}
