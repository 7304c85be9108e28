import { Link } from "@remix-run/react";
import { CoverImage } from "~/features/articles/cover-image";
import type { EventCardData } from "~/features/events/events.server";
import * as styles from "./eventi.css";

/** What a list says of an event: picture, title (its page's link), date and place, kind. */
export function EventCard({ event }: { event: EventCardData }) {
  const headingId = `evento-${event.slug}`;
  return (
    <article className={styles.event} aria-labelledby={headingId}>
      {event.cover ? (
        <CoverImage
          image={event.cover}
          className={styles.cover}
          eager={false}
          sizes="(min-width: 48rem) 24rem, 100vw"
        />
      ) : null}
      <h3 id={headingId} className={styles.eventTitle}>
        <Link to={event.path}>{event.title}</Link>
      </h3>
      <p className={styles.when}>
        {event.dateTime ? <time dateTime={event.dateTime}>{event.when}</time> : event.when}
        {event.place ? ` · ${event.place}` : null}
      </p>
      <p className={styles.badges}>
        <span className={styles.kind}>{event.kindLabel}</span>
        <span className={styles.kind}>{event.formatLabel}</span>
        {event.state !== "programmato" ? (
          <strong className={styles.state}>{event.stateLabel}</strong>
        ) : null}
      </p>
      <p>{event.excerpt}</p>
    </article>
  );
}
