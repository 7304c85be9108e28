import { retentionBadges, statusBadges } from "~/features/visitor-data/content/admin-security";

/** How a badge looks: each tone is a theme colour that reaches AA contrast on the page's background. */
export type BadgeTone = "neutral" | "success" | "warning" | "danger";
export type Badge = { label: string; tone: BadgeTone };

const day = 24 * 60 * 60 * 1000;

/** Below this many days the retention badge counts days and turns to a warning. */
export const RETENTION_WARNING_DAYS = 30;

type Moment = Date | number | null;
const ms = (moment: Date | number) => (typeof moment === "number" ? moment : moment.getTime());

/** A contact's status: Anonimizzato, else Processato, else In attesa. */
export function statusBadge(contact: { processedAt: Moment; anonymizedAt: Moment }): Badge {
  if (contact.anonymizedAt !== null) return { label: statusBadges.anonymized, tone: "neutral" };
  if (contact.processedAt !== null) return { label: statusBadges.processed, tone: "success" };
  return { label: statusBadges.pending, tone: "warning" };
}

/**
 * How long the row is still kept. A started day counts as a whole one, so a row never shows
 * "0 giorni" while it still exists. Between 30 days and a year a count in years (days / 365,
 * floored) would say "0 anni": months say it instead.
 */
export function retentionBadge(expiresAt: Date | number, now: Date | number): Badge {
  const left = ms(expiresAt) - ms(now);
  if (left <= 0) return { label: retentionBadges.expired, tone: "danger" };
  const days = Math.ceil(left / day);
  if (days < RETENTION_WARNING_DAYS) return { label: retentionBadges.days(days), tone: "warning" };
  if (days < 365) return { label: retentionBadges.months(Math.floor(days / 30)), tone: "neutral" };
  return { label: retentionBadges.years(Math.floor(days / 365)), tone: "neutral" };
}

/** Whether 'Segna processato' is offered: only for a contact neither processed nor anonymized. */
export const canMarkProcessed = (contact: { processedAt: Moment; anonymizedAt: Moment }) =>
  contact.processedAt === null && contact.anonymizedAt === null;
