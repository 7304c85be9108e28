import { Link } from "@remix-run/react";
import { ExternalLink } from "~/components/external-link";
import { FooterNewsletterForm } from "~/features/visitor-forms/footer-newsletter-form";
import { PreferencesPanel } from "~/features/site/preferences-panel";
import { footerCopy } from "~/features/site/content/frame";
import { navigation } from "~/features/site/content/navigation";
import { useLanguage } from "~/utils/use-language";
import { formattedAddress, site, siteWords } from "~/utils/site";
import { container } from "~/styles/ui.css";
import { usePreferencesPanel } from "~/features/site/use-preferences";
import * as styles from "./site-footer.css";

export function SiteFooter({ siteName }: { siteName: string }) {
  const preferences = usePreferencesPanel();
  const language = useLanguage();
  const links = navigation[language];
  const words = footerCopy[language];
  const agency = siteWords[language];
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <p className={styles.brandName}>
              <img src={site.logo} alt="" width={44} height={44} />
              {siteName}
            </p>
            <p className={styles.tagline}>{agency.tagline}</p>
          </div>
          <section aria-labelledby="footer-newsletter" className={styles.newsletter}>
            <h2 id="footer-newsletter" className={styles.heading}>
              {words.newsletterHeading}
            </h2>
            <p>{words.newsletterBlurb}</p>
            <FooterNewsletterForm />
          </section>
        </div>
        <div className={styles.grid}>
          <nav aria-labelledby="footer-menu">
            <h2 id="footer-menu" className={styles.heading}>
              {words.menuHeading}
            </h2>
            <ul className={styles.list}>
              {links.footer.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contatti">
            <h2 id="footer-contatti" className={styles.heading}>
              {words.contactHeading}
            </h2>
            <ul className={styles.list}>
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <a href={site.phoneHref}>{site.phone}</a>
              </li>
              <li>
                <ExternalLink href={site.whatsappHref}>{agency.whatsappLabel}</ExternalLink>
              </li>
              <li>
                <address>{formattedAddress}</address>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {words.socialHeading}
            </h2>
            <ul className={styles.list}>
              {site.social.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.heading}>
              {words.legalHeading}
            </h2>
            <ul className={styles.list}>
              {links.legal.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <PreferencesPanel {...preferences} />
        <p className={styles.bottom}>
          © {site.copyrightYear} {siteName} · {site.legalName} · {agency.legalLine}
        </p>
      </div>
    </footer>
  );
}
