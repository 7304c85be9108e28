import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Breadcrumb } from "~/components/breadcrumb";
import { BlogCover, useAuthorLabel } from "~/features/blog/blog-card";
import { blogText } from "~/features/blog/content/blog";
import { articleBody } from "~/features/blog/article-body.css";
import * as styles from "~/features/blog/blog.css";
import { button, container, section } from "~/styles/ui.css";
import { blogFeedLink } from "~/features/blog/blog";
import { blogArticlePage, type BlogArticleView } from "~/features/blog/blog.server";
import { headFromLoader } from "~/utils/seo";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";

export function loader({ request, params }: LoaderFunctionArgs) {
  return blogArticlePage(request, params.slug ?? "");
}

export { blogPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = (args) => [...headFromLoader(args), blogFeedLink];

function ArticleNotFound() {
  return (
    <section className={`${container} ${section}`} aria-labelledby="articolo-titolo">
      <h1 id="articolo-titolo">{blogText.notFoundTitle}</h1>
      <p>{blogText.notFoundText}</p>
      <Link to="/blog" className={button.primary}>
        {blogText.backToBlog}
      </Link>
    </section>
  );
}

function ArticleView({ article, draft }: { article: BlogArticleView; draft: boolean }) {
  const author = useAuthorLabel();
  return (
    <article className={`${container} ${section}`} aria-labelledby="articolo-titolo">
      <div className={styles.article}>
        <Breadcrumb trail={article.trail} />
        {draft ? (
          <p className={styles.draftBanner} role="note">
            <strong>{blogText.draftBanner}</strong> · {blogText.draftBannerText}
          </p>
        ) : null}
        <header className={styles.articleHeader}>
          <p className={styles.category}>{article.category}</p>
          <h1 id="articolo-titolo" className={styles.articleTitle}>
            {article.title}
          </h1>
          {article.excerpt ? <p className={styles.articleExcerpt}>{article.excerpt}</p> : null}
          <p className={styles.facts}>
            <time dateTime={article.dateTime}>{article.date}</time>
            <span>{author}</span>
            <span>{blogText.readingTime(article.minutes)}</span>
          </p>
        </header>
        <BlogCover image={article.image} className={styles.articleCover} eager />
        {/* Sanitized on the server with an allow-list (article-html.server.ts), once per saved version. */}
        <div className={articleBody} dangerouslySetInnerHTML={{ __html: article.html }} />
        <aside className={styles.contact} aria-labelledby="articolo-contatti">
          <h2 id="articolo-contatti">{blogText.contactTitle}</h2>
          <p>{blogText.contactText}</p>
          <Link to="/contatti" className={button.primary}>
            {blogText.contactLink}
          </Link>
        </aside>
      </div>
    </article>
  );
}

export default function BlogArticle() {
  const data = useLoaderData<typeof loader>();
  useBlogUpdates();
  return data.state === "article" ? (
    <ArticleView article={data.article} draft={data.draft} />
  ) : (
    <ArticleNotFound />
  );
}
