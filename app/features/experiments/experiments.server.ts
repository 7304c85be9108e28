import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { experiments, pages } from "../../../db/schema";
import { recordActivity, type StaffAction, type StaffActor } from "~/utils/activity.server";
import { db, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { singleton } from "~/utils/singleton.server";
import type { ExperimentGoal, ExperimentStatus, Variant } from "~/features/experiments/variants";

/** A test as the staff pages and the public page read it. */
export type Experiment = Omit<typeof experiments.$inferSelect, "variants"> & {
  variants: Variant[];
  pagePath: string;
  pageTitle: string;
};

const columns = {
  id: experiments.id,
  name: experiments.name,
  pageId: experiments.pageId,
  goal: experiments.goal,
  variants: experiments.variants,
  maxDays: experiments.maxDays,
  status: experiments.status,
  startedAt: experiments.startedAt,
  endedAt: experiments.endedAt,
  endReason: experiments.endReason,
  winner: experiments.winner,
  promotedAt: experiments.promotedAt,
  createdBy: experiments.createdBy,
  createdAt: experiments.createdAt,
  version: experiments.version,
  slug: pages.slug,
  pageTitle: pages.title,
};

type Row = NonNullable<ReturnType<ReturnType<typeof selected>["get"]>>;

const experimentOf = ({ slug, variants, ...row }: Row): Experiment => ({
  ...row,
  variants: JSON.parse(variants) as Variant[],
  pagePath: `/${slug}`,
});

const selected = (tx: DbOrTx = db) =>
  tx.select(columns).from(experiments).innerJoin(pages, eq(pages.id, experiments.pageId));

export function experimentList(): Experiment[] {
  return selected()
    .orderBy(desc(experiments.createdAt), desc(experiments.id))
    .all()
    .map(experimentOf);
}

export function experimentById(id: number, tx: DbOrTx = db): Experiment | null {
  const row = selected(tx).where(eq(experiments.id, id)).get();
  return row ? experimentOf(row) : null;
}

/** A running test in memory: what a request needs to pick its variant. */
export type LiveExperiment = { id: number; pageId: string; variants: Variant[]; shares: number[] };

/**
 * The running tests by their page's address, read again at most every second and at once
 * after this process changes one: every public request asks, and a second's delay for another
 * process's change is a second of one more view of the old page. Kept on `globalThis`: the
 * server's bundle and Remix's each carry this module.
 */
const live = () =>
  singleton("experiments-live", () => ({
    read: null as { at: number; byPath: Map<string, LiveExperiment> } | null,
  }));

function readLive(): Map<string, LiveExperiment> {
  const rows = db
    .select({
      id: experiments.id,
      pageId: experiments.pageId,
      variants: experiments.variants,
      slug: pages.slug,
    })
    .from(experiments)
    .innerJoin(pages, eq(pages.id, experiments.pageId))
    .where(and(eq(experiments.status, "running"), eq(pages.status, "published")))
    .all();
  return new Map(
    rows.map((row) => {
      const variants = JSON.parse(row.variants) as Variant[];
      return [
        `/${row.slug}`,
        { id: row.id, pageId: row.pageId, variants, shares: variants.map((v) => v.share) },
      ];
    }),
  );
}

export function liveExperimentAt(path: string, now = Date.now()): LiveExperiment | null {
  const kept = live();
  if (!kept.read || now - kept.read.at > 1_000) kept.read = { at: now, byPath: readLive() };
  return kept.read.byPath.get(path) ?? null;
}

/** Every running test: the job that ends them reads them from the database, not the memory. */
export const runningExperimentIds = () =>
  db
    .select({ id: experiments.id })
    .from(experiments)
    .where(eq(experiments.status, "running"))
    .all()
    .map((row) => row.id);

/** The pages a test may run on: published landing pages, by title. */
export function landingPageChoices() {
  return db
    .select({ value: pages.id, label: pages.title, slug: pages.slug })
    .from(pages)
    .where(
      and(eq(pages.type, "landing-page"), eq(pages.status, "published"), eq(pages.language, "it")),
    )
    .orderBy(pages.title)
    .all()
    .map(({ value, label, slug }) => ({ value, label: `${label} (/${slug})` }));
}

// A write that reads first takes the lock first: no other write slips in between.
const immediate = { behavior: "immediate" } as const;

export type Draft = {
  name: string;
  pageId: string;
  goal: ExperimentGoal;
  maxDays: number;
  variants: Variant[];
};

type Change =
  | { outcome: "saved"; id: number }
  | { outcome: "stale" }
  | { outcome: "not-editable" }
  | { outcome: "page-busy" }
  | { outcome: "unknown-page" };

function pageChanged(tx: DbOrTx, pageId: string) {
  const page = tx
    .select({ id: pages.id, type: pages.type, slug: pages.slug, language: pages.language })
    .from(pages)
    .where(eq(pages.id, pageId))
    .get();
  return page ?? null;
}

function isLandingPage(tx: DbOrTx, pageId: string) {
  return Boolean(
    tx
      .select({ id: pages.id })
      .from(pages)
      .where(
        and(eq(pages.id, pageId), eq(pages.type, "landing-page"), eq(pages.status, "published")),
      )
      .get(),
  );
}

/**
 * Saves a draft, new (`id` null) or over the version its form was opened on. Only a draft
 * changes: a test once started keeps the variants its visitors saw. Callers wait out a lock
 * (`staffWrite`).
 */
export function saveExperimentDraft(
  actor: StaffActor,
  id: number | null,
  version: number,
  draft: Draft,
  now = new Date(),
): Change {
  return db.transaction((tx): Change => {
    if (!isLandingPage(tx, draft.pageId)) return { outcome: "unknown-page" };
    const values = {
      name: draft.name,
      pageId: draft.pageId,
      goal: draft.goal,
      maxDays: draft.maxDays,
      variants: JSON.stringify(draft.variants),
    };
    let savedId: number;
    if (id === null) {
      const [row] = tx
        .insert(experiments)
        .values({ ...values, createdBy: actor.id, createdAt: now })
        .returning({ id: experiments.id })
        .all();
      savedId = row!.id;
    } else {
      const before = experimentById(id, tx);
      if (!before || before.version !== version) return { outcome: "stale" };
      if (before.status !== "draft") return { outcome: "not-editable" };
      tx.update(experiments)
        .set({ ...values, version: sql`${experiments.version} + 1` })
        .where(eq(experiments.id, id))
        .run();
      savedId = id;
    }
    recordActivity(tx, { action: "experiment-saved", actor, subject: draft.name }, now);
    return { outcome: "saved", id: savedId };
  }, immediate);
}

export type Transition = "start" | "pause" | "resume" | "stop";

const transitions: Record<
  Transition,
  { from: readonly ExperimentStatus[]; to: ExperimentStatus; action: StaffAction }
> = {
  start: { from: ["draft"], to: "running", action: "experiment-started" },
  pause: { from: ["running"], to: "paused", action: "experiment-paused" },
  resume: { from: ["paused"], to: "running", action: "experiment-started" },
  stop: { from: ["running", "paused"], to: "stopped", action: "experiment-stopped" },
};

/**
 * Moves a test on: start, pause, resume, stop (by staff, or by the job with its reason and
 * winner). Its page is forgotten by every cache once committed: it becomes private while under
 * test, shared again after.
 */
export function moveExperiment(
  actor: StaffActor | null,
  id: number,
  version: number | null,
  transition: Transition,
  end: { reason: "staff" | "winner" | "control" | "time-limit"; winner?: number | null } = {
    reason: "staff",
  },
  now = new Date(),
): Change {
  const rule = transitions[transition];
  type Moved =
    | Exclude<Change, { outcome: "saved" }>
    | {
        outcome: "saved";
        page: ReturnType<typeof pageChanged>;
      };
  const result = db.transaction((tx): Moved => {
    const before = experimentById(id, tx);
    if (!before || (version !== null && before.version !== version)) return { outcome: "stale" };
    if (!rule.from.includes(before.status)) return { outcome: "stale" };
    if (transition === "start" && !isLandingPage(tx, before.pageId))
      return { outcome: "unknown-page" };
    if (rule.to === "running") {
      const busy = tx
        .select({ id: experiments.id })
        .from(experiments)
        .where(
          and(
            eq(experiments.pageId, before.pageId),
            inArray(experiments.status, ["running", "paused"]),
            sql`${experiments.id} <> ${id}`,
          ),
        )
        .get();
      if (busy) return { outcome: "page-busy" };
    }
    tx.update(experiments)
      .set({
        status: rule.to,
        version: sql`${experiments.version} + 1`,
        ...(transition === "start" ? { startedAt: now } : {}),
        ...(transition === "stop"
          ? { endedAt: now, endReason: end.reason, winner: end.winner ?? null }
          : {}),
      })
      .where(eq(experiments.id, id))
      .run();
    recordActivity(tx, { action: rule.action, actor, subject: before.name }, now);
    return { outcome: "saved", page: pageChanged(tx, before.pageId) };
  }, immediate);
  if (result.outcome !== "saved") return result;
  live().read = null;
  if (result.page) emitDomainEvent("pageChanged", result.page);
  return { outcome: "saved", id };
}
