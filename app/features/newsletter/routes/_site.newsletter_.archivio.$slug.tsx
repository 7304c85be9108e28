import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Breadcrumb } from "~/components/breadcrumb";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { webVersionAt } from "~/features/newsletter/campaign-archive.server";
import { archiveText } from "~/features/newsletter/content/archive";
import { newsletterPath } from "~/features/newsletter/paths";
import { articleBody } from "~/styles/article-body.css";
import * as styles from "~/styles/blog.css";
import { container, section } from "~/styles/ui.css";
import {
  languageOfPath,
  languageOfRequest,
  localizedPath,
  type Alternates,
} from "~/utils/language";
import { pageHead } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";

export { marketingPageHeaders as headers } from "~/utils/headers";

/**
 * A sent campaign's web version, at the address of its own language; any other address is the
 * site's not-found page. A campaign is never translated: its only alternate is itself.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const issue = webVersionAt(params.slug ?? "", language);
  // Not kept: the campaign may be sent, and its page published, in a minute.
  if (!issue)
    return data(
      { issue: null, alternates: null },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  const alternates: Alternates = { [language]: issue.path };
  return { issue, alternates };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const issue = args.data?.issue;
  if (!issue) return notFoundHead(args);
  const text = archiveText[languageOfPath(args.location.pathname)];
  return pageHead(args, {
    title: issue.subject,
    description: issue.preheader || text.description(issue.date),
    alternates: args.data?.alternates,
    type: "article",
    publishedTime: issue.sentAt,
  });
};

export default function NewsletterIssue() {
  const { issue } = useLoaderData<typeof loader>();
  const language = useLanguage();
  if (!issue) return <NotFoundPage />;
  const text = archiveText[language];
  const newsletter = newsletterPath(language);
  return (
    <article className={`${container} ${section}`} aria-labelledby="numero-titolo">
      <div className={styles.article}>
        <Breadcrumb
          trail={[
            { name: text.trail.home, path: localizedPath("/", language) ?? "/" },
            { name: text.trail.newsletter, path: newsletter },
            { name: issue.subject, path: issue.path },
          ]}
        />
        <header className={styles.articleHeader}>
          <h1 id="numero-titolo" className={styles.articleTitle}>
            {issue.subject}
          </h1>
          <p className={styles.facts}>
            <span>
              {text.sentOn} <time dateTime={issue.day}>{issue.date}</time>
            </span>
          </p>
        </header>
        {/* Sanitized on the server with the articles' allow-list (article-html.server.ts). */}
        <div className={articleBody} dangerouslySetInnerHTML={{ __html: issue.bodyHtml }} />
        <p>
          <Link to={newsletter}>{text.backToNewsletter}</Link>
        </p>
      </div>
    </article>
  );
}
