import type { ActionFunctionArgs, HeadersFunction } from "@remix-run/node";
import { useActionData, useSearchParams, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Artwork } from "~/features/illustrations/artwork";
import { Breadcrumb } from "~/components/breadcrumb";
import { CardGrid } from "~/features/blocks/card-grid";
import { Carousel } from "~/components/carousel";
import { InfoRequestForm } from "~/features/visitor-forms/contact-form";
import { Dialog, DialogTrigger } from "~/components/dialog";
import { Faq } from "~/features/blocks/faq";
import { HeroArt, heroLayout } from "~/features/blocks/hero-art";
import { ProjectImages } from "~/features/services/project-images";
import { ServiceContact } from "~/features/services/service-contact";
import { Rating } from "~/features/blocks/testimonials";
import { standsDialog, type StandProject } from "~/features/services/content/stands";
import { standsPageContent } from "~/features/services/content/stands-page.server";
import * as page from "~/styles/page.css";
import { button, container, section } from "~/styles/ui.css";
import {
  handleVisitorForm,
  visitorForms,
} from "~/features/visitor-forms/visitor-submission.server";
import { sharedPageHeaders } from "~/utils/headers";
import { headFromLoader } from "~/utils/seo";
import * as styles from "../servizi.stand-fieristici.css";

export const meta: MetaFunction<typeof loader> = headFromLoader;

// `?richiesta=1` opens the request dialog in the page as sent.
export const headers: HeadersFunction = (args) =>
  sharedPageHeaders(args, "pagine", [standsDialog.param]);

export function action({ request, context }: ActionFunctionArgs) {
  return handleVisitorForm(request, context, visitorForms["stand-fieristici"]);
}

/** The page's copy comes as data with the document, not in the page's script. */
export const loader = () => standsPageContent();

function ProjectSlide({ project }: { project: StandProject }) {
  const headingId = `progetto-${project.slug}-titolo`;
  return (
    <article className={styles.project} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId}>{project.title}</h3>
        <p className={page.badgeRow}>
          <span className={page.badge}>Anno {project.year}</span>
          <span className={page.badge}>{project.category}</span>
        </p>
        <p className={page.cardMeta}>{project.fair}</p>
        <p>{project.description}</p>
      </div>
      <ProjectImages project={project} sizes="(min-width: 48rem) 30rem, 100vw" />
    </article>
  );
}

export default function StandFieristici() {
  const {
    heroImage,
    standProjects,
    standReasons,
    standServices,
    standsAbout,
    standsContact,
    standsFaq,
    standsHero,
    standTestimonials,
    standsDialog,
    standsPath,
    standsTrail,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const dialogRequested = searchParams.get(standsDialog.param) === "1";
  // The dialog's form posts to the URL that shows the dialog, so its errors come back inside it.
  const dialogUrl = `${standsPath}?${standsDialog.param}=1`;
  // Both forms share the action: the answer belongs to the one whose URL the page now shows.
  const dialogReply = dialogRequested ? actionData : undefined;
  const contactReply = dialogRequested ? undefined : actionData;

  return (
    <>
      <section className={page.hero} aria-labelledby="stand-titolo">
        <div className={`${container} ${heroLayout}`}>
          <div>
            <Breadcrumb trail={standsTrail} />
            <h1 id="stand-titolo">{standsHero.title}</h1>
            <p className={page.lead}>{standsHero.lead}</p>
            <div className={page.actions}>
              <DialogTrigger
                dialogId={standsDialog.id}
                href={`${dialogUrl}#${standsDialog.id}`}
                className={button.primary}
              >
                {standsHero.requestLabel}
              </DialogTrigger>
              <a href="#progetti" className={button.secondary}>
                {standsHero.projectsLabel}
              </a>
            </div>
            <p className={styles.note}>{standsHero.planningNote}</p>
            <Dialog
              id={standsDialog.id}
              title={standsDialog.title}
              openWithoutJs={dialogRequested}
              closeHref={standsPath}
              closeLabel={standsDialog.closeLabel}
            >
              <p>{standsDialog.lead}</p>
              <InfoRequestForm
                id="modulo-richiesta-dialogo"
                action={dialogUrl}
                lastResult={dialogReply?.result}
                alert={dialogReply?.alert}
              />
            </Dialog>
          </div>
          <HeroArt image={heroImage} />
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="chi-siamo-titolo">
        <div className={styles.about}>
          <div>
            <h2 id="chi-siamo-titolo">{standsAbout.title}</h2>
            {standsAbout.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Artwork
            image={standsAbout.image}
            className={styles.aboutImage}
            sizes="(min-width: 48rem) 30rem, 100vw"
          />
        </div>
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="servizi-stand-titolo">
          <h2 id="servizi-stand-titolo">{standServices.title}</h2>
          <p className={page.intro}>{standServices.lead}</p>
          <CardGrid items={standServices.items} />
        </section>
      </div>

      <section
        id="progetti"
        className={`${container} ${section}`}
        aria-labelledby="progetti-titolo"
      >
        <h2 id="progetti-titolo">{standProjects.title}</h2>
        <p className={page.intro}>{standProjects.lead}</p>
        <Carousel
          id="progetti-carosello"
          label={standProjects.carouselLabel}
          slides={standProjects.items.map((project) => ({
            id: `progetto-${project.slug}`,
            content: <ProjectSlide project={project} />,
          }))}
        />
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="testimonianze-titolo">
          <h2 id="testimonianze-titolo">{standTestimonials.title}</h2>
          <ul className={page.grid}>
            {standTestimonials.items.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className={`${page.card} ${styles.testimonial}`}>
                  <Rating value={testimonial.rating} />
                  <blockquote className={styles.quote}>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{testimonial.name}</strong>
                    <br />
                    <span className={styles.company}>{testimonial.company}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="faq-stand-titolo">
        <h2 id="faq-stand-titolo">{standsFaq.title}</h2>
        <div className={styles.faq}>
          <Faq items={standsFaq.items} name="faq-stand" />
        </div>
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="perche-titolo">
          <h2 id="perche-titolo">{standReasons.title}</h2>
          <ul className={page.grid}>
            {standReasons.items.map((reason) => (
              <li key={reason.title} className={page.card}>
                <h3 className={page.cardTitle}>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section
        id="contatti"
        className={`${container} ${section}`}
        aria-labelledby="contatti-stand-titolo"
      >
        <h2 id="contatti-stand-titolo">{standsContact.title}</h2>
        <p className={page.intro}>{standsContact.lead}</p>
        <div className={page.contactLayout}>
          <InfoRequestForm
            id="modulo-richiesta"
            action={standsPath}
            lastResult={contactReply?.result}
            alert={contactReply?.alert}
          />
          <div className={styles.contactAside}>
            <ServiceContact />
            <p className={styles.planning}>{standsContact.planningNote}</p>
          </div>
        </div>
      </section>
    </>
  );
}
