import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/breadcrumb";
import { BlogContact } from "~/features/blog/blog-contact";
import { CoverImage } from "~/features/articles/cover-image";
import { coverSizes, useAuthorLabel } from "~/features/blog/blog-card";
import { blogCopy } from "~/features/blog/content/blog";
import { articleBody } from "~/styles/article-body.css";
import * as styles from "~/styles/blog.css";
import type { BlogArticleView } from "~/features/blog/blog.server";
import { categoryPathOf } from "~/features/blog/blog";
import { container, section } from "~/styles/ui.css";

/** A note above an article that is not (or not only) the public page: a draft, a preview link. */
export type ArticleBanner = { title: string; text: string };

/** An article's page: the public one, a staff member's view of a draft, a preview link's. */
export function ArticleView({
  article,
  banner,
  after,
}: {
  article: BlogArticleView;
  banner: ArticleBanner | null;
  /** What the public page shows under the text: related articles, the search field. */
  after?: ReactNode;
}) {
  const author = useAuthorLabel();
  const categoryPage = categoryPathOf(article.category, article.language);
  return (
    <article className={`${container} ${section}`} aria-labelledby="articolo-titolo">
      <div className={styles.article}>
        <Breadcrumb trail={article.trail} />
        {banner ? (
          <p className={styles.draftBanner} role="note">
            <strong>{banner.title}</strong> · {banner.text}
          </p>
        ) : null}
        <header className={styles.articleHeader}>
          <p className={styles.category}>
            {categoryPage ? <Link to={categoryPage}>{article.category}</Link> : article.category}
          </p>
          <h1 id="articolo-titolo" className={styles.articleTitle}>
            {article.title}
          </h1>
          {article.excerpt ? <p className={styles.articleExcerpt}>{article.excerpt}</p> : null}
          <p className={styles.facts}>
            <time dateTime={article.dateTime}>{article.date}</time>
            <span>{author}</span>
            <span>{blogCopy[article.language].readingTime(article.minutes)}</span>
          </p>
        </header>
        <CoverImage
          image={article.image}
          className={styles.articleCover}
          eager
          sizes={coverSizes.article}
        />
        {/* Sanitized on the server with an allow-list (article-html.server.ts), once per saved version. */}
        <div className={articleBody} dangerouslySetInnerHTML={{ __html: article.html }} />
        {after}
        <BlogContact id="articolo-contatti" />
      </div>
    </article>
  );
}
