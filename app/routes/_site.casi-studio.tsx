import type { LinksFunction } from "@remix-run/node";
import { Link, type MetaFunction } from "@remix-run/react";
import { Artwork } from "~/components/artwork";
import { Carousel } from "~/components/carousel";
import {
  caseStudies,
  caseStudiesClosing,
  caseStudiesHead,
  caseStudiesHero,
  caseStudySectors,
  caseStudyStats,
  type CaseStudy,
} from "~/content/case-studies";
import { imageSrc } from "~/content/image-entry";
import { button, container, section } from "~/styles/ui.css";
import { pageHead } from "~/utils/seo";
import * as styles from "./casi-studio.css";

export const meta: MetaFunction = (args) => pageHead(args, caseStudiesHead);

/** The spec preloads the first six images: the first three of each of the first two cases. */
export const links: LinksFunction = () =>
  caseStudies
    .slice(0, 2)
    .flatMap((study) => study.immagini.slice(0, 3))
    .map((image) => ({ rel: "preload", as: "image", href: imageSrc(image) }));

function CaseStudyCard({ study, eager }: { study: CaseStudy; eager: boolean }) {
  const headingId = `caso-${study.slug}`;
  return (
    <article className={styles.caseCard} aria-labelledby={headingId}>
      <Carousel
        id={`caso-${study.slug}-immagini`}
        label={`Immagini del progetto per ${study.cliente}`}
        slides={study.immagini.map((image, index) => ({
          id: `slide-${image.id}`,
          content: <Artwork image={image} eager={eager && index === 0} sizes="(min-width: 48rem) 20rem, 100vw" />,
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
  return (
    <>
      <section className={styles.hero} aria-labelledby="casi-titolo">
        <div className={container}>
          <h1 id="casi-titolo">{caseStudiesHero.title}</h1>
          <p className={styles.lead}>{caseStudiesHero.lead}</p>
          <Link to={caseStudiesHero.cta.to} className={button.primary}>
            {caseStudiesHero.cta.label}
          </Link>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="numeri-titolo">
        <h2 id="numeri-titolo">I nostri numeri</h2>
        <ul className={styles.stats}>
          {caseStudyStats.map((stat) => (
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
          {caseStudies.map((study, index) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="settori-titolo">
        <h2 id="settori-titolo">I settori in cui lavoriamo</h2>
        <ul className={styles.sectors}>
          {caseStudySectors.map((sector) => (
            <li key={sector} className={styles.sector}>
              {sector}
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="chiusura-titolo">
        <div className={styles.closing}>
          <h2 id="chiusura-titolo">{caseStudiesClosing.title}</h2>
          <p>{caseStudiesClosing.text}</p>
          <Link to={caseStudiesClosing.cta.to} className={button.primary}>
            {caseStudiesClosing.cta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
