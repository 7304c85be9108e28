import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Artwork } from "~/features/illustrations/artwork";
import { Carousel } from "~/components/carousel";
import { ExternalLink } from "~/components/external-link";
import { Faq } from "~/features/blocks/faq";
import type { FaqItem } from "~/features/blocks/content/faq-item";
import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import type {
  StoreAction,
  StoreCallToAction,
  StoreHero,
  StoreLandingContent,
  StoreSection,
} from "~/features/store/content/spicy";
import * as page from "~/styles/page.css";
import { button, container, section, visuallyHidden } from "~/styles/ui.css";
import { formatEuro } from "~/utils/format";
import * as styles from "./store-sections.css";

// The sections of the store's pages (/spicy, /spicy-presentazione, /spicy-granoro,
// /showroom): each page picks the ones it needs, so the shared facts have one markup.

/** An in-page anchor, a mailto or a path of this site, drawn as a button. */
export function StoreActionLink({ action }: { action: StoreAction }) {
  const className = button[action.variant];
  return action.href.startsWith("/") ? (
    <Link to={action.href} className={className}>
      {action.label}
    </Link>
  ) : (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  );
}

function Actions({ actions }: { actions: readonly StoreAction[] }) {
  return (
    <div className={page.actions}>
      {actions.map((action) => (
        <StoreActionLink key={action.href} action={action} />
      ))}
    </div>
  );
}

type BlockProps = {
  /** The section's own id, for the in-page links that point at it. */
  id?: string;
  headingId: string;
  band?: boolean;
  children: ReactNode;
};

/** A page section named by its heading, on the alternate background when `band` is set. */
function Block({ id, headingId, band = false, children }: BlockProps) {
  const block = (
    <section id={id} className={`${container} ${section}`} aria-labelledby={headingId}>
      {children}
    </section>
  );
  return band ? <div className={page.band}>{block}</div> : block;
}

function SectionHeading({ id, content }: { id: string; content: StoreSection }) {
  return (
    <>
      <h2 id={id}>{content.title}</h2>
      <p className={page.intro}>{content.lead}</p>
    </>
  );
}

export function StoreHeroSection({ hero }: { hero: StoreHero }) {
  return (
    <section className={page.hero} aria-labelledby="store-titolo">
      <div className={`${container} ${styles.heroGrid}`}>
        <div>
          <p className={styles.badges}>
            <span className={page.badge}>
              <span className={visuallyHidden}>Date: </span>
              {hero.badge}
            </span>
            {hero.variantLabel ? <span className={page.badge}>{hero.variantLabel}</span> : null}
          </p>
          <h1 id="store-titolo">{hero.title}</h1>
          <p className={page.lead}>{hero.lead}</p>
          {hero.notice ? <p className={styles.notice}>{hero.notice}</p> : null}
          <Actions actions={hero.actions} />
        </div>
        <Artwork image={hero.image} eager />
      </div>
    </section>
  );
}

type AccordionProps = {
  id?: string;
  headingId: string;
  content: StoreSection;
  /** The accordion's group: its items open one at a time. */
  name: string;
  items: readonly FaqItem[];
  band?: boolean;
};

export function AccordionSection({ id, headingId, content, name, items, band }: AccordionProps) {
  return (
    <Block id={id} headingId={headingId} band={band}>
      <SectionHeading id={headingId} content={content} />
      <div className={styles.accordion}>
        <Faq items={items} name={name} />
      </div>
    </Block>
  );
}

type SectionProps<Key extends keyof StoreLandingContent> = {
  band?: boolean;
  content: StoreLandingContent[Key];
};

export function ConceptSection({ band, content }: SectionProps<"concept">) {
  return (
    <AccordionSection
      headingId="concept-titolo"
      content={content}
      name="concept"
      items={content.themes}
      band={band}
    />
  );
}

export type GallerySlide = { image: ImageEntry; caption?: string };

type GalleryProps = {
  id: string;
  content: StoreSection;
  label: string;
  slides: readonly GallerySlide[];
  band?: boolean;
};

export function GallerySection({ id, content, label, slides, band }: GalleryProps) {
  return (
    <Block id={id} headingId={`${id}-titolo`} band={band}>
      <SectionHeading id={`${id}-titolo`} content={content} />
      <Carousel
        id={`${id}-carosello`}
        label={label}
        className={styles.gallery}
        slides={slides.map((slide) => ({
          id: `slide-${slide.image.id}`,
          content: slide.caption ? (
            <figure className={styles.figure}>
              <Artwork image={slide.image} />
              <figcaption className={styles.caption}>{slide.caption}</figcaption>
            </figure>
          ) : (
            <Artwork image={slide.image} />
          ),
        }))}
      />
    </Block>
  );
}

/** The store's own gallery: seven photos of the space. */
export function StoreGallerySection({ band, content }: SectionProps<"gallery">) {
  return (
    <GallerySection
      id="galleria"
      content={content}
      label={content.carouselLabel}
      slides={content.images.map((image) => ({ image }))}
      band={band}
    />
  );
}

export function WhyExhibitSection({ band, content: whyExhibit }: SectionProps<"why">) {
  return (
    <Block headingId="perche-titolo" band={band}>
      <SectionHeading id="perche-titolo" content={whyExhibit} />
      <ul className={styles.claims}>
        {whyExhibit.claims.map((claim) => (
          <li key={claim.label} className={styles.claim}>
            <span className={styles.claimValue}>{claim.value}</span> <span>{claim.label}</span>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{whyExhibit.technologyTitle}</h3>
      <ul className={page.featureList}>
        {whyExhibit.technology.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Block>
  );
}

export function LocationSection({ band, content }: SectionProps<"location">) {
  return (
    <Block id="dove" headingId="dove-titolo" band={band}>
      <h2 id="dove-titolo">{content.title}</h2>
      <p className={styles.address}>{content.address}</p>
      <p className={page.intro}>{content.lead}</p>
      <ExternalLink href={content.mapsUrl} className={button.secondary}>
        {content.mapLabel}
        <span className={visuallyHidden}> di {content.address}</span>
      </ExternalLink>
    </Block>
  );
}

export function HowItWorksSection({ band, content: howItWorks }: SectionProps<"howItWorks">) {
  return (
    <Block headingId="come-titolo" band={band}>
      <SectionHeading id="come-titolo" content={howItWorks} />
      <ol className={page.steps}>
        {howItWorks.steps.map((step) => (
          <li key={step.title} className={page.step}>
            <h3 className={page.cardTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Block>
  );
}

export function PlansSection({ band, content: storePlans }: SectionProps<"plans">) {
  return (
    <Block id="piani" headingId="piani-titolo" band={band}>
      <h2 id="piani-titolo">{storePlans.title}</h2>
      <p className={page.intro}>
        <strong>{storePlans.lead}</strong> {storePlans.offerNote}
      </p>
      <ul className={styles.plans}>
        {storePlans.plans.map((plan) => {
          const name = plan.name;
          const headingId = `piano-${plan.id}`;
          const chosen = "mostChosen" in plan && plan.mostChosen;
          return (
            <li key={plan.id}>
              <article
                className={chosen ? `${styles.plan} ${styles.planChosen}` : styles.plan}
                aria-labelledby={headingId}
              >
                <h3 id={headingId} className={page.cardTitle}>
                  {name}
                </h3>
                {chosen ? <p className={styles.ribbon}>{storePlans.mostChosenLabel}</p> : null}
                <p className={styles.price}>
                  <ins className={styles.offerPrice}>
                    <span className={visuallyHidden}>{storePlans.offerPriceLabel}: </span>
                    {formatEuro(plan.price)}
                  </ins>{" "}
                  <del className={styles.listPrice}>
                    <span className={visuallyHidden}>{storePlans.listPriceLabel}: </span>
                    {formatEuro(plan.listPrice)}
                  </del>
                </p>
                <p className={styles.discount}>
                  <span className={visuallyHidden}>{storePlans.discountLabel}: </span>-
                  {plan.discount}%
                </p>
                <ul className={page.featureList}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <p className={page.cardFooter}>
                  <a href={plan.mailto} className={chosen ? button.primary : button.secondary}>
                    {storePlans.bookLabel}
                    <span className={visuallyHidden}> il piano {name}</span>
                  </a>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
    </Block>
  );
}

export function ExtrasSection({ band, content: storeExtras }: SectionProps<"extras">) {
  return (
    <Block headingId="servizi-plus-titolo" band={band}>
      <SectionHeading id="servizi-plus-titolo" content={storeExtras} />
      <ul className={page.grid}>
        {storeExtras.extras.map((extra) => (
          <li key={extra.id}>
            <article
              className={`${page.card} ${styles.extra}`}
              aria-labelledby={`extra-${extra.id}`}
            >
              <h3 id={`extra-${extra.id}`} className={page.cardTitle}>
                {extra.title}
              </h3>
              <p className={styles.extraPrice}>{formatEuro(extra.price)}</p>
              <p>{extra.description}</p>
              {"note" in extra ? <p className={styles.note}>{extra.note}</p> : null}
              {extra.perDayNote ? <p className={styles.note}>{extra.perDayNote}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </Block>
  );
}

export function HoursSection({ band, content: storeHours }: SectionProps<"hours">) {
  return (
    <Block id="orari" headingId="orari-titolo" band={band}>
      <SectionHeading id="orari-titolo" content={storeHours} />
      <dl className={`${page.details} ${styles.hours}`}>
        {storeHours.hours.map((row) => (
          <div key={row.label} className={page.detailRow}>
            <dt className={page.detailTerm}>{row.label}</dt>
            <dd className={page.detailValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

export function CallToActionSection({ content }: { content: StoreCallToAction }) {
  return (
    <Block headingId="cta-titolo">
      <div className={page.callToAction}>
        <h2 id="cta-titolo">{content.title}</h2>
        <p className={page.callToActionText}>{content.text}</p>
        <Actions actions={content.actions} />
      </div>
    </Block>
  );
}

/** /spicy and its presentation version: the same sections, with their own hero and closing. */
export function StoreLanding({
  content,
}: {
  content: StoreLandingContent & { hero: StoreHero; callToAction: StoreCallToAction };
}) {
  return (
    <>
      <StoreHeroSection hero={content.hero} />
      <ConceptSection content={content.concept} />
      <StoreGallerySection content={content.gallery} band />
      <WhyExhibitSection content={content.why} />
      <LocationSection content={content.location} band />
      <HowItWorksSection content={content.howItWorks} />
      <PlansSection content={content.plans} band />
      <ExtrasSection content={content.extras} />
      <HoursSection content={content.hours} band />
      <CallToActionSection content={content.callToAction} />
    </>
  );
}
