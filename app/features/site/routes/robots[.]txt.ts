import { getEnv } from "~/utils/env.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

export function loader() {
  const { SITE_URL } = getEnv();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /preferenze",
    "Disallow: /en/preferences",
    "Disallow: /grazie",
    "Disallow: /en/thank-you",
    // An event stream never ends: a crawler would only hold one of its few slots.
    "Disallow: /blog/aggiornamenti",
    "Disallow: /en/blog/updates",
    "",
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return wholeAnswer(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
