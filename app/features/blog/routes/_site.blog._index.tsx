import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { blogCopy } from "~/features/blog/content/blog";
import { container, section } from "~/styles/ui.css";
import { blogFeedLink, blogPaths, neighbourLinks } from "~/features/blog/blog";
import {
  ArticleCards,
  BlogPagination,
  CategoryChips,
  FallbackNotice,
} from "~/features/blog/blog-list";
import { BlogContact } from "~/features/blog/blog-contact";
import { blogListPage } from "~/features/blog/blog.server";
import { blogTag, sharedPageHeaders } from "~/utils/headers";
import { headFromLoader } from "~/utils/seo";
import { languageOfPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";
import { SearchForm } from "~/features/blog/search-form";
import * as styles from "~/styles/blog.css";

export function loader({ request }: LoaderFunctionArgs) {
  return blogListPage(request);
}

// `?pagina=`, and the old category filter `?categoria=`, answered with its new address.
export const headers: HeadersFunction = (args) =>
  sharedPageHeaders(args, blogTag, ["pagina", "categoria"]);

export const meta: MetaFunction<typeof loader> = (args) => {
  const language = languageOfPath(args.location.pathname);
  return [
    ...headFromLoader(args),
    blogFeedLink(language),
    ...(args.data
      ? neighbourLinks(blogPaths(language).list, args.data.page, args.data.pageCount)
      : []),
  ];
};

export default function BlogList() {
  const { state, articles, categories, page, pageCount } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const t = blogCopy[language];
  useBlogUpdates();
  return (
    <>
      <section className={styles.hero} aria-labelledby="blog-titolo">
        <div className={container}>
          <h1 id="blog-titolo">{t.title}</h1>
          <p className={styles.lead}>{t.intro}</p>
          <SearchForm id="cerca-elenco" />
        </div>
      </section>

      <section className={`${container} ${section}`} aria-label={t.listLabel}>
        {state === "fallback" ? <FallbackNotice /> : null}

        <CategoryChips categories={categories} current={null} />
        <ArticleCards articles={articles} empty={t.empty} />
        <BlogPagination path={blogPaths(language).list} page={page} pageCount={pageCount} />

        <BlogContact id="blog-contatti" />
      </section>
    </>
  );
}
