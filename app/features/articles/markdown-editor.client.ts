import {
  history,
  historyKeymap,
  defaultKeymap,
  indentWithTab,
  isolateHistory,
} from "@codemirror/commands";
import { markdownKeymap, markdownLanguage } from "@codemirror/lang-markdown";
import { LanguageSupport, syntaxHighlighting } from "@codemirror/language";
import { Compartment, EditorSelection, EditorState, type Extension } from "@codemirror/state";
import { EditorView, keymap, type ViewUpdate } from "@codemirror/view";
import { tags, tagHighlighter } from "@lezer/highlight";
import {
  changedRange,
  formatSelection,
  insertBlock,
  type FormatAction,
  type TextState,
} from "~/features/articles/markdown-edit";
import { editorClasses } from "./markdown-editor.css";

export type { EditorView };

/** What the page hears from the editor besides its text. */
export type MarkdownEditorEvents = {
  /** Image files pasted or dropped, and where in the text they go. */
  onImageFiles: (files: File[], at: number) => void;
  /** HTML pasted (a Google Docs or Word copy) with no image file: its Markdown is inserted instead. */
  convertHtml: (html: string) => string | null;
  /** Ctrl/⌘+Shift+F. */
  onToggleFocusMode: () => void;
  /** Escape, which CodeMirror also reads as 'the next Tab leaves the editor'. */
  onEscape: () => void;
  /** The text changed; `map` moves a position of the text before it to the same place after. */
  onChange: (map: (pos: number) => number) => void;
};

type Options = {
  parent: HTMLElement;
  /** The form's `<textarea name="content">`, by id: it holds the text for the post, the autosave and the preview. */
  textareaId: string;
  naming: Naming;
  events: MarkdownEditorEvents;
};

/** The editor content's own id, the label that names it, and its error when it has one. */
type Naming = { editorId: string; labelId: string; errorId: string | null };

// Classes for the highlighter's tokens, coloured by the theme tokens in markdown-editor.css.ts:
// a stylesheet of the site's own, which the CSP allows, rather than styles made in the browser.
const highlighter = tagHighlighter([
  { tag: tags.heading, class: editorClasses.heading },
  { tag: tags.strong, class: editorClasses.strong },
  { tag: tags.emphasis, class: editorClasses.emphasis },
  { tag: tags.strikethrough, class: editorClasses.strikethrough },
  { tag: [tags.link, tags.url], class: editorClasses.link },
  { tag: tags.monospace, class: editorClasses.code },
  { tag: tags.quote, class: editorClasses.quote },
  {
    tag: [tags.processingInstruction, tags.contentSeparator, tags.labelName, tags.comment],
    class: editorClasses.mark,
  },
]);

/** The text and its selection, as the toolbar's edits take them. */
export function editorTextState(view: EditorView): TextState {
  const { from, to } = view.state.selection.main;
  return { value: view.state.doc.toString(), start: from, end: to };
}

/**
 * Writes `next` as one transaction of its own in the undo history: only the stretch that
 * changed is replaced, and the selection is the one `next` asks for.
 */
export function applyToEditor(view: EditorView, next: TextState) {
  const { start, end, text } = changedRange(view.state.doc.toString(), next.value);
  view.dispatch({
    changes: start !== end || text !== "" ? { from: start, to: end, insert: text } : undefined,
    selection: EditorSelection.single(next.start, next.end),
    annotations: isolateHistory.of("full"),
    userEvent: "input.format",
    scrollIntoView: true,
  });
  view.focus();
}

const formatInEditor = (view: EditorView, action: FormatAction) =>
  applyToEditor(view, formatSelection(editorTextState(view), action));

/** A block (a section, an image) put at the caret, on lines of its own. */
export const insertBlockInEditor = (view: EditorView, block: string) =>
  applyToEditor(view, insertBlock(editorTextState(view), block));

/** Pasted text put over the selection, the caret after it. */
function pasteInEditor(view: EditorView, text: string) {
  const { from, to } = view.state.selection.main;
  view.dispatch({
    changes: { from, to, insert: text },
    selection: EditorSelection.cursor(from + text.length),
    annotations: isolateHistory.of("full"),
    userEvent: "input.paste",
    scrollIntoView: true,
  });
  view.focus();
}

const imageFiles = (list: FileList | null | undefined) =>
  Array.from(list ?? []).filter((file) => file.type.startsWith("image/") || file.type === "");

const naming = new Compartment();

/** What the textarea carried that the editor's content must: its label, its error; and an id for the toolbar. */
const namedContent = ({ editorId, labelId, errorId }: Naming) =>
  EditorView.contentAttributes.of({
    id: editorId,
    // In the tab order as any editable text is, said so for checkers that do not count
    // `contenteditable`: the scrolling box around it must show it holds a focusable field.
    tabindex: "0",
    "aria-labelledby": labelId,
    ...(errorId ? { "aria-describedby": errorId, "aria-invalid": "true" } : {}),
    lang: "it",
    spellcheck: "true",
    autocorrect: "on",
    autocapitalize: "sentences",
  });

/** The field's error, come with the server's answer, told by the editor's content too. */
export const describeEditor = (view: EditorView, names: Naming) =>
  view.dispatch({ effects: naming.reconfigure(namedContent(names)) });

/**
 * CodeMirror writes its base styles into a `<style>` element, which the site's CSP
 * (`style-src 'self'`) refuses. On a root without a `<head>` (a shadow root) its style
 * library adopts a constructed stylesheet instead, which the CSP does not govern: the
 * document shows itself as one while the view is made, and the sheet stays adopted.
 */
function withAdoptedStyles<T>(make: () => T): T {
  Object.defineProperty(document, "head", { configurable: true, get: () => null });
  try {
    return make();
  } finally {
    Reflect.deleteProperty(document, "head");
  }
}

/** How long the typing pauses before the textarea is given the text: a copy of a long text costs milliseconds. */
const SYNC_DELAY_MS = 250;

/** Typed or deleted by the keyboard: the textarea gets such changes once the typing pauses. */
const typedOnly = (update: ViewUpdate) =>
  update.transactions.every(
    (tr) =>
      tr.isUserEvent("delete") ||
      (tr.isUserEvent("input") &&
        !tr.isUserEvent("input.paste") &&
        !tr.isUserEvent("input.format")),
  );

/**
 * CodeMirror over the form's text area. The text area stays in the form, hidden, with the
 * text: every change sends the form an `input` event at once, so the autosave and the leave
 * guard hear it as they would without JavaScript; its value follows once the typing pauses (a
 * toolbar's edit, a paste or an undo at once), and whenever the form is read (`formdata`):
 * its post, the autosave's and the SEO panel's read all see the editor's text.
 */
export function createMarkdownEditor({ parent, textareaId, naming: names, events }: Options) {
  const textarea = () => document.getElementById(textareaId) as HTMLTextAreaElement | null;
  let stale = false;
  let syncTimer: number | undefined;
  const sync = () => {
    window.clearTimeout(syncTimer);
    syncTimer = undefined;
    const area = textarea();
    if (!stale || !area) return;
    stale = false;
    area.value = view.state.doc.toString();
  };
  const onFormData = (event: FormDataEvent) => {
    const area = textarea();
    sync();
    if (area?.name) event.formData.set(area.name, area.value);
  };
  const formatKeys = (["b", "i", "k"] as const).map((key) => ({
    key: `Mod-${key}`,
    run: (view: EditorView) => {
      formatInEditor(view, key === "b" ? "bold" : key === "i" ? "italic" : "link");
      return true;
    },
  }));
  const extensions: Extension[] = [
    history(),
    keymap.of([
      ...formatKeys,
      {
        key: "Mod-Shift-f",
        run: () => {
          events.onToggleFocusMode();
          return true;
        },
      },
      {
        key: "Escape",
        // Not consumed: CodeMirror reads the same key as 'the next Tab leaves'.
        run: () => {
          events.onEscape();
          return false;
        },
      },
      ...markdownKeymap,
      ...defaultKeymap,
      ...historyKeymap,
      indentWithTab,
    ]),
    new LanguageSupport(markdownLanguage),
    syntaxHighlighting(highlighter),
    EditorView.lineWrapping,
    // A facet, not a class added once: the editor rewrites its own classes as it gains focus.
    EditorView.editorAttributes.of({ class: editorClasses.editor }),
    naming.of(namedContent(names)),
    EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      stale = true;
      if (typedOnly(update)) {
        window.clearTimeout(syncTimer);
        syncTimer = window.setTimeout(sync, SYNC_DELAY_MS);
      } else sync();
      // From the editor, not the textarea: the form hears a change, and the form library,
      // which reads the whole form on a field's input, does not read a long text per key.
      update.view.contentDOM.dispatchEvent(new Event("input", { bubbles: true }));
      events.onChange((pos) => update.changes.mapPos(pos));
    }),
    EditorView.domEventHandlers({
      paste(event, view) {
        const data = event.clipboardData;
        const files = imageFiles(data?.files);
        if (files.length > 0) {
          event.preventDefault();
          events.onImageFiles(files, view.state.selection.main.head);
          return true;
        }
        const html = data?.getData("text/html") ?? "";
        const markdown = html === "" ? null : events.convertHtml(html);
        if (markdown === null) return false;
        event.preventDefault();
        pasteInEditor(view, markdown);
        return true;
      },
      drop(event, view) {
        const files = imageFiles(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        const at =
          view.posAtCoords({ x: event.clientX, y: event.clientY }) ??
          view.state.selection.main.head;
        events.onImageFiles(files, at);
        return true;
      },
    }),
  ];
  const view = withAdoptedStyles(
    () =>
      new EditorView({
        parent,
        state: EditorState.create({ doc: textarea()?.value ?? "", extensions }),
      }),
  );
  const form = textarea()?.form ?? null;
  form?.addEventListener("formdata", onFormData);
  return {
    view,
    destroy() {
      sync();
      form?.removeEventListener("formdata", onFormData);
      view.destroy();
    },
  };
}
