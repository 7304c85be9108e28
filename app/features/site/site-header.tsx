import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ExternalLink } from "~/components/external-link";
import { navigation } from "~/features/site/content/navigation";
import { LanguageSwitch } from "~/features/site/language-switch";
import { site } from "~/utils/site";
import { container, button } from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./site-header.css";

function NavItems({
  listClassName,
  onNavigate,
}: {
  listClassName: string;
  onNavigate?: () => void;
}) {
  const language = useLanguage();
  return (
    <ul className={listClassName}>
      {navigation[language].main.map((item) => (
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
      {navigation[useLanguage()].booking}
    </ExternalLink>
  );
}

/**
 * Without JavaScript the small-screen menu is a <details> element, which opens and closes
 * by itself; once the page is hydrated it becomes a button with aria-expanded that also
 * closes when a link is chosen.
 */
function MobileMenu() {
  const words = navigation[useLanguage()];
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  if (!hydrated) {
    return (
      <details className={styles.mobileMenu}>
        <summary className={styles.menuToggle}>{words.menu}</summary>
        <nav aria-label={words.mainLabel} className={styles.mobilePanel}>
          <NavItems listClassName={styles.mobileList} />
          <LanguageSwitch className={styles.mobileLanguage} />
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
        {words.menu}
      </button>
      <nav
        id="menu-mobile"
        aria-label={words.mainLabel}
        className={styles.mobilePanel}
        hidden={!open}
      >
        <NavItems listClassName={styles.mobileList} onNavigate={() => setOpen(false)} />
        <LanguageSwitch className={styles.mobileLanguage} />
        <BookingLink className={styles.panelCta} />
      </nav>
    </div>
  );
}

export function SiteHeader({ siteName }: { siteName: string }) {
  const language = useLanguage();
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Link to={navigation[language].home} className={styles.logo}>
          <img src={site.logo} alt="" width={36} height={36} className={styles.logoImage} />
          <span className={styles.logoName}>{siteName}</span>
        </Link>
        <nav aria-label={navigation[language].mainLabel} className={styles.desktopNav}>
          <NavItems listClassName={styles.navList} />
        </nav>
        <LanguageSwitch className={styles.desktopLanguage} />
        <BookingLink className={styles.cta} />
        <MobileMenu />
      </div>
    </header>
  );
}
