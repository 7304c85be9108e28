import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { BlogCardItem } from "~/features/blog/blog-card";
import { blogText } from "~/features/blog/content/blog";
import { button, container, section } from "~/styles/ui.css";
import { blogFeedLink, blogListSearch } from "~/features/blog/blog";
import { blogListPage } from "~/features/blog/blog.server";
import { headFromLoader } from "~/utils/seo";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";
import * as styles from "~/features/blog/blog.css";

export function loader({ request }: LoaderFunctionArgs) {
  return blogListPage(request);
}

export { blogPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = (args) => {
  const data = args.data;
  const neighbours = [];
  if (data && data.page > 1) {
    neighbours.push({
      tagName: "link",
      rel: "prev",
      href: `/blog${blogListSearch(data.page - 1, data.category)}`,
    });
  }
  if (data && data.page < data.pageCount) {
    neighbours.push({
      tagName: "link",
      rel: "next",
      href: `/blog${blogListSearch(data.page + 1, data.category)}`,
    });
  }
  return [...headFromLoader(args), blogFeedLink, ...neighbours];
};

export default function BlogList() {
  const { state, articles, categories, category, page, pageCount } = useLoaderData<typeof loader>();
  useBlogUpdates();
  return (
    <>
      <section className={styles.hero} aria-labelledby="blog-titolo">
        <div className={container}>
          <h1 id="blog-titolo">{blogText.title}</h1>
          <p className={styles.lead}>{blogText.intro}</p>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-label={blogText.listLabel}>
        {state === "fallback" ? (
          <div className={styles.notice} role="alert">
            <p className={styles.noticeTitle}>{blogText.loadError}</p>
            <p>{blogText.fallbackNote}</p>
          </div>
        ) : null}

        {categories.length > 1 ? (
          <nav aria-label={blogText.categoriesLabel}>
            <ul className={styles.chips}>
              <li>
                <Link
                  to="/blog"
                  className={styles.chip}
                  aria-current={category ? undefined : "page"}
                >
                  {blogText.allCategories}
                </Link>
              </li>
              {categories.map((name) => (
                <li key={name}>
                  <Link
                    to={`/blog${blogListSearch(1, name)}`}
                    className={styles.chip}
                    aria-current={name === category ? "page" : undefined}
                  >
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {articles.length === 0 ? (
          <p>{category ? blogText.emptyCategory : blogText.empty}</p>
        ) : (
          <ul className={styles.cards}>
            {articles.map((article, index) => (
              <li key={article.slug}>
                <BlogCardItem article={article} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}

        {pageCount > 1 ? (
          <nav className={styles.pagination} aria-label={blogText.paginationLabel}>
            {page > 1 ? (
              <Link
                to={`/blog${blogListSearch(page - 1, category)}`}
                rel="prev"
                className={button.secondary}
              >
                {blogText.newer}
              </Link>
            ) : (
              <span />
            )}
            <span>{blogText.pageOf(page, pageCount)}</span>
            {page < pageCount ? (
              <Link
                to={`/blog${blogListSearch(page + 1, category)}`}
                rel="next"
                className={button.secondary}
              >
                {blogText.older}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}

        <aside className={styles.contact} aria-labelledby="blog-contatti">
          <h2 id="blog-contatti">{blogText.contactTitle}</h2>
          <p>{blogText.contactText}</p>
          <Link to="/contatti" className={button.primary}>
            {blogText.contactLink}
          </Link>
        </aside>
      </section>
    </>
  );
}
