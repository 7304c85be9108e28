import { readSettings, writeSetting } from "~/utils/settings.server";

/** How often the server runs its daily jobs (retention, backup) by itself. */
export const DAILY_RUN_EVERY_MS = 24 * 60 * 60 * 1000;

/** When the last recorded run of the job kept under `settingKey` started, if any. */
export function lastDailyRun(settingKey: string) {
  const value = readSettings([settingKey]).get(settingKey);
  const at = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : at;
}

/**
 * Due when its last run started 24 hours ago or more, or never ran. The time lives in the
 * database, so a restart neither repeats nor skips a day's run. A last run in the future means
 * the clock was set back: it runs now rather than wait for that date.
 */
export function isDailyRunDue(settingKey: string, now: Date) {
  const last = lastDailyRun(settingKey);
  return last === null || last > now.getTime() || now.getTime() - last >= DAILY_RUN_EVERY_MS;
}

/** Records a complete run that started at `now`. */
export const recordDailyRun = (settingKey: string, now: Date, options: { withinMs: number }) =>
  writeSetting(settingKey, now.toISOString(), now, options);
