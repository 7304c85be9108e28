import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ArticleView } from "~/features/blog/article-view";
import { blogText } from "~/features/blog/content/blog";
import { button, container, section } from "~/styles/ui.css";
import { blogFeedLink } from "~/features/blog/blog";
import { blogArticlePage } from "~/features/blog/blog.server";
import { headFromLoader } from "~/utils/seo";
import { useBlogUpdates } from "~/features/blog/use-blog-updates";
import { RelatedArticles } from "~/features/blog/related-articles";
import { SearchForm } from "~/features/blog/search-form";
import * as searchStyles from "~/features/blog/search-field.css";

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
      <div className={searchStyles.aside}>
        <SearchForm id="cerca-articolo-mancante" />
      </div>
    </section>
  );
}

export default function BlogArticle() {
  const data = useLoaderData<typeof loader>();
  useBlogUpdates();
  return data.state === "article" ? (
    <ArticleView
      article={data.article}
      banner={data.draft ? { title: blogText.draftBanner, text: blogText.draftBannerText } : null}
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
