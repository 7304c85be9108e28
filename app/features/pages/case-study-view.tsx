import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Breadcrumb } from "~/components/breadcrumb";
import { Carousel } from "~/components/carousel";
import { TestimonialCard } from "~/features/blocks/testimonials";
import { Artwork } from "~/features/illustrations/artwork";
import type { CaseStudyPage } from "~/features/pages/work-pages.server";
import { caseStudyWords } from "~/features/pages/content/public-pages";
import { useLanguage } from "~/utils/use-language";
import { button, container, section } from "~/styles/ui.css";
import * as styles from "./casi-studio.css";

/** A case study's own page: its facts, gallery, results, testimonial, related cases and closing. */
export function CaseStudyView({ study }: { study: SerializeFrom<() => CaseStudyPage> }) {
  const words = caseStudyWords[useLanguage()];
  return (
    <>
      <section className={styles.hero} aria-labelledby="caso-titolo">
        <div className={container}>
          <Breadcrumb
            trail={[
              { name: words.trail, path: study.listPath },
              { name: study.client, path: study.path },
            ]}
          />
          <h1 id="caso-titolo">{study.client}</h1>
          <p className={styles.lead}>{study.project}</p>
          <dl className={styles.facts}>
            <dt className={styles.term}>{words.sector}</dt>
            <dd className={styles.detail}>{study.sector}</dd>
            {study.services.length > 0 ? (
              <>
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
              </>
            ) : null}
          </dl>
        </div>
      </section>

      <div className={`${container} ${section} ${styles.story}`}>
        {study.images.length > 0 ? (
          <Carousel
            id="caso-galleria"
            label={words.images(study.client)}
            slides={study.images.map((image, index) => ({
              id: `slide-${image.id}`,
              content: (
                <Artwork
                  image={image}
                  eager={index === 0}
                  sizes="(min-width: 48rem) 24rem, 100vw"
                />
              ),
            }))}
          />
        ) : null}
        <div>
          <h2 className={styles.subheading}>{words.challenge}</h2>
          <p>{study.challenge}</p>
          <h2 className={styles.subheading}>{words.solution}</h2>
          <p>{study.solution}</p>
        </div>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="risultati-titolo">
        <h2 id="risultati-titolo">{words.results}</h2>
        <ul className={styles.stats}>
          {study.results.map((result) => (
            <li key={`${result.figure} ${result.label}`} className={styles.stat}>
              {result.figure ? (
                <>
                  <span className={styles.statNumber}>{result.figure}</span>{" "}
                </>
              ) : null}
              <span>{result.label}</span>
            </li>
          ))}
        </ul>
      </section>

      {study.testimonial ? (
        <section className={`${container} ${section}`} aria-labelledby="voce-titolo">
          <h2 id="voce-titolo">{words.clientVoice}</h2>
          <TestimonialCard testimonial={study.testimonial} />
        </section>
      ) : null}

      {study.related.length > 0 ? (
        <section className={`${container} ${section}`} aria-labelledby="correlati-titolo">
          <h2 id="correlati-titolo">{words.related}</h2>
          <ul className={styles.related}>
            {study.related.map((related) => (
              <li key={related.path}>
                <Link to={related.path}>{related.client}</Link>: {related.project}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`${container} ${section}`} aria-labelledby="chiusura-titolo">
        <div className={styles.closing}>
          <h2 id="chiusura-titolo">{study.closing.title}</h2>
          <p>{study.closing.text}</p>
          <Link to={study.closing.cta.to} className={button.primary}>
            {study.closing.cta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
