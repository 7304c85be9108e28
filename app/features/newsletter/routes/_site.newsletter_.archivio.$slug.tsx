import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Breadcrumb } from "~/components/breadcrumb";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { webVersionAt } from "~/features/newsletter/campaign-archive.server";
import { archiveText } from "~/features/newsletter/content/archive";
import { articleBody } from "~/styles/article-body.css";
import * as styles from "~/styles/blog.css";
import { container, section } from "~/styles/ui.css";
import { pageHead } from "~/utils/seo";

export { marketingPageHeaders as headers } from "~/utils/headers";

/** A sent campaign's web version; any other address is the site's not-found page. */
export function loader({ params }: LoaderFunctionArgs) {
  const issue = webVersionAt(params.slug ?? "");
  // Not kept: the campaign may be sent, and its page published, in a minute.
  if (!issue)
    return data({ issue: null }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return { issue };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const issue = args.data?.issue;
  if (!issue) return notFoundHead(args);
  return pageHead(args, {
    title: issue.subject,
    description: issue.preheader || archiveText.description(issue.date),
    type: "article",
    publishedTime: issue.sentAt,
  });
};

export default function NewsletterIssue() {
  const { issue } = useLoaderData<typeof loader>();
  if (!issue) return <NotFoundPage />;
  return (
    <article className={`${container} ${section}`} aria-labelledby="numero-titolo">
      <div className={styles.article}>
        <Breadcrumb
          trail={[
            { name: archiveText.trail.home, path: "/" },
            { name: archiveText.trail.newsletter, path: "/newsletter" },
            { name: issue.subject, path: issue.path },
          ]}
        />
        <header className={styles.articleHeader}>
          <h1 id="numero-titolo" className={styles.articleTitle}>
            {issue.subject}
          </h1>
          <p className={styles.facts}>
            <span>
              {archiveText.sentOn} <time dateTime={issue.day}>{issue.date}</time>
            </span>
          </p>
        </header>
        {/* Sanitized on the server with the articles' allow-list (article-html.server.ts). */}
        <div className={articleBody} dangerouslySetInnerHTML={{ __html: issue.bodyHtml }} />
        <p>
          <Link to="/newsletter">{archiveText.backToNewsletter}</Link>
        </p>
      </div>
    </article>
  );
}
