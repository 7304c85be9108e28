import { Link, type MetaFunction } from "@remix-run/react";
import { ExternalLink } from "~/components/external-link";
import {
  processSteps,
  serviceBlock,
  services,
  servicesCta,
  servicesHead,
  servicesHero,
} from "~/features/blocks/content/services";
import { site } from "~/utils/site";
import * as page from "~/styles/page.css";
import { button, container, section, visuallyHidden } from "~/styles/ui.css";
import { pageHead, siteMetaFrom } from "~/utils/seo";
import { serviceJsonLd } from "~/features/blocks/structured-data";
import * as styles from "../servizi._index.css";

export { marketingPageHeaders as headers } from "~/utils/headers";
export { countedPageLoader as loader } from "~/features/analytics/counted-page";

export const meta: MetaFunction = (args) => {
  const siteMeta = siteMetaFrom(args.matches);
  return pageHead(args, {
    ...servicesHead,
    jsonLd: services.map((service) =>
      serviceJsonLd(siteMeta, {
        title: service.title,
        description: service.description,
        path: `/servizi#${service.id}`,
      }),
    ),
  });
};

export default function Servizi() {
  return (
    <>
      <section className={page.hero} aria-labelledby="servizi-titolo">
        <div className={container}>
          <h1 id="servizi-titolo">{servicesHero.title}</h1>
          <p className={page.lead}>{servicesHero.lead}</p>
          <nav aria-label={servicesHero.tocLabel}>
            <ul className={styles.toc}>
              {services.map((service) => (
                <li key={service.id}>
                  <a href={`#${service.id}`} className={page.chip}>
                    {service.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className={`${container} ${section} ${styles.blocks}`}>
        {services.map((service) => {
          const more = serviceBlock.moreLinks[service.link];
          return (
            <section
              key={service.id}
              id={service.id}
              className={`${styles.block} ${styles.accent[service.color]}`}
              aria-labelledby={`${service.id}-titolo`}
            >
              <div>
                <h2 id={`${service.id}-titolo`}>{service.title}</h2>
                <p className={page.cardMeta}>{service.subtitle}</p>
                <p>{service.description}</p>
              </div>
              <div>
                <h3 className={styles.featuresTitle}>{serviceBlock.featuresTitle}</h3>
                <ul className={page.featureList}>
                  {service.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <p className={page.actions}>
                  <ExternalLink href={site.bookingUrl} className={button.primary}>
                    {serviceBlock.bookingLabel}
                    <span className={visuallyHidden}>
                      {" "}
                      {serviceBlock.bookingContext(service.title)}
                    </span>
                  </ExternalLink>
                  {more ? (
                    <Link to={service.link} className={button.secondary}>
                      {more}
                    </Link>
                  ) : null}
                </p>
              </div>
            </section>
          );
        })}
      </div>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="metodo-titolo">
          <h2 id="metodo-titolo">{processSteps.title}</h2>
          <p className={page.intro}>{processSteps.lead}</p>
          <ol className={page.steps}>
            {processSteps.steps.map((step) => (
              <li key={step.title} className={page.step}>
                <h3 className={page.cardTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="servizi-cta-titolo">
        <div className={page.callToAction}>
          <h2 id="servizi-cta-titolo">{servicesCta.title}</h2>
          <p className={page.callToActionText}>{servicesCta.text}</p>
          <ExternalLink href={site.bookingUrl} className={button.primary}>
            {servicesCta.label}
          </ExternalLink>
        </div>
      </section>
    </>
  );
}
