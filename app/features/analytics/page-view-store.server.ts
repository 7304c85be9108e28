import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { analyticsSalts, analyticsVisits, pageViews } from "../../../db/schema";
import { db, insertedRow, type DbOrTx } from "~/utils/db.server";
import { romeDayOf } from "~/utils/rome-time";
import type { SeenView } from "~/features/analytics/page-view.server";

/** A visit ends after 30 minutes without a view: the next view starts another. */
export const VISIT_GAP_MS = 30 * 60_000;

/**
 * The visitor key: a hash of the day's secret salt, the site, the address and the user agent
 * (the method Plausible documents). The same person is one key all day and a new, unrelated
 * key the next day, once the old salt is gone.
 */
export function visitorKey(salt: Buffer, site: string, ip: string, userAgent: string) {
  return createHash("sha256")
    .update(salt)
    .update(`\0${site}\0${ip}\0${userAgent}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * The salt of a Rome day, made at its first view. Salts of earlier days are deleted in the
 * same write: from then on nobody, with the database or without, can remake their keys.
 */
function saltOf(tx: DbOrTx, day: string) {
  const kept = tx.select().from(analyticsSalts).where(eq(analyticsSalts.day, day)).get();
  if (kept) return kept.salt;
  const salt = randomBytes(32);
  tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day)).run();
  tx.insert(analyticsSalts).values({ day, salt }).run();
  return salt;
}

/** Today's salt if a view has made one: a key can only match today's views. */
export function todaysSalt(now: number) {
  return (
    db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, romeDayOf(now)))
      .get()?.salt ?? null
  );
}

/**
 * Writes views in one transaction: each joins its visitor's visit when the last view was less
 * than 30 minutes before on the same day, or starts a new one with where it came from.
 */
export function writeViews(views: readonly SeenView[], site: string) {
  db.transaction(
    (tx) => {
      const salts = new Map<string, Buffer>();
      for (const view of views) {
        const day = romeDayOf(view.at);
        let salt = salts.get(day);
        if (!salt) {
          salt = saltOf(tx, day);
          salts.set(day, salt);
        }
        const visitor = visitorKey(salt, site, view.ip, view.userAgent);
        const last = tx
          .select({ id: analyticsVisits.id, lastAt: analyticsVisits.lastAt })
          .from(analyticsVisits)
          .where(and(eq(analyticsVisits.visitor, visitor), eq(analyticsVisits.day, day)))
          .orderBy(desc(analyticsVisits.lastAt))
          .limit(1)
          .get();
        let visitId: number;
        if (last && view.at - last.lastAt.getTime() <= VISIT_GAP_MS) {
          visitId = last.id;
          tx.update(analyticsVisits)
            .set({
              lastAt: new Date(Math.max(view.at, last.lastAt.getTime())),
              views: sql`${analyticsVisits.views} + 1`,
            })
            .where(eq(analyticsVisits.id, last.id))
            .run();
        } else {
          visitId = insertedRow(
            tx
              .insert(analyticsVisits)
              .values({
                day,
                visitor,
                startedAt: new Date(view.at),
                lastAt: new Date(view.at),
                entryPath: view.path,
                referrerHost: view.referrerHost,
                utmSource: view.utm.source,
                utmMedium: view.utm.medium,
                utmCampaign: view.utm.campaign,
                utmContent: view.utm.content,
                utmTerm: view.utm.term,
                device: view.device,
                browser: view.browser,
              })
              .returning({ id: analyticsVisits.id })
              .all(),
          ).id;
        }
        tx.insert(pageViews)
          .values({ visitId, day, at: new Date(view.at), path: view.path, visitor })
          .run();
      }
    },
    { behavior: "immediate" },
  );
}

export type VisitSource = {
  entryPath: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/**
 * Where today's latest visit of this address and user agent came from, for a lead sent now;
 * null when it made no counted view today (a person who asked not to be tracked included).
 */
export function latestVisitOf(
  ip: string,
  userAgent: string,
  site: string,
  now: number,
): VisitSource | null {
  const salt = todaysSalt(now);
  if (!salt) return null;
  return (
    db
      .select({
        entryPath: analyticsVisits.entryPath,
        referrerHost: analyticsVisits.referrerHost,
        utmSource: analyticsVisits.utmSource,
        utmMedium: analyticsVisits.utmMedium,
        utmCampaign: analyticsVisits.utmCampaign,
      })
      .from(analyticsVisits)
      .where(
        and(
          eq(analyticsVisits.visitor, visitorKey(salt, site, ip, userAgent)),
          eq(analyticsVisits.day, romeDayOf(now)),
        ),
      )
      .orderBy(desc(analyticsVisits.lastAt))
      .limit(1)
      .get() ?? null
  );
}
