import { isbot } from "isbot";
import { isCounting, siteHost, visitorKeyNow } from "~/features/analytics/index.server";
import { bucketOf, variantAt } from "~/features/experiments/assignment";
import { liveExperimentAt } from "~/features/experiments/experiments.server";
import { sessionCookieName } from "~/utils/session.server";

/**
 * Who asks for a page under test (decision 0281). A person is counted. A crawler gets the
 * variant its hash gives, as a person would (serving it something else would be cloaking),
 * and is not counted. Whoever asked not to be tracked (`DNT`, `Sec-GPC`) and a signed-in
 * member of staff see the control and are not counted.
 */
export type Audience = "person" | "crawler" | "opted-out" | "staff";

/** A request's header by its lower-case name, from a Fetch request or a Node one. */
export type HeaderOf = (name: string) => string | null | undefined;

const sessionCookie = new RegExp(`(?:^|;)\\s*${sessionCookieName}=`);

export function audienceOf(header: HeaderOf): Audience {
  if (header("dnt") === "1" || header("sec-gpc") === "1") return "opted-out";
  if (sessionCookie.test(header("cookie") ?? "")) return "staff";
  const userAgent = header("user-agent") ?? "";
  return userAgent === "" || isbot(userAgent) ? "crawler" : "person";
}

/** The test a page is under, the variant a request is shown, and whether it counts. */
export type Assignment = { experimentId: number; variant: number; counted: boolean };

/**
 * The variant of the page at `path` for this request, or null when the page is not under
 * test: from the analytics' visitor key of the day (address and browser, with the day's salt)
 * and the test's id. Nothing is read from or written to the visitor's device.
 */
export function assignmentFor(
  path: string,
  ip: string | null,
  header: HeaderOf,
  now = Date.now(),
): Assignment | null {
  const experiment = liveExperimentAt(path, now);
  if (!experiment) return null;
  const audience = audienceOf(header);
  if (audience === "opted-out" || audience === "staff" || !ip)
    return { experimentId: experiment.id, variant: 0, counted: false };
  const key = visitorKeyNow(ip, header("user-agent") ?? "", siteHost(), now);
  return {
    experimentId: experiment.id,
    variant: variantAt(bucketOf(key, String(experiment.id)), experiment.shares),
    counted: audience === "person" && isCounting(),
  };
}

/** A Fetch request's headers as `HeaderOf`. */
export const headersOf =
  (request: Request): HeaderOf =>
  (name) =>
    request.headers.get(name);
