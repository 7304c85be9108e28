import { and, desc, eq, isNotNull } from "drizzle-orm";
import { newsletterCampaigns } from "../../../db/schema";
import { articleBodyHtml } from "~/features/articles/index.server";
import { archivePath } from "~/features/newsletter/paths";
import { db } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { formatDate } from "~/utils/format";
import { localeOf, type Language } from "~/utils/language";
import { logger } from "~/utils/logger.server";
import { romeDayOf } from "~/utils/rome-time";

/**
 * The public side of sent campaigns: a campaign staff chose to publish (`web_version`) has a
 * page once it is sent, and `/newsletter` lists those pages. A draft, a campaign still being
 * sent and one never meant for the site have none.
 */

const published = and(
  eq(newsletterCampaigns.status, "sent"),
  eq(newsletterCampaigns.webVersion, true),
  isNotNull(newsletterCampaigns.sentAt),
);

/** Published and written in `language`: a campaign has one language and is never translated. */
const publishedIn = (language: Language) =>
  and(published, eq(newsletterCampaigns.language, language));

const englishDate = new Intl.DateTimeFormat(localeOf("en"), {
  dateStyle: "long",
  timeZone: "Europe/Rome",
});

/** A past issue as the list on `/newsletter` names it. */
export type PastIssue = {
  path: string;
  subject: string;
  /** The day it was sent in Rome, `2026-11-27`, and the same in words. */
  day: string;
  date: string;
};

/** The web version of a sent campaign, as its page shows it. */
export type WebVersion = PastIssue & {
  slug: string;
  preheader: string;
  /** The moment it was sent, for `article:published_time`. */
  sentAt: string;
  /** The body through the articles' renderer and sanitizer, as an article's page shows it. */
  bodyHtml: string;
};

const dated = (slug: string, subject: string, sentAt: Date, language: Language) => ({
  path: archivePath(slug, language),
  subject,
  day: romeDayOf(sentAt),
  date: language === "en" ? englishDate.format(sentAt) : formatDate(sentAt),
});

/**
 * The web version at `slug` among the campaigns written in `language`; null for any address
 * that names none, an English campaign's slug under the Italian address included.
 */
export function webVersionAt(slug: string, language: Language = "it"): WebVersion | null {
  const row = db
    .select()
    .from(newsletterCampaigns)
    .where(and(publishedIn(language), eq(newsletterCampaigns.slug, slug)))
    .get();
  if (!row) return null;
  return {
    ...dated(row.slug, row.subject, row.sentAt!, language),
    slug: row.slug,
    preheader: row.preheader,
    sentAt: row.sentAt!.toISOString(),
    // Kept per saved version like an article's: a sent campaign's body never changes again.
    bodyHtml: articleBodyHtml({
      id: `newsletter-${row.id}`,
      updatedAt: row.updatedAt,
      title: row.subject,
      content: row.body,
    }),
  };
}

function publishedRows(language?: Language) {
  return db
    .select({
      slug: newsletterCampaigns.slug,
      subject: newsletterCampaigns.subject,
      sentAt: newsletterCampaigns.sentAt,
      language: newsletterCampaigns.language,
    })
    .from(newsletterCampaigns)
    .where(language ? publishedIn(language) : published)
    .orderBy(desc(newsletterCampaigns.sentAt), desc(newsletterCampaigns.id))
    .all();
}

/** Every web version in `language`, newest first. */
export function pastIssues(language: Language = "it"): PastIssue[] {
  return publishedRows(language).map((row) => dated(row.slug, row.subject, row.sentAt!, language));
}

/**
 * The list on `/newsletter` (`/en/newsletter`: the English campaigns), whose signup form must
 * work whatever the database does (a signup it cannot store goes to the spool): a failed read
 * leaves the list out, and says so in `complete`, for the page not to be kept without it.
 */
export function pastIssuesListing(language: Language = "it"): {
  issues: PastIssue[];
  complete: boolean;
} {
  try {
    return { issues: pastIssues(language), complete: true };
  } catch (error) {
    logger.error({ err: error }, "Numeri precedenti della newsletter non letti:");
    return { issues: [], complete: false };
  }
}

/** The web versions for the sitemap, each dated by its sending, each in its own language. */
export function webVersionPaths() {
  return publishedRows().map((row) => ({
    path: archivePath(row.slug, row.language),
    lastmod: row.sentAt!,
  }));
}

/**
 * Tells the caches that campaign `id`, now sent, has a page: `/newsletter`, which lists it,
 * and the sitemap are forgotten with the other marketing pages. Called once its sending has
 * committed; a campaign without a web version changes no page. Whether it announced one.
 */
export function campaignPublished(id: number) {
  const row = db
    .select({ slug: newsletterCampaigns.slug, language: newsletterCampaigns.language })
    .from(newsletterCampaigns)
    .where(and(published, eq(newsletterCampaigns.id, id)))
    .get();
  if (!row) return false;
  emitDomainEvent("pageChanged", {
    id: `newsletter-${id}`,
    type: "newsletter-campaign",
    slug: row.slug,
    language: row.language,
  });
  return true;
}
