// The retention policy's period, which the forms stamp on every submission and the retention
// job enforces.

const day = 24 * 60 * 60 * 1000;

/** Visitor data is kept two years (730 days) from the moment it was submitted. */
export const RETENTION_DAYS = 730;

export function retentionExpiry(submittedAt: Date) {
  return new Date(submittedAt.getTime() + RETENTION_DAYS * day);
}
