import { Link } from "@remix-run/react";
import { mediaPage as t } from "~/features/media/content/media";
import * as styles from "~/features/media/media.css";

type ShownUse = { title: string; where: "current" | "revision" | "deleted"; href: string };

/** The articles showing an image, or when the clean-up will take it. */
export function MediaUses({ uses, removal }: { uses: ShownUse[]; removal: string | null }) {
  if (uses.length === 0)
    return (
      <>
        {t.unused}
        {removal ? <span className={styles.muted}> – {t.removedAfter(removal)}</span> : null}
      </>
    );
  return (
    <ul className={styles.uses}>
      {uses.map((use) => (
        <li key={`${use.href}-${use.title}`}>
          <Link to={use.href}>{use.title}</Link>
          {t.uses[use.where] ? <span className={styles.muted}>{t.uses[use.where]}</span> : null}
        </li>
      ))}
    </ul>
  );
}
