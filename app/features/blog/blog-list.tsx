import { Link } from "@remix-run/react";
import { BlogCardItem } from "~/features/blog/blog-card";
import {
  blogListSearch,
  blogPaths,
  categoryPath,
  type BlogCard,
  type BlogCategory,
} from "~/features/blog/blog";
import { blogCopy } from "~/features/blog/content/blog";
import { useLanguage } from "~/utils/use-language";
import * as styles from "~/styles/blog.css";
import { button } from "~/styles/ui.css";

/**
 * The chips of the categories with published articles: 'Tutti' (/blog), then each one's page,
 * the page shown marked as current. Not shown for a single category.
 */
export function CategoryChips({
  categories,
  current,
}: {
  categories: readonly BlogCategory[];
  current: string | null;
}) {
  const language = useLanguage();
  const t = blogCopy[language];
  if (categories.length < 2) return null;
  return (
    <nav aria-label={t.categoriesLabel}>
      <ul className={styles.chips}>
        <li>
          <Link
            to={blogPaths(language).list}
            className={styles.chip}
            aria-current={current ? undefined : "page"}
          >
            {t.allCategories}
          </Link>
        </li>
        {categories.map(({ name, slug }) => (
          <li key={slug}>
            <Link
              to={categoryPath(slug, language)}
              className={styles.chip}
              aria-current={slug === current ? "page" : undefined}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page of a list's cards, or `empty` when it has none. */
export function ArticleCards({
  articles,
  empty,
}: {
  articles: readonly BlogCard[];
  empty: string;
}) {
  if (articles.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.cards}>
      {articles.map((article, index) => (
        <li key={article.slug}>
          <BlogCardItem article={article} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The links to the newer and the older page of the list at `path`, when it has more than one. */
export function BlogPagination({
  path,
  page,
  pageCount,
}: {
  path: string;
  page: number;
  pageCount: number;
}) {
  const t = blogCopy[useLanguage()];
  if (pageCount < 2) return null;
  return (
    <nav className={styles.pagination} aria-label={t.paginationLabel}>
      {page > 1 ? (
        <Link to={`${path}${blogListSearch(page - 1)}`} rel="prev" className={button.secondary}>
          {t.newer}
        </Link>
      ) : (
        <span />
      )}
      <span>{t.pageOf(page, pageCount)}</span>
      {page < pageCount ? (
        <Link to={`${path}${blogListSearch(page + 1)}`} rel="next" className={button.secondary}>
          {t.older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The note above a list shown from the built-in articles because the database failed. */
export function FallbackNotice() {
  const t = blogCopy[useLanguage()];
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>{t.loadError}</p>
      <p>{t.fallbackNote}</p>
    </div>
  );
}
