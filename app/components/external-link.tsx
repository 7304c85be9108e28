import type { AnchorHTMLAttributes } from "react";
import { visuallyHidden } from "~/styles/ui.css";

/** Said to screen readers after the link's words: a new tab is a change of context. */
const newTabHint = "(si apre in una nuova scheda)";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string };

/** A link to another site: opens in a new tab, cannot reach back to this page, and says so. */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {newTabHint}</span>
    </a>
  );
}
