import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ExternalLink } from "~/components/external-link";
import { NotFound, notFoundHead } from "~/components/not-found";
import { marketingPageHeaders } from "~/utils/headers";
import { servicesPageContent } from "~/features/pages/agency-pages.server";
import { serviceWords } from "~/features/pages/content/public-pages";
import { site } from "~/utils/site";
import * as page from "~/styles/page.css";
import { button, container, section, visuallyHidden } from "~/styles/ui.css";
import { languageOfRequest } from "~/utils/language";
import { pageHead } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";
import * as styles from "../servizi._index.css";

export const headers = marketingPageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const page = servicesPageContent(language);
  return page
    ? { page, alternates: page.alternates }
    : data({ page: null, alternates: null }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.page ? pageHead(args, args.data.page.head) : notFoundHead(args);

type ServicesPage = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["page"]>;

export default function Servizi() {
  const { page } = useLoaderData<typeof loader>();
  return page ? <ServicesView content={page} /> : <NotFound />;
}

function ServicesView({ content }: { content: ServicesPage }) {
  const { title, lead, tocLabel, services, featuresTitle, bookingLabel, process, closing } =
    content;
  const words = serviceWords[useLanguage()];
  return (
    <>
      <section className={page.hero} aria-labelledby="servizi-titolo">
        <div className={container}>
          <h1 id="servizi-titolo">{title}</h1>
          <p className={page.lead}>{lead}</p>
          <nav aria-label={tocLabel}>
            <ul className={styles.toc}>
              {services.map((service) => (
                <li key={service.anchor}>
                  <a href={`#${service.anchor}`} className={page.chip}>
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
          return (
            <section
              key={service.anchor}
              id={service.anchor}
              className={`${styles.block} ${styles.accent[service.color]}`}
              aria-labelledby={`${service.anchor}-titolo`}
            >
              <div>
                <h2 id={`${service.anchor}-titolo`}>{service.title}</h2>
                <p className={page.cardMeta}>{service.subtitle}</p>
                <p>{service.description}</p>
              </div>
              <div>
                <h3 className={styles.featuresTitle}>{featuresTitle}</h3>
                <ul className={page.featureList}>
                  {service.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <p className={page.actions}>
                  <ExternalLink href={site.bookingUrl} className={button.primary}>
                    {bookingLabel}
                    {/* After the label for screen readers: the buttons are told apart. */}
                    <span className={visuallyHidden}> {words.bookingAbout(service.title)}</span>
                  </ExternalLink>
                  {service.more.label ? (
                    <Link to={service.more.to} className={button.secondary}>
                      {service.more.label}
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
          <h2 id="metodo-titolo">{process.title}</h2>
          <p className={page.intro}>{process.lead}</p>
          <ol className={page.steps}>
            {process.steps.map((step) => (
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
          <h2 id="servizi-cta-titolo">{closing.title}</h2>
          <p className={page.callToActionText}>{closing.text}</p>
          <ExternalLink href={site.bookingUrl} className={button.primary}>
            {closing.bookingLabel}
          </ExternalLink>
        </div>
      </section>
    </>
  );
}
