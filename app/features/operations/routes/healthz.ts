import { describeHealth, siteHealth } from "~/features/operations/health.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

/**
 * 503 only when the site cannot store a submission: an orchestrator restarts on it, and a
 * restart does not empty a mail queue. Backlogs are in the body.
 */
export function loader() {
  const health = siteHealth();
  return wholeAnswer(describeHealth(health), {
    status: health.canStore ? 200 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
