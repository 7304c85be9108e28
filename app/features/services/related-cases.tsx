import { Link } from "@remix-run/react";
import { serviceWords } from "~/features/pages/index";
import type { ServiceView } from "~/features/services/service-view";
import * as page from "~/styles/page.css";
import { container, section } from "~/styles/ui.css";
import { useLanguage } from "~/utils/use-language";

/** The case studies a service page names, when it names some. */
export function RelatedCases({ cases }: { cases: ServiceView["related"] }) {
  const words = serviceWords[useLanguage()];
  if (cases.length === 0) return null;
  return (
    <section className={`${container} ${section}`} aria-labelledby="casi-correlati-titolo">
      <h2 id="casi-correlati-titolo">{words.relatedCases}</h2>
      <ul className={page.featureList}>
        {cases.map((study) => (
          <li key={study.path}>
            <Link to={study.path}>{study.client}</Link>: {study.project}
          </li>
        ))}
      </ul>
    </section>
  );
}
