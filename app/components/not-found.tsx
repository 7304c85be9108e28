import { Link, type MetaArgs } from "@remix-run/react";
import type { ReactNode } from "react";
import { button, container, section } from "~/styles/ui.css";
import { pageHead } from "~/utils/seo";
import * as styles from "./not-found.css";

export const notFoundHead = (args: Pick<MetaArgs, "location" | "matches">) =>
  pageHead(args, {
    title: "Pagina non trovata",
    description: "La pagina che stai cercando non esiste o è stata spostata.",
    keywords: ["pagina non trovata", "errore 404", "agenzia marketing digitale"],
    noindex: true,
  });

/**
 * What a missing page says, and the ways on. The blog's search field comes in `search`, from
 * the pages that answer 404 themselves (`not-found-page.tsx`): the error boundaries, part of
 * every page's scripts, show the page without it.
 */
export function NotFound({ search }: { search?: ReactNode }) {
  return (
    <div className={`${container} ${section} ${styles.wrapper}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Oops! Pagina non trovata</h1>
      <p className={styles.message}>
        <span className={styles.statusText}>Errore 404: </span>
        La pagina che stai cercando non esiste, è stata spostata o il link non è più valido.
      </p>
      <div className={styles.actions}>
        <Link to="/" className={button.primary}>
          Torna alla home
        </Link>
        <Link to="/contatti" className={button.secondary}>
          Contattaci
        </Link>
      </div>
      {search ? <div className={styles.search}>{search}</div> : null}
    </div>
  );
}
