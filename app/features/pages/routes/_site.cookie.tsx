import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { marketingPageHeaders } from "~/utils/headers";
import { LegalDocument } from "~/features/pages/legal-document";
import { cookieLists } from "~/features/pages/content/cookie-list.server";
import { simplePageContent } from "~/features/pages/simple-pages.server";
import * as styles from "~/styles/page.css";
import { languageOfRequest } from "~/utils/language";
import { pageHead } from "~/utils/seo";

export const headers = marketingPageHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.page ? pageHead(args, args.data.page.head) : notFoundHead(args);

/**
 * The text travels as data with the document, not in the page's script. In English, the
 * translation of the Italian cookie page, under the interface's English words.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const page = simplePageContent("cookie", language);
  const cookieList = cookieLists[language];
  return page
    ? { page, cookieList, alternates: page.alternates }
    : data({ page: null, cookieList, alternates: null }, { status: 404 });
}

export default function Cookie() {
  const { page, cookieList } = useLoaderData<typeof loader>();
  if (!page) return <NotFound />;
  return (
    <LegalDocument
      document={page.document}
      updated={page.updated}
      original={page.original}
      id="cookie"
    >
      <section className={styles.proseSection} aria-labelledby="cookie-elenco">
        <h2 id="cookie-elenco">{cookieList.title}</h2>
        <ul className={styles.grid}>
          {cookieList.items.map((cookie) => (
            <li key={cookie.name} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <code>{cookie.name}</code>
              </h3>
              <dl className={styles.details}>
                {(["purpose", "duration", "kind"] as const).map((key) => (
                  <div key={key} className={styles.detailRow}>
                    <dt className={styles.detailTerm}>{cookieList.labels[key]}</dt>
                    <dd className={styles.detailValue}>{cookie[key]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </LegalDocument>
  );
}
