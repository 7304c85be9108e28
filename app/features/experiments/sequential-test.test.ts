import { describe, expect, it } from "vitest";
import {
  announcedSampleSize,
  type ArmTally,
  compareToControl,
  experimentVerdict,
  MIN_CONVERSIONS,
  MIN_VISITORS_PER_VARIANT,
  MIXTURE_SD_OF_BASELINE,
} from "./sequential-test";
import {
  binomial,
  runTrials,
  seededRandom,
  splitCheck,
} from "../../../tests/support/experiment-simulation";

const DAY_MS = 86_400_000;
const arm = (visitors: number, conversions: number): ArmTally => ({ visitors, conversions });
const control = arm(10_000, 200);
const day = (n: number) => ({ startedAt: 0, now: n * DAY_MS, maxDays: 30 });

describe("compareToControl", () => {
  it("finds nothing between equal arms, and its interval is centred on no difference", () => {
    const result = compareToControl(control, arm(10_000, 200));
    expect(result).toMatchObject({
      rateControl: 0.02,
      rateVariant: 0.02,
      lift: 0,
      enoughData: true,
      significant: false,
      direction: null,
    });
    expect(result.likelihoodRatio).toBeLessThan(1);
    const [low, high] = result.interval!;
    expect(low).toBeCloseTo(-high, 12);
    expect(high).toBeGreaterThan(0);
  });

  it("computes the normal mixture's likelihood ratio as the formula says", () => {
    // 2 % against 3 % over 10,000 visitors each, worked out by hand.
    const tauSquared = (MIXTURE_SD_OF_BASELINE * 0.025) ** 2;
    const adjusted = (conversions: number) => {
      const p = (conversions + 1) / 10_002;
      return (p * (1 - p)) / 10_002;
    };
    const variance = adjusted(200) + adjusted(300);
    const expected =
      Math.sqrt(variance / (variance + tauSquared)) *
      Math.exp((tauSquared * 0.01 ** 2) / (2 * variance * (variance + tauSquared)));
    const result = compareToControl(control, arm(10_000, 300));
    expect(result.likelihoodRatio).toBeCloseTo(expected, 6);
    expect(Math.round(result.likelihoodRatio)).toBe(2967);
    expect(result).toMatchObject({ significant: true, direction: "better" });
    expect(result.lift).toBeCloseTo(0.5, 12);
    const [low, high] = result.interval!;
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(0.01);
    expect(high).toBeGreaterThan(0.01);
  });

  it("calls a variant converting much less significantly worse", () => {
    const result = compareToControl(control, arm(10_000, 110));
    expect(result).toMatchObject({ significant: true, direction: "worse" });
    expect(result.interval![1]).toBeLessThan(0);
  });

  it("gives no lift while the control has no conversion", () => {
    expect(compareToControl(arm(1500, 0), arm(1500, 30)).lift).toBeNull();
  });

  it("is significant exactly when its interval leaves out no difference", () => {
    const random = seededRandom(11);
    for (let draw = 0; draw < 500; draw++) {
      const visitors = 1000 + Math.floor(random() * 30_000);
      const a = arm(visitors, binomial(random, visitors, 0.02));
      const b = arm(visitors, binomial(random, visitors, 0.02 + random() * 0.01));
      const result = compareToControl(a, b);
      const [low, high] = result.interval!;
      expect(result.significant).toBe(low > 0 || high < 0);
    }
  });

  it("tests each of several variants at alpha divided by their number", () => {
    // A likelihood ratio of about 29: past 1 / 0.05 = 20, short of 2 / 0.05 = 40.
    const variant = arm(10_000, 268);
    const alone = compareToControl(control, variant);
    expect(alone.likelihoodRatio).toBeGreaterThan(20);
    expect(alone.likelihoodRatio).toBeLessThan(40);
    expect(alone.significant).toBe(true);
    expect(compareToControl(control, variant, { comparisons: 2 }).significant).toBe(false);

    expect(experimentVerdict([control, variant], day(10)).kind).toBe("winner");
    expect(experimentVerdict([control, variant, arm(10_000, 200)], day(10)).kind).toBe("running");
  });

  it("holds any verdict until the minimum sample", () => {
    const few = MIN_VISITORS_PER_VARIANT - 1;
    const early = compareToControl(arm(few, 10), arm(few, 90));
    expect(early).toMatchObject({ enoughData: false, significant: false, interval: null });
    // Enough visitors, too few conversions between the two arms.
    const rare = compareToControl(arm(5000, 3), arm(5000, MIN_CONVERSIONS - 4));
    expect(rare).toMatchObject({ enoughData: false, significant: false });
    expect(experimentVerdict([arm(few, 10), arm(few, 90)], day(3)).kind).toBe("collecting");
  });
});

describe("experimentVerdict", () => {
  it("keeps running on equal arms, then ends with no difference at the time limit", () => {
    const arms = [control, arm(10_000, 205)];
    expect(experimentVerdict(arms, day(29)).kind).toBe("running");
    expect(experimentVerdict(arms, day(30)).kind).toBe("no-difference");
    expect(experimentVerdict([arm(200, 4), arm(200, 5)], day(30)).kind).toBe("no-difference");
  });

  it("names the better variant with the best rate, and the control once every variant is worse", () => {
    const winner = experimentVerdict([control, arm(10_000, 300), arm(10_000, 340)], day(5));
    expect(winner).toMatchObject({ kind: "winner", variant: 2 });
    expect(winner.comparisons.map((comparison) => comparison.direction)).toEqual([
      "better",
      "better",
    ]);
    // One better and one worse: the better one wins.
    expect(experimentVerdict([control, arm(10_000, 100), arm(10_000, 320)], day(5))).toMatchObject({
      kind: "winner",
      variant: 2,
    });
    const worse = [control, arm(10_000, 100), arm(10_000, 90)];
    expect(experimentVerdict(worse, day(5)).kind).toBe("control-wins");
    expect(experimentVerdict([control, arm(10_000, 100), arm(10_000, 200)], day(5)).kind).toBe(
      "running",
    );
  });
});

describe("announcedSampleSize", () => {
  it("asks more with a lower baseline, a smaller lift or more variants", () => {
    const atTwoPercent = announcedSampleSize({ baseline: 0.02 });
    expect(atTwoPercent).toBe(19_000);
    expect(announcedSampleSize({ baseline: 0.02, variants: 3 })).toBeGreaterThan(atTwoPercent);
    expect(announcedSampleSize({ baseline: 0.02, lift: 0.2 })).toBeGreaterThan(atTwoPercent);
    expect(announcedSampleSize({ baseline: 0.005 })).toBeGreaterThan(atTwoPercent);
    expect(() => announcedSampleSize({ baseline: 0 })).toThrow();
  });
});

describe("the seeded simulation", () => {
  it("draws binomials with the right mean", () => {
    const random = seededRandom(5);
    let total = 0;
    for (let draw = 0; draw < 2000; draw++) total += binomial(random, 500, 0.02);
    // Mean 10, standard error of the mean 0.07.
    expect(total / 2000).toBeGreaterThan(9.7);
    expect(total / 2000).toBeLessThan(10.3);
  });

  it.each([
    { shares: [50, 50], seed: 1 },
    { shares: [50, 25, 25], seed: 2 },
  ])("splits 20,000 visitors within 2 points of $shares, none switching", ({ shares, seed }) => {
    const split = splitCheck({ seed, visitors: 20_000, shares, experimentId: "landing-seo" });
    expect(split.maxDeviationPoints).toBeLessThan(2);
    expect(split.switches).toBe(0);
  });

  it("finds a difference between identical arms in at most 6.4 % of runs, looked at daily", () => {
    const sampleSize = announcedSampleSize({ baseline: 0.02 });
    const aa = runTrials({
      seed: 20_261_203,
      runs: 300,
      baseline: 0.02,
      lift: 0,
      visitorsPerDay: 1000,
      sampleSize,
      shares: [50, 50],
    });
    expect(aa.fraction).toBeLessThanOrEqual(0.064);
  });

  it("finds a 30 % lift over 2 % in at least 80 % of runs at the announced size", () => {
    const sampleSize = announcedSampleSize({ baseline: 0.02 });
    const lift = runTrials({
      seed: 20_261_204,
      runs: 300,
      baseline: 0.02,
      lift: 0.3,
      visitorsPerDay: 1000,
      sampleSize,
      shares: [50, 50],
    });
    expect(lift.fraction).toBeGreaterThanOrEqual(0.8);
  });
});
