import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { marketingPageHeaders } from "~/utils/headers";
import { projectWords } from "~/features/pages/content/public-pages";
import { Artwork } from "~/features/illustrations/artwork";
import { Carousel } from "~/components/carousel";
import { portfolioPageContent, type PortfolioCard } from "~/features/pages/work-pages.server";
import { button, container, section } from "~/styles/ui.css";
import { languageOfRequest } from "~/utils/language";
import { pageHead } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";
import * as styles from "../portfolio.css";

export const headers = marketingPageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const page = portfolioPageContent(language);
  return page
    ? { page, alternates: page.alternates }
    : data({ page: null, alternates: null }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.page ? pageHead(args, args.data.page.head) : notFoundHead(args);

type PortfolioPage = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["page"]>;

function ProjectCard({ item }: { item: PortfolioCard }) {
  const headingId = `progetto-${item.slug}`;
  const words = projectWords[useLanguage()];
  return (
    <article className={styles.project} aria-labelledby={headingId}>
      <div className={styles.projectText}>
        <h3 id={headingId}>{item.title}</h3>
        <p className={styles.badges}>
          <span className={styles.badge}>{item.category}</span>
          <span className={styles.badge}>{words.year(item.year)}</span>
        </p>
        <p>{item.description}</p>
      </div>
      <Carousel
        id={`progetto-${item.slug}-immagini`}
        label={words.images(item.title)}
        className={styles.projectImages}
        slides={item.images.map((image) => ({
          id: `slide-${image.id}`,
          content: <Artwork image={image} sizes="(min-width: 40rem) 14rem, 100vw" />,
        }))}
      />
    </article>
  );
}

export default function Portfolio() {
  const { page } = useLoaderData<typeof loader>();
  return page ? <PortfolioView page={page} /> : <NotFound />;
}

function PortfolioView({ page }: { page: PortfolioPage }) {
  const { title, lead, categories, process, closing } = page;
  const words = projectWords[useLanguage()];
  return (
    <>
      <section className={styles.hero} aria-labelledby="portfolio-titolo">
        <div className={container}>
          <h1 id="portfolio-titolo">{title}</h1>
          <p className={styles.lead}>{lead}</p>
          <nav aria-label={words.categories}>
            <ul className={styles.categories}>
              {categories.map((category) => (
                <li key={category.slug}>
                  <a href={`#categoria-${category.slug}`} className={styles.categoryLink}>
                    {category.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className={`${container} ${section}`}>
        {categories.map((category) => (
          <section
            key={category.slug}
            id={`categoria-${category.slug}`}
            className={styles.categorySection}
            aria-labelledby={`categoria-${category.slug}-titolo`}
          >
            <h2 id={`categoria-${category.slug}-titolo`}>{category.label}</h2>
            <ul className={styles.projects}>
              {category.items.map((item) => (
                <li key={item.slug}>
                  <ProjectCard item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section className={`${container} ${section}`} aria-labelledby="processo-titolo">
        <h2 id="processo-titolo">{process.title}</h2>
        <p className={styles.lead}>{process.lead}</p>
        <ol className={styles.steps}>
          {process.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="portfolio-chiusura-titolo">
        <div className={styles.closing}>
          <h2 id="portfolio-chiusura-titolo">{closing.title}</h2>
          <p>{closing.text}</p>
          <div className={styles.actions}>
            <Link to={closing.primary.to} className={button.primary}>
              {closing.primary.label}
            </Link>
            {closing.secondary.label ? (
              <Link to={closing.secondary.to} className={button.secondary}>
                {closing.secondary.label}
              </Link>
            ) : null}
          </div>
          {closing.caseStudies.label ? (
            <p className={styles.more}>
              <Link to={closing.caseStudies.to}>{closing.caseStudies.label}</Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
