import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import {
  articleEditorText as t,
  articleFormLabels as l,
} from "~/features/articles/content/admin-articles";
import {
  articleSections,
  articleTemplates,
  editorText,
  templateWithTitle,
} from "~/features/articles/content/article-templates";
import type { action as previewAction } from "~/features/articles/routes/admin.articoli.anteprima";
import { articleBody } from "~/features/blog/article-body.css";
import * as blogStyles from "~/features/blog/blog.css";
import { button } from "~/styles/ui.css";
import { editorActions } from "~/features/articles/article-editor";
import type { EditorView } from "~/features/articles/article-editor";
import type { BodyFormat } from "~/features/blog/article-html.server";
import { useHydrated } from "~/utils/use-hydrated";
import { BodyFormatNotice } from "./body-format-notice";
import { TextareaField, type FieldState } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { applyToTextarea, EditorToolbar, insertIntoTextarea } from "./markdown-toolbar";
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
  template: FieldState;
  section: FieldState;
  view: EditorView;
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

/**
 * 'Scrivi' and 'Anteprima', the toolbar, the templates and the sections. Without JavaScript
 * every button posts the form and the page comes back with its result; once hydrated the
 * same buttons act in place, and the preview follows the text as it is typed.
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
  const [tab, setTab] = useState(view.tab);
  const [asking, setAsking] = useState(false);
  const preview = useLivePreview(hydrated && tab === "preview", snapshot);
  const textarea = () => document.getElementById(content.id) as HTMLTextAreaElement | null;
  const chosen = (name: string) =>
    (document.getElementById(name) as HTMLSelectElement | null)?.value;

  // Hydrated, the buttons work without a round trip; the server answers the same posts without JavaScript.
  const inPlace = (run: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    run();
  };
  const replaceContent = () => {
    const area = textarea();
    const next =
      articleTemplates.find((item) => item.id === chosen(template.id)) ?? articleTemplates[0];
    const title = (document.getElementById(titleId) as HTMLInputElement | null)?.value ?? "";
    if (area && next)
      applyToTextarea(area, { value: templateWithTitle(next, title), start: 0, end: 0 });
    setAsking(false);
  };
  const applyTemplate = () => {
    if ((textarea()?.value ?? "").trim() === "") replaceContent();
    else setAsking(true);
  };
  const insertSection = () => {
    const area = textarea();
    const block =
      articleSections.find((item) => item.id === chosen(section.id)) ?? articleSections[0];
    if (area && block) insertIntoTextarea(area, block.content);
  };

  const askReplace = hydrated ? asking : view.askReplaceTemplate;
  const showPreview = (hydrated ? tab : view.tab) === "preview";
  return (
    <div className={styles.column}>
      <Tabs
        hydrated={hydrated}
        current={showPreview ? "preview" : "write"}
        onChange={(next) => {
          if (next === "preview") readSnapshotNow();
          setTab(next);
        }}
      />
      <div
        id="pannello-scrivi"
        role={hydrated ? "tabpanel" : undefined}
        aria-labelledby="scheda-scrivi"
        hidden={showPreview}
        className={styles.column}
      >
        <EditorToolbar textareaId={content.id} />
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
        <TextareaField field={content} label={l.content} tall />
      </div>
      {showPreview ? (
        <ArticlePreview
          hydrated={hydrated}
          snapshot={snapshot}
          html={hydrated ? preview.html : view.previewHtml}
          format={hydrated ? preview.format : view.bodyFormat}
          pending={hydrated && preview.pending}
          failed={hydrated && preview.failed}
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

/**
 * The body rendered by the server's own renderer and sanitizer, asked again each time the
 * text settles; a newer request cancels an older one, and typing never waits for either.
 */
function useLivePreview(active: boolean, snapshot: EditorSnapshot) {
  const fetcher = useFetcher<typeof previewAction>();
  const { submit } = fetcher;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (active) setWanted(true);
  }, [active]);
  const { content, title } = snapshot;
  useEffect(() => {
    if (wanted) submit({ content, title }, { method: "post", action: editorActions.preview });
  }, [wanted, content, title, submit]);
  return {
    html: fetcher.data?.html ?? null,
    format: fetcher.data?.format ?? null,
    pending: fetcher.state !== "idle",
    failed: fetcher.state === "idle" && fetcher.data !== undefined && fetcher.data.html === null,
  };
}

/** What /blog/{slug} will show: the same header, cover and body styles as the public page. */
function ArticlePreview({
  hydrated,
  snapshot,
  html,
  format,
  pending,
  failed,
}: {
  hydrated: boolean;
  snapshot: EditorSnapshot;
  html: string | null;
  format: BodyFormat | null;
  pending: boolean;
  failed: boolean;
}) {
  const titleId = useId();
  return (
    <section
      id="pannello-anteprima"
      role={hydrated ? "tabpanel" : undefined}
      aria-labelledby={hydrated ? "scheda-anteprima" : titleId}
      className={styles.preview}
    >
      <p className={styles.quiet} aria-live="polite">
        {failed ? t.previewFailed : pending ? t.previewLoading : ""}
      </p>
      <BodyFormatNotice format={snapshot.content.trim() === "" ? null : format} />
      <div className={blogStyles.article}>
        <header className={blogStyles.articleHeader}>
          <p className={blogStyles.category}>{snapshot.category}</p>
          <h2 id={titleId} className={styles.previewTitle}>
            {snapshot.title}
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
          <div className={articleBody} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </section>
  );
}
