import { Link, type MetaFunction } from "@remix-run/react";
import { Artwork } from "~/features/illustrations/artwork";
import {
  comingSoon,
  eventKindLabels,
  eventsHead,
  eventsHero,
  eventTypes,
  pastEvents,
  proposeEvent,
} from "~/features/pages/content/events-page";
import { imageSrc } from "~/features/illustrations/content/image-entry";
import { button, container, section } from "~/styles/ui.css";
import { absoluteUrl, pageHead, siteMetaFrom, type JsonLd, type SiteMeta } from "~/utils/seo";
import * as styles from "../eventi.css";

function pastEventsJsonLd({ siteUrl, siteName }: SiteMeta): JsonLd {
  return {
    "@context": "https://schema.org",
    "@graph": pastEvents.map((event) => ({
      "@type": "Event",
      name: event.titolo,
      description: event.descrizione,
      startDate: event.inizio,
      endDate: event.fine,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: event.luogo.nome,
        address: {
          "@type": "PostalAddress",
          addressLocality: event.luogo.citta,
          addressRegion: event.luogo.provincia,
          addressCountry: "IT",
        },
      },
      image: absoluteUrl(siteUrl, imageSrc(event.immagine)),
      organizer: { "@type": "Organization", name: siteName, url: siteUrl },
    })),
  };
}

export { marketingPageHeaders as headers } from "~/utils/headers";
export { countedPageLoader as loader } from "~/features/analytics/counted-page";

export const meta: MetaFunction = (args) =>
  pageHead(args, { ...eventsHead, jsonLd: [pastEventsJsonLd(siteMetaFrom(args.matches))] });

export default function Eventi() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="eventi-titolo">
        <div className={container}>
          <h1 id="eventi-titolo">{eventsHero.title}</h1>
          <p className={styles.lead}>{eventsHero.lead}</p>
          <Link to={eventsHero.cta.to} className={button.primary}>
            {eventsHero.cta.label}
          </Link>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="tipi-titolo">
        <h2 id="tipi-titolo">Tre modi di incontrarci</h2>
        <ul className={styles.cards}>
          {eventTypes.map((type) => (
            <li key={type.kind} className={styles.card}>
              <h3>{type.title}</h3>
              <p>{type.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={container} aria-labelledby="prossimamente-titolo">
        <div className={styles.soon}>
          <h2 id="prossimamente-titolo">{comingSoon.title}</h2>
          <p className={styles.lead}>{comingSoon.text}</p>
          <div className={styles.actions}>
            <Link to={comingSoon.registration.to} className={button.primary}>
              {comingSoon.registration.label}
            </Link>
            <Link to={comingSoon.contact.to} className={button.secondary}>
              {comingSoon.contact.label}
            </Link>
          </div>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="passati-titolo">
        <h2 id="passati-titolo">Eventi passati</h2>
        <ul className={styles.events}>
          {pastEvents.map((event) => (
            <li key={event.slug}>
              <article className={styles.event} aria-labelledby={`evento-${event.slug}`}>
                <Artwork image={event.immagine} sizes="(min-width: 48rem) 24rem, 100vw" />
                <h3 id={`evento-${event.slug}`} className={styles.eventTitle}>
                  {event.titolo}
                </h3>
                <p className={styles.when}>
                  <time dateTime={event.inizio}>{event.data}</time> · {event.luogo.nome},{" "}
                  {event.luogo.citta}
                </p>
                <p className={styles.kind}>{eventKindLabels[event.kind]}</p>
                <p>{event.descrizione}</p>
                <ul className={styles.details}>
                  {event.dettagli.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="proponi-titolo">
        <div className={styles.propose}>
          <h2 id="proponi-titolo">{proposeEvent.title}</h2>
          <p>{proposeEvent.text}</p>
          <div className={`${styles.actions} ${styles.centred}`}>
            <a href={proposeEvent.email.href} className={button.primary}>
              {proposeEvent.email.label}
            </a>
            <Link to={proposeEvent.contact.to} className={button.secondary}>
              {proposeEvent.contact.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
