import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { and, desc, eq } from "drizzle-orm";
import { analyticsSalts, analyticsVisits } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { languageOfPath, type Language } from "~/utils/language";
import { romeDayOf } from "~/utils/rome-time";
import type { SeenView } from "~/features/analytics/page-view.server";
import { visitorKey } from "~/features/analytics/visitor-key";

/** A visit ends after 30 minutes without a view: the next view starts another. */
export const VISIT_GAP_MS = 30 * 60_000;

/**
 * A moment's Rome day, the day of its visitor key, remembered for its minute: the day turns on
 * a whole hour.
 */
export const dayOfView = (() => {
  let minute = -1;
  let day = "";
  return (at: number) => {
    const next = Math.floor(at / 60_000);
    if (next !== minute) {
      minute = next;
      day = romeDayOf(at);
    }
    return day;
  };
})();

/**
 * The statements of a batch, prepared once per connection: a view costs a few of them, and
 * building them anew for each would cost more than running them.
 */
function prepare(sqlite: Database.Database) {
  return {
    salt: sqlite
      .prepare<[string], Buffer>("select salt from analytics_salts where day = ?")
      .pluck(),
    dropSalts: sqlite.prepare<[string]>("delete from analytics_salts where day < ?"),
    addSalt: sqlite.prepare<[string, Buffer]>(
      "insert into analytics_salts (day, salt) values (?, ?)",
    ),
    lastVisit: sqlite.prepare<[string, string], { id: number; lastAt: number }>(
      "select id, last_at as lastAt from analytics_visits where visitor = ? and day = ? order by last_at desc limit 1",
    ),
    extendVisit: sqlite.prepare<[number, number]>(
      "update analytics_visits set last_at = max(last_at, ?), views = views + 1 where id = ?",
    ),
    startVisit: sqlite.prepare(
      `insert into analytics_visits (day, visitor, started_at, last_at, entry_path, referrer_host,
        utm_source, utm_medium, utm_campaign, utm_content, utm_term, device, browser)
       values (@day, @visitor, @at, @at, @path, @referrerHost, @source, @medium, @campaign,
        @content, @term, @device, @browser)`,
    ),
    addView: sqlite.prepare<
      [number, string, number, string, Language, string, number | null, number | null]
    >(
      "insert into page_views (visit_id, day, at, path, language, visitor, experiment_id, variant) values (?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    // Whether the visitor has already been counted in the test today: the unit is the
    // visitor-day, read from the day's views of the page under test (by the index of a
    // visit's pages) rather than kept anywhere else.
    seenInExperiment: sqlite
      .prepare<[string, string, string, number]>(
        `select 1 from analytics_visits v join page_views p on p.visit_id = v.id
         where v.day = ? and v.visitor = ? and p.path = ? and p.experiment_id = ? limit 1`,
      )
      .pluck(),
    countInExperiment: sqlite.prepare<[number, number, string, number]>(
      `insert into experiment_days (experiment_id, variant, day, visitors)
       select ?, ?, ?, 1 from experiments where id = ? and status = 'running'
       on conflict do update set visitors = visitors + 1`,
    ),
  };
}

const prepared = new WeakMap<Database.Database, ReturnType<typeof prepare>>();

function statementsOf(sqlite: Database.Database) {
  let statements = prepared.get(sqlite);
  if (!statements) prepared.set(sqlite, (statements = prepare(sqlite)));
  return statements;
}

/**
 * The salt of a Rome day, made at its first view. Salts of earlier days are deleted in the
 * same write: from then on nobody, with the database or without, can remake their keys.
 */
function saltOf(statements: ReturnType<typeof prepare>, day: string) {
  const kept = statements.salt.get(day);
  if (kept) return kept;
  const salt = randomBytes(32);
  statements.dropSalts.run(day);
  statements.addSalt.run(day, salt);
  return salt;
}

const keysOfToday = new WeakMap<Database.Database, { day: string; salt: Buffer }>();

/**
 * The visitor key of an address and user agent now, as the day's views get it: the day's salt
 * is made here if no view has made it yet. A read-only instance that finds none draws one of
 * its own for the day, so it still gives each visitor one key all day.
 */
export function visitorKeyNow(ip: string, userAgent: string, site: string, now: number) {
  const sqlite = db.$client;
  const day = dayOfView(now);
  let known = keysOfToday.get(sqlite);
  if (known?.day !== day) {
    const statements = statementsOf(sqlite);
    let salt: Buffer;
    try {
      salt = sqlite.transaction(() => saltOf(statements, day)).immediate();
    } catch {
      salt = statements.salt.get(day) ?? randomBytes(32);
    }
    keysOfToday.set(sqlite, (known = { day, salt }));
  }
  return visitorKey(known.salt, site, ip, userAgent);
}

/** Today's salt if a view has made one: a key can only match today's views. */
function todaysSalt(now: number) {
  return (
    db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, romeDayOf(now)))
      .get()?.salt ?? null
  );
}

/**
 * Visitor-days already counted in a test, remembered in memory for the views that follow (a
 * visitor's next views of the page come seconds later): only a miss asks the day's views. A
 * batch's own are remembered once it is committed; the keys die with the process, and past
 * the bound the memory starts again, the database answering.
 */
const counted = new Set<string>();

function countedInExperiment(
  statements: ReturnType<typeof prepare>,
  batch: Set<string>,
  day: string,
  visitor: string,
  path: string,
  experimentId: number,
) {
  const key = `${day}\0${experimentId}\0${visitor}`;
  if (counted.has(key) || batch.has(key)) return true;
  batch.add(key);
  return Boolean(statements.seenInExperiment.get(day, visitor, path, experimentId));
}

/**
 * Writes views in one transaction: each joins its visitor's visit when the last view was less
 * than 30 minutes before on the same day, or starts a new one with where it came from.
 */
export function writeViews(views: readonly SeenView[], site: string) {
  const sqlite = db.$client;
  const statements = statementsOf(sqlite);
  const inBatch = new Set<string>();
  sqlite
    .transaction(() => {
      const salts = new Map<string, Buffer>();
      for (const view of views) {
        const day = dayOfView(view.at);
        let salt = salts.get(day);
        if (!salt) {
          salt = saltOf(statements, day);
          salts.set(day, salt);
        }
        const visitor = visitorKey(salt, site, view.ip, view.userAgent);
        const last = statements.lastVisit.get(visitor, day);
        let visitId: number;
        if (last && view.at - last.lastAt <= VISIT_GAP_MS) {
          visitId = last.id;
          statements.extendVisit.run(view.at, last.id);
        } else {
          visitId = Number(
            statements.startVisit.run({
              day,
              visitor,
              at: view.at,
              path: view.path,
              referrerHost: view.referrerHost,
              ...view.utm,
              device: view.device,
              browser: view.browser,
            }).lastInsertRowid,
          );
        }
        const { experiment } = view;
        if (
          experiment &&
          !countedInExperiment(statements, inBatch, day, visitor, view.path, experiment.id)
        )
          statements.countInExperiment.run(experiment.id, experiment.variant, day, experiment.id);
        statements.addView.run(
          visitId,
          day,
          view.at,
          view.path,
          languageOfPath(view.path),
          visitor,
          experiment?.id ?? null,
          experiment?.variant ?? null,
        );
      }
    })
    .immediate();
  if (counted.size + inBatch.size > 50_000) counted.clear();
  for (const key of inBatch) counted.add(key);
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
