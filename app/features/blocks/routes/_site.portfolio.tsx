import { Link, type MetaFunction } from "@remix-run/react";
import { Artwork } from "~/features/illustrations/artwork";
import { Carousel } from "~/components/carousel";
import {
  designProcess,
  portfolioCategories,
  portfolioClosing,
  portfolioHead,
  portfolioHero,
  portfolioItems,
  type PortfolioItem,
} from "~/features/blocks/content/portfolio";
import { button, container, section } from "~/styles/ui.css";
import { pageHead } from "~/utils/seo";
import * as styles from "../portfolio.css";

export { marketingPageHeaders as headers } from "~/utils/headers";
export { countedPageLoader as loader } from "~/features/analytics/counted-page";

export const meta: MetaFunction = (args) => pageHead(args, portfolioHead);

function ProjectCard({ item }: { item: PortfolioItem }) {
  const headingId = `progetto-${item.slug}`;
  return (
    <article className={styles.project} aria-labelledby={headingId}>
      <div className={styles.projectText}>
        <h3 id={headingId}>{item.title}</h3>
        <p className={styles.badges}>
          <span className={styles.badge}>{item.category}</span>
          <span className={styles.badge}>Anno {item.year}</span>
        </p>
        <p>{item.description}</p>
      </div>
      <Carousel
        id={`progetto-${item.slug}-immagini`}
        label={`Immagini del progetto ${item.title}`}
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
  return (
    <>
      <section className={styles.hero} aria-labelledby="portfolio-titolo">
        <div className={container}>
          <h1 id="portfolio-titolo">{portfolioHero.title}</h1>
          <p className={styles.lead}>{portfolioHero.lead}</p>
          <nav aria-label="Categorie del portfolio">
            <ul className={styles.categories}>
              {portfolioCategories.map((category) => (
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
        {portfolioCategories.map((category) => (
          <section
            key={category.slug}
            id={`categoria-${category.slug}`}
            className={styles.categorySection}
            aria-labelledby={`categoria-${category.slug}-titolo`}
          >
            <h2 id={`categoria-${category.slug}-titolo`}>{category.label}</h2>
            <ul className={styles.projects}>
              {portfolioItems
                .filter((item) => item.category === category.label)
                .map((item) => (
                  <li key={item.slug}>
                    <ProjectCard item={item} />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>

      <section className={`${container} ${section}`} aria-labelledby="processo-titolo">
        <h2 id="processo-titolo">{designProcess.title}</h2>
        <p className={styles.lead}>{designProcess.lead}</p>
        <ol className={styles.steps}>
          {designProcess.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="portfolio-chiusura-titolo">
        <div className={styles.closing}>
          <h2 id="portfolio-chiusura-titolo">{portfolioClosing.title}</h2>
          <p>{portfolioClosing.text}</p>
          <div className={styles.actions}>
            <Link to={portfolioClosing.primary.to} className={button.primary}>
              {portfolioClosing.primary.label}
            </Link>
            <Link to={portfolioClosing.secondary.to} className={button.secondary}>
              {portfolioClosing.secondary.label}
            </Link>
          </div>
          <p className={styles.more}>
            <Link to={portfolioClosing.caseStudies.to}>{portfolioClosing.caseStudies.label}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
