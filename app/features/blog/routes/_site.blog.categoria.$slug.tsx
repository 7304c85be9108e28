import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { Breadcrumb } from "~/components/breadcrumb";
import { blogFeedLink, categoryPath, neighbourLinks } from "~/features/blog/blog";
import {
  ArticleCards,
  BlogPagination,
  CategoryChips,
  FallbackNotice,
} from "~/features/blog/blog-list";
import { BlogContact } from "~/features/blog/blog-contact";
import { blogCategoryPage } from "~/features/blog/category-pages.server";
import { blogCopy } from "~/features/blog/content/blog";
import { blogTag, sharedPageHeaders } from "~/utils/headers";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { container, section } from "~/styles/ui.css";
import { headFromLoader } from "~/utils/seo";
import { languageOfPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import * as styles from "~/styles/blog.css";

export function loader({ request, params }: LoaderFunctionArgs) {
  return blogCategoryPage(request, params.slug ?? "");
}

export const headers: HeadersFunction = (args) => sharedPageHeaders(args, blogTag, ["pagina"]);

export const meta: MetaFunction<typeof loader> = (args) => {
  const data = args.data;
  if (!data || data.state === "missing") return notFoundHead(args);
  const language = languageOfPath(args.location.pathname);
  return [
    ...headFromLoader({ ...args, data }),
    blogFeedLink(language),
    ...neighbourLinks(categoryPath(data.category.slug, language), data.page, data.pageCount),
  ];
};

export default function BlogCategory() {
  const data = useLoaderData<typeof loader>();
  const language = useLanguage();
  const t = blogCopy[language];
  // A category's first article, published while its not-found page is open, shows it.
  useBlogUpdates();
  if (data.state === "missing") return <NotFoundPage />;
  const { state, category, description, trail, articles, categories, page, pageCount } = data;
  return (
    <>
      <section className={styles.hero} aria-labelledby="categoria-titolo">
        <div className={container}>
          <Breadcrumb trail={trail} />
          <h1 id="categoria-titolo">{category.name}</h1>
          <p className={styles.lead}>{description}</p>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-label={t.listLabel}>
        {state === "fallback" ? <FallbackNotice /> : null}

        <CategoryChips categories={categories} current={category.slug} />
        <ArticleCards articles={articles} empty={t.emptyCategory} />
        <BlogPagination
          path={categoryPath(category.slug, language)}
          page={page}
          pageCount={pageCount}
        />

        <BlogContact id="categoria-contatti" />
      </section>
    </>
  );
}
