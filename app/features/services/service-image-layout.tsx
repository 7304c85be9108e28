import { Breadcrumb } from "~/components/breadcrumb";
import { CardGrid } from "~/features/blocks/card-grid";
import { Carousel } from "~/components/carousel";
import { Faq } from "~/features/blocks/faq";
import { HeroArt, heroLayout } from "~/features/blocks/hero-art";
import { projectWords } from "~/features/pages/index";
import { ProjectImages } from "~/features/services/project-images";
import { RelatedCases } from "~/features/services/related-cases";
import { ServiceContactBody } from "~/features/services/service-form";
import type { ServiceLayoutProps, ServiceView } from "~/features/services/service-view";
import * as page from "~/styles/page.css";
import { useLanguage } from "~/utils/use-language";
import { button, container, section } from "~/styles/ui.css";
import * as styles from "./service-image-layout.css";

type Project = ServiceView["projects"]["items"][number];

function ProjectSlide({ project }: { project: Project }) {
  const headingId = `progetto-${project.anchor}-titolo`;
  const words = projectWords[useLanguage()];
  return (
    <article className={page.projectCardImagesLeft} aria-labelledby={headingId}>
      <div className={page.projectCardText}>
        <h3 id={headingId}>{project.title}</h3>
        {project.client ? <p className={page.cardMeta}>{project.client}</p> : null}
        <p className={page.badgeRow}>
          <span className={page.badge}>{project.category}</span>
          <span className={page.badge}>{words.year(project.year)}</span>
        </p>
        <p>{project.description}</p>
        {project.results.length ? (
          <ul className={page.featureList}>
            {project.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <ProjectImages
        project={{ slug: project.anchor, title: project.title, images: project.images }}
        sizes="(min-width: 48rem) 18rem, 100vw"
        className={page.projectCardImages}
      />
    </article>
  );
}

/** A service page opening on its title beside an image, with its own projects in a carousel. */
export function ServiceImageLayout({ page: service, reply }: ServiceLayoutProps) {
  const { hero, intro, offer, benefits, projects, faq, contact } = service;
  return (
    <>
      <section className={page.hero} aria-labelledby="politica-titolo">
        <div className={`${container} ${heroLayout}`}>
          <div>
            <Breadcrumb trail={service.trail} />
            <h1 id="politica-titolo">{service.title}</h1>
            <p className={page.lead}>{hero.lead}</p>
            <p className={page.actions}>
              <a href="#contatti" className={button.primary}>
                {hero.action}
              </a>
            </p>
          </div>
          {hero.image ? <HeroArt image={hero.image} /> : null}
        </div>
      </section>

      {intro.title ? (
        <section className={`${container} ${section}`} aria-labelledby="politica-intro-titolo">
          <h2 id="politica-intro-titolo">{intro.title}</h2>
          <div className={page.prose}>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}

      {offer.title ? (
        <div className={page.band}>
          <section className={`${container} ${section}`} aria-labelledby="politica-servizi-titolo">
            <h2 id="politica-servizi-titolo">{offer.title}</h2>
            <p className={page.intro}>{offer.lead}</p>
            <CardGrid items={offer.items} />
          </section>
        </div>
      ) : null}

      {benefits.title ? (
        <section className={`${container} ${section}`} aria-labelledby="politica-perche-titolo">
          <h2 id="politica-perche-titolo">{benefits.title}</h2>
          <ul className={styles.reasons}>
            {benefits.items.map((reason) => (
              <li key={reason.title} className={styles.reason}>
                <h3 className={page.cardTitle}>{reason.title}</h3>
                <p>{reason.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {projects.title ? (
        <div className={page.band}>
          <section className={`${container} ${section}`} aria-labelledby="politica-progetti-titolo">
            <h2 id="politica-progetti-titolo">{projects.title}</h2>
            <p className={page.intro}>{projects.lead}</p>
            <Carousel
              id="politica-progetti"
              label={projects.carouselLabel}
              slides={projects.items.map((project) => ({
                id: `progetto-${project.anchor}`,
                content: <ProjectSlide project={project} />,
              }))}
            />
          </section>
        </div>
      ) : null}

      <RelatedCases cases={service.related} />

      {faq.title ? (
        <section className={`${container} ${section}`} aria-labelledby="politica-faq-titolo">
          <h2 id="politica-faq-titolo">{faq.title}</h2>
          <div className={page.prose}>
            <Faq items={faq.items} name="faq-politica" />
          </div>
        </section>
      ) : null}

      <div className={page.band}>
        <section
          id="contatti"
          className={`${container} ${section}`}
          aria-labelledby="politica-contatti-titolo"
        >
          <h2 id="politica-contatti-titolo">{contact.title}</h2>
          <p className={page.intro}>{contact.lead}</p>
          <ServiceContactBody page={service} reply={reply} />
        </section>
      </div>
    </>
  );
}
