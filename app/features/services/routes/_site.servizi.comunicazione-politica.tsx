import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Breadcrumb } from "~/components/breadcrumb";
import { CardGrid } from "~/features/blocks/card-grid";
import { Carousel } from "~/components/carousel";
import { ContactForm } from "~/features/visitor-forms/contact-form";
import { Faq } from "~/features/blocks/faq";
import { HeroArt, heroLayout } from "~/features/blocks/hero-art";
import { ProjectImages } from "~/features/services/project-images";
import { ServiceContact } from "~/features/services/service-contact";
import { faqHeading } from "~/features/blocks/content/faq-item";
import type { PoliticalProject } from "~/features/services/content/political";
import { politicalPageContent } from "~/features/services/content/political-page.server";
import * as page from "~/styles/page.css";
import { button, container, section } from "~/styles/ui.css";
import {
  handleVisitorForm,
  visitorForms,
} from "~/features/visitor-forms/visitor-submission.server";
import { headFromLoader } from "~/utils/seo";
import * as styles from "../servizi.comunicazione-politica.css";

export const meta: MetaFunction<typeof loader> = headFromLoader;

export { marketingPageHeaders as headers } from "~/utils/headers";

export function action({ request, context }: ActionFunctionArgs) {
  return handleVisitorForm(request, context, visitorForms["comunicazione-politica"]);
}

/** The page's copy comes as data with the document, not in the page's script. */
export const loader = () => politicalPageContent();

function ProjectSlide({ project }: { project: PoliticalProject }) {
  const headingId = `progetto-${project.slug}-titolo`;
  return (
    <article className={page.projectCardImagesLeft} aria-labelledby={headingId}>
      <div className={page.projectCardText}>
        <h3 id={headingId}>{project.title}</h3>
        <p className={page.cardMeta}>{project.client}</p>
        <p className={page.badgeRow}>
          <span className={page.badge}>{project.category}</span>
          <span className={page.badge}>Anno {project.year}</span>
        </p>
        <p>{project.description}</p>
        <ul className={page.featureList}>
          {project.results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
      </div>
      <ProjectImages
        project={project}
        sizes="(min-width: 48rem) 18rem, 100vw"
        className={page.projectCardImages}
      />
    </article>
  );
}

export default function ComunicazionePolitica() {
  const {
    heroImage,
    politicalContact,
    politicalFaq,
    politicalHero,
    politicalIntro,
    politicalProjects,
    politicalReasons,
    politicalServices,
    politicalPath,
    politicalTrail,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <section className={page.hero} aria-labelledby="politica-titolo">
        <div className={`${container} ${heroLayout}`}>
          <div>
            <Breadcrumb trail={politicalTrail} />
            <h1 id="politica-titolo">{politicalHero.title}</h1>
            <p className={page.lead}>{politicalHero.lead}</p>
            <p className={page.actions}>
              <a href="#contatti" className={button.primary}>
                {politicalHero.contactLabel}
              </a>
            </p>
          </div>
          <HeroArt image={heroImage} />
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="politica-intro-titolo">
        <h2 id="politica-intro-titolo">{politicalIntro.title}</h2>
        <div className={page.prose}>
          {politicalIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="politica-servizi-titolo">
          <h2 id="politica-servizi-titolo">{politicalServices.title}</h2>
          <p className={page.intro}>{politicalServices.lead}</p>
          <CardGrid items={politicalServices.items} />
        </section>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="politica-perche-titolo">
        <h2 id="politica-perche-titolo">{politicalReasons.title}</h2>
        <ul className={styles.reasons}>
          {politicalReasons.items.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <h3 className={page.cardTitle}>{reason.title}</h3>
              <p>{reason.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="politica-progetti-titolo">
          <h2 id="politica-progetti-titolo">{politicalProjects.title}</h2>
          <p className={page.intro}>{politicalProjects.lead}</p>
          <Carousel
            id="politica-progetti"
            label={politicalProjects.carouselLabel}
            slides={politicalProjects.items.map((project) => ({
              id: `progetto-${project.slug}`,
              content: <ProjectSlide project={project} />,
            }))}
          />
        </section>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="politica-faq-titolo">
        <h2 id="politica-faq-titolo">{faqHeading}</h2>
        <div className={page.prose}>
          <Faq items={politicalFaq} name="faq-politica" />
        </div>
      </section>

      <div className={page.band}>
        <section
          id="contatti"
          className={`${container} ${section}`}
          aria-labelledby="politica-contatti-titolo"
        >
          <h2 id="politica-contatti-titolo">{politicalContact.title}</h2>
          <p className={page.intro}>{politicalContact.lead}</p>
          <div className={page.contactLayout}>
            <div>
              <h3 className={styles.formTitle}>{politicalContact.formTitle}</h3>
              <ContactForm
                action={politicalPath}
                lastResult={actionData?.result}
                alert={actionData?.alert}
              />
            </div>
            <ServiceContact />
          </div>
        </section>
      </div>
    </>
  );
}
