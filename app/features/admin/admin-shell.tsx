import { Form, Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import CalendarDays from "lucide-react/icons/calendar-days";
import ChartColumn from "lucide-react/icons/chart-column";
import CircleUser from "lucide-react/icons/circle-user";
import ClipboardList from "lucide-react/icons/clipboard-list";
import FileText from "lucide-react/icons/file-text";
import FlaskConical from "lucide-react/icons/flask-conical";
import Handshake from "lucide-react/icons/handshake";
import History from "lucide-react/icons/history";
import Images from "lucide-react/icons/images";
import LayoutTemplate from "lucide-react/icons/layout-template";
import Mail from "lucide-react/icons/mail";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Send from "lucide-react/icons/send";
import Signpost from "lucide-react/icons/signpost";
import ShieldCheck from "lucide-react/icons/shield-check";
import UserRoundSearch from "lucide-react/icons/user-round-search";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { adminNavigation, roleLabels } from "~/features/staff/content/admin";
import { site } from "~/utils/site";
import { button, skipLink, visuallyHidden } from "~/styles/ui.css";
import type { loader as rootLoader } from "~/root";
import * as styles from "~/components/staff/admin.css";
import { ToastMessage } from "~/components/toast-message";

export type ShellUser = { name: string; email: string; roles: ("admin" | "editor")[] };

const isAdmin = (user: ShellUser) => user.roles.includes("admin");

/** Each section's icon in the sidebar; decorative, the label names the link. */
const icons: Record<(typeof adminNavigation)[number]["to"], LucideIcon> = {
  "/admin": FileText,
  "/admin/media": Images,
  "/admin/eventi": CalendarDays,
  "/admin/pagine": LayoutTemplate,
  "/admin/esperimenti": FlaskConical,
  "/admin/newsletter/campagne": Send,
  "/admin/statistiche": ChartColumn,
  "/admin/lead": Handshake,
  "/admin/utenti": Users,
  "/admin/sicurezza": ShieldCheck,
  "/admin/iscrizioni": ClipboardList,
  "/admin/newsletter": Mail,
  "/admin/richieste": UserRoundSearch,
  "/admin/sincronizzazione": RefreshCw,
  "/admin/reindirizzamenti": Signpost,
  "/admin/attivita": History,
  "/admin/account": CircleUser,
};

/** Sections with another section under their address: only their own page is theirs. */
const ends = new Set<string>(["/admin", "/admin/newsletter"]);

/**
 * The admin's frame: who is signed in, where their role may go, 'Esci'. A top bar on small
 * screens, a sidebar from 1024 px; plain links and a plain form, so it needs no JavaScript.
 */
export function AdminShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const toast = root?.toast;
  const siteName = root?.siteName ?? site.defaultName;
  const links = adminNavigation.filter((link) => link.role === "editor" || isAdmin(user));
  const shownName = user.name || user.email;
  const role = isAdmin(user) ? roleLabels.admin : roleLabels.editor;
  return (
    <>
      <a href="#contenuto" className={skipLink}>
        Vai al contenuto
      </a>
      <div className={styles.shell}>
        <header className={styles.bar}>
          <div className={styles.brand}>
            <Link to="/" className={styles.brandLink}>
              <img src={site.logo} alt="" width={28} height={28} className={styles.brandLogo} />
              <span className={styles.brandName}>{siteName}</span>
            </Link>
            <span className={styles.brandArea}>Area riservata</span>
          </div>
          <nav aria-label="Area riservata" className={styles.nav}>
            <ul className={styles.navList}>
              {links.map((link) => {
                const Icon = icons[link.to];
                return (
                  <li key={link.to}>
                    <NavLink to={link.to} end={ends.has(link.to)} className={styles.navLink}>
                      <Icon aria-hidden="true" focusable="false" className={styles.navIcon} />
                      {link.label}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.user}>
            <span className={styles.avatar} aria-hidden="true">
              {Array.from(shownName)[0]?.toUpperCase()}
            </span>
            <p className={styles.userText}>
              <span className={styles.userName}>{shownName}</span>
              <span className={styles.userRole}>
                <span className={visuallyHidden}> · </span>
                {role}
              </span>
            </p>
            <Form method="post" action="/logout" className={styles.signOut}>
              <button type="submit" className={button.secondary}>
                Esci
              </button>
            </Form>
          </div>
        </header>
        <main id="contenuto" tabIndex={-1} className={styles.main}>
          <div className={styles.frame}>
            <ToastMessage toast={toast} />
            {children}
          </div>
        </main>
      </div>
    </>
  );
}
