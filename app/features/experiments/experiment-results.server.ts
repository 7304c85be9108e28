import { sql } from "drizzle-orm";
import { db } from "~/utils/db.server";
import type { Experiment } from "~/features/experiments/experiments.server";
import {
  announcedSampleSize,
  experimentVerdict,
  type ArmTally,
  type Comparison,
  type ExperimentVerdict,
} from "~/features/experiments/sequential-test";

/** The conversion rate assumed before the control has shown its own. */
export const ASSUMED_BASELINE = 0.02;

export type VariantFigures = {
  name: string;
  share: number;
  visitors: number;
  leads: number;
  qualified: number;
  won: number;
  valueCents: number;
  /** The goal's count, and its comparison with the control (null for the control). */
  conversions: number;
  comparison: Comparison | null;
};

type Counts = Omit<VariantFigures, "name" | "share" | "conversions" | "comparison">;

const noCounts: Counts = { visitors: 0, leads: 0, qualified: 0, won: 0, valueCents: 0 };

/**
 * Each variant's figures: visitor-days from the daily tallies; leads, qualified leads (those
 * that ever reached 'Qualificato'), won clients and their value from the leads that carry the
 * test. A lead keeps its variant through its stages, so a sale closed weeks later still counts.
 */
function countsOf(experimentId: number, variants: number): Counts[] {
  const counts = Array.from({ length: variants }, () => ({ ...noCounts }));
  const visitors = db.$client
    .prepare<[number], { variant: number; visitors: number }>(
      "select variant, sum(visitors) as visitors from experiment_days where experiment_id = ? group by variant",
    )
    .all(experimentId);
  for (const row of visitors) {
    const target = counts[row.variant];
    if (target) target.visitors = row.visitors;
  }
  const leads = db.all<{
    variant: number;
    leads: number;
    qualified: number;
    won: number;
    valueCents: number;
  }>(sql`
    select variant, count(*) as leads,
      sum(reached_stage >= 2) as qualified,
      sum(stage = 'vinto') as won,
      coalesce(sum(case when stage = 'vinto' then value_cents end), 0) as valueCents
    from leads where experiment_id = ${experimentId} group by variant`);
  for (const row of leads) {
    const target = counts[row.variant];
    if (target) Object.assign(target, { ...row, visitors: target.visitors });
  }
  return counts;
}

export type ExperimentResults = {
  variants: VariantFigures[];
  verdict: ExperimentVerdict;
  /** Visitors per variant at which a 30 % lift is found 8 times in 10, at `baseline`. */
  sampleSize: number;
  baseline: number;
  /** Whether the baseline is the control's own rate (enough data) or the assumed one. */
  baselineMeasured: boolean;
};

/** A test's figures and verdict as of `now` (its end, once it ended). */
export function experimentResults(experiment: Experiment, now = Date.now()): ExperimentResults {
  const counts = countsOf(experiment.id, experiment.variants.length);
  const goalOf = (figures: Counts) =>
    experiment.goal === "leads"
      ? figures.leads
      : experiment.goal === "qualified"
        ? figures.qualified
        : figures.won;
  const arms: ArmTally[] = counts.map((figures) => ({
    visitors: figures.visitors,
    conversions: goalOf(figures),
  }));
  const at = experiment.endedAt?.getTime() ?? now;
  const verdict = experimentVerdict(arms, {
    startedAt: experiment.startedAt?.getTime() ?? at,
    now: at,
    maxDays: experiment.maxDays,
  });
  const control = arms[0]!;
  const baselineMeasured = control.visitors >= 1_000 && control.conversions > 0;
  const baseline = baselineMeasured ? control.conversions / control.visitors : ASSUMED_BASELINE;
  return {
    variants: experiment.variants.map((variant, index) => ({
      name: variant.name,
      share: variant.share,
      ...counts[index]!,
      conversions: arms[index]!.conversions,
      comparison: index === 0 ? null : (verdict.comparisons[index - 1] ?? null),
    })),
    verdict,
    sampleSize: announcedSampleSize({ baseline, variants: experiment.variants.length }),
    baseline,
    baselineMeasured,
  };
}
