import { experimentResults } from "~/features/experiments/experiment-results.server";
import {
  experimentById,
  moveExperiment,
  runningExperimentIds,
} from "~/features/experiments/experiments.server";

/**
 * Stops every running test whose verdict is in: a variant clearly better than the control, the
 * control clearly better than every variant, or the time limit reached without either. The
 * test's page becomes shared again once it stops; promoting the winner stays staff's choice.
 */
export function endSettledExperiments(now = new Date()) {
  let ended = 0;
  for (const id of runningExperimentIds()) {
    const experiment = experimentById(id);
    if (!experiment) continue;
    const { verdict } = experimentResults(experiment, now.getTime());
    const end =
      verdict.kind === "winner"
        ? { reason: "winner" as const, winner: verdict.variant }
        : verdict.kind === "control-wins"
          ? { reason: "control" as const }
          : verdict.kind === "no-difference"
            ? { reason: "time-limit" as const }
            : null;
    if (!end) continue;
    const moved = moveExperiment(null, id, experiment.version, "stop", end, now);
    if (moved.outcome === "saved") ended += 1;
  }
  return ended;
}
