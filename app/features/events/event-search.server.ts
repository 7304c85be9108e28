import { sql } from "drizzle-orm";
import { db } from "~/utils/db.server";
import { eventPath } from "~/features/events/events.server";
import type { Language } from "~/utils/language";

/**
 * Reads of the events' full-text index (migration 0021), which has the articles' columns so
 * one typed query finds both: the published events and courses it matches, most relevant
 * first, with the same weights as the articles' (title first, body last).
 */
const rank = sql`bm25(event_search, 10.0, 3.0, 1.0, 4.0, 6.0, 0.5, 0.0)`;

export type FoundEvent = {
  slug: string;
  /** The event's page in the language searched. */
  path: string;
  title: string;
  excerpt: string;
  startsAt: Date | null;
  endsAt: Date | null;
  allDay: boolean;
};

/**
 * The published events in `language` that `match` finds, best first. An English event is a
 * translation whose dates are its Italian original's, read now as its page reads them (not
 * the copy saved with the translation, which an edit of the original leaves behind).
 */
export function searchPublishedEvents(
  match: string,
  limit: number,
  language: Language = "it",
): FoundEvent[] {
  return db
    .all<{
      slug: string;
      title: string;
      excerpt: string;
      startsAt: number | null;
      endsAt: number | null;
      allDay: number;
    }>(
      sql`with ranked as (
          select rowid as doc, ${rank} as score from event_search
          where event_search match ${`(${match}) AND status : published`})
        select e.slug as slug, e.title as title, e.excerpt as excerpt,
          iif(o.id is null, e.starts_at, o.starts_at) as startsAt,
          iif(o.id is null, e.ends_at, o.ends_at) as endsAt,
          iif(o.id is null, e.all_day, o.all_day) as allDay
        from ranked
        join event_search_docs d on d.doc = ranked.doc
        join events e on e.id = d.event_id
        left join events o on e.language <> 'it' and o.id = e.translation_group
          and o.language = 'it'
        where e.language = ${language}
        order by ranked.score
        limit ${limit}`,
    )
    .map((row) => ({
      ...row,
      path: eventPath(row.slug, language),
      startsAt: row.startsAt === null ? null : new Date(row.startsAt),
      endsAt: row.endsAt === null ? null : new Date(row.endsAt),
      allDay: row.allDay === 1,
    }));
}

/** Builds the events' index anew, as migration 0021 first built it (`agency search-index`). */
export function rebuildEventSearchIndex() {
  const sqlite = db.$client;
  const place = "coalesce(e.place_name, '') || ' ' || coalesce(e.place_city, '')";
  const kind = "e.kind || ' ' || e.format";
  sqlite.transaction(() => {
    sqlite.exec(`
      insert into event_search (event_search) values ('delete-all');
      delete from event_search_docs;
      insert into event_search_docs (event_id, body_text) select id, search_body(content) from events;
      insert into event_search (rowid, title, excerpt, body, category, keywords, words, status)
        select d.doc, search_stems(e.title), search_stems(e.excerpt), search_stems(d.body_text),
          search_stems(${kind}), search_stems(${place}),
          search_words(e.title, e.excerpt, d.body_text, ${kind}, ${place}), e.status
        from event_search_docs d join events e on e.id = d.event_id;
    `);
  })();
  return sqlite.prepare("select count(*) from event_search_docs").pluck().get() as number;
}
