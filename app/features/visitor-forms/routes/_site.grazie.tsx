import { Link, type MetaFunction } from "@remix-run/react";
import { ExternalLink } from "~/components/external-link";
import { thanksCopy } from "~/features/visitor-forms/content/thanks";
import { button, container, section } from "~/styles/ui.css";
import { languageOfPath } from "~/utils/language";
import { pageHead } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";
import * as styles from "../grazie.css";

export { marketingPageHeaders as headers } from "~/utils/headers";
export { countedPageLoader as loader } from "~/features/analytics/counted-page";

export const meta: MetaFunction = (args) =>
  pageHead(args, thanksCopy[languageOfPath(args.location.pathname)].head);

export default function Grazie() {
  const thanks = thanksCopy[useLanguage()];
  return (
    <div className={`${container} ${section}`}>
      <h1>{thanks.title}</h1>
      <p className={styles.lead}>{thanks.lead}</p>
      <ol className={styles.steps}>
        {thanks.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h2 className={styles.stepTitle}>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby="urgente-titolo" className={styles.urgent}>
        <h2 id="urgente-titolo">{thanks.urgent.title}</h2>
        <p>{thanks.urgent.text}</p>
        <p className={styles.actions}>
          <a href={thanks.urgent.phoneHref} className={button.secondary}>
            {thanks.urgent.call}
          </a>
          <ExternalLink href={thanks.urgent.whatsappHref} className={button.secondary}>
            {thanks.urgent.whatsapp}
          </ExternalLink>
        </p>
      </section>
      <p className={styles.actions}>
        {thanks.links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={index === 0 ? button.primary : button.secondary}
          >
            {link.label}
          </Link>
        ))}
      </p>
    </div>
  );
}
