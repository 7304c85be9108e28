import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./dialog.css";

/** Where focus goes back when a dialog closes: the control that opened it. */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

const tabbable =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]";

function headingOf(dialog: HTMLDialogElement) {
  const id = dialog.getAttribute("aria-labelledby");
  return id ? document.getElementById(id) : null;
}

/** Opens a dialog modally: the page behind turns inert, focus moves to the dialog's title. */
function showDialog(dialog: HTMLDialogElement, opener: Element | null) {
  if (dialog.open) return;
  if (opener instanceof HTMLElement) openers.set(dialog, opener);
  dialog.showModal();
  headingOf(dialog)?.focus();
}

type TriggerProps = {
  /** The id of the `Dialog` this control opens. */
  dialogId: string;
  /** A URL that renders the dialog open: the link visitors without JavaScript follow. */
  href: string;
  className?: string;
  children: ReactNode;
};

/** A link to the open dialog without JavaScript; once hydrated, a button that opens it modally. */
export function DialogTrigger({ dialogId, href, className, children }: TriggerProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-controls={dialogId}
      onClick={(event) => {
        const dialog = document.getElementById(dialogId);
        if (dialog instanceof HTMLDialogElement) showDialog(dialog, event.currentTarget);
      }}
    >
      {children}
    </button>
  );
}

type DialogProps = {
  id: string;
  title: string;
  /** The page's URL asks for the dialog (e.g. `?richiesta=1`): shown open, and opened modally once hydrated. */
  openWithoutJs: boolean;
  /** The page without the dialog: the close link without JavaScript, and the URL left behind when it closes. */
  closeHref: string;
  closeLabel: string;
  children: ReactNode;
};

/**
 * Without JavaScript, a `<dialog open>` in the flow of the page when its URL asks for it, with
 * a link back to the page without it. Once hydrated, a modal `<dialog>`: the page behind is
 * inert and does not scroll, Tab stays inside, Escape and the close button close it, and focus
 * returns to the control that opened it.
 */
export function Dialog({ id, title, openWithoutJs, closeHref, closeLabel, children }: DialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-titolo`;
  // The server rendered it open in the page; with JavaScript it reopens as a real modal.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (hydrated && openWithoutJs && dialog) {
      showDialog(dialog, document.querySelector(`[aria-controls="${CSS.escape(id)}"]`));
    }
  }, [hydrated, openWithoutJs, id]);

  function onClose(event: SyntheticEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    // Dropping the server's `open` at hydration may fire a close event, which then arrives
    // after showModal has reopened the dialog.
    if (dialog.open) return;
    const opener = openers.get(dialog);
    openers.delete(dialog);
    if (opener?.isConnected) opener.focus();
    // A reload must not bring back a dialog the visitor has closed.
    if (openWithoutJs) navigate(closeHref, { replace: true, preventScrollReset: true });
  }

  /** showModal makes the page inert, but Tab could still leave for the browser's toolbar. */
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const stops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(tabbable)).filter(
      (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
    );
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !stops.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // Without JavaScript a closed dialog would only repeat its content, hidden, in the page.
  if (!hydrated && !openWithoutJs) return null;
  return (
    <dialog
      ref={dialogRef}
      id={id}
      // Only the server and the first render set `open`; afterwards showModal and close own it.
      open={!hydrated && openWithoutJs}
      aria-labelledby={titleId}
      className={styles.dialog}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <h2 id={titleId} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        {hydrated ? (
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
            {closeLabel}
          </button>
        ) : (
          <a href={closeHref} className={styles.close}>
            {closeLabel}
          </a>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
