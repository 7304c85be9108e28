import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { BodyFormat } from "~/features/articles/article-html.server";

/** What the editor shows besides its fields: the tab, the preview and its body's format, a question, a notice. */
export type EditorView = {
  tab: "write" | "preview";
  previewHtml: string | null;
  bodyFormat: BodyFormat | null;
  askReplaceTemplate: boolean;
  imageNotice: string | null;
};

/** Where the editor's background posts go (JavaScript only). */
export const editorActions = {
  preview: "/admin/articoli/anteprima",
  autosave: "/admin/articoli/salvataggio-automatico",
  bodyImage: "/admin/articoli/immagine-nel-testo",
} as const;

/**
 * The editor's background posts (preview, autosave, image generation) change nothing the
 * page loaded: reloading the article after each would only cost a read of the whole text.
 */
export const editorShouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  formData,
  defaultShouldRevalidate,
}) => {
  if (formAction === editorActions.preview || formAction === editorActions.autosave) return false;
  if (formData?.get("intent") === "generate-image") return false;
  return defaultShouldRevalidate;
};

/** The time of a save as the status line tells it: 'HH:MM' in the author's own clock. */
export const savedTime = (at: number) =>
  new Intl.DateTimeFormat("it-IT", { hour: "2-digit", minute: "2-digit" }).format(new Date(at));
