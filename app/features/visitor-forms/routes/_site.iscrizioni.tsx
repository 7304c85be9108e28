import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { RegistrationForm } from "~/features/visitor-forms/registration-form";
import { registrationChoice, upcomingEvents } from "~/features/pages/content/events";
import { registrationHead, registrationIntro } from "~/features/visitor-forms/content/registration";
import { container, section } from "~/styles/ui.css";
import {
  handleVisitorForm,
  visitorForms,
} from "~/features/visitor-forms/visitor-submission.server";
import { sharedPageHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import * as styles from "../iscrizioni.css";

export const meta: MetaFunction = (args) =>
  pageHead(args, { ...registrationHead, path: "/iscrizioni" });

export const headers: HeadersFunction = (args) => sharedPageHeaders(args, "pagine", ["evento"]);

/** `?evento=...` (from the course and event pages) preselects a valid choice. */
export function loader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get("evento") ?? "";
  return { preselected: registrationChoice(requested)?.value };
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleVisitorForm(request, context, visitorForms.iscrizioni);
}

export default function Iscrizioni() {
  const { preselected } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className={`${container} ${section}`}>
      <h1>{registrationIntro.title}</h1>
      <p className={styles.lead}>{registrationIntro.lead}</p>

      <section aria-labelledby="prossimi-eventi">
        <h2 id="prossimi-eventi">Prossimi eventi</h2>
        <ul className={styles.events}>
          {upcomingEvents.map((event) => (
            <li key={event.value} className={styles.event}>
              <h3>{event.title}</h3>
              <p className={styles.when}>
                <strong>{event.date}</strong> · {event.place}
              </p>
              <p>{event.description}</p>
              <a href={`/iscrizioni?evento=${event.value}#modulo-iscrizione`}>
                Iscriviti a {event.title}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="modulo-iscrizione-titolo" className={styles.formSection}>
        <h2 id="modulo-iscrizione-titolo">Modulo di iscrizione</h2>
        <RegistrationForm
          lastResult={actionData?.result}
          alert={actionData?.alert}
          preselected={preselected}
        />
      </section>
    </div>
  );
}
