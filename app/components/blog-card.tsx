import { Link, useRouteLoaderData } from "@remix-run/react";
import { blogText } from "~/content/blog";
import { site } from "~/content/site";
import type { loader as rootLoader } from "~/root";
import * as styles from "~/styles/blog.css";
import type { BlogCard } from "~/utils/blog";

/** '{SITE_NAME} Team', the spec's author of every article. */
export function useAuthorLabel() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return blogText.authorLabel(root?.siteName ?? site.defaultName);
}

/** An article in the list: cover, category, title, date and author, excerpt, link. */
export function BlogCardItem({ article, eager }: { article: BlogCard; eager: boolean }) {
  const author = useAuthorLabel();
  const headingId = `articolo-${article.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <img
        className={styles.cover}
        src={article.image.src}
        width={article.image.width}
        height={article.image.height}
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding="async"
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
        <Link to={`/blog/${article.slug}`} className={styles.readMore} aria-describedby={headingId}>
          {blogText.readMore}
        </Link>
      </div>
    </article>
  );
}
