// Times and sizes as the in-process benches measure and print them.

export const round = (ms: number) => Math.round(ms * 10) / 10;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const megabytes = (bytes: number, digits = 0) =>
  `${(bytes / 1024 / 1024).toFixed(digits)} MB`;

/**
 * A step's time and its processor time: on a machine shared with other work the first grows
 * with the load, the second much less.
 */
export async function timed(step: () => unknown) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await step();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

export const both = (time: { ms: number; cpuMs: number }) =>
  `${seconds(time.ms)} (CPU ${seconds(time.cpuMs)})`;
