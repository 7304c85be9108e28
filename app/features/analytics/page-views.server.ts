import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";
import { latestVisitOf, writeViews } from "~/features/analytics/page-view-store.server";
import type { SeenView } from "~/features/analytics/page-view.server";
import { ViewBuffer } from "~/features/analytics/view-buffer.server";

/** The site in the visitor key: two sites on one database never share a key. */
export const siteHost = () => new URL(getEnv().SITE_URL).host;

/** This process's buffer of page views, shared by the server's bundle and the Remix build. */
export const viewBuffer = () =>
  singleton(
    "analytics-view-buffer",
    () => new ViewBuffer({ write: (views) => writeViews(views, siteHost()) }),
  );

/**
 * Whether this instance counts views: not when turned off, nor on a read-only instance (it
 * cannot write; the one that writes counts its own).
 */
export const isCounting = () => {
  const env = getEnv();
  return env.ANALYTICS === "on" && env.READ_ONLY_INSTANCE !== "1";
};

export function recordView(view: SeenView) {
  viewBuffer().add(view);
}

/**
 * Where the visit of a person sending a form now came from. The views still in the buffer
 * are written first: the page they are on was seen less than a second ago.
 */
export async function visitSourceOf(ip: string, userAgent: string, now = Date.now()) {
  if (!isCounting()) return null;
  await viewBuffer().flush();
  try {
    return latestVisitOf(ip, userAgent, siteHost(), now);
  } catch (error) {
    console.error("Provenienza della visita non letta:", error);
    return null;
  }
}
