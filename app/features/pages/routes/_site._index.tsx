import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { ExternalLink } from "~/components/external-link";
import { HeroArt, heroLayout } from "~/features/blocks/hero-art";
import { ServiceIcon } from "~/features/blocks/service-icon";
import { TestimonialCard } from "~/features/blocks/testimonials";
import { marketingPageHeaders } from "~/utils/headers";
import { homePageContent } from "~/features/pages/agency-pages.server";
import { button, container, section } from "~/styles/ui.css";
import { languageOfRequest } from "~/utils/language";
import { pageHead } from "~/utils/seo";
import * as styles from "../_index.css";

export const headers = marketingPageHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.page ? pageHead(args, args.data.page.head) : notFoundHead(args);

/** The home page in the address's language: the English one is a 404 until it is published. */
export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const page = homePageContent(language);
  return page
    ? { page, alternates: page.alternates }
    : data({ page: null, alternates: null }, { status: 404 });
}

export default function Home() {
  const { page } = useLoaderData<typeof loader>();
  if (!page) return <NotFound />;
  return <HomeView page={page} />;
}

function HomeView({
  page: {
    hero,
    heroImage,
    servicesIntro,
    services,
    approach,
    featuredCases,
    testimonials,
    closing,
    bookingUrl,
    reviewsUrl,
  },
}: {
  page: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["page"]>;
}) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-titolo">
        <div className={`${container} ${heroLayout}`}>
          <div>
            <h1 id="hero-titolo" className={styles.headline}>
              {hero.headline}
            </h1>
            <p className={styles.lead}>{hero.subline}</p>
            <div className={styles.actions}>
              <Link to={hero.primary.to} className={button.primary}>
                {hero.primary.label}
              </Link>
              {hero.secondary.label ? (
                <Link to={hero.secondary.to} className={button.secondary}>
                  {hero.secondary.label}
                </Link>
              ) : null}
            </div>
            <ul className={styles.proofPoints}>
              {hero.proofPoints.map((point) => (
                <li key={point} className={styles.proofPoint}>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <HeroArt image={heroImage} />
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="servizi-titolo">
        <div className={styles.sectionHead}>
          <h2 id="servizi-titolo">{servicesIntro.title}</h2>
          <p className={styles.lead}>{servicesIntro.lead}</p>
        </div>
        <ul className={styles.cards}>
          {services.map((service) => (
            <li key={service.id} className={styles.card}>
              <ServiceIcon
                name={service.icon}
                className={`${styles.cardIcon} ${styles.iconAccent[service.color]}`}
              />
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
          <ExternalLink href={bookingUrl} className={button.primary}>
            {servicesIntro.ctaLabel}
          </ExternalLink>
        </p>
      </section>

      <section className={styles.band} aria-labelledby="approccio-titolo">
        <div className={`${container} ${section}`}>
          <div className={styles.sectionHead}>
            <h2 id="approccio-titolo">{approach.title}</h2>
            <p className={styles.lead}>{approach.lead}</p>
          </div>
          <ul className={styles.cards}>
            {approach.values.map((value) => (
              <li key={value.title} className={styles.card}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to={approach.cta.to} className={button.secondary}>
              {approach.cta.label}
            </Link>
          </p>
        </div>
      </section>

      {featuredCases.items.length > 0 ? (
        <section className={`${container} ${section}`} aria-labelledby="casi-titolo">
          <h2 id="casi-titolo">{featuredCases.title}</h2>
          <ul className={styles.cards}>
            {featuredCases.items.map((study) => (
              <li key={study.slug} className={styles.card}>
                <h3>
                  <Link to={study.path} className={styles.cardLink}>
                    {study.client}
                  </Link>
                </h3>
                <p className={styles.subtitle}>{study.project}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`${container} ${section}`} aria-labelledby="recensioni-titolo">
        <h2 id="recensioni-titolo">{testimonials.title}</h2>
        <ul className={styles.quotes}>
          {testimonials.items.map((testimonial) => (
            <li key={testimonial.nome}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p>
          <ExternalLink href={reviewsUrl}>{testimonials.allReviewsLabel}</ExternalLink>
        </p>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="chiusura-titolo">
        <div className={styles.callToAction}>
          <h2 id="chiusura-titolo">{closing.title}</h2>
          <p className={`${styles.lead} ${styles.callToActionText}`}>{closing.text}</p>
          <div className={styles.actions}>
            <Link to={closing.contact.to} className={button.primary}>
              {closing.contact.label}
            </Link>
            <ExternalLink href={bookingUrl} className={button.secondary}>
              {closing.bookingLabel}
            </ExternalLink>
          </div>
        </div>
      </section>
    </>
  );
}
