import { eq, sql } from "drizzle-orm";
import { redirects } from "../../../db/schema";
import { db, otherWritersVersion, writeWhenUnlocked } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { matchKeyOf } from "~/features/redirects/redirect-paths";
import { singleton } from "~/utils/singleton.server";
import { logger } from "~/utils/logger.server";

export type RedirectAnswer = { id: number; target: string; status: 301 | 302 };

/**
 * How often a lookup asks SQLite whether another process wrote the database (another
 * instance, a replica's restore): its redirects then reach this one within a second. This
 * process's own changes reload the table at once (`reloadRedirects`, on `redirectsChanged`).
 */
const RECHECK_MS = 1_000;

/** Hits are added to the database in one write at most this often, not one write per visit. */
export const HIT_FLUSH_MS = 10_000;

type Hits = { count: number; lastAt: Date };

type Table = {
  entries: Map<string, RedirectAnswer> | null;
  version: number;
  checkedAt: number;
  loadFailed: boolean;
  pendingHits: Map<number, Hits>;
  flushTimer: ReturnType<typeof setTimeout> | null;
  flushFailed: boolean;
};

// On globalThis: the server's bundle answers from it, the Remix build's changes reload it.
const table = () =>
  singleton<Table>("redirect-table", () => ({
    entries: null,
    version: -1,
    checkedAt: 0,
    loadFailed: false,
    pendingHits: new Map(),
    flushTimer: null,
    flushFailed: false,
  }));

function load(state: Table) {
  // Read first: a write landing between the two is seen at the next check.
  const version = otherWritersVersion();
  const rows = db
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      target: redirects.target,
      status: redirects.status,
    })
    .from(redirects)
    .all();
  state.entries = new Map(
    rows.map((row) => [
      row.fromPath,
      { id: row.id, target: row.target, status: row.status === 302 ? 302 : 301 },
    ]),
  );
  state.version = version;
}

/** Reads the table again: after this process changed it. */
export function reloadRedirects() {
  load(table());
}

/**
 * The redirect a request's raw path (without its query) answers with, if an admin or a slug
 * change made one. A table that cannot be read answers nothing, said once in the log, and is
 * tried again at the next check: redirects must never take the pages down with them.
 */
export function redirectFor(rawPath: string, now = Date.now()): RedirectAnswer | null {
  const state = table();
  if (state.entries === null || now - state.checkedAt >= RECHECK_MS) {
    state.checkedAt = now;
    try {
      if (state.entries === null || otherWritersVersion() !== state.version) load(state);
      state.loadFailed = false;
    } catch (error) {
      if (!state.loadFailed)
        logger.error({ err: error }, "Reindirizzamenti non letti dal database:");
      state.loadFailed = true;
    }
  }
  if (!state.entries?.size) return null;
  const key = matchKeyOf(rawPath);
  return key === null ? null : (state.entries.get(key) ?? null);
}

/**
 * Counts a visit of redirect `id`, kept in memory until the next flush. A read-only instance
 * counts nothing: it cannot write, and the instance that writes counts its own.
 */
export function countRedirectHit(id: number, at = new Date()) {
  if (getEnv().READ_ONLY_INSTANCE === "1") return;
  const state = table();
  const hits = state.pendingHits.get(id);
  state.pendingHits.set(id, { count: (hits?.count ?? 0) + 1, lastAt: at });
  flushLater(state);
}

function flushLater(state: Table) {
  if (state.flushTimer) return;
  state.flushTimer = setTimeout(() => {
    state.flushTimer = null;
    void flushRedirectHits();
  }, HIT_FLUSH_MS);
  state.flushTimer.unref();
}

/** The visits counted here and not yet written, for the admin's list. */
export function unwrittenHits(id: number): Hits | undefined {
  return table().pendingHits.get(id);
}

/**
 * Adds the counted visits to the database in one short write. If it cannot be written (the
 * lock held past half a second, a full disk), the counts are kept for the next flush.
 */
export async function flushRedirectHits() {
  const state = table();
  const batch = state.pendingHits;
  if (batch.size === 0) return;
  state.pendingHits = new Map();
  try {
    await writeWhenUnlocked(
      () =>
        db.transaction(
          (tx) => {
            for (const [id, hits] of batch)
              tx.update(redirects)
                .set({ hits: sql`${redirects.hits} + ${hits.count}`, lastHitAt: hits.lastAt })
                .where(eq(redirects.id, id))
                .run();
          },
          { behavior: "immediate" },
        ),
      { withinMs: 500 },
    );
    state.flushFailed = false;
  } catch (error) {
    if (!state.flushFailed)
      logger.error({ err: error }, "Visite dei reindirizzamenti non salvate:");
    state.flushFailed = true;
    for (const [id, hits] of batch) {
      const newer = state.pendingHits.get(id);
      state.pendingHits.set(id, {
        count: hits.count + (newer?.count ?? 0),
        lastAt: newer?.lastAt ?? hits.lastAt,
      });
    }
    flushLater(state);
  }
}
