import { Link } from "@remix-run/react";
import { catalogue } from "~/utils/language";
import type { Crumb } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";
import * as styles from "./breadcrumb.css";

export const breadcrumbCopy = catalogue({
  it: { label: "Percorso di navigazione" },
  en: { label: "Breadcrumb" },
});

/** The trail above a subpage's title; the last crumb is the page itself. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label={breadcrumbCopy[useLanguage()].label} className={styles.trail}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
