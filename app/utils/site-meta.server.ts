import { getEnv } from "~/utils/env.server";
import type { SiteMeta } from "~/utils/seo";

/** The site's address and name, for the heads and structured data that loaders prepare. */
export function siteMeta(): SiteMeta {
  const env = getEnv();
  return { siteUrl: env.SITE_URL, siteName: env.SITE_NAME };
}
