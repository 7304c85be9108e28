import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ExternalLink } from "~/components/external-link";
import { site } from "~/utils/site";
import { trainingPage } from "~/features/events/content/training-page";
import { courseListing } from "~/features/events/events.server";
import { eventPageJsonLd } from "~/features/events/event-structured-data";
import * as page from "~/styles/page.css";
import { button, container, section, visuallyHidden } from "~/styles/ui.css";
import { pageHead, siteMetaFrom } from "~/utils/seo";
import { languageOfPath, languageOfRequest, localizedPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import type { LoaderFunctionArgs } from "@remix-run/node";
import * as styles from "../formazione.css";

export { eventPageHeaders as headers } from "~/utils/headers";

export function loader({ request }: LoaderFunctionArgs) {
  return { courses: courseListing(languageOfRequest(request)) };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const siteMeta = siteMetaFrom(args.matches);
  return pageHead(args, {
    ...trainingPage[languageOfPath(args.location.pathname)].head,
    jsonLd: (args.data?.courses ?? []).map((course) => eventPageJsonLd(siteMeta, course)),
  });
};

export default function Formazione() {
  const { courses } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const { hero: trainingHero, catalogue, courseCard, customTraining } = trainingPage[language];
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
            <li key={course.slug} id={course.slug} className={page.card}>
              <h3 className={page.cardTitle}>
                <Link to={course.path}>{course.title}</Link>
              </h3>
              <p>{course.excerpt}</p>
              <dl className={styles.facts}>
                {course.start ? (
                  <div className={page.detailRow}>
                    <dt className={page.detailTerm}>{courseCard.facts.quando}</dt>
                    <dd className={page.detailValue}>{course.when}</dd>
                  </div>
                ) : null}
                {course.durationHours ? (
                  <div className={page.detailRow}>
                    <dt className={page.detailTerm}>{courseCard.facts.durata}</dt>
                    <dd className={page.detailValue}>{courseCard.hours(course.durationHours)}</dd>
                  </div>
                ) : null}
                <div className={page.detailRow}>
                  <dt className={page.detailTerm}>{courseCard.facts.modalita}</dt>
                  <dd className={page.detailValue}>{course.attendanceLabel}</dd>
                </div>
                <div className={page.detailRow}>
                  <dt className={page.detailTerm}>{courseCard.facts.prezzo}</dt>
                  <dd className={`${page.detailValue} ${styles.price}`}>{course.price}</dd>
                </div>
              </dl>
              <div
                className={styles.topics}
                dangerouslySetInnerHTML={{ __html: course.bodyHtml }}
              />
              <div className={page.cardFooter}>
                {course.open ? (
                  <Link to={`${course.path}#iscrizione`} className={button.primary}>
                    {courseCard.register}
                    <span className={visuallyHidden}>
                      {" "}
                      {courseCard.registerContext(course.title)}
                    </span>
                  </Link>
                ) : (
                  <>
                    <p className={styles.note}>{courseCard.registerByContactNote}</p>
                    <Link
                      to={localizedPath("/contatti", language) ?? "/contatti"}
                      className={button.primary}
                    >
                      {courseCard.registerByContact}
                      <span className={visuallyHidden}>
                        {" "}
                        {courseCard.registerContext(course.title)}
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
