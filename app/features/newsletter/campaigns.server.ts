import { and, asc, desc, eq, gt, inArray, lte, max, ne, sql } from "drizzle-orm";
import {
  articles,
  newsletterCampaigns,
  newsletterLinks,
  newsletterRecipients,
} from "../../../db/schema";
import { slugify, uniqueSlug } from "~/features/articles/slug";
import { recordActivity, type StaffAction, type StaffActor } from "~/utils/activity.server";
import { db, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { localizedPath, type Language } from "~/utils/language";
import { absoluteUrl } from "~/utils/seo";

/**
 * The campaigns as staff keep them: drafts written and saved over the version they were read
 * at, scheduled and unscheduled, deleted while drafts; and what the staff pages read of them.
 * Queueing and sending are the delivery's (`campaign-sending.server.ts`).
 */

export type Campaign = typeof newsletterCampaigns.$inferSelect;

/** What staff write: `countClicks` undefined keeps the stored choice (only admins make it). */
export type CampaignDraft = {
  subject: string;
  preheader: string;
  body: string;
  /** The language it is written in; undefined keeps the stored one (a new draft: Italian). */
  language?: Language;
  webVersion: boolean;
  countClicks?: boolean;
};

export type CampaignChange =
  { outcome: "saved"; id: number } | { outcome: "stale" } | { outcome: "not-editable" };

// A write that reads first takes the lock first: no other write slips in between.
const immediate = { behavior: "immediate" } as const;

const SLUG_MAX_LENGTH = 80;

export function campaignById(id: number, tx: DbOrTx = db): Campaign | null {
  return tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).get() ?? null;
}

/** The list's columns: never the body or its rendering, which may be long. */
const listed = {
  id: newsletterCampaigns.id,
  slug: newsletterCampaigns.slug,
  subject: newsletterCampaigns.subject,
  status: newsletterCampaigns.status,
  webVersion: newsletterCampaigns.webVersion,
  countClicks: newsletterCampaigns.countClicks,
  scheduledAt: newsletterCampaigns.scheduledAt,
  sentAt: newsletterCampaigns.sentAt,
  queuedAt: newsletterCampaigns.queuedAt,
  recipients: newsletterCampaigns.recipients,
  delivered: newsletterCampaigns.delivered,
  bounced: newsletterCampaigns.bounced,
  complained: newsletterCampaigns.complained,
  unsubscribed: newsletterCampaigns.unsubscribed,
  createdAt: newsletterCampaigns.createdAt,
};

/** Recipients already handed over, per campaign being sent. */
function handedOf(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = tx
    .select({
      campaignId: newsletterRecipients.campaignId,
      handed: sql<number>`count(*)`,
    })
    .from(newsletterRecipients)
    .where(
      and(inArray(newsletterRecipients.campaignId, ids), ne(newsletterRecipients.status, "queued")),
    )
    .groupBy(newsletterRecipients.campaignId)
    .all();
  return new Map(rows.map((row) => [row.campaignId, row.handed]));
}

/**
 * Every campaign, newest first, with its figures, its links' clicks and, while it is sent,
 * how many recipients were handed to the provider so far.
 */
export function campaignList(tx: DbOrTx = db) {
  const rows = tx
    .select(listed)
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
    .all();
  const handed = handedOf(
    tx,
    rows.filter((row) => row.status === "sending").map((row) => row.id),
  );
  const clicks = new Map(
    tx
      .select({
        campaignId: newsletterLinks.campaignId,
        clicks: sql<number>`sum(${newsletterLinks.clicks})`,
        links: sql<number>`count(*)`,
      })
      .from(newsletterLinks)
      .groupBy(newsletterLinks.campaignId)
      .all()
      .map((row) => [row.campaignId, row]),
  );
  return rows.map((row) => ({
    ...row,
    handed: handed.get(row.id) ?? 0,
    clicks: clicks.get(row.id)?.clicks ?? 0,
    links: clicks.get(row.id)?.links ?? 0,
  }));
}

/** How many of a campaign's recipients have been handed to the provider so far. */
export const handedCount = (id: number, tx: DbOrTx = db) => handedOf(tx, [id]).get(id) ?? 0;

/** A counting campaign's links, in their order in the e-mail, with their clicks. */
export function campaignLinks(id: number, tx: DbOrTx = db) {
  return tx
    .select({ n: newsletterLinks.n, url: newsletterLinks.url, clicks: newsletterLinks.clicks })
    .from(newsletterLinks)
    .where(eq(newsletterLinks.campaignId, id))
    .orderBy(asc(newsletterLinks.n))
    .all();
}

/** Millisecond versions: a save in the same millisecond as the one before still moves it on. */
const nextVersion = (before: Date, now: Date) =>
  new Date(Math.max(now.getTime(), before.getTime() + 1));

const record = (tx: DbOrTx, action: StaffAction, actor: StaffActor, subject: string, now: Date) =>
  recordActivity(tx, { action, actor, subject }, now);

/**
 * A new draft. Its address (the web version's, once sent) comes from the subject now and
 * stays: a campaign's page keeps the address its e-mail linked to.
 */
export function createCampaign(actor: StaffActor, draft: CampaignDraft, now = new Date()) {
  return db.transaction((tx): CampaignChange => {
    const taken = (slug: string) =>
      Boolean(
        tx
          .select({ id: newsletterCampaigns.id })
          .from(newsletterCampaigns)
          .where(eq(newsletterCampaigns.slug, slug))
          .get(),
      );
    const slug = uniqueSlug(slugify(draft.subject) || "campagna", taken, SLUG_MAX_LENGTH);
    const [row] = tx
      .insert(newsletterCampaigns)
      .values({
        slug,
        subject: draft.subject,
        preheader: draft.preheader,
        body: draft.body,
        language: draft.language ?? "it",
        webVersion: draft.webVersion,
        countClicks: draft.countClicks ?? false,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: newsletterCampaigns.id })
      .all();
    record(tx, "campaign-created", actor, draft.subject, now);
    return { outcome: "saved", id: row!.id };
  }, immediate);
}

/**
 * Runs `change` on the campaign `id` if it is still at `version` (its `updated_at` when the
 * form was read) and in `status`: a campaign scheduled, sent or changed meanwhile is left as
 * it is.
 */
function changeAt(
  id: number,
  version: number,
  status: Campaign["status"],
  change: (tx: DbOrTx, before: Campaign) => void,
): CampaignChange {
  return db.transaction((tx): CampaignChange => {
    const before = campaignById(id, tx);
    if (!before) return { outcome: "stale" };
    if (before.status !== status) return { outcome: "not-editable" };
    if (before.updatedAt.getTime() !== version) return { outcome: "stale" };
    change(tx, before);
    return { outcome: "saved", id };
  }, immediate);
}

/** Saves a draft over the version its form was opened on. Only a draft changes. */
export function saveCampaignDraft(
  actor: StaffActor,
  id: number,
  version: number,
  draft: CampaignDraft,
  now = new Date(),
): CampaignChange {
  return changeAt(id, version, "draft", (tx, before) => {
    tx.update(newsletterCampaigns)
      .set({
        subject: draft.subject,
        preheader: draft.preheader,
        body: draft.body,
        ...(draft.language === undefined ? {} : { language: draft.language }),
        webVersion: draft.webVersion,
        ...(draft.countClicks === undefined ? {} : { countClicks: draft.countClicks }),
        updatedAt: nextVersion(before.updatedAt, now),
      })
      .where(eq(newsletterCampaigns.id, id))
      .run();
    record(tx, "campaign-saved", actor, draft.subject, now);
  });
}

/** Deletes a draft: what was scheduled or sent stays, with its figures. */
export function deleteCampaignDraft(actor: StaffActor, id: number, version: number) {
  const now = new Date();
  return changeAt(id, version, "draft", (tx, before) => {
    tx.delete(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).run();
    record(tx, "campaign-deleted", actor, before.subject, now);
  });
}

/** A draft to leave at `at`: the jobs' lease queues it when the time comes. */
export function scheduleCampaign(
  actor: StaffActor,
  id: number,
  version: number,
  at: Date,
  now = new Date(),
): CampaignChange {
  return changeAt(id, version, "draft", (tx, before) => {
    tx.update(newsletterCampaigns)
      .set({ status: "scheduled", scheduledAt: at, updatedAt: nextVersion(before.updatedAt, now) })
      .where(eq(newsletterCampaigns.id, id))
      .run();
    record(tx, "campaign-scheduled", actor, before.subject, now);
  });
}

/** A scheduled campaign back to a draft, if its time has not come and gone already. */
export function unscheduleCampaign(
  actor: StaffActor,
  id: number,
  version: number,
  now = new Date(),
): CampaignChange {
  return changeAt(id, version, "scheduled", (tx, before) => {
    tx.update(newsletterCampaigns)
      .set({ status: "draft", scheduledAt: null, updatedAt: nextVersion(before.updatedAt, now) })
      .where(eq(newsletterCampaigns.id, id))
      .run();
    record(tx, "campaign-unscheduled", actor, before.subject, now);
  });
}

/** An action on a campaign that the delivery carried out (a send, a test), in the log. */
export function recordCampaignActivity(
  actor: StaffActor,
  action: Extract<StaffAction, "campaign-sent" | "campaign-test-sent">,
  subject: string,
  now = new Date(),
) {
  db.transaction((tx) => record(tx, action, actor, subject, now), immediate);
}

const DIGEST_DAYS = 30;
const DAY_MS = 86_400_000;

/** Text shown as it is in Markdown: its punctuation escaped, its lines joined. */
const literal = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_[\]<>#|~!]/g, "\\$&");

/**
 * The articles a digest gathers: those published since the last campaign was queued, or in
 * the last 30 days when none was, newest first; each as its title linked to its page, and
 * its excerpt.
 */
export function articleDigest(now = new Date(), tx: DbOrTx = db, language: Language = "it") {
  const last = tx
    .select({ at: max(newsletterCampaigns.queuedAt) })
    .from(newsletterCampaigns)
    .get()?.at;
  const since = last ?? new Date(now.getTime() - DIGEST_DAYS * DAY_MS);
  const rows = tx
    .select({ title: articles.title, slug: articles.slug, excerpt: articles.excerpt })
    .from(articles)
    .where(
      and(
        eq(articles.status, "published"),
        eq(articles.language, language),
        gt(articles.publishedAt, since),
        lte(articles.publishedAt, now),
      ),
    )
    .orderBy(desc(articles.publishedAt))
    .all();
  const siteUrl = getEnv().SITE_URL;
  const markdown = rows
    .map((row) => {
      const italian = `/blog/${row.slug}`;
      const path =
        language === "it"
          ? italian
          : (localizedPath("/blog/:slug", language, { slug: row.slug }) ?? italian);
      const title = `## [${literal(row.title)}](${absoluteUrl(siteUrl, path)})`;
      const excerpt = literal(row.excerpt);
      return excerpt ? `${title}\n\n${excerpt}` : title;
    })
    .join("\n\n");
  return { since, count: rows.length, markdown };
}
