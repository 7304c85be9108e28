import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { LegalDocument } from "~/features/blocks/legal-document";
import { cookieList, cookiePage } from "~/features/blocks/content/legal-pages.server";
import * as page from "~/styles/page.css";
import { headFromLoader } from "~/utils/seo";

export { marketingPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = headFromLoader;

/** The text travels as data with the document, not in the page's script. */
export function loader() {
  return { head: cookiePage.head, document: cookiePage, cookieList };
}

export default function Cookie() {
  const { document, cookieList } = useLoaderData<typeof loader>();
  return (
    <LegalDocument document={document} id="cookie">
      <section className={page.proseSection} aria-labelledby="cookie-elenco">
        <h2 id="cookie-elenco">{cookieList.title}</h2>
        <ul className={page.grid}>
          {cookieList.items.map((cookie) => (
            <li key={cookie.name} className={page.card}>
              <h3 className={page.cardTitle}>
                <code>{cookie.name}</code>
              </h3>
              <dl className={page.details}>
                {(["purpose", "duration", "kind"] as const).map((key) => (
                  <div key={key} className={page.detailRow}>
                    <dt className={page.detailTerm}>{cookieList.labels[key]}</dt>
                    <dd className={page.detailValue}>{cookie[key]}</dd>
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
