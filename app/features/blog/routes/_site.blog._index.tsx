import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { blogText } from "~/features/blog/content/blog";
import { container, section } from "~/styles/ui.css";
import { blogFeedLink, neighbourLinks } from "~/features/blog/blog";
import {
  ArticleCards,
  BlogPagination,
  CategoryChips,
  FallbackNotice,
} from "~/features/blog/blog-list";
import { BlogContact } from "~/features/blog/blog-contact";
import { blogListPage } from "~/features/blog/blog.server";
import { sharedPageHeaders } from "~/utils/headers";
import { headFromLoader } from "~/utils/seo";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";
import { SearchForm } from "~/features/blog/search-form";
import * as styles from "~/styles/blog.css";

export function loader({ request }: LoaderFunctionArgs) {
  return blogListPage(request);
}

// `?pagina=`, and the old category filter `?categoria=`, answered with its new address.
export const headers: HeadersFunction = (args) =>
  sharedPageHeaders(args, "blog", ["pagina", "categoria"]);

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
        {state === "fallback" ? <FallbackNotice /> : null}

        <CategoryChips categories={categories} current={null} />
        <ArticleCards articles={articles} empty={blogText.empty} />
        <BlogPagination path="/blog" page={page} pageCount={pageCount} />

        <BlogContact id="blog-contatti" />
      </section>
    </>
  );
}
