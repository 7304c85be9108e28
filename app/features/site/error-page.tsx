import { isRouteErrorResponse } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { site } from "~/utils/site";
import { container, section } from "~/styles/ui.css";

/** What a visitor sees when a page fails: the not-found page for a 404, an apology otherwise. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className={`${container} ${section}`}>
      <h1>Si è verificato un errore</h1>
      <p>
        Qualcosa non ha funzionato da parte nostra. Riprova tra qualche istante; se il problema
        continua, scrivici a <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
      <p>
        <a href="/">Torna alla home</a>
      </p>
    </div>
  );
}
