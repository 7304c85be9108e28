import { Form, Link, NavLink, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { adminErrors, adminNavigation, roleLabels } from "~/content/admin";
import { button, container, skipLink } from "~/styles/ui.css";
import type { loader as rootLoader } from "~/root";
import * as styles from "~/styles/admin.css";
import { ToastMessage } from "./toast-message";

export type ShellUser = { name: string; email: string; roles: ("admin" | "editor")[] };

const isAdmin = (user: ShellUser) => user.roles.includes("admin");

/** The admin's frame: who is signed in, where their role may go, 'Esci'. */
export function AdminShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const links = adminNavigation.filter((link) => link.role === "editor" || isAdmin(user));
  return (
    <>
      <a href="#contenuto" className={skipLink}>
        Vai al contenuto
      </a>
      <header className={`${container} ${styles.shellHeader}`}>
        <nav aria-label="Area riservata">
          <ul className={styles.shellNav}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/admin"}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.shellUser}>
          <p>
            {user.name || user.email} · {isAdmin(user) ? roleLabels.admin : roleLabels.editor}
          </p>
          <Form method="post" action="/logout">
            <button type="submit" className={button.secondary}>
              Esci
            </button>
          </Form>
        </div>
      </header>
      <main id="contenuto" tabIndex={-1} className={container}>
        <ToastMessage toast={toast} />
        {children}
      </main>
    </>
  );
}

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
        <h1>{message.title}</h1>
        <p>{message.text}</p>
        <Link to="/admin">Torna alla gestione articoli</Link>
      </section>
    );
  }
  return (
    <section>
      <h1>{adminErrors.unexpected.title}</h1>
      <p>{adminErrors.unexpected.text}</p>
      <p>
        <Link to={here} className={button.primary}>
          {adminErrors.retry}
        </Link>{" "}
        <a href={here} className={button.secondary}>
          {adminErrors.reload}
        </a>
      </p>
    </section>
  );
}
