import { Link } from "@remix-run/react";
import { blogText } from "~/features/blog/content/blog";
import * as styles from "~/styles/blog.css";
import { button } from "~/styles/ui.css";

/** The invitation to get in touch that closes the blog's pages; `id` names its heading. */
export function BlogContact({ id }: { id: string }) {
  return (
    <aside className={styles.contact} aria-labelledby={id}>
      <h2 id={id}>{blogText.contactTitle}</h2>
      <p>{blogText.contactText}</p>
      <Link to="/contatti" className={button.primary}>
        {blogText.contactLink}
      </Link>
    </aside>
  );
}
