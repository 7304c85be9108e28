import type Database from "better-sqlite3";
import { releaseSetting } from "../../app/features/operations/release.server";
import { knownMigrations } from "../../app/utils/db.server";

/** The release the tests take for a newer one than the code's. */
export const newerRelease = { version: "1.4.0", migration: "0031_eventi" } as const;

/**
 * What each migration added, to take off again: the newest one's entry is what a database of
 * the release before lacks. A new migration adds its entry here, or the upgrade tests say so.
 */
const undoing: Record<string, string> = {
  "0017_search": [
    ...["insert", "update", "delete"].map((trigger) => `drop trigger articles_search_${trigger}`),
    "drop table article_search",
    "drop table article_search_docs",
  ].join(";"),
  "0018_spent_states": "drop table spent_states",
  "0019_analytics_hourly_and_staff_list": [
    "drop table analytics_hourly",
    "drop index analytics_visits_day_visitor",
    "create index analytics_visits_day on analytics_visits (day)",
    "create index analytics_visits_visitor on analytics_visits (visitor, last_at)",
    "drop index articles_staff_list",
    "create index articles_created_at on articles (created_at)",
    "drop index page_views_visit_path",
    "create index page_views_day_path on page_views (day, path)",
  ].join(";"),
  // The columns it added to articles, preview links and registrations stay: the release before
  // never reads them, and the migration rebuilds those tables from the columns it knew.
  "0020_events": [
    "drop index articles_language_slug",
    "drop index articles_translation_group",
    "create unique index articles_slug_unique on articles (slug)",
    "drop index event_registrations_event",
    "drop table events",
  ].join(";"),
  "0021_event_search": [
    ...["insert", "update", "delete"].map((trigger) => `drop trigger events_search_${trigger}`),
    "drop table event_search",
    "drop table event_search_docs",
  ].join(";"),
  // Preview links' page column stays: the migration rebuilds that table from the columns it knew.
  "0022_pages": [
    "alter table articles drop column translated_from_seq",
    "alter table events drop column translated_from_seq",
    ...["insert", "update", "delete"].map((trigger) => `drop trigger pages_search_${trigger}`),
    "drop table page_search",
    "drop table page_search_docs",
    "drop table pages",
  ].join(";"),
  "0023_home_and_about":
    "delete from pages where type in ('home-page', 'about-page', 'testimonial', 'team-member')",
  "0024_services_page": "delete from pages where type = 'services-page'",
  "0025_simple_pages": "delete from pages where type = 'simple-page'",
  // The service pages' testimonials follow the home page's four, from position 100.
  "0026_service_pages":
    "delete from pages where type in ('service', 'faq-item') or (type = 'testimonial' and position >= 100)",
  "0027_contact_landing_page": "alter table contact_submissions drop column page_id",
  "0028_leads": "drop table lead_timeline; drop table campaign_spend; drop table leads",
  "0029_lead_events": "drop table lead_event_attempts; drop table lead_events",
  "0030_privacy_meta_and_revocation": `update pages set fields = replace(replace(fields, 'a Meta l''evento (richiesta qualificata o lavoro vinto) con il valore del lavoro, l''identificativo del clic con il suo momento e la tua e-mail', 'a Meta l''evento (richiesta qualificata o lavoro vinto), l''identificativo del clic e la tua e-mail'), 'Puoi revocarlo in ogni momento dal link nell''e-mail di conferma della richiesta, o scrivendoci:', 'Puoi revocarlo in ogni momento scrivendoci:') where type = 'simple-page' and slug = 'privacy'`,
  "0031_experiments": [
    "alter table leads drop column variant",
    "alter table leads drop column experiment_id",
    "alter table page_views drop column variant",
    "alter table page_views drop column experiment_id",
    "drop table experiment_days",
    "drop table experiments",
  ].join(";"),
  // The words stay in the page's search text: rewriting it runs the search triggers, whose
  // stemming function only the application registers.
  "0032_privacy_experiments": `update pages set fields = replace(fields, '{"kind":"","text":"Alcune pagine di atterraggio possono essere messe alla prova in due o più versioni (test A/B). La versione che vedi è scelta con la stessa chiave giornaliera delle statistiche, senza cookie e senza salvare nulla sul tuo dispositivo: per tutto il giorno vedi la stessa versione. Con le pagine viste e con le richieste inviate da quelle pagine registriamo solo il test e la versione mostrata, mai la chiave; la versione di una richiesta la segue come la pagina da cui l''hai inviata. Chi chiede di non essere tracciato (DNT o GPC) e i programmi automatici non sono contati; chi chiede di non essere tracciato vede sempre la versione originale. Base giuridica: il nostro legittimo interesse a capire quale versione di una pagina risponde meglio a chi la visita (art. 6, par. 1, lett. f GDPR)."},', '') where type = 'simple-page' and slug = 'privacy'`,
  "0033_newsletter_campaigns": [
    "alter table newsletter_suppressions drop column reason",
    "drop table resend_webhook_events",
    "drop table newsletter_links",
    "drop table newsletter_recipients",
    "drop table newsletter_batches",
    "drop table newsletter_campaigns",
  ].join(";"),
  // As 0032's: the words stay in the page's search text.
  "0034_privacy_newsletter": `update pages set fields = json_remove(fields, (select '$.sections[' || key || ']' from json_each(pages.fields, '$.sections') where json_extract(value, '$.anchor') = 'newsletter')), updated_at = 1796281200000 where type = 'simple-page' and slug = 'privacy'`,
  "0035_languages": [
    "contact_submissions",
    "event_registrations",
    "leads",
    "newsletter_campaigns",
    "newsletter_subscribers",
    "page_views",
  ]
    .map((table) => `alter table ${table} drop column language`)
    .join(";"),
  // The release before had no English rows, and left every original's group empty.
  "0036_english_pages":
    "update pages set translation_group = null where language = 'it' and translation_group = id; delete from pages where language = 'en'",
};

/**
 * Turns `sqlite` into a database the release before left: without the newest migration, whose
 * tag it returns.
 */
export function asAnEarlierReleaseLeftIt(sqlite: Database.Database) {
  const newest = knownMigrations().at(-1)!.tag;
  const undo = undoing[newest];
  if (undo === undefined)
    throw new Error(`tests/support/releases.ts non sa togliere la migrazione ${newest}`);
  sqlite.exec(undo);
  sqlite.exec(
    "delete from __drizzle_migrations where created_at = (select max(created_at) from __drizzle_migrations)",
  );
  return newest;
}

/**
 * Turns `sqlite` into a database `newerRelease` upgraded: a migration the code does not know,
 * and the record of that release's start on 10 December 2026 at 09:00 UTC.
 */
export function asANewerReleaseLeftIt(sqlite: Database.Database) {
  sqlite
    .prepare("insert into __drizzle_migrations (hash, created_at) values ('futura', ?)")
    .run(Date.now() + 365 * 86_400_000);
  sqlite
    .prepare(
      "insert into settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value",
    )
    .run(releaseSetting, JSON.stringify({ ...newerRelease, at: "2026-12-10T09:00:00.000Z" }));
}
