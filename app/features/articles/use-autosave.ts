import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { articleEditorText as t } from "~/features/articles/content/admin-articles";
import type { action } from "~/features/articles/routes/admin.articoli.salvataggio-automatico";
import { editorActions, savedTime } from "~/features/articles/article-editor";

export const AUTOSAVE_DELAY_MS = 30_000;

export type AutosaveResult = { id: string; updatedAt: number; image: string };

/**
 * Unsaved changes, and their autosave when `enabled` (a draft or a new article): 30 s after
 * a change the form is saved as a draft; changes made meanwhile, and a failed attempt, wait
 * another 30 s. A conflict, an article no longer a draft or one deleted stop it for good,
 * so a newer version is never overwritten. A chosen image file waits for a real save.
 */
export function useAutosave(
  form: RefObject<HTMLFormElement>,
  enabled: boolean,
  onSaved: (saved: AutosaveResult) => void,
) {
  const fetcher = useFetcher<typeof action>();
  const { submit } = fetcher;
  const timer = useRef<number | undefined>(undefined);
  const changes = useRef(0);
  const sent = useRef(0);
  const [stopped, setStopped] = useState(false);

  const save = useCallback(() => {
    timer.current = undefined;
    if (!form.current || changes.current === 0) return;
    const body = new FormData(form.current);
    body.delete("image");
    sent.current = changes.current;
    submit(body, { method: "post", action: editorActions.autosave });
  }, [form, submit]);

  const schedule = useCallback(() => {
    if (enabled && !stopped && timer.current === undefined)
      timer.current = window.setTimeout(save, AUTOSAVE_DELAY_MS);
  }, [enabled, stopped, save]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const answer = fetcher.data;
  const handled = useRef(answer);
  useEffect(() => {
    if (!answer || answer === handled.current) return;
    handled.current = answer;
    if (answer.state === "saved") {
      changes.current = Math.max(0, changes.current - sent.current);
      onSaved(answer);
      if (changes.current > 0) schedule();
    } else if (answer.state === "failed") schedule();
    else setStopped(true);
  }, [answer, onSaved, schedule]);

  const noteChange = useCallback(() => {
    changes.current += 1;
    schedule();
  }, [schedule]);

  const hasUnsavedChanges = useCallback(() => changes.current > 0, []);
  // A save by hand is under way: an autosave now could create the new article a second time.
  const noteSubmit = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  let status = "";
  if (fetcher.state !== "idle") status = t.autosaveSaving;
  else if (answer?.state === "saved") status = t.autosaveSaved(savedTime(answer.updatedAt));
  else if (answer?.state === "failed") status = t.autosaveRetry(answer.message);
  else if (answer?.state === "stopped") status = t.autosaveStopped(answer.message);
  return { noteChange, noteSubmit, hasUnsavedChanges, status };
}
