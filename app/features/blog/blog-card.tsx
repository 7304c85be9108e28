import { Link, useRouteLoaderData } from "@remix-run/react";
import { blogText } from "~/features/blog/content/blog";
import { site } from "~/utils/site";
import type { loader as rootLoader } from "~/root";
import * as styles from "~/features/blog/blog.css";
import type { BlogCard, BlogImage } from "~/features/blog/blog";

/** '{SITE_NAME} Team', the author every article is credited to. */
export function useAuthorLabel() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return blogText.authorLabel(root?.siteName ?? site.defaultName);
}

/** An article's cover: decorative (the title says what it shows), its box reserved. */
export function BlogCover({
  image,
  className,
  eager,
}: {
  image: BlogImage;
  className: string;
  eager: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** An article in the list: cover, category, title, date and author, excerpt, link. */
export function BlogCardItem({ article, eager }: { article: BlogCard; eager: boolean }) {
  const author = useAuthorLabel();
  const headingId = `articolo-${article.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <BlogCover image={article.image} className={styles.cover} eager={eager} />
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
