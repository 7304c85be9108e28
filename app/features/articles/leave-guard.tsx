import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { articleEditorText as t } from "~/features/articles/content/admin-articles";
import { button } from "~/styles/ui.css";
import * as styles from "./article-form.css";

/**
 * Asks before leaving a page with unsaved changes: the browser's own question when the page
 * unloads, a dialog for a link inside the site. Posts of the page's own form stay on its
 * address and go through.
 */
export function LeaveGuard({ hasUnsavedChanges }: { hasUnsavedChanges: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!hasUnsavedChanges()) return;
        event.preventDefault();
        // Older browsers ask only when a value is set.
        event.returnValue = "";
      },
      [hasUnsavedChanges],
    ),
  );
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (blocker.state === "blocked") dialog.current?.showModal();
    else dialog.current?.close();
  }, [blocker.state]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="uscita-titolo"
      className={styles.leaveDialog}
      onCancel={() => blocker.reset?.()}
    >
      <h2 id="uscita-titolo" className={styles.panelTitle}>
        {t.leaveTitle}
      </h2>
      <p>{t.leaveQuestion}</p>
      <div className={styles.actions}>
        {/* Staying is the safe answer: first, so the opened dialog gives it the focus. */}
        <button type="button" className={button.primary} onClick={() => blocker.reset?.()}>
          {t.stay}
        </button>
        <button type="button" className={button.secondary} onClick={() => blocker.proceed?.()}>
          {t.leave}
        </button>
      </div>
    </dialog>
  );
}
