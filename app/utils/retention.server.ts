const day = 24 * 60 * 60 * 1000;

/** Visitor data is kept two years from the moment it was submitted (spec: 730 days). */
export const RETENTION_DAYS = 730;

export function retentionExpiry(submittedAt: Date) {
  return new Date(submittedAt.getTime() + RETENTION_DAYS * day);
}
