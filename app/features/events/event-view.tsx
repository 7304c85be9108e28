import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { FormAlertContent } from "~/components/form-messages";
import type { EventPage } from "~/features/events/events.server";
import { registrationRefusalsIn } from "~/features/events/event-facts";
import { eventPageText } from "~/features/events/content/registration";
import { localizedPath, type Language } from "~/utils/language";
import { RegistrationForm } from "~/features/events/registration-form";
import { articleBody } from "~/styles/article-body.css";
import * as styles from "./event-page.css";

/** What a changed event says first: the state staff set, in words. */
function stateNotice(event: Pick<EventPage, "state" | "when" | "language">) {
  const text = eventPageText[event.language];
  switch (event.state) {
    case "annullato":
      return text.cancelledNotice;
    case "rinviato":
      return text.postponedNotice;
    case "riprogrammato":
      return text.movedNotice(event.when);
    default:
      return null;
  }
}

type Registration = {
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
};

/** An Italian address in the event's language, when it has one there. */
const pathIn = (language: Language, italian: string) => localizedPath(italian, language) ?? italian;

/**
 * An event's or a course's page: what, when, where, at what price, its description, its
 * calendar file and its registration form (or why it takes none), as visitors and the
 * staff's preview see it, in the event's language.
 */
export function EventView({
  event,
  cover,
  registration,
}: {
  event: EventPage;
  cover: ReactNode;
  /** The form's last answer; none in a preview, which shows no form. */
  registration: Registration | null;
}) {
  const notice = stateNotice(event);
  const text = eventPageText[event.language];
  return (
    <article aria-labelledby="evento-titolo">
      <header className={styles.header}>
        <ul className={styles.badges} aria-label={text.kindsLabel}>
          <li className={styles.badge}>{event.kindLabel}</li>
          <li className={styles.badge}>{event.formatLabel}</li>
        </ul>
        <h1 id="evento-titolo">{event.title}</h1>
        {event.excerpt ? <p className={styles.lead}>{event.excerpt}</p> : null}
      </header>
      {notice ? (
        <p className={styles.notice} role="note">
          <strong>{event.stateLabel}.</strong> {notice}
        </p>
      ) : null}
      {cover ? <div className={styles.cover}>{cover}</div> : null}
      <dl className={styles.facts}>
        <dt className={styles.term}>{text.when}</dt>
        <dd className={styles.value}>
          {event.dateTime ? <time dateTime={event.dateTime}>{event.when}</time> : event.when}
        </dd>
        {event.place ? (
          <>
            <dt className={styles.term}>{text.where}</dt>
            <dd className={styles.value}>{event.place}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{text.attendance}</dt>
        <dd className={styles.value}>{event.attendanceLabel}</dd>
        {event.durationHours ? (
          <>
            <dt className={styles.term}>{text.duration}</dt>
            <dd className={styles.value}>{text.hours(event.durationHours)}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{text.price}</dt>
        <dd className={styles.value}>{event.price}</dd>
        {event.capacity !== null ? (
          <>
            <dt className={styles.term}>{text.seats}</dt>
            <dd className={styles.value}>{event.capacity}</dd>
          </>
        ) : null}
        {event.open && event.closes ? (
          <>
            <dt className={styles.term}>{text.registrations}</dt>
            <dd className={styles.value}>{text.until(event.closes)}</dd>
          </>
        ) : null}
      </dl>
      {event.start && !event.over && event.state !== "annullato" ? (
        <p>
          <a
            href={
              localizedPath("/eventi/:slug/calendario.ics", event.language, {
                slug: event.slug,
              })?.replace(":slug", event.slug) ?? `/eventi/${event.slug}/calendario.ics`
            }
            download
          >
            {text.calendar}
          </a>
        </p>
      ) : null}
      <div className={articleBody} dangerouslySetInnerHTML={{ __html: event.bodyHtml }} />
      {registration ? <RegistrationSection event={event} registration={registration} /> : null}
    </article>
  );
}

function RegistrationSection({
  event,
  registration,
}: {
  event: EventPage;
  registration: Registration;
}) {
  const { language } = event;
  const text = eventPageText[language];
  if (event.over)
    return (
      <section aria-labelledby="iscrizione-titolo" className={styles.registration}>
        <h2 id="iscrizione-titolo">{text.overTitle}</h2>
        <p>
          {text.overBefore} <Link to={pathIn(language, "/eventi")}>{text.overUpcoming}</Link>{" "}
          {text.overOr} <Link to={pathIn(language, "/newsletter")}>{text.overNewsletter}</Link>{" "}
          {text.overAfter}
        </p>
      </section>
    );
  // A post refused since the page was made (the last seat taken) keeps its form and message.
  const showForm = event.open || Boolean(registration.lastResult);
  return (
    <section id="iscrizione" aria-labelledby="iscrizione-titolo" className={styles.registration}>
      <h2 id="iscrizione-titolo">{text.registrationTitle}</h2>
      {event.registration === "lista-attesa" ? <p>{text.waitingList}</p> : null}
      {event.registration === "non-ancora" && event.opens ? (
        <p>{text.opensOn(event.opens)}</p>
      ) : null}
      {event.registration === "nessuna" ? (
        <p>
          {text.byContactBefore}{" "}
          <Link to={pathIn(language, "/contatti")}>{text.byContactLink}</Link>
          {text.byContactAfter}
        </p>
      ) : !showForm && event.registration !== "non-ancora" ? (
        <p>
          {
            registrationRefusalsIn(language)[
              event.registration as Exclude<typeof event.registration, "aperte" | "lista-attesa">
            ]
          }
        </p>
      ) : null}
      {showForm ? (
        <RegistrationForm
          lastResult={registration.lastResult}
          alert={registration.alert}
          preselected={event.slug}
          choices={[{ value: event.slug, label: event.title }]}
          action={event.path}
          language={language}
        />
      ) : null}
    </section>
  );
}
