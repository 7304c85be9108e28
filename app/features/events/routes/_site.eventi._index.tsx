import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { eventsPage } from "~/features/events/content/events-page";
import { eventListings } from "~/features/events/events.server";
import { EventCard } from "~/features/events/event-card";
import { button, container, section } from "~/styles/ui.css";
import { sharedPageHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { languageOfPath, languageOfRequest, localizedPath, type Language } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import * as styles from "../eventi.css";

// `?prossimi=` pages the events ahead, `?pagina=` the archive.
export const headers: HeadersFunction = (args) =>
  sharedPageHeaders(args, "eventi", ["prossimi", "pagina"]);

const pageParam = (url: URL, name: string) => {
  const page = Number(url.searchParams.get(name));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return eventListings(languageOfRequest(request), new Date(), {
    upcoming: pageParam(url, "prossimi"),
    archive: pageParam(url, "pagina"),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { head } = eventsPage[languageOfPath(args.location.pathname)];
  return pageHead(args, { ...head, jsonLd: args.data?.jsonLd ?? [] });
};

const listAddress = (language: Language, param: string, page: number, anchor: string) => {
  const list = localizedPath("/eventi", language) ?? "/eventi";
  return page > 1 ? `${list}?${param}=${page}#${anchor}` : `${list}#${anchor}`;
};

/** A list's 'previous' and 'next' pages, as plain links. */
function ListPages({
  label,
  at,
  address,
  previous,
  next,
  pageOf,
}: {
  label: string;
  pageOf: (page: number, count: number) => string;
  at: { page: number; pageCount: number };
  address: (page: number) => string;
  previous: string;
  next: string;
}) {
  if (at.pageCount < 2) return null;
  return (
    <nav className={styles.pages} aria-label={label}>
      {at.page > 1 ? (
        <Link to={address(at.page - 1)} rel="prev" className={button.secondary}>
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{pageOf(at.page, at.pageCount)}</span>
      {at.page < at.pageCount ? (
        <Link to={address(at.page + 1)} rel="next" className={button.secondary}>
          {next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function Eventi() {
  const { upcoming, past, pages } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const {
    hero: eventsHero,
    types: eventTypes,
    comingSoon,
    proposeEvent,
    ...text
  } = eventsPage[language];
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
        <h2 id="tipi-titolo">{text.typesTitle}</h2>
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
          <h2 id="prossimi-titolo">{text.upcomingTitle}</h2>
          <ul className={styles.events}>
            {upcoming.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          <ListPages
            {...text.upcomingPages}
            pageOf={text.pageOf}
            at={pages.upcoming}
            address={(page) => listAddress(language, "prossimi", page, "prossimi-titolo")}
          />
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
          <h2 id="passati-titolo">{text.pastTitle}</h2>
          <ul className={styles.events}>
            {past.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          <ListPages
            {...text.pastPages}
            pageOf={text.pageOf}
            at={pages.archive}
            address={(page) => listAddress(language, "pagina", page, "passati-titolo")}
          />
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
