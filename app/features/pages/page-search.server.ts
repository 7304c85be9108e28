import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { publicAddress } from "~/features/pages/page-editor.server";
import type { Language } from "~/utils/language";
import {
  editablePageTypes,
  type pageTypeDefs,
  type EditablePageType,
} from "~/features/pages/page-types";

/**
 * Reads of the pages' full-text index (migration 0022), which has the articles' columns and
 * weights, and the addresses of the published pages for the sitemap. Only a page a reader can
 * open is found or listed: of a type with an address, published, not kept from search engines.
 */
const rank = sql`bm25(page_search, 10.0, 3.0, 1.0, 4.0, 6.0, 0.5, 0.0)`;

/** The types whose entries have a page of their own: the only ones a search finds. */
export type AddressedPageType = {
  [Type in EditablePageType]: (typeof pageTypeDefs)[Type] extends
    { address: unknown } | { single: unknown }
    ? Type
    : never;
}[EditablePageType];

// Chosen before the limit, so testimonials, questions and logos take no result's place.
const addressedTypes = editablePageTypes.filter(
  (type): type is AddressedPageType => publicAddress(type, "") !== null,
);

export type FoundPage = { path: string; title: string; excerpt: string; type: AddressedPageType };

/** The entries with an address of their own `rows` holds, at that address in `language`. */
function addressed<Row extends { type: EditablePageType; slug: string }>(
  rows: Row[],
  language: Language = "it",
) {
  return rows.flatMap((row) => {
    const path = addressIn(row.type, row.slug, language);
    return path ? [{ ...row, path }] : [];
  });
}

/**
 * The published pages in `language` that `match` finds, best first: an English search finds
 * the English rows, indexed in English (`page_search_docs.language`), at their English address.
 */
export function searchPublishedPages(
  match: string,
  limit: number,
  language: Language = "it",
): FoundPage[] {
  const found = db.all<{ type: AddressedPageType; slug: string; title: string; excerpt: string }>(
    sql`with ranked as (
        select rowid as doc, ${rank} as score from page_search
        where page_search match ${`(${match}) AND status : published`})
      select p.type as type, p.slug as slug, p.title as title,
        coalesce(nullif(p.excerpt, ''), p.meta_description, '') as excerpt
      from ranked
      join page_search_docs d on d.doc = ranked.doc
      join pages p on p.id = d.page_id
      where p.language = ${language} and d.language = ${language}
        and p.noindex = 0 and p.type in ${addressedTypes}
      order by ranked.score
      limit ${limit}`,
  );
  return addressed(found, language).map(({ path, title, excerpt, type }) => ({
    path,
    title,
    excerpt,
    type,
  }));
}

/** Builds the pages' index anew, as the triggers of migration 0022 do (`agency search-index`). */
export function rebuildPageSearchIndex() {
  const sqlite = db.$client;
  sqlite.transaction(() => {
    sqlite.exec(`
      insert into page_search (page_search) values ('delete-all');
      delete from page_search_docs;
      insert into page_search_docs (page_id, language, body_text)
        select id, language, search_text from pages;
      insert into page_search (rowid, title, excerpt, body, category, keywords, words, status)
        select d.doc, search_stems(p.title), search_stems(p.excerpt), search_stems(d.body_text),
          search_stems(p.type), search_stems(p.keywords),
          search_words(p.title, p.excerpt, d.body_text, p.type, p.keywords), p.status
        from page_search_docs d join pages p on p.id = d.page_id;
    `);
  })();
  return sqlite.prepare("select count(*) from page_search_docs").pluck().get() as number;
}

/** Every published page a search engine may list, with when it last changed. */
export function publishedPagePaths() {
  const rows = db
    .select({ type: pages.type, slug: pages.slug, updatedAt: pages.updatedAt })
    .from(pages)
    .where(
      and(
        eq(pages.status, "published"),
        eq(pages.language, "it"),
        eq(pages.noindex, false),
        inArray(pages.type, addressedTypes),
      ),
    )
    .orderBy(desc(pages.updatedAt))
    .all() as { type: EditablePageType; slug: string; updatedAt: Date }[];
  return addressed(rows).map(({ path, updatedAt }) => ({ path, lastmod: updatedAt }));
}
