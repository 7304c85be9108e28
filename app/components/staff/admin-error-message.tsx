import { Link, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { PageHeader } from "~/components/staff/page-header";
import { button } from "~/styles/ui.css";
import * as styles from "~/components/staff/admin.css";

const adminErrors = {
  forbidden: {
    title: "Accesso non autorizzato",
    text: "Il tuo ruolo non permette di aprire questa pagina.",
  },
  notFound: { title: "Pagina non trovata", text: "Questa pagina dell'area riservata non esiste." },
  unexpected: {
    title: "Si è verificato un errore",
    text: "Qualcosa è andato storto nel caricamento della pagina.",
  },
  unavailable: {
    title: "Pagina momentaneamente non disponibile",
    text: "Il database è occupato da un'altra operazione, come un backup. Riprova tra qualche secondo.",
  },
  retry: "Riprova",
  reload: "Ricarica Pagina",
} as const;

/**
 * What an admin view shows when it fails: 403 and 404 say so; anything else offers
 * 'Riprova' (the same address again) and 'Ricarica Pagina', both plain links.
 */
export function AdminErrorMessage() {
  const error = useRouteError();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) {
    const message = error.status === 403 ? adminErrors.forbidden : adminErrors.notFound;
    return (
      <section>
        <PageHeader title={message.title} purpose={message.text} />
        <Link to="/admin" className={button.secondary}>
          Torna alla gestione articoli
        </Link>
      </section>
    );
  }
  const message =
    isRouteErrorResponse(error) && error.status === 503
      ? adminErrors.unavailable
      : adminErrors.unexpected;
  return (
    <section>
      <PageHeader title={message.title} purpose={message.text} />
      <div className={styles.formActions}>
        <Link to={here} className={button.primary}>
          {adminErrors.retry}
        </Link>
        <a href={here} className={button.secondary}>
          {adminErrors.reload}
        </a>
      </div>
    </section>
  );
}
