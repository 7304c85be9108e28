/**
 * Wall-clock times in Italy (Europe/Rome), as staff type them in a `datetime-local` field,
 * turned into moments and back with the platform's time zone data.
 */

const TIME_ZONE = "Europe/Rome";
const HOUR_MS = 3_600_000;

const romeParts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall clock in Rome at `moment`, read as if it were UTC: comparable with `Date.UTC`. */
function romeWallClock(moment: number) {
  const parts = Object.fromEntries(
    romeParts.formatToParts(new Date(moment)).map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export type RomeTime =
  | { kind: "moment"; moment: Date }
  | { kind: "invalid" }
  /** Skipped by the spring change: the clocks go from 02:00 to 03:00. */
  | { kind: "nonexistent" };

/**
 * A `datetime-local` value (`2026-11-27T10:00`, seconds optional) as a moment in Rome. A time
 * that occurs twice (the autumn change repeats 02:00 to 03:00) is its first occurrence, still
 * in summer time; one the spring change skips does not exist.
 */
export function romeTimeToMoment(value: string): RomeTime {
  const match = wallClockPattern.exec(value);
  if (!match) return { kind: "invalid" };
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? "0")) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  // Date.UTC rolls 31 February over into March, 24:00 into the next day: neither is valid.
  if (
    back.getUTCDate() !== day ||
    back.getUTCMonth() !== month - 1 ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return { kind: "invalid" };
  // Rome is one hour ahead of UTC in winter and two in summer: the moment is one of these,
  // and the earlier that reads back as the same wall clock is the first occurrence.
  const found = [2, 1]
    .map((hours) => wall - hours * HOUR_MS)
    .find((moment) => romeWallClock(moment) === wall);
  return found === undefined
    ? { kind: "nonexistent" }
    : { kind: "moment", moment: new Date(found) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as a `datetime-local` value in Rome: seconds only when it has some. */
export function momentToRomeTime(moment: Date) {
  const wall = new Date(romeWallClock(moment.getTime()));
  const base =
    `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  return wall.getUTCSeconds() === 0 ? base : `${base}:${pad(wall.getUTCSeconds())}`;
}

/** 09:00 in Rome on a calendar day (`2026-12-01`): when a day alone is scheduled. */
export function romeMorningOf(isoDay: string) {
  const time = romeTimeToMoment(`${isoDay}T09:00`);
  return time.kind === "moment" ? time.moment : null;
}

/** The calendar day in Rome at `moment`, as `2026-11-27`. */
export function romeDayOf(moment: number | Date) {
  return new Date(romeWallClock(typeof moment === "number" ? moment : moment.getTime()))
    .toISOString()
    .slice(0, 10);
}

/** The first moment of a calendar day in Rome: midnight is never skipped by a clock change. */
export function romeMidnightOf(isoDay: string) {
  const time = romeTimeToMoment(`${isoDay}T00:00`);
  if (time.kind !== "moment") throw new Error(`Giorno non valido: ${isoDay}`);
  return time.moment;
}

/** The calendar day `days` after (or before, when negative) `isoDay`. */
export function shiftDay(isoDay: string, days: number) {
  const moment = new Date(`${isoDay}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/**
 * A moment as Rome's wall clock with its offset, `2026-03-29T09:30:00+02:00`: what
 * structured data and calendars read as both the local time and the instant.
 */
export function romeIsoWithOffset(moment: Date) {
  const wall = romeWallClock(moment.getTime());
  const offsetMinutes = Math.round((wall - moment.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const iso = new Date(wall).toISOString().slice(0, 19);
  return `${iso}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a calendar day as `<input type=date>` sends it. */
export function isDay(value: string) {
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, date));
  // 31 February rolls over into March, and years below 100 are read as 19xx: neither is the day typed.
  return (
    moment.getUTCFullYear() === year &&
    moment.getUTCMonth() === month - 1 &&
    moment.getUTCDate() === date
  );
}
