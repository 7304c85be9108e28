import { Link } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import * as styles from "~/components/staff/admin.css";

type Props = {
  title: ReactNode;
  /** One line on what the page is for. */
  purpose?: ReactNode;
  /** The page's main action: a link or a form's button. */
  action?: ReactNode;
  /** Where the page was reached from, above the title. */
  back?: { to: string; label: string };
};

/**
 * The head of a staff page, the same on every one: the one h1, what the page is for, and its
 * main action beside the title (under it on a narrow screen).
 */
export function PageHeader({ title, purpose, action, back }: Props) {
  return (
    <header className={styles.pageHeader}>
      <div className={styles.pageHeaderText}>
        {back ? (
          <Link to={back.to} className={styles.pageBack}>
            <ArrowLeft aria-hidden="true" focusable="false" className={styles.pageBackIcon} />
            {back.label}
          </Link>
        ) : null}
        <h1 className={styles.pageTitle}>{title}</h1>
        {purpose ? <p className={styles.pagePurpose}>{purpose}</p> : null}
      </div>
      {action ? <div className={styles.pageHeaderActions}>{action}</div> : null}
    </header>
  );
}
