import type { AnchorHTMLAttributes } from "react";
import { newTabHint } from "~/features/site/content/navigation";
import { visuallyHidden } from "~/styles/ui.css";

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
