import { getEnv } from "~/utils/env.server";
import { clickMemory } from "~/features/analytics/click-ids.server";
import { singleton } from "~/utils/singleton.server";
import { NewVisitorCap } from "~/features/analytics/new-visitor-cap.server";
import { latestVisitOf, writeViews } from "~/features/analytics/page-view-store.server";
import type { SeenView } from "~/features/analytics/page-view.server";
import { ViewBuffer } from "~/features/analytics/view-buffer.server";
import { logger } from "~/utils/logger.server";

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

/** This process's count of new visitors per address and day. */
export const newVisitorCap = () =>
  singleton("analytics-new-visitor-cap", () => new NewVisitorCap());

/** Takes a view for the buffer, unless it would be one new visitor too many for its address. */
export function recordView(view: SeenView) {
  if (!newVisitorCap().admits(view.ip, view.userAgent, view.at)) return;
  viewBuffer().add(view);
  if (view.clicks) clickMemory().remember(view.ip, view.userAgent, view.clicks);
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
    logger.error({ err: error }, "Provenienza della visita non letta:");
    return null;
  }
}
