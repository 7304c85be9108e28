import { Link, useRouteLoaderData } from "@remix-run/react";
import { blogText } from "~/features/blog/content/blog";
import { site } from "~/utils/site";
import type { loader as rootLoader } from "~/root";
import * as styles from "~/styles/blog.css";
import type { BlogCard } from "~/features/blog/blog";
import type { BlogImage } from "~/features/articles/blog-image";

/** '{SITE_NAME} Team', the author every article is credited to. */
export function useAuthorLabel() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return blogText.authorLabel(root?.siteName ?? site.defaultName);
}

/** How wide a cover shows: in the list's columns, or across the article's column. */
export const coverSizes = {
  card: "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw",
  article: "(min-width: 36rem) 34rem, 100vw",
} as const;

/**
 * An article's cover, said by its alternative text (see `BlogImage`), its box reserved. An
 * uploaded photo comes in the size and format the browser picks, over its blurred preview;
 * the first screen's cover is fetched first, the others when scrolled to.
 */
export function BlogCover({
  image,
  className,
  eager,
  sizes,
}: {
  image: BlogImage;
  className: string;
  eager: boolean;
  sizes: string;
}) {
  const img = (
    <img
      className={image.placeholder ? styles.coverImage : className}
      src={image.src}
      srcSet={image.srcSets?.jpeg}
      sizes={image.srcSets ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchpriority: "high" } : {})}
    />
  );
  const picture = image.srcSets ? (
    <picture>
      {image.srcSets.avif ? (
        <source type="image/avif" srcSet={image.srcSets.avif} sizes={sizes} />
      ) : null}
      <source type="image/webp" srcSet={image.srcSets.webp} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
  if (!image.placeholder) return picture;
  return (
    <span className={`${className} ${styles.coverFrame}`}>
      <img className={styles.coverPreview} src={image.placeholder} alt="" aria-hidden="true" />
      {picture}
    </span>
  );
}

/** An article in the list: cover, category, title, date and author, excerpt, link. */
export function BlogCardItem({ article, eager }: { article: BlogCard; eager: boolean }) {
  const author = useAuthorLabel();
  const headingId = `articolo-${article.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <BlogCover
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
        <Link to={`/blog/${article.slug}`} className={styles.readMore} aria-describedby={headingId}>
          {blogText.readMore}
        </Link>
      </div>
    </article>
  );
}
