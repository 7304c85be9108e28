import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ExternalLink } from "~/components/external-link";
import { mainNavigation } from "~/features/site/content/navigation";
import { site } from "~/utils/site";
import { container, button } from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./site-header.css";

function NavItems({
  listClassName,
  onNavigate,
}: {
  listClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={listClassName}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            className={styles.navLink}
            onClick={onNavigate}
            prefetch="intent"
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function BookingLink({ className }: { className: string }) {
  return (
    <ExternalLink href={site.bookingUrl} className={`${button.primary} ${className}`}>
      Consulenza Gratuita
    </ExternalLink>
  );
}

/**
 * Without JavaScript the small-screen menu is a <details> element, which opens and closes
 * by itself; once the page is hydrated it becomes a button with aria-expanded that also
 * closes when a link is chosen.
 */
function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  if (!hydrated) {
    return (
      <details className={styles.mobileMenu}>
        <summary className={styles.menuToggle}>Menu</summary>
        <nav aria-label="Menu principale" className={styles.mobilePanel}>
          <NavItems listClassName={styles.mobileList} />
          <BookingLink className={styles.panelCta} />
        </nav>
      </details>
    );
  }
  return (
    <div className={styles.mobileMenu}>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls="menu-mobile"
        onClick={() => setOpen((value) => !value)}
      >
        Menu
      </button>
      <nav
        id="menu-mobile"
        aria-label="Menu principale"
        className={styles.mobilePanel}
        hidden={!open}
      >
        <NavItems listClassName={styles.mobileList} onNavigate={() => setOpen(false)} />
        <BookingLink className={styles.panelCta} />
      </nav>
    </div>
  );
}

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Link to="/" className={styles.logo}>
          <img src={site.logo} alt="" width={36} height={36} className={styles.logoImage} />
          <span className={styles.logoName}>{siteName}</span>
        </Link>
        <nav aria-label="Menu principale" className={styles.desktopNav}>
          <NavItems listClassName={styles.navList} />
        </nav>
        <BookingLink className={styles.cta} />
        <MobileMenu />
      </div>
    </header>
  );
}
