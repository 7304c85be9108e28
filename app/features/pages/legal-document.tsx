import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ExternalLink } from "~/components/external-link";
import {
  controllerDetails,
  legalWords,
  type LegalLink,
  type LegalPage,
} from "~/features/pages/content/legal";
import { legalNotice } from "~/features/pages/content/public-pages";
import { site } from "~/utils/site";
import * as page from "~/styles/page.css";
import { container, section } from "~/styles/ui.css";
import { localeOf } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";

/** A calendar day (`YYYY-MM-DD`) in the page's language, the same on the server and in the browser. */
const dayIn = (locale: string, isoDay: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDay}T00:00:00Z`));

const linkTo = (link: LegalLink) =>
  link.external ? (
    <ExternalLink href={link.href}>{link.label}</ExternalLink>
  ) : (
    <Link to={link.href}>{link.label}</Link>
  );

/**
 * A legal page: title, last update, controller details, the page's sections and how to reach
 * us. `children` come right after the controller (the cookie page lists its cookies there). A
 * translation says first that its Italian `original` prevails, and links it.
 */
export function LegalDocument({
  document,
  id,
  updated,
  original = null,
  children,
}: {
  document: LegalPage;
  id: string;
  /** The day (`YYYY-MM-DD`, Rome) the text was last saved. */
  updated: string;
  /** The Italian text's address, on a translation. */
  original?: string | null;
  children?: ReactNode;
}) {
  const { title, intro, controllerTitle, sections, contact } = document;
  const language = useLanguage();
  const words = legalWords[language];
  const notice = legalNotice[language];
  return (
    <article className={`${container} ${section}`} aria-labelledby={`${id}-titolo`}>
      <div className={page.prose}>
        {original ? (
          <p className={page.lead} data-legal-notice="">
            {notice.before}
            <Link to={original} hrefLang="it">
              {notice.link}
            </Link>
            {notice.after}
          </p>
        ) : null}
        <h1 id={`${id}-titolo`}>{title}</h1>
        <p className={page.updated}>
          {words.updated} <time dateTime={updated}>{dayIn(localeOf(language), updated)}</time>
        </p>
        <p className={page.lead}>{intro}</p>

        <section className={page.proseSection} aria-labelledby={`${id}-titolare`}>
          <h2 id={`${id}-titolare`}>{controllerTitle}</h2>
          <dl className={page.details}>
            {controllerDetails(words).map((detail) => (
              <div key={detail.label} className={page.detailRow}>
                <dt className={page.detailTerm}>{detail.label}</dt>
                <dd className={page.detailValue}>
                  {detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        {children}

        {sections.map((part) => (
          <section key={part.id} className={page.proseSection} aria-labelledby={`${id}-${part.id}`}>
            <h2 id={`${id}-${part.id}`}>{part.title}</h2>
            {part.body.map((block, index) =>
              typeof block === "string" ? (
                <p key={index}>{block}</p>
              ) : (
                <ul key={index} className={page.featureList}>
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
            {part.links ? (
              <ul className={page.linkList}>
                {part.links.map((link) => (
                  <li key={link.href}>{linkTo(link)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}

        <section className={page.proseSection} aria-labelledby={`${id}-contatti`}>
          <h2 id={`${id}-contatti`}>{contact.title}</h2>
          <p>
            {contact.text} <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
          {contact.provider ? (
            <p>
              {contact.provider.intro} {linkTo(contact.provider)}
            </p>
          ) : null}
        </section>
      </div>
    </article>
  );
}
