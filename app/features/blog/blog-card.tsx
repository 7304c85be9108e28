import { Link, useRouteLoaderData } from "@remix-run/react";
import { blogCopy } from "~/features/blog/content/blog";
import { site } from "~/utils/site";
import type { loader as rootLoader } from "~/root";
import * as styles from "~/styles/blog.css";
import { articlePath, type BlogCard } from "~/features/blog/blog";
import { useLanguage } from "~/utils/use-language";
import { CoverImage } from "~/features/articles/cover-image";

/** '{SITE_NAME} Team', the author every article is credited to. */
export function useAuthorLabel() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return blogCopy[useLanguage()].authorLabel(root?.siteName ?? site.defaultName);
}

/** How wide a cover shows: in the list's columns, or across the article's column. */
export const coverSizes = {
  card: "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw",
  article: "(min-width: 36rem) 34rem, 100vw",
} as const;

/** An article in the list: cover, category, title, date and author, excerpt, link. */
export function BlogCardItem({ article, eager }: { article: BlogCard; eager: boolean }) {
  const language = useLanguage();
  const author = useAuthorLabel();
  const headingId = `articolo-${article.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CoverImage
        image={article.image}
        className={styles.cover}
        eager={eager}
        sizes={coverSizes.card}
      />
      <div className={styles.cardBody}>
        <p className={styles.category}>{article.category}</p>
        <h2 id={headingId} className={styles.cardTitle}>
          {article.title}
        </h2>
        <p className={styles.byline}>
          <time dateTime={article.dateTime}>{article.date}</time> · {author}
        </p>
        <p>{article.excerpt}</p>
        <Link
          to={articlePath(article.slug, language)}
          className={styles.readMore}
          aria-describedby={headingId}
        >
          {blogCopy[language].readMore}
        </Link>
      </div>
    </article>
  );
}
