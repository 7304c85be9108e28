import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { articleEditorText as t } from "~/features/articles/content/admin-articles";
import { imageAltText } from "~/features/articles/content/article-images";
import * as formStyles from "~/components/forms.css";
import { button } from "~/styles/ui.css";
import * as styles from "./article-form.css";

export type AltQuestion = { url: string; alt: string };

/**
 * Asks what an image pasted or dropped into the text shows before it is written there. A
 * dialog of its own, with its own form, under the body: the article form's Enter must not post.
 */
export function BodyImageDialog({
  question,
  onInsert,
  onCancel,
}: {
  question: AltQuestion | null;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const id = useId();
  // Only there while it asks: closed, its field would be one more named like the cover's.
  useEffect(() => {
    const element = dialog.current;
    if (!question || !element || element.open) return;
    setMissing(false);
    element.showModal();
    input.current?.select();
  }, [question]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const alt = input.current?.value.trim() ?? "";
    if (alt === "") {
      setMissing(true);
      input.current?.focus();
      return;
    }
    // Closed first: the focus goes back to the text, out of the modal dialog.
    dialog.current?.close();
    onInsert(alt);
  }

  if (!question) return null;
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-titolo`}
      className={styles.leaveDialog}
      onCancel={(event) => {
        event.preventDefault();
        dialog.current?.close();
        onCancel();
      }}
    >
      <form method="dialog" noValidate onSubmit={submit} className={styles.dialogForm}>
        <h2 id={`${id}-titolo`} className={styles.panelTitle}>
          {t.bodyImageDialog}
        </h2>
        <img src={question.url} alt="" className={styles.imagePreview} />
        <div className={formStyles.field}>
          <label htmlFor={`${id}-alt`} className={formStyles.label}>
            {imageAltText.label}
            <span className={formStyles.required} aria-hidden="true">
              *
            </span>
          </label>
          <p id={`${id}-aiuto`} className={formStyles.hint}>
            {t.bodyImageDialogHint}
          </p>
          <input
            ref={input}
            id={`${id}-alt`}
            type="text"
            defaultValue={question.alt}
            required
            maxLength={250}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-aiuto ${id}-errore` : `${id}-aiuto`}
            className={formStyles.control}
          />
          {missing ? (
            <p id={`${id}-errore`} className={formStyles.error}>
              {t.bodyImageAltMissing}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            {t.bodyImageInsert}
          </button>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              dialog.current?.close();
              onCancel();
            }}
          >
            {t.bodyImageCancel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
