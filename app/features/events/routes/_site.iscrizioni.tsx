import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { RegistrationForm } from "~/features/events/registration-form";
import { registrationPage } from "~/features/events/content/registration";
import { registrationChoices, upcomingEvents } from "~/features/events/events.server";
import { registrationForms } from "~/features/events/registration-forms.server";
import { handleVisitorForm } from "~/features/visitor-forms/visitor-submission.server";
import { container, section } from "~/styles/ui.css";
import { sharedPageHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { languageOfPath, languageOfRequest, localizedPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import * as styles from "../iscrizioni.css";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    ...registrationPage[languageOfPath(args.location.pathname)].head,
    path: args.location.pathname,
  });

export const headers: HeadersFunction = (args) => sharedPageHeaders(args, "eventi", ["evento"]);

/**
 * The events and courses open now; `?evento=...` (from an event's or a course's page)
 * preselects one of them.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const language = languageOfRequest(request);
  const choices = registrationChoices(language, now);
  const requested = new URL(request.url).searchParams.get("evento") ?? "";
  const upcoming = upcomingEvents(language, now).filter((event) => event.open);
  return {
    choices: choices.map(({ value, label }) => ({ value, label })),
    preselected: choices.find((choice) => choice.value === requested)?.value,
    upcoming,
  };
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleVisitorForm(request, context, registrationForms.iscrizioni);
}

export default function Iscrizioni() {
  const { choices, preselected, upcoming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const language = useLanguage();
  const { intro: registrationIntro, noEventsAhead, ...text } = registrationPage[language];
  const here = localizedPath("/iscrizioni", language) ?? "/iscrizioni";
  return (
    <div className={`${container} ${section}`}>
      <h1>{registrationIntro.title}</h1>
      <p className={styles.lead}>{registrationIntro.lead}</p>

      <section aria-labelledby="prossimi-eventi">
        <h2 id="prossimi-eventi">{text.upcomingTitle}</h2>
        {upcoming.length === 0 ? (
          <div className={styles.event}>
            <p>
              <strong>{noEventsAhead.title}</strong>
            </p>
            <p>
              {noEventsAhead.text}{" "}
              <Link to={localizedPath("/newsletter", language) ?? "/newsletter"}>
                {noEventsAhead.newsletter}
              </Link>{" "}
              {noEventsAhead.or}{" "}
              <Link to={localizedPath("/contatti", language) ?? "/contatti"}>
                {noEventsAhead.contact}
              </Link>
              .
            </p>
          </div>
        ) : (
          <ul className={styles.events}>
            {upcoming.map((event) => (
              <li key={event.slug} className={styles.event}>
                <h3>
                  <Link to={event.path}>{event.title}</Link>
                </h3>
                <p className={styles.when}>
                  <strong>
                    {event.dateTime ? (
                      <time dateTime={event.dateTime}>{event.when}</time>
                    ) : (
                      event.when
                    )}
                  </strong>
                  {event.place ? ` · ${event.place}` : null}
                </p>
                <p>{event.excerpt}</p>
                {event.registration === "lista-attesa" ? <p>{text.waitingList}</p> : null}
                <a href={`${here}?evento=${event.slug}#modulo-iscrizione`}>
                  {text.registerFor(event.title)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="modulo-iscrizione-titolo" className={styles.formSection}>
        <h2 id="modulo-iscrizione-titolo">{text.formTitle}</h2>
        <RegistrationForm
          lastResult={actionData?.result}
          alert={actionData?.alert}
          preselected={preselected}
          choices={choices}
          action={here}
          language={language}
        />
      </section>
    </div>
  );
}
