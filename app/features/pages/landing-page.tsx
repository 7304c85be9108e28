import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { FormAlertContent } from "~/components/form-messages";
import { ExternalLink } from "~/components/external-link";
import { CardGrid } from "~/features/blocks/card-grid";
import { Faq } from "~/features/blocks/faq";
import { HeroArt, heroLayout } from "~/features/blocks/hero-art";
import { TestimonialCard } from "~/features/blocks/testimonials";
import { Artwork } from "~/features/illustrations/artwork";
import type {
  LandingForm,
  LandingPageView,
  LandingSection,
} from "~/features/pages/landing-pages.server";
import { InfoRequestForm } from "~/features/visitor-forms/contact-form";
import { caseStudyWords } from "~/features/pages/content/public-pages";
import * as page from "~/styles/page.css";
import { button, container, section as sectionStyle } from "~/styles/ui.css";
import * as work from "./casi-studio.css";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./landing-page.css";

type View = SerializeFrom<() => LandingPageView>;
type Shown = SerializeFrom<() => LandingSection>;
type Reply =
  | {
      result?: SubmissionResult<string[]>;
      alert?: FormAlertContent | null;
      /** The form as it was posted, when a test's variant shaped it: kept for its answer. */
      shape?: SerializeFrom<() => LandingForm> | null;
    }
  | undefined;

const headingId = (index: number) => `sezione-${index + 1}-titolo`;

function Section({
  shown,
  index,
  view,
  reply,
}: {
  shown: Shown;
  index: number;
  view: View;
  reply: Reply;
}) {
  const caseWords = caseStudyWords[useLanguage()];
  const frame = (children: React.ReactNode, labelled = true) => (
    <section
      className={`${container} ${sectionStyle}`}
      aria-labelledby={labelled ? headingId(index) : undefined}
    >
      {children}
    </section>
  );
  const heading = (text: string) => <h2 id={headingId(index)}>{text}</h2>;
  switch (shown.kind) {
    case "hero":
      // First, the opening is the page's header; further down, a band of words and image.
      return frame(
        <div className={heroLayout}>
          <div>
            <HeroText hero={shown} />
          </div>
          {shown.image ? <HeroArt image={shown.image} /> : null}
        </div>,
        false,
      );
    case "benefits":
      return frame(
        <>
          {heading(shown.title)}
          <CardGrid items={shown.items} />
        </>,
      );
    case "logos":
      return frame(
        <>
          {heading(shown.title)}
          <ul className={styles.logos}>
            {shown.items.map((client) => (
              <li key={client.name}>
                {client.website.to ? (
                  <ExternalLink href={client.website.to}>
                    <Artwork image={client.logo} className={styles.logo} sizes="9rem" />
                  </ExternalLink>
                ) : (
                  <Artwork image={client.logo} className={styles.logo} sizes="9rem" />
                )}
              </li>
            ))}
          </ul>
        </>,
      );
    case "testimonial":
      return frame(
        <div className={styles.narrow}>
          <TestimonialCard testimonial={shown.item} />
        </div>,
        false,
      );
    case "case-study":
      return frame(
        <article className={page.card} aria-labelledby={headingId(index)}>
          <h2 id={headingId(index)}>{shown.item.client}</h2>
          <p className={page.cardMeta}>{shown.item.project}</p>
          <ul className={page.featureList}>
            {shown.item.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
          <p>
            <Link to={shown.item.path}>{caseWords.readMore}</Link>
          </p>
        </article>,
        false,
      );
    case "figures":
      return frame(
        <>
          {heading(shown.title)}
          <ul className={work.stats}>
            {shown.items.map((figure) => (
              <li key={figure.label} className={work.stat}>
                <span className={work.statNumber}>{figure.value}</span> <span>{figure.label}</span>
              </li>
            ))}
          </ul>
        </>,
      );
    case "faq":
      return frame(
        <>
          {heading(shown.title)}
          <div className={page.prose}>
            <Faq items={shown.items} name={`faq-${index + 1}`} />
          </div>
        </>,
      );
    case "cta":
      return frame(
        <div className={styles.callout}>
          {heading(shown.title)}
          {shown.text ? <p>{shown.text}</p> : null}
          <Link to={shown.link.to} className={button.primary}>
            {shown.link.label}
          </Link>
        </div>,
      );
    case "contact":
      return (
        <div className={page.band}>
          <section
            id="contatti"
            className={`${container} ${sectionStyle}`}
            aria-labelledby={headingId(index)}
          >
            {heading(shown.title)}
            {shown.lead ? <p className={page.intro}>{shown.lead}</p> : null}
            <div className={styles.narrow}>
              <InfoRequestForm
                action={view.path}
                lastResult={reply?.result}
                alert={reply?.alert}
                skipped={(reply?.shape ?? view.form).skipped}
                hidden={(reply?.shape ?? view.form).hidden}
              />
            </div>
          </section>
        </div>
      );
  }
}

type Hero = Extract<Shown, { kind: "hero" }>;

/** The page's header: its title, with the opening's words and image when it starts with one. */
function Header({ title, hero }: { title: string; hero: Hero | null }) {
  return (
    <section className={page.hero} aria-labelledby="pagina-titolo">
      <div className={hero ? `${container} ${heroLayout}` : container}>
        <div>
          <h1 id="pagina-titolo">{title}</h1>
          {hero ? <HeroText hero={hero} /> : null}
        </div>
        {hero?.image ? <HeroArt image={hero.image} /> : null}
      </div>
    </section>
  );
}

function HeroText({ hero }: { hero: Hero }) {
  return (
    <>
      <p className={page.lead}>{hero.lead}</p>
      {hero.cta.label ? (
        <p className={page.actions}>
          <Link to={hero.cta.to} className={button.primary}>
            {hero.cta.label}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** A landing page: its header, then its sections in staff's order. */
export function LandingPage({ view, reply }: { view: View; reply: Reply }) {
  const [first] = view.sections;
  const hero = first?.kind === "hero" ? first : null;
  return (
    <>
      <Header title={view.title} hero={hero} />
      {view.sections.map((shown, index) =>
        index === 0 && hero ? null : (
          <Section key={index} shown={shown} index={index} view={view} reply={reply} />
        ),
      )}
    </>
  );
}
