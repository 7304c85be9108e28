import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import type { PagePreview } from "~/features/pages/index.server";
import { CaseStudyView, LandingPage, LegalDocument } from "~/features/pages/index";
import { ServicePage } from "~/features/services/index";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { ArticleView } from "~/features/blog/article-view";
import { blogCopy } from "~/features/blog/content/blog";
import { previewLinkPage } from "~/features/blog/blog.server";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { headFromLoader } from "~/utils/seo";
import { EventView } from "~/features/events/event-view";
import { CoverImage } from "~/features/articles/cover-image";
import { container, section } from "~/styles/ui.css";
import * as styles from "~/styles/blog.css";

// A preview link opens under an Italian address only: its banner speaks Italian.
const blogText = blogCopy.it;

export function loader({ params, request }: LoaderFunctionArgs) {
  return previewLinkPage(params.token ?? "", request);
}

export { secretLinkPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.state === "article" || args.data?.state === "event" || args.data?.state === "page"
    ? headFromLoader({ ...args, data: args.data })
    : notFoundHead(args);

// Each load counts as an open of the link: the footer's forms posting elsewhere are not one.
export const shouldRevalidate = () => false;

function PreviewedPage({ preview }: { preview: SerializeFrom<() => PagePreview> }) {
  switch (preview.kind) {
    case "landing":
      return <LandingPage view={preview.view} reply={undefined} />;
    case "service":
      return <ServicePage page={preview.view} reply={undefined} />;
    case "case-study":
      return <CaseStudyView study={preview.view} />;
    case "simple":
      return (
        <LegalDocument
          document={preview.view.document}
          updated={preview.view.updated}
          id={preview.slug.replaceAll("/", "-")}
        />
      );
  }
}

export default function PreviewLink() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "page")
    return (
      <>
        <div className={container}>
          <p className={styles.draftBanner} role="note">
            <strong>{blogText.previewBanner}</strong> · {blogText.previewBannerText(data.until)}
          </p>
        </div>
        <PreviewedPage preview={data.preview} />
      </>
    );
  if (data.state === "event")
    return (
      <div className={`${container} ${section}`}>
        <p className={styles.draftBanner} role="note">
          <strong>{blogText.previewBanner}</strong> · {blogText.previewBannerText(data.until)}
        </p>
        <EventView
          event={data.event}
          cover={
            data.event.cover ? (
              <CoverImage image={data.event.cover} className="" eager sizes="100vw" />
            ) : null
          }
          registration={null}
        />
      </div>
    );
  return data.state === "article" ? (
    <ArticleView
      article={data.article}
      banner={{ title: blogText.previewBanner, text: blogText.previewBannerText(data.until) }}
    />
  ) : (
    <NotFoundPage />
  );
}
