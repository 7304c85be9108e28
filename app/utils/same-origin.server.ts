import { data } from "@remix-run/node";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/**
 * Refuses (403) a form post that another site made the browser send. Browsers send
 * `Origin` with every POST; it must be the site's own. Without it, `Sec-Fetch-Site`, when
 * the browser sends it, must say the request came from this site. A request with neither
 * comes from no browser that could carry a visitor's cookies across sites.
 */
export function requireSameOrigin(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("Origin");
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const allowed =
    origin !== null
      ? origin === new URL(getEnv().SITE_URL).origin
      : fetchSite === null || fetchSite === "same-origin";
  if (!allowed) {
    logger.warn(
      `Richiesta da un altro sito rifiutata: ${request.method} ${new URL(request.url).pathname} (Origin ${origin ?? "assente"})`,
    );
    throw data({ message: "Richiesta non consentita da un altro sito." }, { status: 403 });
  }
}
