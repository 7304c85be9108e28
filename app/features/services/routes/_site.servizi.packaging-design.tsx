import type { ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Artwork } from "~/features/illustrations/artwork";
import { Breadcrumb } from "~/components/breadcrumb";
import { CardGrid } from "~/features/blocks/card-grid";
import { Carousel } from "~/components/carousel";
import { InfoRequestForm } from "~/features/visitor-forms/contact-form";
import { Faq } from "~/features/blocks/faq";
import { ServiceContact } from "~/features/services/service-contact";
import { TestimonialCard } from "~/features/blocks/testimonials";
import type { HeroVideo } from "~/features/services/content/packaging";
import { packagingPageContent } from "~/features/services/content/packaging-page.server";
import type { PortfolioCard } from "~/features/pages/work-pages.server";
import { faqHeading } from "~/features/blocks/content/faq-item";
import * as page from "~/styles/page.css";
import { button, container, section } from "~/styles/ui.css";
import {
  handleVisitorForm,
  visitorForms,
} from "~/features/visitor-forms/visitor-submission.server";
import { headFromLoader } from "~/utils/seo";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "../servizi.packaging-design.css";

type VideoLabels = { playLabel: string; pauseLabel: string };

export const meta: MetaFunction<typeof loader> = headFromLoader;

export { marketingPageHeaders as headers } from "~/utils/headers";

export function action({ request, context }: ActionFunctionArgs) {
  return handleVisitorForm(request, context, visitorForms["packaging-design"]);
}

/** The page's copy comes as data with the document, not in the page's script. */
export const loader = () => packagingPageContent();

/**
 * A muted loop behind the hero. It has no autoplay: script starts it, and only when the
 * visitor has not asked for reduced motion, so without JavaScript the poster stays. Once it
 * can move, a pause button is there (WCAG 2.2.2); the visitor's own choice with that button
 * then wins over the motion preference.
 */
function BackgroundVideo({ video, labels }: { video: HeroVideo; labels: VideoLabels }) {
  const hydrated = useHydrated();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const follow = () => {
      const play = choice === null ? !motion.matches : choice === "play";
      if (!play) {
        element.pause();
        return;
      }
      // Browsers allow playback without a gesture only for muted media.
      element.muted = true;
      element.play().catch(() => setPlaying(false));
    };
    follow();
    motion.addEventListener("change", follow);
    return () => motion.removeEventListener("change", follow);
  }, [choice]);

  return (
    <>
      <video
        ref={videoRef}
        className={styles.backdrop}
        src={video.src}
        poster={video.poster}
        width={video.width}
        height={video.height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {hydrated ? (
        <button
          type="button"
          className={styles.videoToggle}
          onClick={() => setChoice(playing ? "pause" : "play")}
        >
          {playing ? labels.pauseLabel : labels.playLabel}
        </button>
      ) : null}
    </>
  );
}

function PortfolioSlide({ item }: { item: PortfolioCard }) {
  const headingId = `lavoro-${item.slug}-titolo`;
  const cover = item.images[0];
  return (
    <article className={page.projectCardImagesLeft} aria-labelledby={headingId}>
      <div className={page.projectCardText}>
        <h3 id={headingId}>{item.title}</h3>
        <p className={page.badgeRow}>
          <span className={page.badge}>{item.category}</span>
          <span className={page.badge}>Anno {item.year}</span>
        </p>
        <p>{item.description}</p>
      </div>
      {cover ? (
        <Artwork
          image={cover}
          className={page.projectCardImages}
          sizes="(min-width: 48rem) 18rem, 100vw"
        />
      ) : null}
    </article>
  );
}

export default function PackagingDesign() {
  const actionData = useActionData<typeof action>();
  const {
    packagingContact,
    packagingFaq,
    packagingHero,
    packagingHeroVideo,
    packagingInnovation,
    packagingIntro,
    packagingPortfolio,
    packagingProcess,
    packagingQuote,
    packagingReasons,
    packagingTestimonials,
    packagingVideo,
    designProcess,
    portfolioItems,
    videoUrl,
    packagingPath,
    packagingTrail,
  } = useLoaderData<typeof loader>();
  return (
    <>
      <section className={styles.hero} aria-labelledby="packaging-titolo">
        <BackgroundVideo video={packagingHeroVideo} labels={packagingHero} />
        <div className={`${container} ${styles.heroInner}`}>
          <div className={styles.heroPanel}>
            <Breadcrumb trail={packagingTrail} />
            <h1 id="packaging-titolo">{packagingHero.title}</h1>
            <p className={styles.heroLead}>{packagingHero.lead}</p>
            <p className={page.actions}>
              <a href="#contatti" className={button.primary}>
                {packagingHero.contactLabel}
              </a>
            </p>
          </div>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="packaging-intro-titolo">
        <h2 id="packaging-intro-titolo">{packagingIntro.title}</h2>
        <div className={page.prose}>
          {packagingIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="packaging-perche-titolo">
          <h2 id="packaging-perche-titolo">{packagingReasons.title}</h2>
          <CardGrid items={packagingReasons.items} />
        </section>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="packaging-portfolio-titolo">
        <h2 id="packaging-portfolio-titolo">{packagingPortfolio.title}</h2>
        <p className={page.intro}>{packagingPortfolio.lead}</p>
        <Carousel
          id="packaging-portfolio"
          label={packagingPortfolio.carouselLabel}
          slides={portfolioItems.map((item) => ({
            id: `lavoro-${item.slug}`,
            content: <PortfolioSlide item={item} />,
          }))}
        />
        <p className={page.actions}>
          <Link to={packagingPortfolio.more.to} className={button.secondary}>
            {packagingPortfolio.more.label}
          </Link>
        </p>
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="packaging-processo-titolo">
          <h2 id="packaging-processo-titolo">{packagingProcess.title}</h2>
          <p className={page.intro}>{packagingProcess.lead}</p>
          <ol className={page.steps}>
            {designProcess.steps.map((step) => (
              <li key={step.title} className={page.step}>
                <h3 className={page.cardTitle}>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="packaging-innovazione-titolo">
        <h2 id="packaging-innovazione-titolo">{packagingInnovation.title}</h2>
        <p className={page.intro}>{packagingInnovation.lead}</p>
        <ul className={styles.innovation}>
          {packagingInnovation.items.map((item) => (
            <li key={item.title} className={page.card}>
              <Artwork
                image={item.image}
                className={styles.innovationImage}
                sizes="(min-width: 48rem) 34rem, 100vw"
              />
              <h3 className={page.cardTitle}>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={page.band}>
        <section className={`${container} ${section}`} aria-labelledby="packaging-video-titolo">
          <h2 id="packaging-video-titolo">{packagingVideo.title}</h2>
          <p className={page.intro}>{packagingVideo.lead}</p>
          <div className={styles.videoFrame}>
            <iframe
              src={videoUrl}
              title={packagingVideo.frameTitle}
              width={560}
              height={315}
              loading="lazy"
              allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              className={styles.video}
            />
          </div>
        </section>
      </div>

      <section className={`${container} ${section}`} aria-labelledby="packaging-faq-titolo">
        <h2 id="packaging-faq-titolo">{faqHeading}</h2>
        <div className={page.prose}>
          <Faq items={packagingFaq} name="faq-packaging" />
        </div>
      </section>

      <div className={container}>
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>
            <p>{packagingQuote.text}</p>
          </blockquote>
          <figcaption className={styles.quoteAuthor}>
            <strong>{packagingQuote.author}</strong>, {packagingQuote.role}
          </figcaption>
        </figure>
      </div>

      <section
        className={`${container} ${section}`}
        aria-labelledby="packaging-testimonianze-titolo"
      >
        <h2 id="packaging-testimonianze-titolo">{packagingTestimonials.title}</h2>
        <Carousel
          id="packaging-testimonianze"
          label={packagingTestimonials.carouselLabel}
          className={styles.testimonials}
          slides={packagingTestimonials.items.map((testimonial) => ({
            id: `testimonianza-${testimonial.iniziali.toLowerCase()}`,
            content: <TestimonialCard testimonial={testimonial} />,
          }))}
        />
      </section>

      <div className={page.band}>
        <section
          id="contatti"
          className={`${container} ${section}`}
          aria-labelledby="packaging-contatti-titolo"
        >
          <h2 id="packaging-contatti-titolo">{packagingContact.title}</h2>
          <p className={page.intro}>{packagingContact.lead}</p>
          <div className={page.contactLayout}>
            <InfoRequestForm
              action={packagingPath}
              lastResult={actionData?.result}
              alert={actionData?.alert}
            />
            <ServiceContact />
          </div>
        </section>
      </div>
    </>
  );
}
