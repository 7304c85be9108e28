import { serviceContacts } from "~/features/services/content/direct-contacts";
import { ExternalLink } from "~/components/external-link";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./service-contact.css";

/** The agency's direct contacts and promised response times, beside a service page's form. */
export function ServiceContact() {
  const serviceContact = serviceContacts[useLanguage()];
  return (
    <div className={styles.panel}>
      <h3 className={styles.title}>{serviceContact.detailsTitle}</h3>
      <ul className={styles.details}>
        {serviceContact.details.map((item) => (
          <li key={item.title}>
            <strong className={styles.term}>{item.title}</strong>
            {item.external ? (
              <ExternalLink href={item.href}>{item.value}</ExternalLink>
            ) : (
              <a href={item.href}>{item.value}</a>
            )}
            <span className={styles.note}>{item.detail}</span>
          </li>
        ))}
      </ul>
      <h3 className={styles.title}>{serviceContact.responseTitle}</h3>
      <dl className={styles.times}>
        {serviceContact.responseTimes.map((time) => (
          <div key={time.label} className={styles.time}>
            <dt>{time.label}</dt>
            <dd className={styles.timeValue}>{time.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
