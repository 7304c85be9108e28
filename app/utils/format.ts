const euro = new Intl.NumberFormat("it-IT", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole euro the Italian way: `299 €`. */
export function formatEuro(amount: number) {
  return euro.format(amount);
}

// Dates here are calendar days; formatting in UTC keeps the server's and the browser's
// output identical whatever their time zones.
const longDate = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** An ISO calendar day (`2026-11-22`) as `22 novembre 2026`. */
export function formatDay(isoDay: string) {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * A day with its article, alone or joined to "da" or "a", as Italian running text: `il 29
 * novembre`, `dal 29`, `al 10`. Before "8" and "11", read with a leading vowel, the article
 * elides: `l'8`, `dall'8`, `all'11`.
 */
export function withDayArticle(preposition: "" | "da" | "a", day: string) {
  const elided = /^(8|11)\b/.test(day);
  if (preposition === "") return elided ? `l'${day}` : `il ${day}`;
  return elided ? `${preposition}ll'${day}` : `${preposition}l ${day}`;
}

/** Two days of the year as Italian running text: `dal 29 novembre al 10 gennaio`. */
export function dayRange(from: string, to: string) {
  return `${withDayArticle("da", from)} ${withDayArticle("a", to)}`;
}

// Moments (a publication, a sign-in) are shown as the agency's calendar has them.
const longDateInRome = new Intl.DateTimeFormat("it-IT", {
  dateStyle: "long",
  timeZone: "Europe/Rome",
});

/** A moment as its day in Italy, `22 novembre 2026`. */
export function formatDate(moment: Date) {
  return longDateInRome.format(moment);
}

// Moments the staff act on (a sync, a link's expiry) carry their time too.
const momentInRome = new Intl.DateTimeFormat("it-IT", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Rome",
});

/** A moment as the agency's clock has it: `12 marzo 2026 alle ore 10:30`. */
export function formatMoment(moment: Date) {
  return momentInRome.format(moment);
}

const HOUR = 3_600_000;
/** A span the way staff say it: `40 min`, `5 h`, `3 giorni`. */
export function formatSpan(ms: number) {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  if (ms < 48 * HOUR) return `${Math.round(ms / HOUR)} h`;
  return `${Math.round(ms / (24 * HOUR))} giorni`;
}
