import { sql, type SQL } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { foldedWords, isStopword, stemOf, type SearchLanguage } from "../../../db/search-text";
import { db } from "~/utils/db.server";
import { quoted, stemmedColumns } from "~/features/articles/search-query";

/**
 * Reads of the full-text index (decision 0228). Relevance is FTS5's bm25 with a word in the
 * title worth ten in the body; keywords, category and excerpt in between; the typed-prefix
 * column `words` only breaks ties, and `status` counts for nothing.
 */
const rank = sql`bm25(article_search, 10.0, 3.0, 1.0, 4.0, 6.0, 0.5, 0.0)`;

/**
 * Only published articles: the status is in the index, so FTS5 itself leaves the others
 * out and counts, ranks and pages without reading a row of `articles`.
 */
const publishedOnly = (match: string) => `(${match}) AND status : published`;

// Each language's search finds its own articles (decision 0293). Chosen before a page of
// results is cut, so that the count and the pages hold that language only. The `+` keeps the
// full-text match as the query's way in: offered the rowid list, SQLite matched each listed
// row instead, and an uncached article page took half as long again.
const inLanguage = (language: SearchLanguage) => sql`+rowid in (select d.doc
  from article_search_docs d join articles a on a.id = d.article_id
  where a.language = ${language})`;

export type FoundArticle = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: Date | null;
  updatedAt: Date;
  featuredImageUrl: string | null;
  featuredImageWidth: number | null;
  featuredImageHeight: number | null;
  bodyText: string;
};

type FoundRow = Omit<FoundArticle, "publishedAt" | "updatedAt"> & {
  publishedAt: number | null;
  updatedAt: number;
};

const columns = sql`a.id as id, a.slug as slug, a.title as title, a.excerpt as excerpt,
  a.category as category, a.published_at as publishedAt, a.updated_at as updatedAt,
  a.featured_image_url as featuredImageUrl, a.featured_image_width as featuredImageWidth,
  a.featured_image_height as featuredImageHeight, d.body_text as bodyText`;

const foundArticle = (row: FoundRow): FoundArticle => ({
  ...row,
  publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
  updatedAt: new Date(row.updatedAt),
});

/**
 * The articles in `language` of the index rows `ranked` chose (a query of `doc` and `score`),
 * in its order. Only those few rows are joined.
 */
const articlesOf = (ranked: SQL, language: SearchLanguage) =>
  db
    .all<FoundRow>(
      sql`with ranked as (${ranked})
        select ${columns} from ranked
        join article_search_docs d on d.doc = ranked.doc
        join articles a on a.id = d.article_id
        where a.language = ${language}
        order by ranked.score`,
    )
    .map(foundArticle);

/**
 * One page of the published articles in `language` that `match` finds, most relevant first,
 * and how many there are in all. Drafts, scheduled and archived articles are in the index,
 * for staff, and never in these results.
 */
export function searchPublishedArticles(
  match: string,
  limit: number,
  offset: number,
  language: SearchLanguage = "it",
) {
  const published = publishedOnly(match);
  const total =
    db.get<{ n: number }>(
      sql`select count(*) as n from article_search
        where article_search match ${published} and ${inLanguage(language)}`,
    )?.n ?? 0;
  const rows = articlesOf(
    sql`select rowid as doc, ${rank} as score from article_search
      where article_search match ${published} and ${inLanguage(language)}
      order by score limit ${limit} offset ${offset}`,
    language,
  );
  return { total, rows };
}

/**
 * The staff list's condition: articles of any status that `match` finds. The `+` keeps the
 * unique index on the id out of it: the list checks each found id in its own index, newest
 * first, instead of reading every found article's row to sort them (decision 0250).
 */
export function foundByIndex(match: string): SQL {
  return sql`+${articles.id} in (select d.article_id from article_search
    join article_search_docs d on d.doc = article_search.rowid
    where article_search match ${match})`;
}

const RELATED_TERMS_FROM_BODY = 8;

/**
 * What an article is about, as an FTS5 expression any of whose words may match: its title's
 * and keywords' words and the body's most frequent ones, stopwords and short words left out,
 * read in the article's language.
 */
function aboutExpression(article: {
  title: string;
  keywords: string | null;
  bodyText: string;
  language: SearchLanguage;
}) {
  const { language } = article;
  const meaningful = (word: string) => word.length > 3 && !isStopword(word, language);
  const stems = new Set(
    foldedWords(`${article.title} ${article.keywords ?? ""}`)
      .filter(meaningful)
      .map((word) => stemOf(word, language)),
  );
  const frequency = new Map<string, number>();
  for (const word of foldedWords(article.bodyText).filter(meaningful)) {
    const stem = stemOf(word, language);
    frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  }
  [...frequency]
    .sort((a, b) => b[1] - a[1])
    .slice(0, RELATED_TERMS_FROM_BODY)
    .forEach(([stem]) => stems.add(stem));
  if (stems.size === 0) return null;
  return `${stemmedColumns} : (${[...stems].map(quoted).join(" OR ")})`;
}

// How many of the most similar articles are looked at for those of the same category.
const RELATED_CANDIDATES = 20;

/**
 * Up to `limit` published articles to read after `articleId`, in its language: among the 20
 * that share the most of its text, those of its category first, each group by similarity;
 * then the newest of its category and of the blog when too few share any. Never the article
 * itself.
 */
export function relatedArticles(articleId: string, limit = 3): FoundArticle[] {
  const article = db.get<{
    doc: number;
    title: string;
    keywords: string | null;
    category: string;
    bodyText: string;
    language: SearchLanguage;
  }>(sql`select d.doc as doc, a.title as title, a.keywords as keywords, a.category as category,
      d.body_text as bodyText, a.language as language
    from articles a join article_search_docs d on d.article_id = a.id where a.id = ${articleId}`);
  if (!article) return [];
  const about = aboutExpression(article);
  const similar = about
    ? articlesOf(
        sql`select rowid as doc, ${rank} as score from article_search
          where article_search match ${publishedOnly(about)} and rowid <> ${article.doc}
            and ${inLanguage(article.language)}
          order by score limit ${RELATED_CANDIDATES}`,
        article.language,
      )
        // A stable sort: the order of similarity holds within each group.
        .sort(
          (a, b) =>
            Number(b.category === article.category) - Number(a.category === article.category),
        )
        .slice(0, limit)
    : [];
  const chosen = new Set([articleId, ...similar.map((row) => row.id)]);
  const newest =
    similar.length < limit
      ? db
          .all<FoundRow>(
            sql`select ${columns} from articles a
              join article_search_docs d on d.article_id = a.id
              where a.status = 'published' and a.language = ${article.language}
              order by a.category = ${article.category} desc, a.published_at desc
              limit ${limit + chosen.size}`,
          )
          .map(foundArticle)
      : [];
  return [...similar, ...newest.filter((row) => !chosen.has(row.id))].slice(0, limit);
}

/**
 * Builds the index anew from the articles, in one transaction, as migration 0017 first built
 * it: for `agency search-index` after restoring an index-less copy, and for the bench.
 */
export function rebuildSearchIndex() {
  const sqlite = db.$client;
  sqlite.transaction(() => {
    sqlite.exec(`
      insert into article_search (article_search) values ('delete-all');
      delete from article_search_docs;
      insert into article_search_docs (article_id, body_text)
        select id, search_body(content) from articles;
      insert into article_search (rowid, title, excerpt, body, category, keywords, words, status)
        select d.doc, search_stems(a.title), search_stems(a.excerpt), search_stems(d.body_text),
          search_stems(a.category), search_stems(a.keywords),
          search_words(a.title, a.excerpt, d.body_text, a.category, a.keywords), a.status
        from article_search_docs d join articles a on a.id = d.article_id;
    `);
  })();
  return sqlite.prepare("select count(*) from article_search_docs").pluck().get() as number;
}
