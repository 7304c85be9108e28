import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { FormAlertContent } from "~/components/form-messages";
import type { EventPage } from "~/features/events/events.server";
import { registrationRefusals } from "~/features/events/event-facts";
import { RegistrationForm } from "~/features/events/registration-form";
import { articleBody } from "~/styles/article-body.css";
import * as styles from "./event-page.css";

/** What a changed event says first: the state staff set, in words. */
function stateNotice(event: Pick<EventPage, "state" | "when">) {
  switch (event.state) {
    case "annullato":
      return "Questo evento è stato annullato. Chi si era iscritto ha ricevuto un'e-mail.";
    case "rinviato":
      return "Questo evento è stato rinviato: la nuova data sarà comunicata agli iscritti e pubblicata qui.";
    case "riprogrammato":
      return `Questo evento ha una nuova data: ${event.when}.`;
    default:
      return null;
  }
}

type Registration = {
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
};

/**
 * An event's or a course's page: what, when, where, at what price, its description, its
 * calendar file and its registration form (or why it takes none), as visitors and the
 * staff's preview see it.
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
  return (
    <article aria-labelledby="evento-titolo">
      <header className={styles.header}>
        <ul className={styles.badges} aria-label="Tipo di evento">
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
        <dt className={styles.term}>Quando</dt>
        <dd className={styles.value}>
          {event.dateTime ? <time dateTime={event.dateTime}>{event.when}</time> : event.when}
        </dd>
        {event.place ? (
          <>
            <dt className={styles.term}>Dove</dt>
            <dd className={styles.value}>{event.place}</dd>
          </>
        ) : null}
        <dt className={styles.term}>Modalità</dt>
        <dd className={styles.value}>{event.attendanceLabel}</dd>
        {event.durationHours ? (
          <>
            <dt className={styles.term}>Durata</dt>
            <dd className={styles.value}>{event.durationHours} ore</dd>
          </>
        ) : null}
        <dt className={styles.term}>Prezzo</dt>
        <dd className={styles.value}>{event.price}</dd>
        {event.capacity !== null ? (
          <>
            <dt className={styles.term}>Posti</dt>
            <dd className={styles.value}>{event.capacity}</dd>
          </>
        ) : null}
        {event.open && event.closes ? (
          <>
            <dt className={styles.term}>Iscrizioni</dt>
            <dd className={styles.value}>entro il {event.closes}</dd>
          </>
        ) : null}
      </dl>
      {event.start && !event.over && event.state !== "annullato" ? (
        <p>
          <a href={`/eventi/${event.slug}/calendario.ics`} download>
            Aggiungi al calendario (file .ics)
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
  if (event.over)
    return (
      <section aria-labelledby="iscrizione-titolo" className={styles.registration}>
        <h2 id="iscrizione-titolo">Evento concluso</h2>
        <p>
          Questo evento si è concluso. <Link to="/eventi">Guarda i prossimi eventi</Link> o{" "}
          <Link to="/newsletter">iscriviti alla newsletter</Link> per sapere dei prossimi.
        </p>
      </section>
    );
  // A post refused since the page was made (the last seat taken) keeps its form and message.
  const showForm = event.open || Boolean(registration.lastResult);
  return (
    <section id="iscrizione" aria-labelledby="iscrizione-titolo" className={styles.registration}>
      <h2 id="iscrizione-titolo">Iscrizione</h2>
      {event.registration === "lista-attesa" ? (
        <p>
          I posti sono esauriti: iscrivendoti entri in lista d'attesa e ti scriviamo se si libera un
          posto.
        </p>
      ) : null}
      {event.registration === "non-ancora" && event.opens ? (
        <p>Le iscrizioni aprono il {event.opens}.</p>
      ) : null}
      {event.registration === "nessuna" ? (
        <p>
          Per partecipare <Link to="/contatti">scrivici dal modulo di contatto</Link>: ti proponiamo
          la prossima data.
        </p>
      ) : !showForm && event.registration !== "non-ancora" ? (
        <p>{registrationRefusals[event.registration as keyof typeof registrationRefusals]}</p>
      ) : null}
      {showForm ? (
        <RegistrationForm
          lastResult={registration.lastResult}
          alert={registration.alert}
          preselected={event.slug}
          choices={[{ value: event.slug, label: event.title }]}
          action={`/eventi/${event.slug}`}
        />
      ) : null}
    </section>
  );
}
