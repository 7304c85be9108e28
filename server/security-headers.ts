import crypto from "node:crypto";
import type { RequestHandler } from "express";

export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

export type PolicyOptions = { https?: boolean; development?: boolean };

/**
 * The one Content-Security-Policy of the site's documents. `scriptSources` names the inline
 * scripts allowed to run: this response's nonce, or the hashes of a cached page's own scripts;
 * 'strict-dynamic' lets them load the route chunks they import. None: no script at all.
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  { https = false, development = false }: PolicyOptions = {},
) {
  const directives = [
    "default-src 'self'",
    scriptSources.length > 0
      ? `script-src ${scriptSources.join(" ")} 'strict-dynamic' 'self'`
      : "script-src 'none'",
    "style-src 'self'",
    // An article's pictures may be on another site (an address typed in the editor).
    "img-src 'self' data: blob: https:",
    // The packaging hero's loop is a file of this site.
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const strictTransport = "max-age=63072000; includeSubDomains";

/**
 * What every answer carries, a body or not: a redirect's too, since its referrer policy
 * decides what its target learns, and over HTTPS the browser must keep to it.
 */
export function transportHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(https ? { "Strict-Transport-Security": strictTransport } : {}),
  };
}

export function securityHeaders(options: PolicyOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], options));
    for (const [name, value] of Object.entries(transportHeaders(options.https === true)))
      res.setHeader(name, value);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", permissionsPolicy);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    next();
  };
}

/** What a script or stylesheet needs: no type sniffing, and no embedding by other sites. */
export const assetHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  next();
};
