import type { ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, type MetaFunction } from "@remix-run/react";
import { ContactForm } from "~/features/visitor-forms/contact-form";
import { ExternalLink } from "~/components/external-link";
import { Faq } from "~/features/blocks/faq";
import { contactCopy } from "~/features/visitor-forms/content/contact";
import { faqHeadings } from "~/features/blocks/content/faq-item";
import { site } from "~/utils/site";
import { button, container, section } from "~/styles/ui.css";
import {
  handleVisitorForm,
  visitorForms,
} from "~/features/visitor-forms/visitor-submission.server";
import { pageHead } from "~/utils/seo";
import { faqJsonLd } from "~/features/blocks/structured-data";
import { languageOfPath, localizedPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import * as styles from "../contatti.css";

export const meta: MetaFunction = (args) => {
  const copy = contactCopy[languageOfPath(args.location.pathname)];
  return pageHead(args, { ...copy.head, jsonLd: [faqJsonLd(copy.faq)] });
};

export { marketingPageHeaders as headers } from "~/utils/headers";
export { countedPageLoader as loader } from "~/features/analytics/counted-page";

export function action({ request, context }: ActionFunctionArgs) {
  return handleVisitorForm(request, context, visitorForms.contatti);
}

export default function Contatti() {
  const actionData = useActionData<typeof action>();
  const language = useLanguage();
  const copy = contactCopy[language];
  return (
    <>
      <section className={styles.hero} aria-labelledby="contatti-titolo">
        <div className={container}>
          <h1 id="contatti-titolo">{copy.hero.title}</h1>
          <p className={styles.lead}>{copy.hero.lead}</p>
          <div className={styles.actions}>
            <ExternalLink href={site.bookingUrl} className={button.primary}>
              {copy.hero.bookingLabel}
            </ExternalLink>
            <Link to={copy.hero.servicesLink.to} className={button.secondary}>
              {copy.hero.servicesLink.label}
            </Link>
          </div>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="recapiti-titolo">
        <h2 id="recapiti-titolo">{copy.cardsTitle}</h2>
        <ul className={styles.cards}>
          {copy.cards.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              {"external" in card && card.external ? (
                <ExternalLink href={card.href}>{card.value}</ExternalLink>
              ) : card.href ? (
                <a href={card.href}>{card.value}</a>
              ) : (
                <address>{card.value}</address>
              )}
              <p>{card.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.band} aria-labelledby="modulo-titolo">
        <div className={`${container} ${section} ${styles.formLayout}`}>
          <div>
            <h2 id="modulo-titolo">{copy.formIntro.title}</h2>
            <p className={styles.lead}>{copy.formIntro.lead}</p>
          </div>
          <div className={styles.formCard}>
            <ContactForm
              action={localizedPath("/contatti", language) ?? "/contatti"}
              lastResult={actionData?.result}
              alert={actionData?.alert}
            />
          </div>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="faq-titolo">
        <h2 id="faq-titolo">{faqHeadings[language]}</h2>
        <Faq items={copy.faq} name="faq-contatti" />
      </section>
    </>
  );
}
