import { Link, type MetaFunction } from "@remix-run/react";
import { ExternalLink } from "~/components/external-link";
import { ServiceIcon } from "~/components/service-icon";
import { TestimonialCard } from "~/components/testimonials";
import { homeApproach, homeClosing, homeHead, homeHero, homeServices, homeTestimonials } from "~/content/home";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { button, container, section } from "~/styles/ui.css";
import { pageHead } from "~/utils/seo";
import * as styles from "./_index.css";

export const meta: MetaFunction = (args) => pageHead(args, homeHead);

export default function Home() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-titolo">
        <div className={container}>
          <h1 id="hero-titolo">{homeHero.headline}</h1>
          <p className={styles.lead}>{homeHero.subline}</p>
          <div className={styles.actions}>
            <Link to={homeHero.primary.to} className={button.primary}>
              {homeHero.primary.label}
            </Link>
            <Link to={homeHero.secondary.to} className={button.secondary}>
              {homeHero.secondary.label}
            </Link>
          </div>
          <ul className={styles.proofPoints}>
            {homeHero.proofPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="servizi-titolo">
        <h2 id="servizi-titolo">{homeServices.title}</h2>
        <p className={styles.lead}>{homeServices.lead}</p>
        <ul className={styles.cards}>
          {services.map((service) => (
            <li key={service.id} className={styles.card}>
              <ServiceIcon name={service.icon} className={`${styles.cardIcon} ${styles.iconAccent[service.color]}`} />
              <h3>
                <Link to={service.link} className={styles.cardLink}>
                  {service.title}
                </Link>
              </h3>
              <p className={styles.subtitle}>{service.subtitle}</p>
            </li>
          ))}
        </ul>
        <p>
          <ExternalLink href={site.bookingUrl} className={button.primary}>
            {homeServices.ctaLabel}
          </ExternalLink>
        </p>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="approccio-titolo">
        <h2 id="approccio-titolo">{homeApproach.title}</h2>
        <p className={styles.lead}>{homeApproach.lead}</p>
        <ul className={styles.cards}>
          {homeApproach.values.map((value) => (
            <li key={value.title} className={styles.card}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to={homeApproach.cta.to} className={button.secondary}>
            {homeApproach.cta.label}
          </Link>
        </p>
      </section>

      <section className={styles.band} aria-labelledby="recensioni-titolo">
        <div className={container}>
          <h2 id="recensioni-titolo">{homeTestimonials.title}</h2>
          <ul className={styles.cards}>
            {homeTestimonials.items.map((testimonial) => (
              <li key={testimonial.nome}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <p>
            <ExternalLink href={site.reviewsUrl}>{homeTestimonials.allReviewsLabel}</ExternalLink>
          </p>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="chiusura-titolo">
        <h2 id="chiusura-titolo">{homeClosing.title}</h2>
        <p className={styles.lead}>{homeClosing.text}</p>
        <div className={styles.actions}>
          <Link to={homeClosing.contact.to} className={button.primary}>
            {homeClosing.contact.label}
          </Link>
          <ExternalLink href={site.bookingUrl} className={button.secondary}>
            {homeClosing.bookingLabel}
          </ExternalLink>
        </div>
      </section>
    </>
  );
}
