import { createHash } from "node:crypto";

/**
 * The visitor key: a hash of the day's secret salt, the site, the address and the user agent
 * (the method Plausible documents). The same person is one key all day and a new, unrelated
 * key the next day, once the old salt is gone. Apart from the store, so the A/B tests'
 * simulation computes the same keys without a database.
 */
export function visitorKey(salt: Buffer, site: string, ip: string, userAgent: string) {
  return createHash("sha256")
    .update(salt)
    .update(`\0${site}\0${ip}\0${userAgent}`)
    .digest("hex")
    .slice(0, 32);
}
