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
import { blogText } from "~/features/blog/content/blog";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { container, section } from "~/styles/ui.css";
import { sharedPageHeaders } from "~/utils/headers";
import { headFromLoader } from "~/utils/seo";
import * as styles from "~/styles/blog.css";

export function loader({ request, params }: LoaderFunctionArgs) {
  return blogCategoryPage(request, params.slug ?? "");
}

export const headers: HeadersFunction = (args) => sharedPageHeaders(args, "blog", ["pagina"]);

export const meta: MetaFunction<typeof loader> = (args) => {
  const data = args.data;
  if (!data || data.state === "missing") return notFoundHead(args);
  return [
    ...headFromLoader({ ...args, data }),
    blogFeedLink,
    ...neighbourLinks(categoryPath(data.category.slug), data.page, data.pageCount),
  ];
};

export default function BlogCategory() {
  const data = useLoaderData<typeof loader>();
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

      <section className={`${container} ${section}`} aria-label={blogText.listLabel}>
        {state === "fallback" ? <FallbackNotice /> : null}

        <CategoryChips categories={categories} current={category.slug} />
        <ArticleCards articles={articles} empty={blogText.emptyCategory} />
        <BlogPagination path={categoryPath(category.slug)} page={page} pageCount={pageCount} />

        <BlogContact id="categoria-contatti" />
      </section>
    </>
  );
}
