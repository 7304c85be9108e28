// The experiments' split and their sequential test, simulated with a fixed seed
// (tests/support/experiment-simulation.ts). Measured:
// - 20,000 visitors of one day placed as the site places them (visitor key, `bucketOf`,
//   `variantAt`) at 50/50 and 50/25/25, each seen again on their later page views: the largest
//   gap from the shares, and how many views fell in another variant than the visitor's first;
// - 1,000 A/A runs and 1,000 runs with a 30 % lift over a 2 % baseline, two arms, 1,000
//   visitors a day, judged after every day up to `announcedSampleSize` per variant: the false
//   positive rate (any significant comparison, either way) and the power (variant 1 winning);
//   the same with three arms (A/A at 50/25/25, the lift at 34/33/33), Bonferroni applied;
// - one visitor's assignment (visitor key, `bucketOf`, `variantAt`) over 100,000 calls.
// Targets: split within 2 points, 0 switches, false positives <= 6.4 %, power >= 80 %,
// assignment p95 < 1 ms. BENCH_RUNS scales the runs, BENCH_SEED changes the draws.
// Run with `npm run bench:experiments`.
import { visitorKey } from "../app/features/analytics/visitor-key";
import { bucketOf, variantAt } from "../app/features/experiments/assignment";
import { announcedSampleSize } from "../app/features/experiments/sequential-test";
import {
  randomSalt,
  randomVisitor,
  runTrials,
  seededRandom,
  splitCheck,
} from "../tests/support/experiment-simulation";
import { both, round, seconds, timed } from "./timing";

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const SEED = Number(process.env.BENCH_SEED ?? 20_261_203);
const SPLIT_VISITORS = 20_000;
const ASSIGNMENTS = 100_000;
const BASELINE = 0.02;
const LIFT = 0.3;
const VISITORS_PER_DAY = 1000;
const TARGET_SPLIT_POINTS = 2;
const TARGET_FALSE_POSITIVES = 0.064;
const TARGET_POWER = 0.8;
const TARGET_ASSIGNMENT_P95_MS = 1;

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)} %`;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const failures: string[] = [];
const benchStarted = performance.now();

const splits = [];
for (const [index, shares] of [
  [50, 50],
  [50, 25, 25],
].entries()) {
  let split: ReturnType<typeof splitCheck> | undefined;
  const time = await timed(() => {
    split = splitCheck({
      seed: SEED + index,
      visitors: SPLIT_VISITORS,
      shares,
      experimentId: `banco-${index}`,
    });
  });
  const { observed, maxDeviationPoints, switches } = split!;
  splits.push({
    quote: shares.join("/"),
    osservate: observed.map((share) => (share * 100).toFixed(2)).join("/"),
    "scarto max (punti)": maxDeviationPoints.toFixed(2),
    cambi: switches,
    tempo: both(time),
  });
  if (maxDeviationPoints >= TARGET_SPLIT_POINTS) {
    failures.push(`ripartizione ${shares.join("/")}: ${maxDeviationPoints.toFixed(2)} punti`);
  }
  if (switches > 0) failures.push(`ripartizione ${shares.join("/")}: ${switches} cambi`);
}
console.log(`\nRipartizione di ${SPLIT_VISITORS.toLocaleString("it-IT")} visitatori in un giorno`);
console.table(splits);

const twoArms = announcedSampleSize({ baseline: BASELINE, lift: LIFT });
const threeArms = announcedSampleSize({ baseline: BASELINE, lift: LIFT, variants: 3 });
const scenarios = [
  { name: "A/A, 2 varianti", lift: 0, shares: [50, 50], sampleSize: twoArms },
  { name: "+30 %, 2 varianti", lift: LIFT, shares: [50, 50], sampleSize: twoArms },
  { name: "A/A, 3 varianti", lift: 0, shares: [50, 25, 25], sampleSize: threeArms },
  { name: "+30 %, 3 varianti", lift: LIFT, shares: [34, 33, 33], sampleSize: threeArms },
];
const trials = [];
for (const [index, scenario] of scenarios.entries()) {
  let result: ReturnType<typeof runTrials> | undefined;
  const time = await timed(() => {
    result = runTrials({
      seed: SEED + 100 + index,
      runs: RUNS,
      baseline: BASELINE,
      lift: scenario.lift,
      visitorsPerDay: VISITORS_PER_DAY,
      sampleSize: scenario.sampleSize,
      shares: scenario.shares,
    });
  });
  const { fraction, looks, meanDaysToVerdict } = result!;
  const aa = scenario.lift === 0;
  trials.push({
    prova: scenario.name,
    quote: scenario.shares.join("/"),
    "campione annunciato": scenario.sampleSize,
    misura: aa ? "falsi positivi" : "potenza",
    valore: percent(fraction),
    obiettivo: aa ? `<= ${percent(TARGET_FALSE_POSITIVES)}` : `>= ${percent(TARGET_POWER)}`,
    "giorni al verdetto": meanDaysToVerdict === null ? "-" : meanDaysToVerdict.toFixed(1),
    sguardi: looks,
    tempo: both(time),
  });
  if (aa ? fraction > TARGET_FALSE_POSITIVES : fraction < TARGET_POWER) {
    failures.push(`${scenario.name}: ${percent(fraction)}`);
  }
}
console.log(
  `\n${RUNS} prove per riga, base ${percent(BASELINE)}, ${VISITORS_PER_DAY} visitatori al giorno, ` +
    `un verdetto chiesto ogni giorno`,
);
console.table(trials);

const random = seededRandom(SEED + 200);
const salt = randomSalt(random);
const visitors = Array.from({ length: ASSIGNMENTS }, () => randomVisitor(random));
const assignmentMs: number[] = [];
let placed = 0;
const assignmentTime = await timed(() => {
  for (const { ip, userAgent } of visitors) {
    const started = performance.now();
    const key = visitorKey(salt, "www.agenzia.example", ip, userAgent);
    placed += variantAt(bucketOf(key, "banco"), [50, 25, 25]);
    assignmentMs.push(performance.now() - started);
  }
});
const assignmentP95 = percentile(assignmentMs, 95);
console.log(`\nAssegnazione di un visitatore, ${ASSIGNMENTS.toLocaleString("it-IT")} chiamate`);
console.table({
  "p50 µs": round(percentile(assignmentMs, 50) * 1000),
  "p95 µs": round(assignmentP95 * 1000),
  "max µs": round(Math.max(...assignmentMs) * 1000),
  tempo: both(assignmentTime),
  // Keeps the loop's result alive, so nothing is optimized away.
  "varianti sommate": placed,
});
if (assignmentP95 >= TARGET_ASSIGNMENT_P95_MS) {
  failures.push(`assegnazione: p95 ${round(assignmentP95 * 1000)} µs`);
}

console.log(`Tempo totale: ${seconds(performance.now() - benchStarted)}`);
console.log(
  failures.length === 0
    ? "OK: tutti gli obiettivi raggiunti"
    : `SOTTO OBIETTIVO:\n${failures.join("\n")}`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
