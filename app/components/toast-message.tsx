import type { Toast } from "~/utils/toast.server";
import { container } from "~/styles/ui.css";
import * as styles from "./toast-message.css";

/**
 * A one-time message carried from the previous request (for example after a redirect
 * to /grazie). Rendered in the page, so it reaches visitors without JavaScript too.
 */
export function ToastMessage({ toast }: { toast: Toast | null | undefined }) {
  if (!toast) return null;
  return (
    <div className={container}>
      <div role={toast.type === "error" ? "alert" : "status"} className={styles.toast[toast.type]}>
        <p className={styles.title}>{toast.title}</p>
        <p className={styles.description}>{toast.description}</p>
      </div>
    </div>
  );
}
