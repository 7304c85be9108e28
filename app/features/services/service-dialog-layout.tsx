import { useSearchParams } from "@remix-run/react";
import { catalogue } from "~/utils/language";
import { Artwork } from "~/features/illustrations/artwork";
import { Breadcrumb } from "~/components/breadcrumb";
import { CardGrid } from "~/features/blocks/card-grid";
import { Carousel } from "~/components/carousel";
import { Dialog, DialogTrigger } from "~/components/dialog";
import { Faq } from "~/features/blocks/faq";
import { HeroArt, heroLayout } from "~/features/blocks/hero-art";
import { Rating } from "~/features/blocks/testimonials";
import { projectWords } from "~/features/pages/index";
import { ProjectImages } from "~/features/services/project-images";
import { RelatedCases } from "~/features/services/related-cases";
import { ServiceContactBody, ServiceForm } from "~/features/services/service-form";
import type { ServiceLayoutProps, ServiceView } from "~/features/services/service-view";
import * as page from "~/styles/page.css";
import { useLanguage } from "~/utils/use-language";
import { button, container, section } from "~/styles/ui.css";
import * as styles from "./service-dialog-layout.css";

/** The request dialog: its id, and the query that asks the server to render it open. */
export const requestDialog = { id: "richiesta", param: "richiesta" };

/** The dialog's closing link. */
const closeLabels = catalogue({ it: "Chiudi", en: "Close" });

type Project = ServiceView["projects"]["items"][number];

function ProjectSlide({ project }: { project: Project }) {
  const headingId = `progetto-${project.anchor}-titolo`;
  const words = projectWords[useLanguage()];
  return (
    <article className={styles.project} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId}>{project.title}</h3>
        <p className={page.badgeRow}>
          <span className={page.badge}>{words.year(project.year)}</span>
          <span className={page.badge}>{project.category}</span>
        </p>
        {project.place ? <p className={page.cardMeta}>{project.place}</p> : null}
        <p>{project.description}</p>
      </div>
      <ProjectImages
        project={{ slug: project.anchor, title: project.title, images: project.images }}
        sizes="(min-width: 48rem) 30rem, 100vw"
      />
    </article>
  );
}

/**
 * A service page whose hero's request button opens the form in a dialog: without
 * JavaScript, the same address with `?richiesta=1` renders the dialog open.
 */
export function ServiceDialogLayout({ page: service, reply }: ServiceLayoutProps) {
  const { hero, dialog, intro, offer, projects, testimonials, faq, benefits, contact } = service;
  const [searchParams] = useSearchParams();
  const language = useLanguage();
  const dialogRequested = searchParams.get(requestDialog.param) === "1";
  // The dialog's form posts to the URL that shows the dialog, so its errors come back inside it.
  const dialogUrl = `${service.path}?${requestDialog.param}=1`;
  // Both forms share the action: the answer belongs to the one whose URL the page now shows.
  const dialogReply = dialogRequested ? reply : undefined;
  const contactReply = dialogRequested ? undefined : reply;

  return (
    <>
      <section className={page.hero} aria-labelledby="stand-titolo">
        <div className={`${container} ${heroLayout}`}>
          <div>
            <Breadcrumb trail={service.trail} />
            <h1 id="stand-titolo">{service.title}</h1>
            <p className={page.lead}>{hero.lead}</p>
            <div className={page.actions}>
              <DialogTrigger
                dialogId={requestDialog.id}
                href={`${dialogUrl}#${requestDialog.id}`}
                className={button.primary}
              >
                {hero.action}
              </DialogTrigger>
              {hero.projectsLabel && projects.title ? (
                <a href="#progetti" className={button.secondary}>
                  {hero.projectsLabel}
                </a>
              ) : null}
            </div>
            {hero.note ? <p className={styles.note}>{hero.note}</p> : null}
            <Dialog
              id={requestDialog.id}
              title={dialog.title || hero.action}
              openWithoutJs={dialogRequested}
              closeHref={service.path}
              closeLabel={closeLabels[language]}
            >
              {dialog.lead ? <p>{dialog.lead}</p> : null}
              <ServiceForm
                page={service}
                reply={dialogReply}
                id="modulo-richiesta-dialogo"
                action={dialogUrl}
              />
            </Dialog>
          </div>
          {hero.image ? <HeroArt image={hero.image} /> : null}
        </div>
      </section>

      {intro.title ? (
        <section className={`${container} ${section}`} aria-labelledby="chi-siamo-titolo">
          <div className={styles.about}>
            <div>
              <h2 id="chi-siamo-titolo">{intro.title}</h2>
              {intro.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {intro.image ? (
              <Artwork
                image={intro.image}
                className={styles.aboutImage}
                sizes="(min-width: 48rem) 30rem, 100vw"
              />
            ) : null}
          </div>
        </section>
      ) : null}

      {offer.title ? (
        <div className={page.band}>
          <section className={`${container} ${section}`} aria-labelledby="servizi-stand-titolo">
            <h2 id="servizi-stand-titolo">{offer.title}</h2>
            <p className={page.intro}>{offer.lead}</p>
            <CardGrid items={offer.items} />
          </section>
        </div>
      ) : null}

      {projects.title ? (
        <section
          id="progetti"
          className={`${container} ${section}`}
          aria-labelledby="progetti-titolo"
        >
          <h2 id="progetti-titolo">{projects.title}</h2>
          <p className={page.intro}>{projects.lead}</p>
          <Carousel
            id="progetti-carosello"
            label={projects.carouselLabel}
            slides={projects.items.map((project) => ({
              id: `progetto-${project.anchor}`,
              content: <ProjectSlide project={project} />,
            }))}
          />
        </section>
      ) : null}

      {testimonials.title ? (
        <div className={page.band}>
          <section className={`${container} ${section}`} aria-labelledby="testimonianze-titolo">
            <h2 id="testimonianze-titolo">{testimonials.title}</h2>
            <ul className={page.grid}>
              {testimonials.items.map((testimonial) => (
                <li key={testimonial.nome}>
                  <figure className={`${page.card} ${styles.testimonial}`}>
                    {testimonial.rating ? <Rating value={testimonial.rating} /> : null}
                    <blockquote className={styles.quote}>
                      <p>{testimonial.testo}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{testimonial.nome}</strong>
                      <br />
                      <span className={styles.company}>{testimonial.attivita}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}

      <RelatedCases cases={service.related} />

      {faq.title ? (
        <section className={`${container} ${section}`} aria-labelledby="faq-stand-titolo">
          <h2 id="faq-stand-titolo">{faq.title}</h2>
          <div className={styles.faq}>
            <Faq items={faq.items} name="faq-stand" />
          </div>
        </section>
      ) : null}

      {benefits.title ? (
        <div className={page.band}>
          <section className={`${container} ${section}`} aria-labelledby="perche-titolo">
            <h2 id="perche-titolo">{benefits.title}</h2>
            <ul className={page.grid}>
              {benefits.items.map((reason) => (
                <li key={reason.title} className={page.card}>
                  <h3 className={page.cardTitle}>{reason.title}</h3>
                  <p>{reason.description}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}

      <section
        id="contatti"
        className={`${container} ${section}`}
        aria-labelledby="contatti-stand-titolo"
      >
        <h2 id="contatti-stand-titolo">{contact.title}</h2>
        <p className={page.intro}>{contact.lead}</p>
        <ServiceContactBody page={service} reply={contactReply} />
      </section>
    </>
  );
}
