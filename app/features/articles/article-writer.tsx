import Focus from "lucide-react/icons/focus";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from "react";
import {
  articleEditorText as t,
  articleFormLabels as l,
} from "~/features/articles/content/admin-articles";
import { uploadProblems } from "~/features/articles/content/article-images";
import { MAX_IMAGE_BYTES } from "~/features/articles/image-limits";
import { countWords, minutesForWords, plainText } from "~/features/articles/seo-score";
import { htmlToMarkdown } from "~/features/articles/html-to-markdown";
import {
  articleSections,
  articleTemplates,
  editorText,
  templateWithTitle,
} from "~/features/articles/content/article-templates";
import { articleBody } from "~/styles/article-body.css";
import * as blogStyles from "~/styles/blog.css";
import { button } from "~/styles/ui.css";
import { editorActions } from "~/features/articles/article-editor";
import type { EditorView as EditorPageView } from "~/features/articles/article-editor";
import type { BodyFormat } from "~/features/articles/article-html.server";
import { useHydrated } from "~/utils/use-hydrated";
import { BodyFormatNotice } from "./body-format-notice";
import type { FieldState } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { BodyImageDialog, type AltQuestion } from "./body-image-dialog";
import { altFromFileName, isFormattedHtml, markdownImage } from "./editor-paste";
import {
  applyToEditor,
  createMarkdownEditor,
  describeEditor,
  editorTextState,
  insertBlockInEditor,
  type EditorView,
  type MarkdownEditorEvents,
} from "./markdown-editor.client";
import { editorBox, editorBoxTall } from "./markdown-editor.css";
import { applyToTextarea, EditorToolbar, insertIntoTextarea } from "./markdown-toolbar";
import { headingLines, placeOfLine, previewTop } from "./preview-scroll";
import * as styles from "./article-form.css";

/** The values the preview and the SEO panel follow, read from the form a moment after typing stops. */
export type EditorSnapshot = {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  featured_image_url: string;
};

type Props = {
  /** The title field's id: a template starts with the title as its H1. */
  titleId: string;
  content: FieldState;
  /** The templates and sections an article offers; another kind of content goes without. */
  template?: FieldState;
  section?: FieldState;
  view: EditorPageView;
  snapshot: EditorSnapshot;
  /** Reads the form now: the preview must not start from a snapshot still waiting for its delay. */
  readSnapshotNow: () => void;
};

const templateOptions = articleTemplates.map(({ id, label }) => ({ value: id, label }));
const sectionOptions = articleSections.map(({ id, label }) => ({ value: id, label }));

/** A choice and the button that applies it, which posts its intent without JavaScript. */
function ToolChoice({
  field,
  label,
  options,
  intent,
  action,
  onApply,
}: {
  field: FieldState;
  label: string;
  options: readonly { value: string; label: string }[];
  intent: string;
  action: string;
  onApply: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <div className={styles.toolGroup}>
      <div className={styles.toolField}>
        <label htmlFor={field.id} className={formStyles.label}>
          {label}
        </label>
        <select
          id={field.id}
          name={field.name}
          defaultValue={field.defaultValue}
          className={formStyles.control}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        name="intent"
        value={intent}
        className={button.secondary}
        onClick={onApply}
      >
        {action}
      </button>
    </div>
  );
}

/** Side by side from this width: room for the text and the preview, each a readable column. */
export const SPLIT_QUERY = "(min-width: 1280px)";

/** Whether the window is wide enough for the preview beside the text; false before hydration. */
function useWideScreen(hydrated: boolean) {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const query = window.matchMedia(SPLIT_QUERY);
    const follow = () => setWide(query.matches);
    follow();
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [hydrated]);
  return wide;
}

const COUNT_DELAY_MS = 400;

/**
 * Runs `work` once typing has paused and the browser is idle: the counts of a very long text
 * take a few milliseconds, which must never land between two keystrokes.
 */
function useIdleWork() {
  const timer = useRef<number | undefined>(undefined);
  const idle = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    if (idle.current !== undefined && "cancelIdleCallback" in window)
      window.cancelIdleCallback(idle.current);
  }, []);
  useEffect(() => cancel, [cancel]);
  return useCallback(
    (work: () => void) => {
      cancel();
      timer.current = window.setTimeout(() => {
        if ("requestIdleCallback" in window)
          idle.current = window.requestIdleCallback(work, { timeout: 1000 });
        else work();
      }, COUNT_DELAY_MS);
    },
    [cancel],
  );
}

type UploadStatus = { text: string; refused: boolean };

/** Where a paste's or a drop's images go, and how many of them are still to be written. */
type Spot = { at: number; left: number };
type PendingImage = AltQuestion & { spot: Spot };
type UploadAnswer = { url: string | null; message: string | null };

const sendBodyImage = (file: File) => {
  const body = new FormData();
  body.set("image", file);
  return fetch(editorActions.bodyImage, { method: "POST", body })
    .then((response) => response.json() as Promise<UploadAnswer>)
    .catch(() => null);
};

/**
 * Image files pasted or dropped into the text: sent to the server one by one, which checks
 * and cleans each as it does the cover; then each one's alternative text is asked for in
 * turn and `![alt](url)` written where they were put, each after the one before. The place
 * follows the edits made while the files travel and the questions wait.
 */
function useBodyImages(editor: RefObject<EditorView | null>) {
  const [status, setStatus] = useState<UploadStatus>({ text: "", refused: false });
  const [question, setQuestion] = useState<PendingImage | null>(null);
  const spots = useRef(new Set<Spot>());
  const waiting = useRef<PendingImage[]>([]);
  const asking = useRef(false);

  const askNext = useCallback(() => {
    const next = waiting.current.shift() ?? null;
    asking.current = next !== null;
    setQuestion(next);
  }, []);

  const settle = useCallback((spot: Spot) => {
    spot.left -= 1;
    if (spot.left === 0) spots.current.delete(spot);
  }, []);

  const upload = useCallback(
    async (files: File[], at: number) => {
      const spot: Spot = { at, left: files.length };
      spots.current.add(spot);
      for (const file of files) {
        if (file.size > MAX_IMAGE_BYTES) {
          setStatus({ text: uploadProblems["too-large"], refused: true });
          settle(spot);
          continue;
        }
        setStatus({ text: t.bodyImageUploading(file.name), refused: false });
        const answer = await sendBodyImage(file);
        if (!answer?.url) {
          setStatus({ text: answer?.message ?? t.bodyImageFailed, refused: true });
          settle(spot);
          continue;
        }
        waiting.current.push({ url: answer.url, alt: altFromFileName(file.name), spot });
        setStatus({ text: t.bodyImageReady, refused: false });
        if (!asking.current) askNext();
      }
    },
    [askNext, settle],
  );

  const follow = useCallback((mapPos: (pos: number) => number) => {
    for (const spot of spots.current) spot.at = mapPos(spot.at);
  }, []);

  const finish = (alt: string | null) => {
    const view = editor.current;
    const pending = question;
    if (view && pending) {
      const { spot } = pending;
      if (alt === null) setStatus({ text: t.bodyImageCancelled, refused: false });
      else {
        view.dispatch({ selection: { anchor: Math.min(spot.at, view.state.doc.length) } });
        insertBlockInEditor(view, markdownImage(alt, pending.url));
        spot.at = view.state.selection.main.head;
        setStatus({ text: t.bodyImageInserted, refused: false });
      }
      settle(spot);
      view.focus();
    }
    askNext();
  };

  return { status, question, upload, follow, finish };
}

/** Room left above the heading the preview scrolls to, as above a section read from its start. */
const HEADING_MARGIN_PX = 16;

/**
 * The preview beside the text follows its scroll: the heading above the editor's first line
 * and how far past it, shown the same share of the way into that heading's section.
 */
function usePreviewScroll(
  editor: RefObject<EditorView | null>,
  preview: RefObject<HTMLElement | null>,
  on: boolean,
  mounted: boolean,
) {
  useEffect(() => {
    const view = editor.current;
    if (!on || !mounted || !view) return;
    let frame = 0;
    let cached: { doc: unknown; headings: number[] } | null = null;
    const sync = () => {
      frame = 0;
      const box = preview.current;
      const body = box?.querySelector<HTMLElement>("[data-preview-body]");
      if (!box || !body) return;
      const { doc } = view.state;
      if (cached?.doc !== doc) cached = { doc, headings: headingLines(doc.toString()) };
      const top = view.scrollDOM.scrollTop;
      const block = view.lineBlockAtHeight(top);
      const line = doc.lineAt(block.from).number + (top - block.top) / Math.max(1, block.height);
      const origin = box.getBoundingClientRect().top - box.scrollTop;
      const offset = (element: Element) => element.getBoundingClientRect().top - origin;
      const shown = Array.from(body.querySelectorAll("h1, h2, h3, h4, h5, h6"));
      // The body's first heading goes when it repeats the title: the page's own h1 says it.
      const headings =
        shown.length === cached.headings.length - 1 ? cached.headings.slice(1) : cached.headings;
      const start = offset(body);
      const end = start + body.offsetHeight;
      if (shown.length === headings.length && shown.length > 0) {
        const place = placeOfLine(headings, line, doc.lines);
        box.scrollTop = previewTop(place, shown.map(offset), start, end) - HEADING_MARGIN_PX;
      } else {
        const room = view.scrollDOM.scrollHeight - view.scrollDOM.clientHeight;
        box.scrollTop = room > 0 ? (top / room) * (box.scrollHeight - box.clientHeight) : 0;
      }
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(sync);
    };
    view.scrollDOM.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      view.scrollDOM.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [editor, preview, on, mounted]);
}

/**
 * 'Scrivi' and 'Anteprima', the toolbar, the templates and the sections. Without JavaScript
 * every button posts the form and the page comes back with its result; once hydrated the
 * same buttons act in place, the text is written in an editor with Markdown highlighted
 * (the textarea stays in the form, hidden, with the same text), and the preview follows it:
 * beside it on a wide screen, under its tab otherwise.
 */
export function ArticleWriter({
  titleId,
  content,
  template,
  section,
  view,
  snapshot,
  readSnapshotNow,
}: Props) {
  const hydrated = useHydrated();
  const wide = useWideScreen(hydrated);
  const [tab, setTab] = useState(view.tab);
  const [asking, setAsking] = useState(false);
  const [focusMode, setFocusMode] = useState(false);
  const [counts, setCounts] = useState<string | null>(null);
  const editor = useRef<EditorView | null>(null);
  const editorParent = useRef<HTMLDivElement>(null);
  const previewBox = useRef<HTMLElement>(null);
  const [mounted, setMounted] = useState(false);
  const labelId = `${content.id}-etichetta`;
  const editorId = `${content.id}-editor`;
  const invalid = Boolean(content.errors?.length);
  const errorId = `${content.id}-errore`;
  const images = useBodyImages(editor);
  const scheduleCounts = useIdleWork();
  const split = hydrated && wide;
  const preview = useLivePreview(hydrated && (split || tab === "preview"), snapshot);
  usePreviewScroll(editor, previewBox, split, mounted);
  const textarea = () => document.getElementById(content.id) as HTMLTextAreaElement | null;
  const chosen = (name: string) =>
    (document.getElementById(name) as HTMLSelectElement | null)?.value;

  const count = useCallback(() => {
    scheduleCounts(() => {
      const words = countWords(plainText(editor.current?.state.doc.toString() ?? ""));
      setCounts(t.counts(words, minutesForWords(words)));
    });
  }, [scheduleCounts]);

  // The editor's events call the newest handlers, though the editor is made once.
  const events = useRef<
    MarkdownEditorEvents & { onChange: (map: (pos: number) => number) => void }
  >(null as never);
  events.current = {
    onImageFiles: (files, at) => void images.upload(files, at),
    convertHtml: (html) => (isFormattedHtml(html) ? htmlToMarkdown(html) : null),
    onToggleFocusMode: () => setFocusMode((on) => !on),
    onEscape: () => setFocusMode(false),
    onChange: (map) => {
      images.follow(map);
      count();
    },
  };

  useEffect(() => {
    const parent = editorParent.current;
    if (!hydrated || !parent) return;
    const made = createMarkdownEditor({
      parent,
      textareaId: content.id,
      naming: { editorId, labelId, errorId: invalid ? errorId : null },
      events: {
        onImageFiles: (files, at) => events.current.onImageFiles(files, at),
        convertHtml: (html) => events.current.convertHtml(html),
        onToggleFocusMode: () => events.current.onToggleFocusMode(),
        onEscape: () => events.current.onEscape(),
        onChange: (map) => events.current.onChange(map),
      },
    });
    editor.current = made.view;
    setMounted(true);
    count();
    return () => {
      made.destroy();
      editor.current = null;
      setMounted(false);
    };
    // Made once: the textarea and its label keep their ids for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    const current = editor.current;
    if (current && mounted)
      describeEditor(current, { editorId, labelId, errorId: invalid ? errorId : null });
  }, [mounted, invalid, errorId, editorId, labelId]);

  // Escape leaves the writing mode from the toolbar too; the editor keeps the focus.
  useEffect(() => {
    if (!focusMode) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || document.querySelector("dialog[open]")) return;
      setFocusMode(false);
      editor.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [focusMode]);

  // Hydrated, the buttons work without a round trip; the server answers the same posts without JavaScript.
  const inPlace = (run: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    run();
  };
  const replaceContent = () => {
    const area = textarea();
    const next =
      articleTemplates.find((item) => template && item.id === chosen(template.id)) ??
      articleTemplates[0];
    const title = (document.getElementById(titleId) as HTMLInputElement | null)?.value ?? "";
    const state = { value: next ? templateWithTitle(next, title) : "", start: 0, end: 0 };
    if (editor.current && next) applyToEditor(editor.current, state);
    else if (area && next) applyToTextarea(area, state);
    setAsking(false);
  };
  const applyTemplate = () => {
    const text = editor.current ? editor.current.state.doc.toString() : textarea()?.value;
    if ((text ?? "").trim() === "") replaceContent();
    else setAsking(true);
  };
  const insertSection = () => {
    const area = textarea();
    const block =
      articleSections.find((item) => section && item.id === chosen(section.id)) ??
      articleSections[0];
    if (!block) return;
    if (editor.current) insertBlockInEditor(editor.current, block.content);
    else if (area) insertIntoTextarea(area, block.content);
  };

  const askReplace = hydrated ? asking : view.askReplaceTemplate;
  const showPreview = !split && (hydrated ? tab : view.tab) === "preview";
  const writePanel = (
    <div
      id="pannello-scrivi"
      role={hydrated && !split ? "tabpanel" : undefined}
      aria-labelledby={split ? undefined : "scheda-scrivi"}
      hidden={showPreview}
      className={styles.column}
    >
      <EditorToolbar
        textareaId={content.id}
        controls={mounted ? editorId : content.id}
        target={() => {
          const current = editor.current;
          return current
            ? {
                read: () => editorTextState(current),
                apply: (next) => applyToEditor(current, next),
              }
            : null;
        }}
        toggle={
          mounted
            ? {
                label: t.focusMode,
                icon: Focus,
                pressed: focusMode,
                onToggle: () => setFocusMode((on) => !on),
                shortcut: "Control+Shift+F Meta+Shift+F",
                keysText: t.focusModeKeys,
              }
            : undefined
        }
      />
      {template && section ? (
        <div className={styles.tools}>
          <ToolChoice
            field={template}
            label={editorText.template}
            options={templateOptions}
            intent="apply-template"
            action={editorText.applyTemplate}
            onApply={inPlace(applyTemplate)}
          />
          <ToolChoice
            field={section}
            label={editorText.section}
            options={sectionOptions}
            intent="insert-section"
            action={editorText.insertSection}
            onApply={inPlace(insertSection)}
          />
        </div>
      ) : null}
      {askReplace ? (
        <div role="alert" className={styles.question}>
          <p>{editorText.replaceQuestion.question}</p>
          <div className={styles.actions}>
            <button
              type="submit"
              name="intent"
              value="replace-template"
              className={button.primary}
              onClick={inPlace(replaceContent)}
            >
              {editorText.replaceQuestion.confirm}
            </button>
            <button
              type="submit"
              name="intent"
              value="write"
              className={button.secondary}
              onClick={inPlace(() => setAsking(false))}
            >
              {editorText.replaceQuestion.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <div className={formStyles.field}>
        <label
          id={labelId}
          // Once the editor has taken the textarea's place, the label names the editor alone.
          htmlFor={mounted ? undefined : content.id}
          className={formStyles.label}
        >
          {l.content}
        </label>
        <textarea
          key={content.key}
          id={content.id}
          name={content.name}
          hidden={mounted}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          defaultValue={content.defaultValue}
          rows={24}
          className={formStyles.tallTextarea}
        />
        {hydrated ? (
          <div
            ref={editorParent}
            hidden={!mounted}
            data-invalid={invalid || undefined}
            className={split || focusMode ? `${editorBox} ${editorBoxTall}` : editorBox}
          />
        ) : null}
        {invalid ? (
          <p id={errorId} className={formStyles.error}>
            {content.errors?.[0]}
          </p>
        ) : null}
        {mounted ? (
          <div className={styles.writingStatus}>
            <p className={styles.quiet}>{counts}</p>
            <p className={images.status.refused ? styles.refusal : styles.quiet} role="status">
              {images.status.text}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
  return (
    <div className={`${styles.column} ${focusMode ? styles.focusMode : ""}`}>
      {split ? null : (
        <Tabs
          hydrated={hydrated}
          current={showPreview ? "preview" : "write"}
          onChange={(next) => {
            if (next === "preview") readSnapshotNow();
            setTab(next);
          }}
        />
      )}
      {/* One place for the write panel in either layout: moving it would remake the editor. */}
      <div className={split ? styles.split : styles.column}>
        {writePanel}
        {split || showPreview ? (
          <ArticlePreview
            hydrated={hydrated}
            split={split}
            boxRef={previewBox}
            snapshot={snapshot}
            html={hydrated ? preview.html : view.previewHtml}
            format={hydrated ? preview.format : view.bodyFormat}
            pending={hydrated && preview.pending}
            failed={hydrated && preview.failed}
          />
        ) : null}
      </div>
      {hydrated ? (
        <BodyImageDialog
          // A new image, a new form: the field starts from that image's name.
          key={images.question?.url}
          question={images.question}
          onInsert={(alt) => images.finish(alt)}
          onCancel={() => images.finish(null)}
        />
      ) : null}
    </div>
  );
}

const tabIds = { write: "scheda-scrivi", preview: "scheda-anteprima" } as const;

/** Without JavaScript two submit buttons; hydrated, a tab list with arrow keys. */
function Tabs({
  hydrated,
  current,
  onChange,
}: {
  hydrated: boolean;
  current: "write" | "preview";
  onChange: (tab: "write" | "preview") => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  if (!hydrated) {
    return (
      <div className={styles.tabs} role="group" aria-label={t.tabs}>
        {(["write", "preview"] as const).map((tab) => (
          <button
            key={tab}
            id={tabIds[tab]}
            type="submit"
            name="intent"
            value={tab}
            className={styles.tab}
            aria-current={current === tab ? "true" : undefined}
          >
            {tab === "write" ? t.write : t.preview}
          </button>
        ))}
      </div>
    );
  }
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next =
      event.key === "Home"
        ? "write"
        : event.key === "End"
          ? "preview"
          : current === "write"
            ? "preview"
            : "write";
    onChange(next);
    list.current?.querySelector<HTMLButtonElement>(`#${tabIds[next]}`)?.focus();
  };
  return (
    <div
      ref={list}
      className={styles.tabs}
      role="tablist"
      aria-label={t.tabs}
      tabIndex={-1}
      onKeyDown={move}
    >
      {(["write", "preview"] as const).map((tab) => (
        <button
          key={tab}
          id={tabIds[tab]}
          type="button"
          role="tab"
          aria-selected={current === tab}
          aria-controls={tab === "write" ? "pannello-scrivi" : "pannello-anteprima"}
          tabIndex={current === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {tab === "write" ? t.write : t.preview}
        </button>
      ))}
    </div>
  );
}

type PreviewState = {
  html: string | null;
  format: BodyFormat | null;
  pending: boolean;
  failed: boolean;
};

/**
 * The body rendered by the server's own renderer and sanitizer, asked again each time the
 * text settles; a newer request cancels an older one, and typing never waits for either.
 * A plain request, not a fetcher's: a fetcher's answer reloads the page's data, the root's
 * one-time message included, which a save's redirect arriving meanwhile would then miss.
 */
function useLivePreview(active: boolean, snapshot: EditorSnapshot) {
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<PreviewState>({
    html: null,
    format: null,
    pending: false,
    failed: false,
  });
  useEffect(() => {
    if (active) setWanted(true);
  }, [active]);
  const { content, title } = snapshot;
  useEffect(() => {
    if (!wanted) return;
    const request = new AbortController();
    const body = new FormData();
    body.set("content", content);
    body.set("title", title);
    setState((previous) => ({ ...previous, pending: true }));
    fetch(editorActions.preview, { method: "POST", body, signal: request.signal })
      .then((response) => response.json() as Promise<Pick<PreviewState, "html" | "format">>)
      .then(({ html, format }) => setState({ html, format, pending: false, failed: html === null }))
      .catch(() => {
        if (!request.signal.aborted)
          setState((previous) => ({ ...previous, pending: false, failed: true }));
      });
    return () => request.abort();
  }, [wanted, content, title]);
  return state;
}

/** What /blog/{slug} will show: the same header, cover and body styles as the public page. */
function ArticlePreview({
  hydrated,
  split,
  boxRef,
  snapshot,
  html,
  format,
  pending,
  failed,
}: {
  hydrated: boolean;
  /** Beside the text, always on: a region of its own that scrolls with the text. */
  split: boolean;
  boxRef?: RefObject<HTMLElement>;
  snapshot: EditorSnapshot;
  html: string | null;
  format: BodyFormat | null;
  pending: boolean;
  failed: boolean;
}) {
  const titleId = useId();
  return (
    <section
      ref={boxRef}
      id="pannello-anteprima"
      role={split ? "region" : hydrated ? "tabpanel" : undefined}
      aria-label={split ? t.previewRegion : undefined}
      aria-labelledby={split ? undefined : hydrated ? "scheda-anteprima" : titleId}
      // Beside the text it scrolls on its own: the keyboard must reach it too.
      tabIndex={split ? 0 : undefined}
      className={split ? `${styles.preview} ${styles.previewBeside}` : styles.preview}
    >
      <p className={styles.quiet} aria-live="polite">
        {failed ? t.previewFailed : pending ? t.previewLoading : ""}
      </p>
      <BodyFormatNotice format={snapshot.content.trim() === "" ? null : format} status={!split} />
      <div className={blogStyles.article}>
        <header className={blogStyles.articleHeader}>
          <p className={blogStyles.category}>{snapshot.category}</p>
          <h2 id={titleId} className={styles.previewTitle}>
            {snapshot.title || editorText.placeholders.title}
          </h2>
          {snapshot.excerpt ? (
            <p className={blogStyles.articleExcerpt}>{snapshot.excerpt}</p>
          ) : null}
        </header>
        {snapshot.featured_image_url ? (
          <img src={snapshot.featured_image_url} alt="" className={blogStyles.articleCover} />
        ) : null}
        {snapshot.content.trim() === "" ? (
          <p>{t.previewEmpty}</p>
        ) : html === null ? (
          <p>{t.previewLoading}</p>
        ) : (
          // Rendered and sanitized by the server with the public page's allow-list.
          <div
            data-preview-body
            className={articleBody}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </section>
  );
}
