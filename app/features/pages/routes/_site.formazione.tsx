import { Link, type MetaFunction } from "@remix-run/react";
import { ExternalLink } from "~/components/external-link";
import { site } from "~/utils/site";
import {
  catalogue,
  courseCard,
  courses,
  customTraining,
  trainingHead,
  trainingHero,
} from "~/features/pages/content/training";
import * as page from "~/styles/page.css";
import { button, container, section, visuallyHidden } from "~/styles/ui.css";
import { formatEuro } from "~/utils/format";
import { pageHead, siteMetaFrom } from "~/utils/seo";
import { courseJsonLd } from "~/features/pages/structured-data";
import * as styles from "../formazione.css";

export { marketingPageHeaders as headers } from "~/utils/headers";
export { countedPageLoader as loader } from "~/features/analytics/counted-page";

export const meta: MetaFunction = (args) => {
  const siteMeta = siteMetaFrom(args.matches);
  return pageHead(args, {
    ...trainingHead,
    jsonLd: courses.map((course) => courseJsonLd(siteMeta, course, `/formazione#${course.id}`)),
  });
};

export default function Formazione() {
  return (
    <>
      <section className={page.hero} aria-labelledby="formazione-titolo">
        <div className={container}>
          <h1 id="formazione-titolo">{trainingHero.title}</h1>
          <p className={page.lead}>{trainingHero.lead}</p>
          <p className={page.actions}>
            <ExternalLink href={site.brochureUrl} className={button.primary}>
              {trainingHero.brochureLabel}
            </ExternalLink>
          </p>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="catalogo-titolo">
        <h2 id="catalogo-titolo">{catalogue.title}</h2>
        <p className={page.intro}>{catalogue.lead}</p>
        <ul className={styles.courses}>
          {courses.map((course) => (
            <li key={course.id} id={course.id} className={page.card}>
              <h3 className={page.cardTitle}>{course.titolo}</h3>
              <p>{course.descrizione}</p>
              <dl className={styles.facts}>
                <div className={page.detailRow}>
                  <dt className={page.detailTerm}>{courseCard.facts.durata}</dt>
                  <dd className={page.detailValue}>{courseCard.hours(course.durata)}</dd>
                </div>
                <div className={page.detailRow}>
                  <dt className={page.detailTerm}>{courseCard.facts.modalita}</dt>
                  <dd className={page.detailValue}>{course.modalita}</dd>
                </div>
                <div className={page.detailRow}>
                  <dt className={page.detailTerm}>{courseCard.facts.prezzo}</dt>
                  <dd className={`${page.detailValue} ${styles.price}`}>
                    {formatEuro(course.prezzo)}
                  </dd>
                </div>
              </dl>
              <h4 className={styles.topicsTitle}>{courseCard.topicsTitle}</h4>
              <ul className={page.featureList}>
                {course.argomenti.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
              <div className={page.cardFooter}>
                {course.registrationValue ? (
                  <Link
                    to={`/iscrizioni?evento=${course.registrationValue}`}
                    className={button.primary}
                  >
                    {courseCard.register}
                    <span className={visuallyHidden}>
                      {" "}
                      {courseCard.registerContext(course.titolo)}
                    </span>
                  </Link>
                ) : (
                  <>
                    <p className={styles.note}>{courseCard.registerByContactNote}</p>
                    <Link to="/contatti" className={button.primary}>
                      {courseCard.registerByContact}
                      <span className={visuallyHidden}>
                        {" "}
                        {courseCard.registerContext(course.titolo)}
                      </span>
                    </Link>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="su-misura-titolo">
        <div className={page.callToAction}>
          <h2 id="su-misura-titolo">{customTraining.title}</h2>
          <p className={page.callToActionText}>{customTraining.text}</p>
          <Link to={customTraining.link.to} className={button.primary}>
            {customTraining.link.label}
          </Link>
        </div>
      </section>
    </>
  );
}
