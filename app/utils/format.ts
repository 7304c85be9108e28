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
 * Two days of the year as Italian running text: `dal 29 novembre al 10 gennaio`. Before
 * "8" and "11", read with a leading vowel, the article elides: `dall'8`, `all'11`.
 */
export function dayRange(from: string, to: string) {
  const withArticle = (preposition: "da" | "a", day: string) =>
    /^(8|11)\b/.test(day) ? `${preposition}ll'${day}` : `${preposition}l ${day}`;
  return `${withArticle("da", from)} ${withArticle("a", to)}`;
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
