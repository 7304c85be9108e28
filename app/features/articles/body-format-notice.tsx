import { bodyFormatText as t } from "~/features/articles/content/admin-articles";
import type { BodyFormat } from "~/features/articles/article-html.server";
import * as styles from "./body-format-notice.css";

/**
 * How the body will be shown, beside a preview. The HTML notice sits in a status region that
 * is always there, so a screen reader hears it when a change of the text turns the body into
 * HTML; the Markdown line is quiet and outside it, naming the rule without being announced.
 * `null`: not known (yet), nothing shown. `status` false: a polite live region without the
 * status role, for a preview that stays on a page whose status is the save's message.
 */
export function BodyFormatNotice({
  format,
  status = true,
}: {
  format: BodyFormat | null;
  status?: boolean;
}) {
  return (
    <div>
      <div {...(status ? { role: "status" } : { "aria-live": "polite" })}>
        {format?.kind === "html" ? (
          <div className={styles.notice}>
            <p className={styles.noticeTitle}>{t.html}</p>
            <p>{t.htmlDetail}</p>
            <p>
              {t.firstTag} <code>{format.firstTag}</code>
            </p>
          </div>
        ) : null}
      </div>
      {format?.kind === "markdown" ? <p className={styles.quiet}>{t.markdown}</p> : null}
    </div>
  );
}
