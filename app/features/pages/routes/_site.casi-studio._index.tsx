import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { marketingPageHeaders } from "~/utils/headers";
import { caseStudyWords } from "~/features/pages/content/public-pages";
import { Artwork } from "~/features/illustrations/artwork";
import { Carousel } from "~/components/carousel";
import {
  caseStudiesPageContent,
  type CaseStudyCard as CaseStudy,
} from "~/features/pages/work-pages.server";
import { button, container, section, visuallyHidden } from "~/styles/ui.css";
import { languageOfRequest } from "~/utils/language";
import { pageHead } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";
import * as styles from "../casi-studio.css";

export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const page = caseStudiesPageContent(language);
  return page
    ? { page, alternates: page.alternates }
    : data({ page: null, alternates: null }, { status: 404 });
}

export const headers = marketingPageHeaders;

type CaseStudiesPage = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["page"]>;

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = args.data?.page;
  if (!page) return notFoundHead(args);
  return [
    ...pageHead(args, page.head),
    ...page.preloads.map((href) => ({
      tagName: "link",
      rel: "preload",
      as: "image",
      href,
    })),
  ];
};

function CaseStudyCard({ study, eager }: { study: CaseStudy; eager: boolean }) {
  const headingId = `caso-${study.slug}`;
  const words = caseStudyWords[useLanguage()];
  return (
    <article className={styles.caseCard} aria-labelledby={headingId}>
      <Carousel
        id={`caso-${study.slug}-immagini`}
        label={words.images(study.client)}
        slides={study.images.map((image, index) => ({
          id: `slide-${image.id}`,
          content: (
            <Artwork
              image={image}
              eager={eager && index === 0}
              sizes="(min-width: 48rem) 20rem, 100vw"
            />
          ),
        }))}
      />
      <div>
        <h3 id={headingId}>{study.client}</h3>
        <dl className={styles.facts}>
          <dt className={styles.term}>{words.project}</dt>
          <dd className={styles.detail}>{study.project}</dd>
          <dt className={styles.term}>{words.sector}</dt>
          <dd className={styles.detail}>{study.sector}</dd>
          <dt className={styles.term}>{words.services}</dt>
          <dd className={styles.detail}>
            <ul className={styles.inlineList}>
              {study.services.map((service) => (
                <li key={service} className={styles.tag}>
                  {service}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
        <h4 className={styles.subheading}>{words.challenge}</h4>
        <p>{study.challenge}</p>
        <h4 className={styles.subheading}>{words.solution}</h4>
        <p>{study.solution}</p>
        <h4 className={styles.subheading}>{words.results}</h4>
        <ul className={styles.results}>
          {study.results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
        <p className={styles.readMore}>
          <Link to={study.path}>
            {words.readMore}
            <span className={visuallyHidden}>{words.readMoreOf(study.client)}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}

export default function CasiStudio() {
  const { page } = useLoaderData<typeof loader>();
  return page ? <CaseStudiesView page={page} /> : <NotFound />;
}

function CaseStudiesView({
  page: {
    title,
    lead,
    cta,
    figuresTitle,
    figures,
    casesTitle,
    studies,
    sectorsTitle,
    sectors,
    closing,
  },
}: {
  page: CaseStudiesPage;
}) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="casi-titolo">
        <div className={container}>
          <h1 id="casi-titolo">{title}</h1>
          <p className={styles.lead}>{lead}</p>
          <Link to={cta.to} className={button.primary}>
            {cta.label}
          </Link>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="numeri-titolo">
        <h2 id="numeri-titolo">{figuresTitle}</h2>
        <ul className={styles.stats}>
          {figures.map((figure) => (
            <li key={figure.label} className={styles.stat}>
              <span className={styles.statNumber}>{figure.value}</span> <span>{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="progetti-titolo">
        <h2 id="progetti-titolo">{casesTitle}</h2>
        <ul className={styles.cases}>
          {studies.map((study, index) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="settori-titolo">
        <h2 id="settori-titolo">{sectorsTitle}</h2>
        <ul className={styles.sectors}>
          {sectors.map((sector) => (
            <li key={sector} className={styles.sector}>
              {sector}
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="chiusura-titolo">
        <div className={styles.closing}>
          <h2 id="chiusura-titolo">{closing.title}</h2>
          <p>{closing.text}</p>
          <Link to={closing.cta.to} className={button.primary}>
            {closing.cta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
