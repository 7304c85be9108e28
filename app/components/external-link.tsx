import type { AnchorHTMLAttributes } from "react";
import { visuallyHidden } from "~/styles/ui.css";
import { catalogue } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";

/** Said to screen readers after the link's words: a new tab is a change of context. */
const newTabHint = catalogue({ it: "(si apre in una nuova scheda)", en: "(opens in a new tab)" });

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string };

/** A link to another site: opens in a new tab, cannot reach back to this page, and says so. */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {newTabHint[useLanguage()]}</span>
    </a>
  );
}
