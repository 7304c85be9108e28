import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Artwork } from "~/features/illustrations/artwork";
import { Breadcrumb } from "~/components/breadcrumb";
import { CardGrid } from "~/features/blocks/card-grid";
import { Carousel } from "~/components/carousel";
import { Faq } from "~/features/blocks/faq";
import { TestimonialCard } from "~/features/blocks/testimonials";
import { heroVideo, heroVideoLabels } from "~/features/services/hero-video";
import { projectWords } from "~/features/pages/index";
import { useLanguage } from "~/utils/use-language";
import { RelatedCases } from "~/features/services/related-cases";
import { ServiceContactBody } from "~/features/services/service-form";
import type { ServiceLayoutProps, ServiceView } from "~/features/services/service-view";
import * as page from "~/styles/page.css";
import { button, container, section } from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./service-video-layout.css";

/**
 * A muted loop behind the hero. It has no autoplay: script starts it, and only when the
 * visitor has not asked for reduced motion, so without JavaScript the poster stays. Once it
 * can move, a pause button is there (WCAG 2.2.2); the visitor's own choice with that button
 * then wins over the motion preference.
 */
function BackgroundVideo() {
  const labels = heroVideoLabels[useLanguage()];
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
        src={heroVideo.src}
        poster={heroVideo.poster}
        width={heroVideo.width}
        height={heroVideo.height}
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
          {playing ? labels.pause : labels.play}
        </button>
      ) : null}
    </>
  );
}

function WorkSlide({ item }: { item: ServiceView["projects"]["works"][number] }) {
  const headingId = `lavoro-${item.slug}-titolo`;
  const cover = item.images[0];
  const words = projectWords[useLanguage()];
  return (
    <article className={page.projectCardImagesLeft} aria-labelledby={headingId}>
      <div className={page.projectCardText}>
        <h3 id={headingId}>{item.title}</h3>
        <p className={page.badgeRow}>
          <span className={page.badge}>{item.category}</span>
          <span className={page.badge}>{words.year(item.year)}</span>
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

/** A service page opening on a background video, with the portfolio's work in a carousel. */
export function ServiceVideoLayout({ page: service, reply }: ServiceLayoutProps) {
  const { hero, intro, benefits, projects, process, highlights, video, faq, quote } = service;
  const { testimonials, contact } = service;
  return (
    <>
      <section className={styles.hero} aria-labelledby="packaging-titolo">
        <BackgroundVideo />
        <div className={`${container} ${styles.heroInner}`}>
          <div className={styles.heroPanel}>
            <Breadcrumb trail={service.trail} />
            <h1 id="packaging-titolo">{service.title}</h1>
            <p className={styles.heroLead}>{hero.lead}</p>
            <p className={page.actions}>
              <a href="#contatti" className={button.primary}>
                {hero.action}
              </a>
            </p>
          </div>
        </div>
      </section>

      {intro.title ? (
        <section className={`${container} ${section}`} aria-labelledby="packaging-intro-titolo">
          <h2 id="packaging-intro-titolo">{intro.title}</h2>
          <div className={page.prose}>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}

      {benefits.title ? (
        <div className={page.band}>
          <section className={`${container} ${section}`} aria-labelledby="packaging-perche-titolo">
            <h2 id="packaging-perche-titolo">{benefits.title}</h2>
            <CardGrid items={benefits.items} />
          </section>
        </div>
      ) : null}

      {projects.title ? (
        <section className={`${container} ${section}`} aria-labelledby="packaging-portfolio-titolo">
          <h2 id="packaging-portfolio-titolo">{projects.title}</h2>
          <p className={page.intro}>{projects.lead}</p>
          <Carousel
            id="packaging-portfolio"
            label={projects.carouselLabel}
            slides={projects.works.map((item) => ({
              id: `lavoro-${item.slug}`,
              content: <WorkSlide item={item} />,
            }))}
          />
          {projects.more.label ? (
            <p className={page.actions}>
              <Link to={projects.more.to} className={button.secondary}>
                {projects.more.label}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}

      {process.title ? (
        <div className={page.band}>
          <section
            className={`${container} ${section}`}
            aria-labelledby="packaging-processo-titolo"
          >
            <h2 id="packaging-processo-titolo">{process.title}</h2>
            <p className={page.intro}>{process.lead}</p>
            <ol className={page.steps}>
              {process.steps.map((step) => (
                <li key={step.title} className={page.step}>
                  <h3 className={page.cardTitle}>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}

      {highlights.title ? (
        <section
          className={`${container} ${section}`}
          aria-labelledby="packaging-innovazione-titolo"
        >
          <h2 id="packaging-innovazione-titolo">{highlights.title}</h2>
          <p className={page.intro}>{highlights.lead}</p>
          <ul className={styles.innovation}>
            {highlights.items.map((item) => (
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
      ) : null}

      {video.title ? (
        <div className={page.band}>
          <section className={`${container} ${section}`} aria-labelledby="packaging-video-titolo">
            <h2 id="packaging-video-titolo">{video.title}</h2>
            <p className={page.intro}>{video.lead}</p>
            <div className={styles.videoFrame}>
              <iframe
                src={service.videoUrl}
                title={video.frameTitle}
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
      ) : null}

      <RelatedCases cases={service.related} />

      {faq.title ? (
        <section className={`${container} ${section}`} aria-labelledby="packaging-faq-titolo">
          <h2 id="packaging-faq-titolo">{faq.title}</h2>
          <div className={page.prose}>
            <Faq items={faq.items} name="faq-packaging" />
          </div>
        </section>
      ) : null}

      {quote.text ? (
        <div className={container}>
          <figure className={styles.quote}>
            <blockquote className={styles.quoteText}>
              <p>{quote.text}</p>
            </blockquote>
            <figcaption className={styles.quoteAuthor}>
              <strong>{quote.author}</strong>, {quote.role}
            </figcaption>
          </figure>
        </div>
      ) : null}

      {testimonials.title ? (
        <section
          className={`${container} ${section}`}
          aria-labelledby="packaging-testimonianze-titolo"
        >
          <h2 id="packaging-testimonianze-titolo">{testimonials.title}</h2>
          <Carousel
            id="packaging-testimonianze"
            label={testimonials.carouselLabel}
            className={styles.testimonials}
            slides={testimonials.items.map((testimonial) => ({
              id: `testimonianza-${testimonial.iniziali.toLowerCase()}`,
              content: <TestimonialCard testimonial={testimonial} />,
            }))}
          />
        </section>
      ) : null}

      <div className={page.band}>
        <section
          id="contatti"
          className={`${container} ${section}`}
          aria-labelledby="packaging-contatti-titolo"
        >
          <h2 id="packaging-contatti-titolo">{contact.title}</h2>
          <p className={page.intro}>{contact.lead}</p>
          <ServiceContactBody page={service} reply={reply} />
        </section>
      </div>
    </>
  );
}
