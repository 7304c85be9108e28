import { Link } from "@remix-run/react";
import { blogCopy } from "~/features/blog/content/blog";
import { localizedPath } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import * as styles from "~/styles/blog.css";
import { button } from "~/styles/ui.css";

/** The invitation to get in touch that closes the blog's pages; `id` names its heading. */
export function BlogContact({ id }: { id: string }) {
  const language = useLanguage();
  const t = blogCopy[language];
  return (
    <aside className={styles.contact} aria-labelledby={id}>
      <h2 id={id}>{t.contactTitle}</h2>
      <p>{t.contactText}</p>
      <Link to={localizedPath("/contatti", language) ?? "/contatti"} className={button.primary}>
        {t.contactLink}
      </Link>
    </aside>
  );
}
