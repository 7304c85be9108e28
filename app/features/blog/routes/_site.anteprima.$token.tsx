import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { ArticleView } from "~/features/blog/article-view";
import { blogText } from "~/features/blog/content/blog";
import { previewLinkPage } from "~/features/blog/blog.server";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { headFromLoader } from "~/utils/seo";

export function loader({ params, request }: LoaderFunctionArgs) {
  return previewLinkPage(params.token ?? "", request);
}

export { secretLinkPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.state === "article"
    ? headFromLoader({ ...args, data: args.data })
    : notFoundHead(args);

// Each load counts as an open of the link: the footer's forms posting elsewhere are not one.
export const shouldRevalidate = () => false;

export default function PreviewLink() {
  const data = useLoaderData<typeof loader>();
  return data.state === "article" ? (
    <ArticleView
      article={data.article}
      banner={{ title: blogText.previewBanner, text: blogText.previewBannerText(data.until) }}
    />
  ) : (
    <NotFoundPage />
  );
}
