import type { ReactNode } from "react";
import * as styles from "~/components/staff/admin.css";

/**
 * What a staff list shows when it has nothing to show: what that means, in a sentence, and
 * the next thing to do, as links or buttons (`children`).
 */
export function EmptyState({
  title,
  text,
  children,
}: {
  /** The short statement first, when the sentence needs one ('Nessun articolo trovato'). */
  title?: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.emptyState}>
      {title ? <p className={styles.emptyStateTitle}>{title}</p> : null}
      <p>{text}</p>
      {children ? <div className={styles.formActions}>{children}</div> : null}
    </div>
  );
}
