import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Artwork } from "~/features/illustrations/artwork";
import { Carousel } from "~/components/carousel";
import type { CaseStudy } from "~/features/blocks/content/case-studies";
import { caseStudiesPageContent } from "~/features/blocks/content/case-studies-page.server";
import { button, container, section } from "~/styles/ui.css";
import { headFromLoader } from "~/utils/seo";
import * as styles from "../casi-studio.css";

export function loader() {
  return caseStudiesPageContent();
}

export { marketingPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = (args) => [
  ...headFromLoader(args),
  ...(args.data?.preloads ?? []).map((href) => ({
    tagName: "link",
    rel: "preload",
    as: "image",
    href,
  })),
];

function CaseStudyCard({ study, eager }: { study: CaseStudy; eager: boolean }) {
  const headingId = `caso-${study.slug}`;
  return (
    <article className={styles.caseCard} aria-labelledby={headingId}>
      <Carousel
        id={`caso-${study.slug}-immagini`}
        label={`Immagini del progetto per ${study.cliente}`}
        slides={study.immagini.map((image, index) => ({
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
        <h3 id={headingId}>{study.cliente}</h3>
        <dl className={styles.facts}>
          <dt className={styles.term}>Progetto</dt>
          <dd className={styles.detail}>{study.progetto}</dd>
          <dt className={styles.term}>Settore</dt>
          <dd className={styles.detail}>{study.settore}</dd>
          <dt className={styles.term}>Servizi</dt>
          <dd className={styles.detail}>
            <ul className={styles.inlineList}>
              {study.servizi.map((service) => (
                <li key={service} className={styles.tag}>
                  {service}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
        <h4 className={styles.subheading}>La sfida</h4>
        <p>{study.sfida}</p>
        <h4 className={styles.subheading}>La soluzione</h4>
        <p>{study.soluzione}</p>
        <h4 className={styles.subheading}>I risultati</h4>
        <ul className={styles.results}>
          {study.risultati.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export default function CasiStudio() {
  const { hero, stats, studies, sectors, closing } = useLoaderData<typeof loader>();
  return (
    <>
      <section className={styles.hero} aria-labelledby="casi-titolo">
        <div className={container}>
          <h1 id="casi-titolo">{hero.title}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          <Link to={hero.cta.to} className={button.primary}>
            {hero.cta.label}
          </Link>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="numeri-titolo">
        <h2 id="numeri-titolo">I nostri numeri</h2>
        <ul className={styles.stats}>
          {stats.map((stat) => (
            <li key={stat.descrizione} className={styles.stat}>
              <span className={styles.statNumber}>{stat.numero}</span>{" "}
              <span>{stat.descrizione}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="progetti-titolo">
        <h2 id="progetti-titolo">Dieci progetti, dieci storie</h2>
        <ul className={styles.cases}>
          {studies.map((study, index) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="settori-titolo">
        <h2 id="settori-titolo">I settori in cui lavoriamo</h2>
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
