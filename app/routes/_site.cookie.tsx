import type { MetaFunction } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { cookieList, cookiePage } from "~/content/legal";
import * as page from "~/styles/page.css";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) => pageHead(args, cookiePage.head);

export default function Cookie() {
  return (
    <LegalDocument document={cookiePage} id="cookie">
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
