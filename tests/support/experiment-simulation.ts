// Experiments simulated with a seeded generator, for the unit test (small) and the bench (full):
// how visitors split between variants, and how often the sequential test reaches a verdict
// when staff look at it every day.
import { visitorKey } from "~/features/analytics/visitor-key";
import { bucketOf, variantAt } from "~/features/experiments/assignment";
import {
  type ArmTally,
  compareToControl,
  experimentVerdict,
} from "~/features/experiments/sequential-test";

/** Mulberry32: small, fast and good enough for tens of millions of draws a run. */
export function seededRandom(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A binomial draw, exact: the successes among `trials` counted by the geometric gaps between
 * them, so it costs about trials × p draws (a handful for a day's conversions at 2 %). Past
 * p = 0.5 it counts the failures instead.
 */
export function binomial(random: () => number, trials: number, p: number): number {
  if (p <= 0 || trials <= 0) return 0;
  if (p >= 1) return trials;
  if (p > 0.5) return trials - binomial(random, trials, 1 - p);
  const logFailure = Math.log1p(-p);
  let successes = 0;
  let position = 0;
  for (;;) {
    // 1 − random() is in (0, 1]: the logarithm stays finite.
    position += Math.floor(Math.log(1 - random()) / logFailure) + 1;
    if (position > trials) return successes;
    successes += 1;
  }
}

/** The counts of `total` spread over the shares: one binomial after another (a multinomial). */
export function multinomial(random: () => number, total: number, shares: readonly number[]) {
  let left = total;
  let shareLeft = shares.reduce((sum, share) => sum + share, 0);
  return shares.map((share) => {
    const count = shareLeft > 0 ? binomial(random, left, share / shareLeft) : 0;
    left -= count;
    shareLeft -= share;
    return count;
  });
}

const SITE = "www.agenzia.example";
const BROWSERS = [
  (v: number) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`,
  (v: number) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${v % 8} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${v % 8} Mobile/15E148 Safari/604.1`,
  (v: number) =>
    `Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:${v}.0) Gecko/20100101 Firefox/${v}.0`,
  (v: number) =>
    `Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Mobile Safari/537.36`,
];

export function randomSalt(random: () => number) {
  const salt = Buffer.alloc(32);
  for (let offset = 0; offset < 32; offset += 4) {
    salt.writeUInt32BE(Math.floor(random() * 0x1_0000_0000), offset);
  }
  return salt;
}

export function randomVisitor(random: () => number) {
  const octet = () => Math.floor(random() * 256);
  const ip = `${1 + Math.floor(random() * 223)}.${octet()}.${octet()}.${octet()}`;
  const browser = BROWSERS[Math.floor(random() * BROWSERS.length)]!;
  return { ip, userAgent: browser(100 + Math.floor(random() * 40)) };
}

/**
 * `visitors` random people on one day, each seen two to four times (their further page views
 * that day), placed as the site places them: the visitor key, `bucketOf`, `variantAt`.
 * Returns each variant's observed share, the largest gap from its share in percentage points,
 * and how many later views fell in another variant than the first (switches).
 */
export function splitCheck({
  seed,
  visitors,
  shares,
  experimentId,
}: {
  seed: number;
  visitors: number;
  shares: readonly number[];
  experimentId: string;
}) {
  const random = seededRandom(seed);
  const salt = randomSalt(random);
  const total = shares.reduce((sum, share) => sum + share, 0);
  const counts = shares.map(() => 0);
  let switches = 0;
  for (let person = 0; person < visitors; person++) {
    const { ip, userAgent } = randomVisitor(random);
    const place = (key: string) => variantAt(bucketOf(key, experimentId), shares);
    const first = place(visitorKey(salt, SITE, ip, userAgent));
    counts[first]! += 1;
    const views = 1 + Math.floor(random() * 3);
    for (let view = 0; view < views; view++) {
      if (place(visitorKey(salt, SITE, ip, userAgent)) !== first) switches += 1;
    }
  }
  const observed = counts.map((count) => count / visitors);
  const maxDeviationPoints = Math.max(
    ...observed.map((share, index) => Math.abs(share - shares[index]! / total) * 100),
  );
  return { observed, maxDeviationPoints, switches };
}

const DAY_MS = 86_400_000;

/**
 * `runs` experiments, each fed day by day (`visitorsPerDay` split by `shares`, conversions
 * binomial at `baseline`, variant 1's at `baseline × (1 + lift)`, the others' at the
 * baseline) and judged after every day, until each variant has `sampleSize` visitors. The
 * test ends at the day that brings the last variant to the size, so the last look says
 * "no-difference" if nothing was found. Counted as found: with a lift, a run whose first
 * verdict is variant 1 winning; without one (A/A), a run in which any comparison was ever
 * significant, either way: a false positive.
 */
export function runTrials({
  seed,
  runs,
  baseline,
  lift,
  visitorsPerDay,
  sampleSize,
  shares,
}: {
  seed: number;
  runs: number;
  baseline: number;
  lift: number;
  visitorsPerDay: number;
  sampleSize: number;
  shares: readonly number[];
}) {
  const random = seededRandom(seed);
  const rates = shares.map((_, index) => (index === 1 ? baseline * (1 + lift) : baseline));
  let found = 0;
  let looks = 0;
  let daysToVerdict = 0;

  for (let run = 0; run < runs; run++) {
    const arms: ArmTally[] = shares.map(() => ({ visitors: 0, conversions: 0 }));
    for (let day = 1; ; day++) {
      const arrivals = multinomial(random, visitorsPerDay, shares);
      for (const [index, arm] of arms.entries()) {
        arm.visitors += arrivals[index]!;
        arm.conversions += binomial(random, arrivals[index]!, rates[index]!);
      }
      looks += 1;
      const reached = arms.every((arm) => arm.visitors >= sampleSize);
      if (lift === 0) {
        const anySignificant = arms
          .slice(1)
          .some(
            (variant) =>
              compareToControl(arms[0]!, variant, { comparisons: arms.length - 1 }).significant,
          );
        if (anySignificant) {
          found += 1;
          daysToVerdict += day;
          break;
        }
      } else {
        // Staff end a test once the announced size is in: its time limit falls on that day.
        const verdict = experimentVerdict(arms, {
          startedAt: 0,
          now: day * DAY_MS,
          maxDays: reached ? day : Infinity,
        });
        if (verdict.kind === "winner" || verdict.kind === "control-wins") {
          if (verdict.kind === "winner" && verdict.variant === 1) {
            found += 1;
            daysToVerdict += day;
          }
          break;
        }
      }
      if (reached) break;
    }
  }
  return {
    fraction: found / runs,
    runs,
    found,
    looks,
    meanDaysToVerdict: found > 0 ? daysToVerdict / found : null,
  };
}
