import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import {
  comingSoon,
  eventsHead,
  eventsHero,
  eventTypes,
  proposeEvent,
} from "~/features/events/content/events-page";
import { eventListings } from "~/features/events/events.server";
import { EventCard } from "~/features/events/event-card";
import { eventJsonLd } from "~/features/events/event-structured-data";
import { button, container, section } from "~/styles/ui.css";
import { pageHead, siteMetaFrom } from "~/utils/seo";
import * as styles from "../eventi.css";

export { eventPageHeaders as headers } from "~/utils/headers";

export function loader() {
  return eventListings();
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const siteMeta = siteMetaFrom(args.matches);
  const listed = args.data ? [...args.data.upcoming, ...args.data.past] : [];
  return pageHead(args, {
    ...eventsHead,
    jsonLd: listed.length
      ? [
          {
            "@context": "https://schema.org",
            "@graph": listed.map((e) => eventJsonLd(siteMeta, e)),
          },
        ]
      : [],
  });
};

export default function Eventi() {
  const { upcoming, past } = useLoaderData<typeof loader>();
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

      {upcoming.length > 0 ? (
        <section className={`${container} ${section}`} aria-labelledby="prossimi-titolo">
          <h2 id="prossimi-titolo">Prossimi eventi</h2>
          <ul className={styles.events}>
            {upcoming.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
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
      )}

      {past.length > 0 ? (
        <section className={`${container} ${section}`} aria-labelledby="passati-titolo">
          <h2 id="passati-titolo">Eventi passati</h2>
          <ul className={styles.events}>
            {past.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

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
