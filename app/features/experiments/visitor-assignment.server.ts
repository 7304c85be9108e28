import { audienceOf, isCounting, siteHost, visitorKeyNow } from "~/features/analytics/index.server";
import { bucketOf, variantAt } from "~/features/experiments/assignment";
import { liveExperimentAt } from "~/features/experiments/experiments.server";

/** A request's header by its lower-case name, from a Fetch request or a Node one. */
export type HeaderOf = (name: string) => string | null | undefined;

/** The test a page is under, the variant a request is shown, and whether it counts. */
export type Assignment = { experimentId: number; variant: number; counted: boolean };

/**
 * The variant of the page at `path` for this request, or null when the page is not under
 * test (decision 0281). A crawler gets the variant its hash gives, as a person would (serving
 * it something else would be cloaking), and is not counted; whoever asked not to be tracked
 * and a signed-in member of staff see the control and are not counted. The variant comes
 * from the analytics' visitor key of the day (address and browser, with the day's salt)
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
