import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { blogText } from "~/features/blog/content/blog";
import { button, container, section } from "~/styles/ui.css";
import { blogFeedLink, neighbourLinks } from "~/features/blog/blog";
import { ArticleCards, BlogPagination, CategoryChips } from "~/features/blog/blog-list";
import { blogListPage } from "~/features/blog/blog.server";
import { headFromLoader } from "~/utils/seo";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";
import { SearchForm } from "~/features/search/search-form";
import * as styles from "~/features/blog/blog.css";

export function loader({ request }: LoaderFunctionArgs) {
  return blogListPage(request);
}

export { blogPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = (args) => [
  ...headFromLoader(args),
  blogFeedLink,
  ...(args.data ? neighbourLinks("/blog", args.data.page, args.data.pageCount) : []),
];

export default function BlogList() {
  const { state, articles, categories, page, pageCount } = useLoaderData<typeof loader>();
  useBlogUpdates();
  return (
    <>
      <section className={styles.hero} aria-labelledby="blog-titolo">
        <div className={container}>
          <h1 id="blog-titolo">{blogText.title}</h1>
          <p className={styles.lead}>{blogText.intro}</p>
          <SearchForm id="cerca-elenco" />
        </div>
      </section>

      <section className={`${container} ${section}`} aria-label={blogText.listLabel}>
        {state === "fallback" ? (
          <div className={styles.notice} role="alert">
            <p className={styles.noticeTitle}>{blogText.loadError}</p>
            <p>{blogText.fallbackNote}</p>
          </div>
        ) : null}

        <CategoryChips categories={categories} current={null} />
        <ArticleCards articles={articles} empty={blogText.empty} />
        <BlogPagination path="/blog" page={page} pageCount={pageCount} />

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
