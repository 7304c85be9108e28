import { Link, type MetaArgs } from "@remix-run/react";
import type { ReactNode } from "react";
import { button, container, section } from "~/styles/ui.css";
import { catalogue, languageOfPath } from "~/utils/language";
import { pageHead } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./not-found.css";

/** What a missing page says, in its head and its body, in the language of its address. */
export const notFoundCopy = catalogue({
  it: {
    title: "Pagina non trovata",
    description: "La pagina che stai cercando non esiste o è stata spostata.",
    keywords: ["pagina non trovata", "errore 404", "agenzia marketing digitale"],
    heading: "Oops! Pagina non trovata",
    status: "Errore 404: ",
    message: "La pagina che stai cercando non esiste, è stata spostata o il link non è più valido.",
    home: "Torna alla home",
    homePath: "/",
    contact: "Contattaci",
    contactPath: "/contatti",
  },
  en: {
    title: "Page not found",
    description: "The page you are looking for does not exist or has been moved.",
    keywords: ["page not found", "404 error", "digital marketing agency"],
    heading: "Oops! Page not found",
    status: "Error 404: ",
    message:
      "The page you are looking for does not exist, has been moved or the link is no longer valid.",
    home: "Back to the home page",
    homePath: "/en",
    contact: "Contact us",
    contactPath: "/en/contact",
  },
});

export const notFoundHead = (args: Pick<MetaArgs, "location" | "matches">) => {
  const { title, description, keywords } = notFoundCopy[languageOfPath(args.location.pathname)];
  return pageHead(args, { title, description, keywords, noindex: true });
};

/**
 * What a missing page says, and the ways on. The blog's search field comes in `search`, from
 * the pages that answer 404 themselves (`not-found-page.tsx`): the error boundaries, part of
 * every page's scripts, show the page without it.
 */
export function NotFound({ search }: { search?: ReactNode }) {
  const words = notFoundCopy[useLanguage()];
  return (
    <div className={`${container} ${section} ${styles.wrapper}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{words.heading}</h1>
      <p className={styles.message}>
        <span className={styles.statusText}>{words.status}</span>
        {words.message}
      </p>
      <div className={styles.actions}>
        <Link to={words.homePath} className={button.primary}>
          {words.home}
        </Link>
        <Link to={words.contactPath} className={button.secondary}>
          {words.contact}
        </Link>
      </div>
      {search ? <div className={styles.search}>{search}</div> : null}
    </div>
  );
}
