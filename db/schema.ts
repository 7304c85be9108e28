import { sql } from "drizzle-orm";
import {
  blob,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

// Every time is stored as milliseconds since the epoch; SQLite fills it in when the
// application does not, so rows written by scripts or by hand get one too.
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
/** Where a lead came from, copied from its visit: no analytics row names a person. */
const leadSource = () => ({
  fromPath: text("from_path"),
  entryPath: text("entry_path"),
  referrerHost: text("referrer_host"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
});

export const roles = ["admin", "editor"] as const;
export const articleStatuses = ["draft", "scheduled", "published", "archived"] as const;
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export const outboxStatuses = ["pending", "sent", "dead"] as const;
export const suppressionReasons = ["erased", "bounced", "complained"] as const;
export const campaignStatuses = ["draft", "scheduled", "sending", "sent"] as const;
export const recipientStatuses = ["queued", "sent", "delivered", "bounced", "complained"] as const;
export const userTokenPurposes = ["setup", "invitation", "reset"] as const;
export const importJobStatuses = ["running", "done", "failed"] as const;
export const revisionSources = [
  "editor",
  "autosave",
  "quick-import",
  "markdown-import",
  "sheet-api",
  "schedule",
  "restore",
  "baseline",
] as const;
export const revisionKinds = ["full", "patch"] as const;
/** Every piece of content is written in one of these; the Italian is the site's own. */
export const contentLanguages = ["it", "en"] as const;
export const eventKinds = ["formazione", "culturali", "sociali"] as const;
export const eventFormats = ["workshop", "conferenza", "fiera", "webinar", "corso"] as const;
/** The event's own state, beside its publication's: a cancelled event stays published. */
export const eventStates = ["programmato", "annullato", "rinviato", "riprogrammato"] as const;
export const attendanceModes = ["presenza", "online", "mista"] as const;
export const registrationStates = ["confermata", "in-attesa", "annullata"] as const;
/** A lead's stages, in the pipeline's order; the last two close it. */
export const leadStages = [
  "nuovo",
  "contattato",
  "qualificato",
  "proposta",
  "vinto",
  "perso",
] as const;
/** What a lead was sent as: a contact, an information request, an event registration. */
export const leadKinds = ["contatto", "richiesta", "iscrizione"] as const;
export const leadTimelineKinds = ["creato", "fase", "nota", "email", "modifica"] as const;
/** What a lead's outbound events tell: its arrival, a stage change, its person erased. */
export const leadEventTypes = ["lead.created", "lead.stage_changed", "lead.erased"] as const;
/** Where they go: the agency's own webhook (a CRM, an automation), Meta's Conversions API. */
export const leadEventDestinations = ["webhook", "meta"] as const;
/** `dead`: out of attempts, holding back the lead's later events until resent or dropped. */
export const leadEventStatuses = ["pending", "sent", "dead", "dropped"] as const;

export const users = sqliteTable(
  "users",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull().default(""),
    lastSignInAt: timestamp("last_sign_in_at"),
    // The authenticator app's key, encrypted with a key derived from SESSION_SECRET: a copy of
    // the database alone cannot make codes. Set at setup, in use once `totpEnabledAt` is.
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at"),
    // The last time step whose code was accepted: a code is never accepted twice.
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("users_email_lowercase", sql`${t.email} = lower(${t.email})`)],
);

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: roles }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check("user_roles_role", sql`${t.role} in ('admin', 'editor')`),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
    // What the account page shows of a session: the browser as its user agent names it, the
    // address masked to its /24 (/48 for IPv6), and when it was last used.
    userAgent: text("user_agent").notNull().default(""),
    ipPrefix: text("ip_prefix").notNull().default(""),
    lastSeenAt: timestamp("last_seen_at"),
    // 'password', 'password+totp', 'password+recovery', 'password+passkey' or 'passkey'.
    signInMethod: text("sign_in_method").notNull().default("password"),
  },
  (t) => [index("sessions_user_id").on(t.userId), index("sessions_expires_at").on(t.expiresAt)],
);

/** Single-use recovery codes for the second step; only their SHA-256 is kept. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code").on(t.userId, t.codeHash)],
);

/** WebAuthn credentials (passkeys) a staff member registered, each under a name they chose. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    // The credential's id, base64url, as the authenticator gave it.
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: blob("public_key", { mode: "buffer" }).notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports", { mode: "json" }).$type<string[]>().notNull().default([]),
    backedUp: flag("backed_up"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at"),
  },
  (t) => [index("passkeys_user_id").on(t.userId)],
);

/**
 * Browsers an account has signed in from, by the SHA-256 of the random id in their
 * long-lived device cookie: a sign-in from one not listed sends the member an e-mail.
 */
export const staffDevices = sqliteTable(
  "staff_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * Who did what in the staff area, and when. Append-only like the visitor-data audit, except
 * that the daily run removes rows older than two years (a trigger refuses anything else).
 */
export const staffActivity = sqliteTable(
  "staff_activity",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    action: text("action").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    // Who acted, as they were called then (their e-mail, or the e-mail typed at a failed sign-in).
    actor: text("actor").notNull().default(""),
    subject: text("subject"),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(nowMs),
  },
  (t) => [
    index("staff_activity_at").on(t.at),
    index("staff_activity_user_at").on(t.userId, t.at),
    index("staff_activity_action_at").on(t.action, t.at),
  ],
);

/**
 * Single-use links: the first administrator's setup, an invitation, a password reset. Only
 * the SHA-256 of the token is kept, so a copy of the database opens no account.
 */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose", { enum: userTokenPurposes }).notNull(),
    // Null for the setup link: the account it makes does not exist yet.
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("user_tokens_purpose", sql`${t.purpose} in ('setup', 'invitation', 'reset')`),
    index("user_tokens_user_id").on(t.userId),
    index("user_tokens_expires_at").on(t.expiresAt),
  ],
);

/**
 * Signed states that were used once and must not be used again (a pending sign-in, a passkey
 * challenge), named by a hash of the sealed value. A row lives as long as the state it names
 * could still be opened; spending a state prunes the rows past that.
 */
export const spentStates = sqliteTable(
  "spent_states",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [index("spent_states_expires_at").on(t.expiresAt)],
);

export const articles = sqliteTable(
  "articles",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    // Translations of one article share a group, named by the original's id; null for an
    // article that is a group of its own (decision 0264).
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    translationGroup: text("translation_group"),
    // The original's revision a translation was made from (decision 0266).
    translatedFromSeq: integer("translated_from_seq"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    featuredImageUrl: text("featured_image_url"),
    // Pages reserve the image's box before it loads; unknown for an address typed by hand.
    featuredImageWidth: integer("featured_image_width"),
    featuredImageHeight: integer("featured_image_height"),
    category: text("category").notNull(),
    status: text("status", { enum: articleStatuses }).notNull().default("draft"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // For a scheduled article, when it is to be published.
    publishedAt: timestamp("published_at"),
    // When a scheduled or published article is to be archived ('Ritira il').
    unpublishAt: timestamp("unpublish_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("articles_status", sql`${t.status} in ('draft', 'scheduled', 'published', 'archived')`),
    check("articles_language", sql`${t.language} in ('it', 'en')`),
    uniqueIndex("articles_language_slug").on(t.language, t.slug),
    index("articles_translation_group").on(t.translationGroup),
    index("articles_status_published_at").on(t.status, t.publishedAt),
    // The blog's category chips: the categories of published articles, read from the index.
    index("articles_status_category").on(t.status, t.category),
    // The staff list, newest first, with every column it shows and filters on: a page is
    // read from here alone, never a row with its long body (decision 0250).
    index("articles_staff_list").on(
      t.createdAt,
      t.id,
      t.title,
      t.excerpt,
      t.category,
      t.status,
      t.publishedAt,
      t.unpublishAt,
    ),
  ],
);

/**
 * Events and courses that staff publish (decision 0264): the columns every kind of content has
 * (language and translation group, title, slug, summary, Markdown body, cover, publication
 * state and times, author), then the event's facts. Times are instants; forms read and show
 * them in Europe/Rome. An event without a start is a course held on request.
 */
export const events = sqliteTable(
  "events",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    // As an article's: null for an event that is a group of its own.
    translationGroup: text("translation_group"),
    translatedFromSeq: integer("translated_from_seq"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    featuredImageUrl: text("featured_image_url"),
    featuredImageWidth: integer("featured_image_width"),
    featuredImageHeight: integer("featured_image_height"),
    status: text("status", { enum: articleStatuses }).notNull().default("draft"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    publishedAt: timestamp("published_at"),
    unpublishAt: timestamp("unpublish_at"),
    updatedAt: updatedAt(),

    kind: text("kind", { enum: eventKinds }).notNull(),
    format: text("format", { enum: eventFormats }).notNull(),
    startsAt: timestamp("starts_at"),
    endsAt: timestamp("ends_at"),
    // Dates without times: shown as days, and over at the end of the last day in Rome.
    allDay: flag("all_day"),
    eventState: text("event_state", { enum: eventStates }).notNull().default("programmato"),
    // The start before the event was postponed or moved, for `previousStartDate`.
    previousStartAt: timestamp("previous_start_at"),
    attendance: text("attendance", { enum: attendanceModes }).notNull().default("presenza"),
    placeName: text("place_name"),
    placeAddress: text("place_address"),
    placeCity: text("place_city"),
    placeProvince: text("place_province"),
    // Null: free. Whole cents, with whether the figure includes VAT.
    priceCents: integer("price_cents"),
    priceIncludesVat: integer("price_includes_vat", { mode: "boolean" }).notNull().default(true),
    durationHours: integer("duration_hours"),
    // Registrations through the site's form; without them the page asks to get in touch.
    registrationsEnabled: integer("registrations_enabled", { mode: "boolean" })
      .notNull()
      .default(true),
    // Null: no limit.
    capacity: integer("capacity"),
    waitingList: flag("waiting_list"),
    registrationOpensAt: timestamp("registration_opens_at"),
    // Null: at the start (or never, for a course on request).
    registrationClosesAt: timestamp("registration_closes_at"),
    // The iCalendar SEQUENCE of the registrants' entries: one more at each change sent to them.
    calendarSequence: integer("calendar_sequence").notNull().default(0),
  },
  (t) => [
    check("events_status", sql`${t.status} in ('draft', 'scheduled', 'published', 'archived')`),
    check("events_language", sql`${t.language} in ('it', 'en')`),
    check("events_kind", sql`${t.kind} in ('formazione', 'culturali', 'sociali')`),
    check(
      "events_format",
      sql`${t.format} in ('workshop', 'conferenza', 'fiera', 'webinar', 'corso')`,
    ),
    check(
      "events_event_state",
      sql`${t.eventState} in ('programmato', 'annullato', 'rinviato', 'riprogrammato')`,
    ),
    check("events_attendance", sql`${t.attendance} in ('presenza', 'online', 'mista')`),
    check(
      "events_dates",
      sql`(${t.startsAt} is null and ${t.endsAt} is null) or (${t.startsAt} is not null and ${t.endsAt} >= ${t.startsAt})`,
    ),
    check("events_capacity", sql`${t.capacity} is null or ${t.capacity} > 0`),
    check("events_price", sql`${t.priceCents} is null or ${t.priceCents} > 0`),
    uniqueIndex("events_language_slug").on(t.language, t.slug),
    index("events_translation_group").on(t.translationGroup),
    index("events_status_starts_at").on(t.status, t.startsAt),
  ],
);

/**
 * The search index's side of each article (decision 0228): the number its row has in the
 * full-text table `article_search` (FTS5, created by migration 0017 with the triggers on
 * `articles` that keep both in step), and the words a reader sees of its body, from which
 * results show their snippet. Written only by those triggers.
 */
export const articleSearchDocs = sqliteTable("article_search_docs", {
  doc: integer("doc").primaryKey({ autoIncrement: true }),
  // No foreign key: the delete trigger removes the row once it has read `doc`.
  articleId: text("article_id").notNull().unique(),
  bodyText: text("body_text").notNull(),
});

/** The kinds of page content (decision 0266): each has its fields' schema in the pages feature. */
export const pageTypes = [
  "case-study",
  "service",
  "portfolio-item",
  "team-member",
  "testimonial",
  "faq-item",
  "client-logo",
  "simple-page",
  "landing-page",
  "home-page",
  "about-page",
  "case-studies-page",
  "portfolio-page",
  "services-page",
] as const;

/**
 * The marketing site's content that staff edit (decision 0266): case studies, services,
 * portfolio items, people, testimonials, questions, client logos, simple and landing pages,
 * and the sections of the pages that exist once. The publication columns are the articles'
 * and the events'; what a type says is `fields`, JSON its type's schema checked when saved.
 * `search_text` holds the fields' words, which the search index reads.
 */
export const pages = sqliteTable(
  "pages",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    type: text("type", { enum: pageTypes }).notNull(),
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    // As an article's: null for a page that is a group of its own.
    translationGroup: text("translation_group"),
    // The original's revision a translation was made from, to tell when it falls behind.
    translatedFromSeq: integer("translated_from_seq"),
    title: text("title").notNull(),
    // A landing or simple page's whole address without its first slash; else its last segment.
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    fields: text("fields").notNull().default("{}"),
    searchText: text("search_text").notNull().default(""),
    // Where staff put it among its type's items (testimonials, people, questions…).
    position: integer("position").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords").notNull().default(""),
    noindex: flag("noindex"),
    status: text("status", { enum: articleStatuses }).notNull().default("draft"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    publishedAt: timestamp("published_at"),
    unpublishAt: timestamp("unpublish_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("pages_status", sql`${t.status} in ('draft', 'scheduled', 'published', 'archived')`),
    check("pages_language", sql`${t.language} in ('it', 'en')`),
    check(
      "pages_type",
      sql`${t.type} in (${sql.raw(pageTypes.map((type) => `'${type}'`).join(", "))})`,
    ),
    check("pages_fields", sql`json_valid(${t.fields}) and json_type(${t.fields}) = 'object'`),
    uniqueIndex("pages_type_language_slug").on(t.type, t.language, t.slug),
    index("pages_type_status_position").on(t.type, t.status, t.position),
    index("pages_translation_group").on(t.translationGroup),
  ],
);

/**
 * The search index's side of each page (decision 0266), as `eventSearchDocs`: its row in the
 * full-text table `page_search` (migration 0022, with the triggers on `pages`), the words a
 * reader sees, and its language.
 */
export const pageSearchDocs = sqliteTable("page_search_docs", {
  doc: integer("doc").primaryKey({ autoIncrement: true }),
  pageId: text("page_id").notNull().unique(),
  language: text("language", { enum: contentLanguages }).notNull(),
  bodyText: text("body_text").notNull(),
});

/**
 * The search index's side of each event (decision 0264), as `articleSearchDocs` for articles:
 * its row in the full-text table `event_search` (created by migration 0021 with the triggers
 * on `events` that keep both in step) and the words a reader sees of its body.
 */
export const eventSearchDocs = sqliteTable("event_search_docs", {
  doc: integer("doc").primaryKey({ autoIncrement: true }),
  eventId: text("event_id").notNull().unique(),
  bodyText: text("body_text").notNull(),
});

/**
 * Links that show an article, as its page will look, to someone without an account (a client)
 * before it is published: one per article at a time, gone with the article. Only the SHA-256
 * of the token is kept, so a copy of the database opens nothing, and its first characters, so
 * the editor can tell which link is meant.
 */
export const previewLinks = sqliteTable(
  "preview_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The article or the event it shows: exactly one of the two.
    articleId: text("article_id")
      .unique()
      .references(() => articles.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .unique()
      .references(() => events.id, { onDelete: "cascade" }),
    pageId: text("page_id")
      .unique()
      .references(() => pages.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    tokenStart: text("token_start").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    openCount: integer("open_count").notNull().default(0),
    lastOpenedAt: timestamp("last_opened_at"),
  },
  (t) => [
    check(
      "preview_links_one_content",
      sql`(${t.articleId} is not null) + (${t.eventId} is not null) + (${t.pageId} is not null) = 1`,
    ),
  ],
);

/**
 * Every saved version of an article, numbered from 1 without gaps (decision 0204): all its
 * fields and, compressed, its body as a full copy every 50 revisions and a line patch against
 * the revision before otherwise. Saved by a user or by an API token; consecutive autosaves by
 * one person within 10 minutes rewrite one row, from `first_saved_at` to `saved_at`.
 */
export const articleRevisions = sqliteTable(
  "article_revisions",
  {
    // No foreign key: a deleted article's revisions outlive its row (see `deletedArticles`).
    articleId: text("article_id").notNull(),
    seq: integer("seq").notNull(),
    kind: text("kind", { enum: revisionKinds }).notNull(),
    payload: blob("payload", { mode: "buffer" }).notNull(),
    source: text("source", { enum: revisionSources }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    tokenId: integer("token_id").references(() => apiTokens.id, { onDelete: "set null" }),
    firstSavedAt: timestamp("first_saved_at").notNull(),
    savedAt: timestamp("saved_at").notNull(),
    added: integer("added").notNull(),
    removed: integer("removed").notNull(),
    // The uploaded files this version shows (cover and body), space-separated: what the
    // clean-up of unused uploads must keep while the revision is kept.
    images: text("images").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.seq] }),
    check("article_revisions_kind", sql`${t.kind} in ('full', 'patch')`),
    check(
      "article_revisions_source",
      sql`${t.source} in ('editor', 'autosave', 'quick-import', 'markdown-import', 'sheet-api', 'schedule', 'restore', 'baseline')`,
    ),
    check("article_revisions_one_author", sql`${t.userId} is null or ${t.tokenId} is null`),
  ],
);

/**
 * Articles deleted from the admin within the last 30 days. The row of `articles` is gone (so
 * no page, list or feed can show it); what it held is its latest revision, from which an
 * admin restores it as a draft under the same id. The daily run purges both after 30 days.
 */
export const deletedArticles = sqliteTable(
  "deleted_articles",
  {
    articleId: text("article_id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    status: text("status", { enum: articleStatuses }).notNull(),
    deletedBy: text("deleted_by").references(() => users.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at").notNull(),
  },
  (t) => [index("deleted_articles_deleted_at").on(t.deletedAt)],
);

/** One size of an uploaded image in one format, under a name made from its bytes. */
export type ImageDerivative = {
  width: number;
  height: number;
  format: "avif" | "webp" | "jpeg";
  name: string;
  bytes: number;
};

/**
 * The images staff uploaded, by the stored file's name (`/uploads/<name>`): stripped of their
 * metadata on the way in (decision 0207), with their size, a tiny preview shown while they
 * load, and the smaller sizes made from them in the background (null until made).
 */
export const uploadedImages = sqliteTable(
  "uploaded_images",
  {
    name: text("name").primaryKey(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    placeholder: text("placeholder").notNull(),
    derivatives: text("derivatives", { mode: "json" }).$type<ImageDerivative[]>(),
    /** What the image shows, for whoever cannot see it: one text wherever the image appears. */
    alt: text("alt"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("uploaded_images_pending")
      .on(t.createdAt)
      .where(sql`${t.derivatives} is null`),
  ],
);

/**
 * Uploads stored before they were cleaned of their metadata, rewritten once under a new name
 * (decision 0241): their old address was cached for a year with the metadata, so it answers
 * 301 to the new one; the old file is kept, never served, while a backup from before the
 * rewrite may be restored (`created_at` + 30 days).
 */
export const uploadRenames = sqliteTable("upload_renames", {
  oldName: text("old_name").primaryKey(),
  newName: text("new_name").notNull(),
  createdAt: createdAt(),
});

export const contactSubmissions = sqliteTable(
  "contact_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    nome: text("nome").notNull(),
    cognome: text("cognome").notNull(),
    email: text("email").notNull(),
    telefono: text("telefono"),
    azienda: text("azienda"),
    servizio: text("servizio").notNull(),
    messaggio: text("messaggio").notNull(),
    privacyAccepted: flag("privacy_accepted"),
    newsletterAccepted: flag("newsletter_accepted"),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    source: text("source").notNull().default("contatti"),
    // Where the lead came from: the page it was sent from and the visit that brought it.
    // Anonymized with the rest of the row.
    ...leadSource(),
    // The language of the page it was sent from (decision 0291): what it is answered in.
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    // The id of the landing page whose form the request was sent with: nothing personal, it
    // stays. No foreign key: pages are archived, never deleted, and a column in one could not
    // be dropped again.
    pageId: text("page_id"),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at"),
    anonymizedAt: timestamp("anonymized_at"),
    retentionExpiresAt: timestamp("retention_expires_at").notNull(),
  },
  (t) => [
    check("contact_submissions_privacy", sql`${t.privacyAccepted} = 1`),
    index("contact_submissions_created_at").on(t.createdAt),
    index("contact_submissions_retention").on(t.retentionExpiresAt),
    // The rows the retention job still has to anonymize, found without walking the done ones.
    index("contact_submissions_to_anonymize")
      .on(t.createdAt)
      .where(sql`${t.anonymizedAt} is null`),
    // The dashboard's 'processed' counter, read from the index instead of the whole table.
    index("contact_submissions_processed")
      .on(t.processedAt)
      .where(sql`${t.processedAt} is not null`),
  ],
);

export const eventRegistrations = sqliteTable(
  "event_registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    nome: text("nome").notNull(),
    cognome: text("cognome").notNull(),
    email: text("email").notNull(),
    telefono: text("telefono"),
    azienda: text("azienda"),
    // The choice as the form sent it: the event's slug, or a label of an older release.
    evento: text("evento").notNull(),
    // The event it is for; kept when the event is deleted, with `evento` to name it.
    eventId: text("event_id").references(() => events.id, { onDelete: "set null" }),
    status: text("status", { enum: registrationStates }).notNull().default("confermata"),
    cancelledAt: timestamp("cancelled_at"),
    // When the waiting list gave it a seat.
    promotedAt: timestamp("promoted_at"),
    remindedAt: timestamp("reminded_at"),
    checkedInAt: timestamp("checked_in_at"),
    messaggio: text("messaggio"),
    privacyAccepted: flag("privacy_accepted"),
    newsletterAccepted: flag("newsletter_accepted"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    // Where the lead came from: the page it was sent from and the visit that brought it.
    // Anonymized with the rest of the row.
    ...leadSource(),
    // The language of the page it was sent from (decision 0291): what it is answered in.
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    createdAt: createdAt(),
    anonymizedAt: timestamp("anonymized_at"),
    retentionExpiresAt: timestamp("retention_expires_at").notNull(),
  },
  (t) => [
    check("event_registrations_privacy", sql`${t.privacyAccepted} = 1`),
    check(
      "event_registrations_status",
      sql`${t.status} in ('confermata', 'in-attesa', 'annullata')`,
    ),
    // The seats taken and the waiting list's order, counted inside the registration's write.
    index("event_registrations_event").on(t.eventId, t.status, t.createdAt),
    index("event_registrations_created_at").on(t.createdAt),
    index("event_registrations_retention").on(t.retentionExpiresAt),
    // The rows the retention job still has to anonymize, found without walking the done ones.
    index("event_registrations_to_anonymize")
      .on(t.createdAt)
      .where(sql`${t.anonymizedAt} is null`),
  ],
);

/**
 * A contact, an information request or a registration on its way to won work (decision 0272).
 * The person stays on the row it was sent as; the lead keeps the work: its stage, owner,
 * value and dates, and where it came from, which survive the person's anonymization.
 */
export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: leadKinds }).notNull(),
    contactId: integer("contact_id").references(() => contactSubmissions.id, {
      onDelete: "set null",
    }),
    registrationId: integer("registration_id").references(() => eventRegistrations.id, {
      onDelete: "set null",
    }),
    // What it was about, as the notification named it: a service, a page's subject, an event.
    subject: text("subject").notNull(),
    stage: text("stage", { enum: leadStages }).notNull().default("nuovo"),
    // The furthest stage it reached on the way to 'Vinto', as its place in `leadStages`
    // (0 to 4): a lead lost after a proposal still counts as having reached it.
    reachedStage: integer("reached_stage").notNull().default(0),
    lostReason: text("lost_reason"),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    valueCents: integer("value_cents"),
    // The test and variant its page showed (decision 0281): a variant's number, nothing personal.
    experimentId: integer("experiment_id").references(() => experiments.id, {
      onDelete: "set null",
    }),
    variant: integer("variant"),
    // Calendar days in Rome, as staff typed them.
    expectedCloseOn: text("expected_close_on"),
    nextAction: text("next_action"),
    nextActionOn: text("next_action_on"),
    // The Rome day the owner was last told the next action is overdue: once a day.
    nextActionRemindedOn: text("next_action_reminded_on"),
    // Where it came from, copied from the person's row: nothing personal, kept for revenue.
    channel: text("channel").notNull(),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    // The language of the page it was sent from: nothing personal, it stays (decision 0291).
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    entryPath: text("entry_path"),
    pageId: text("page_id"),
    // The ad click that brought the visit (decision 0273): identifiers of a person's device at
    // the ad platforms, so personal; emptied by anonymization and erasure.
    gclid: text("gclid"),
    gbraid: text("gbraid"),
    wbraid: text("wbraid"),
    fbclid: text("fbclid"),
    clickedAt: timestamp("clicked_at"),
    // The visitor's separate, optional consent to tell Google and Meta of the request, with
    // its wording's version: the only ground for sending anything about the lead to them.
    adConsentAt: timestamp("ad_consent_at"),
    adConsentVersion: text("ad_consent_version"),
    adConsentRevokedAt: timestamp("ad_consent_revoked_at"),
    // Sent with `DNT: 1` or `Sec-GPC: 1`: never sent to an ad platform, whatever else it says.
    privacySignal: flag("privacy_signal"),
    createdAt: createdAt(),
    // The last change staff made (or its creation): a closed lead's retention counts from it.
    changedAt: timestamp("changed_at").notNull().default(nowMs),
    firstResponseAt: timestamp("first_response_at"),
    closedAt: timestamp("closed_at"),
    anonymizedAt: timestamp("anonymized_at"),
    // Raised by every save of the lead's form, which names the version it was opened on: a
    // move or a note changes nothing that form holds.
    version: integer("version").notNull().default(1),
  },
  (t) => [
    check(
      "leads_stage",
      sql`${t.stage} in ('nuovo', 'contattato', 'qualificato', 'proposta', 'vinto', 'perso')`,
    ),
    check("leads_kind", sql`${t.kind} in ('contatto', 'richiesta', 'iscrizione')`),
    uniqueIndex("leads_contact").on(t.contactId),
    uniqueIndex("leads_registration").on(t.registrationId),
    // The board's columns, newest first, each column's count and value read from the index
    // alone; the filtered list by period.
    index("leads_stage_created").on(t.stage, t.createdAt, t.valueCents),
    index("leads_created").on(t.createdAt),
    // The filters' choices and the statistics' groups, read from the index.
    index("leads_channel").on(t.channel, t.createdAt),
    index("leads_campaign").on(t.utmCampaign, t.createdAt),
    index("leads_entry").on(t.entryPath, t.createdAt),
    index("leads_owner").on(t.ownerId, t.stage),
    // The overdue next actions, looked for every scheduling round without walking every lead.
    index("leads_next_action")
      .on(t.nextActionOn)
      .where(sql`${t.nextActionOn} is not null and ${t.stage} not in ('vinto', 'perso')`),
  ],
);

/** What staff spent on a campaign in a month, for the statistics' cost per lead and client. */
export const campaignSpend = sqliteTable(
  "campaign_spend",
  {
    campaign: text("campaign").notNull(),
    // `2026-12`
    month: text("month").notNull(),
    amountCents: integer("amount_cents").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.campaign, t.month] })],
);

/** What happened to a lead, with who and when: notes, stage changes, e-mails, edits. */
export const leadTimeline = sqliteTable(
  "lead_timeline",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: leadTimelineKinds }).notNull(),
    at: timestamp("at").notNull().default(nowMs),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    // Who, as they were called then; empty for the site itself.
    actor: text("actor").notNull().default(""),
    fromStage: text("from_stage"),
    toStage: text("to_stage"),
    // A note's words, or what an e-mail or an edit was: emptied by anonymization.
    text: text("text"),
  },
  (t) => [index("lead_timeline_lead_at").on(t.leadId, t.at)],
);

/**
 * The leads' outbound events, an outbox: each is written in the transaction of the change it
 * tells and delivered later, in order per lead and destination. `body` is the JSON sent, kept
 * byte for byte so that every attempt signs the same payload; it names the person, so it goes
 * with the person's anonymization or erasure.
 */
export const leadEvents = sqliteTable(
  "lead_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    destination: text("destination", { enum: leadEventDestinations }).notNull(),
    type: text("type", { enum: leadEventTypes }).notNull(),
    // The receiver's idempotency key (`webhook-id`), the same on every attempt.
    messageId: text("message_id").notNull().unique(),
    body: text("body").notNull(),
    status: text("status", { enum: leadEventStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    check("lead_events_destination", sql`${t.destination} in ('webhook', 'meta')`),
    check(
      "lead_events_type",
      sql`${t.type} in ('lead.created', 'lead.stage_changed', 'lead.erased')`,
    ),
    check("lead_events_status", sql`${t.status} in ('pending', 'sent', 'dead', 'dropped')`),
    index("lead_events_due").on(t.status, t.nextAttemptAt),
    index("lead_events_lead").on(t.leadId, t.destination, t.id),
  ],
);

/** The delivery log: every attempt at an event, with the receiver's answer or the failure. */
export const leadEventAttempts = sqliteTable(
  "lead_event_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: integer("event_id")
      .notNull()
      .references(() => leadEvents.id, { onDelete: "cascade" }),
    at: timestamp("at").notNull(),
    status: integer("status"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
  },
  (t) => [
    index("lead_event_attempts_event").on(t.eventId),
    index("lead_event_attempts_at").on(t.at),
  ],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    nome: text("nome"),
    cognome: text("cognome"),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    token: text("token").notNull(),
    source: text("source").notNull(),
    consentAt: timestamp("consent_at").notNull(),
    consentIp: text("consent_ip"),
    confirmedAt: timestamp("confirmed_at"),
    unsubscribedAt: timestamp("unsubscribed_at"),
    // Where the lead came from: the page it was sent from and the visit that brought it.
    // Anonymized with the rest of the row.
    ...leadSource(),
    // The language of the page it was sent from (decision 0291): what it is answered in.
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "newsletter_subscribers_status",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
    uniqueIndex("newsletter_subscribers_token").on(t.token),
  ],
);

export const contactAuditLog = sqliteTable(
  "contact_audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    action: text("action").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    // Who acted, as they were called then: the row still says who after the account is removed.
    actor: text("actor").notNull().default(""),
    subject: text("subject"),
    accessedAt: integer("accessed_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
  },
  (t) => [index("contact_audit_log_accessed_at").on(t.accessedAt)],
);

/**
 * Addresses erased on their owner's request that must never get the newsletter again. Only
 * the SHA-256 of the lowercased address is kept, so the list names nobody.
 */
export const newsletterSuppressions = sqliteTable("newsletter_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  // Why: an erasure, a permanent bounce or a complaint reported by Resend's webhook.
  reason: text("reason", { enum: suppressionReasons }).notNull().default("erased"),
  createdAt: createdAt(),
});

/**
 * A newsletter campaign: written by staff, queued (rendered once, its recipients and batches
 * fixed), then sent. `html` and `text` are the rendering every recipient gets, with only the
 * unsubscribe link told apart; the counters are the figures the webhook reports, kept here so
 * they outlive the recipients' rows, which go with their subscribers.
 */
export const newsletterCampaigns = sqliteTable(
  "newsletter_campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    subject: text("subject").notNull(),
    // The language it is written in: its frame and its archive page speak it (decision 0291).
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    preheader: text("preheader").notNull().default(""),
    body: text("body").notNull().default(""),
    status: text("status", { enum: campaignStatuses }).notNull().default("draft"),
    webVersion: flag("web_version"),
    countClicks: flag("count_clicks"),
    scheduledAt: timestamp("scheduled_at"),
    queuedAt: timestamp("queued_at"),
    sentAt: timestamp("sent_at"),
    html: text("html"),
    text: text("text"),
    recipients: integer("recipients").notNull().default(0),
    delivered: integer("delivered").notNull().default(0),
    bounced: integer("bounced").notNull().default(0),
    complained: integer("complained").notNull().default(0),
    unsubscribed: integer("unsubscribed").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    queuedBy: text("queued_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "newsletter_campaigns_status",
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent')`,
    ),
    index("newsletter_campaigns_status_scheduled").on(t.status, t.scheduledAt),
  ],
);

/**
 * Up to 100 recipients handed to Resend's batch endpoint in one call, fixed when the campaign
 * is queued: the idempotency key is the batch's, so a batch sent again after a crash is the
 * same body under the same key, and Resend delivers it once.
 */
export const newsletterBatches = sqliteTable(
  "newsletter_batches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    check("newsletter_batches_status", sql`${t.status} in ('pending', 'sent', 'dead')`),
    index("newsletter_batches_status_next_attempt").on(t.status, t.nextAttemptAt),
    index("newsletter_batches_campaign").on(t.campaignId),
  ],
);

/**
 * One recipient of a campaign: the outbox row. It goes with its subscriber (erasure, the
 * retention's purge), so the address is kept only as long as the subscription is.
 */
export const newsletterRecipients = sqliteTable(
  "newsletter_recipients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    batchId: integer("batch_id")
      .notNull()
      .references(() => newsletterBatches.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    token: text("token").notNull(),
    // Resend's id for this recipient's message: how the webhook's events find the row.
    resendId: text("resend_id"),
    status: text("status", { enum: recipientStatuses }).notNull().default("queued"),
  },
  (t) => [
    check(
      "newsletter_recipients_status",
      sql`${t.status} in ('queued', 'sent', 'delivered', 'bounced', 'complained')`,
    ),
    index("newsletter_recipients_batch").on(t.batchId),
    index("newsletter_recipients_campaign").on(t.campaignId),
    index("newsletter_recipients_subscriber").on(t.subscriberId),
    index("newsletter_recipients_resend_id").on(t.resendId),
  ],
);

/**
 * The links of a campaign that counts clicks: `/newsletter/l/:campaign/:n` leads only to the
 * address stored here, and counts the click without knowing who made it.
 */
export const newsletterLinks = sqliteTable(
  "newsletter_links",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    n: integer("n").notNull(),
    url: text("url").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.n] })],
);

/** Resend webhook deliveries already handled, by their `svix-id`: a retry changes nothing. */
export const resendWebhookEvents = sqliteTable(
  "resend_webhook_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
  },
  (t) => [index("resend_webhook_events_received_at").on(t.receivedAt)],
);

export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("rate_limit_hits_bucket_key_at").on(t.bucket, t.key, t.at)],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    check("email_outbox_status", sql`${t.status} in ('pending', 'sent', 'dead')`),
    index("email_outbox_status_next_attempt").on(t.status, t.nextAttemptAt),
  ],
);

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * A Markdown import, from the upload to the published article. The steps' results are kept
 * as they complete, so a server that restarts mid-import carries on after the last one.
 */
export const importJobs = sqliteTable(
  "import_jobs",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    fileName: text("file_name").notNull(),
    category: text("category").notNull(),
    // The uploaded text, emptied once the article holds it.
    source: text("source").notNull(),
    status: text("status", { enum: importJobStatuses }).notNull().default("running"),
    stepsDone: integer("steps_done").notNull().default(0),
    progress: text("progress", { mode: "json" }),
    placeholderImage: flag("placeholder_image"),
    articleId: text("article_id").references(() => articles.id, { onDelete: "set null" }),
    error: text("error"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("import_jobs_status", sql`${t.status} in ('running', 'done', 'failed')`),
    index("import_jobs_status").on(t.status),
  ],
);

/**
 * Keys for the sheet automation's writes to `POST /api/articoli`. Only the SHA-256 of a token
 * is kept: the page shows a new token once, and a copy of the database opens nothing.
 */
export const apiTokens = sqliteTable("api_tokens", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  lastUsedAt: timestamp("last_used_at"),
  revokedAt: timestamp("revoked_at"),
});

/**
 * Who runs the background jobs (e-mail delivery, the daily retention and backup, clean-ups).
 * With several instances on one database only the holder runs them; it renews the lease
 * while it lives and gives it up when it stops. The holder names its host and process, so a
 * server restarted on the same host takes over its predecessor's lease at once.
 */
export const leases = sqliteTable("leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at").notNull(),
});

export const redirectStatuses = [301, 302] as const;

/**
 * Old addresses that answer with a redirect: typed by an admin, or written when a published
 * article's slug changes. A source is a path of the site as matched (decoded, no trailing
 * slash, no query); a target is a path (its query kept) or an https address. Hits are
 * counted in memory and added here in batches (`redirect-table.server.ts`).
 */
export const redirects = sqliteTable(
  "redirects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fromPath: text("from_path").notNull().unique(),
    target: text("target").notNull(),
    status: integer("status").notNull().default(301),
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("redirects_status", sql`${t.status} in (301, 302)`),
    // A renamed article's redirects are found by their target to point them at its new address.
    index("redirects_target").on(t.target),
  ],
);

/**
 * The secret of one Rome day's visitor keys. A day's row is deleted once the day is over:
 * yesterday's keys can then never be made again, so no visitor is followed across days.
 */
export const analyticsSalts = sqliteTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: blob("salt", { mode: "buffer" }).notNull(),
});

/**
 * A visit: one visitor key's page views on one day with no gap over 30 minutes, with where
 * it came from. No address, no user agent: the key is a hash of them under the day's salt.
 */
export const analyticsVisits = sqliteTable(
  "analytics_visits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    startedAt: timestamp("started_at").notNull(),
    lastAt: timestamp("last_at").notNull(),
    entryPath: text("entry_path").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmTerm: text("utm_term"),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
    views: integer("views").notNull().default(1),
  },
  (t) => [
    // A day's visits by visitor, then start: a visitor's latest visit (a view joining it),
    // and the rollup's pass over a span's visitors with their earlier visits of the day.
    index("analytics_visits_day_visitor").on(t.day, t.visitor, t.startedAt),
  ],
);

/** One page view of a public page, kept raw for 90 days. */
export const pageViews = sqliteTable(
  "page_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    visitId: integer("visit_id").notNull(),
    day: text("day").notNull(),
    at: timestamp("at").notNull(),
    path: text("path").notNull(),
    // The page's language, from its address (decision 0291).
    language: text("language", { enum: contentLanguages }).notNull().default("it"),
    visitor: text("visitor").notNull(),
    // The test and variant the page showed, when it was under test (decision 0281).
    experimentId: integer("experiment_id"),
    variant: integer("variant"),
  },
  // A visit's pages, read from the index alone by the rollup; old views are deleted by visit.
  (t) => [index("page_views_visit_path").on(t.visitId, t.path)],
);

export const analyticsDimensions = [
  "total",
  "page",
  "entry",
  "referrer",
  "source",
  "medium",
  "campaign",
  "device",
  "browser",
  // The pages' language, from their addresses (decision 0295): no column, no constraint.
  "language",
] as const;

/** A rollup's figures for one value of a dimension. */
const rolledUpFigures = () => ({
  visitors: integer("visitors").notNull(),
  views: integer("views").notNull(),
  visits: integer("visits").notNull(),
  bounces: integer("bounces").notNull(),
});

/**
 * A finished hour's figures, for the day it belongs to until the day is rolled up: the visits
 * that started in the hour (from `hour_start`, one hour long), each visitor counted in the
 * hour of their first visit of the day with that value, so a day's hours add up to the day.
 * An hour with a 'total' row has been rolled up. Decisions 0248 and 0249.
 */
export const analyticsHourly = sqliteTable(
  "analytics_hourly",
  {
    dimension: text("dimension", { enum: analyticsDimensions }).notNull(),
    day: text("day").notNull(),
    hourStart: timestamp("hour_start").notNull(),
    value: text("value").notNull(),
    ...rolledUpFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.hourStart, t.value] })],
);

/**
 * A finished day's figures per dimension and value ('total' has the value ''), so every range
 * of the dashboard reads a few rows per day whatever the raw views were. A day with a 'total'
 * row has been rolled up.
 */
export const analyticsDaily = sqliteTable(
  "analytics_daily",
  {
    dimension: text("dimension", { enum: analyticsDimensions }).notNull(),
    day: text("day").notNull(),
    value: text("value").notNull(),
    ...rolledUpFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.day, t.value] }),
    index("analytics_daily_value").on(t.dimension, t.value, t.day),
  ],
);

export const experimentGoals = ["leads", "qualified", "won"] as const;
export const experimentStatuses = ["draft", "running", "paused", "stopped"] as const;
export const experimentEndReasons = ["staff", "winner", "control", "time-limit"] as const;

/**
 * An A/B test of a landing page (decision 0281): its variants, the control first, as changes
 * to the page's sections with their traffic shares (JSON), and the goal it is judged on.
 */
export const experiments = sqliteTable(
  "experiments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    pageId: text("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    goal: text("goal", { enum: experimentGoals }).notNull(),
    variants: text("variants").notNull(),
    maxDays: integer("max_days").notNull(),
    status: text("status", { enum: experimentStatuses }).notNull().default("draft"),
    startedAt: timestamp("started_at"),
    endedAt: timestamp("ended_at"),
    endReason: text("end_reason", { enum: experimentEndReasons }),
    // The variant the test found better than the control, if any.
    winner: integer("winner"),
    promotedAt: timestamp("promoted_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // Raised by every change, which names the version it was made on: a stale form is refused.
    version: integer("version").notNull().default(1),
  },
  (t) => [
    check("experiments_goal", sql`${t.goal} in ('leads', 'qualified', 'won')`),
    check("experiments_status", sql`${t.status} in ('draft', 'running', 'paused', 'stopped')`),
    check(
      "experiments_end_reason",
      sql`${t.endReason} is null or ${t.endReason} in ('staff', 'winner', 'control', 'time-limit')`,
    ),
    // One test at a time on a page: two would split its visitors between them.
    uniqueIndex("experiments_one_live_per_page")
      .on(t.pageId)
      .where(sql`${t.status} in ('running', 'paused')`),
  ],
);

/** A test's visitors per variant and Rome day: each person counted once a day (the unit). */
export const experimentDays = sqliteTable(
  "experiment_days",
  {
    experimentId: integer("experiment_id")
      .notNull()
      .references(() => experiments.id, { onDelete: "cascade" }),
    variant: integer("variant").notNull(),
    day: text("day").notNull(),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experimentId, t.variant, t.day] })],
);
