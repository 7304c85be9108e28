import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ArticleView } from "~/features/blog/article-view";
import { blogCopy } from "~/features/blog/content/blog";
import { button, container, section } from "~/styles/ui.css";
import { blogFeedLink, blogPaths } from "~/features/blog/blog";
import { blogArticlePage } from "~/features/blog/blog.server";
import { headFromLoader } from "~/utils/seo";
import { languageOfPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";
import { RelatedArticles } from "~/features/blog/related-articles";
import { SearchForm } from "~/features/blog/search-form";
import * as searchStyles from "~/features/blog/search-field.css";

export function loader({ request, params }: LoaderFunctionArgs) {
  return blogArticlePage(request, params.slug ?? "");
}

export { blogPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = (args) => [
  ...headFromLoader(args),
  blogFeedLink(languageOfPath(args.location.pathname)),
];

function ArticleNotFound() {
  const language = useLanguage();
  const t = blogCopy[language];
  return (
    <section className={`${container} ${section}`} aria-labelledby="articolo-titolo">
      <h1 id="articolo-titolo">{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <Link to={blogPaths(language).list} className={button.primary}>
        {t.backToBlog}
      </Link>
      <div className={searchStyles.aside}>
        <SearchForm id="cerca-articolo-mancante" />
      </div>
    </section>
  );
}

export default function BlogArticle() {
  const data = useLoaderData<typeof loader>();
  const t = blogCopy[useLanguage()];
  useBlogUpdates();
  return data.state === "article" ? (
    <ArticleView
      article={data.article}
      banner={data.draft ? { title: t.draftBanner, text: t.draftBannerText } : null}
      after={
        <>
          <RelatedArticles articles={data.related} />
          <div className={searchStyles.aside}>
            <SearchForm id="cerca-articolo" />
          </div>
        </>
      }
    />
  ) : (
    <ArticleNotFound />
  );
}
