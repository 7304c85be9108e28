import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { articleStatusLabels } from "~/features/staff/content/admin";
import { articleTranslationText } from "~/features/articles/content/article-translations";
import type {
  TranslatableKind,
  TranslationPanel,
} from "~/features/articles/article-translations.server";
import { button } from "~/styles/ui.css";
import * as styles from "~/features/articles/translation-section.css";

type OriginalPanel = Extract<TranslationPanel, { kind: "original" }>;
type Original = NonNullable<Extract<TranslationPanel, { kind: "translation" }>["original"]> & {
  metaDescription?: string;
};
type Panel = OriginalPanel | { kind: "translation"; original: Original | null; stale: boolean };

/** The staff's words for a kind's translation (the staff area is Italian). */
type TranslationText = Pick<
  typeof articleTranslationText,
  "panelTitle" | "create" | "aiDraft" | "edit" | "original"
> & {
  none: string;
  status: (label: string) => string;
  staleNote: string;
  originalLink: string;
};

/** What tells one kind's translations from another's: its words and its editor's address. */
type Translated = { kind: TranslatableKind; editorPath: string; text: TranslationText };

/** 'Traduzione da aggiornare', where the original changed since the translation was saved. */
export function StaleBadge() {
  return <span className={styles.stale}>{articleTranslationText.stale}</span>;
}

/** The "EN" marker of an English row, named in full (`label`) for screen readers. */
export function EnglishMarker({ label }: { label: string }) {
  return (
    <abbr className={styles.marker} title={label} aria-label={label}>
      {articleTranslationText.englishMarker}
    </abbr>
  );
}

/**
 * An Italian original's 'Traduzione inglese': its English translation's state and link, or the
 * buttons that start one (a copy to translate; a draft by the text model when one is set up).
 */
function OriginalSection({
  id,
  panel,
  kind,
  editorPath,
  text: t,
}: Translated & { id: string; panel: OriginalPanel }) {
  const { translation } = panel;
  return (
    <section className={styles.section} aria-labelledby="traduzione-titolo">
      <h2 id="traduzione-titolo" className={styles.title}>
        {t.panelTitle}
      </h2>
      {translation ? (
        <p className={styles.actions}>
          <Link to={`${editorPath}/${translation.id}`} className={button.secondary}>
            {t.edit}
          </Link>
          <span>{t.status(articleStatusLabels[translation.status])}</span>
          {translation.stale ? <StaleBadge /> : null}
        </p>
      ) : (
        <>
          <p>{t.none}</p>
          <div className={styles.actions}>
            <Form method="post" action={`${editorPath}/${id}/traduzione`}>
              <button type="submit" className={button.primary}>
                {t.create}
              </button>
            </Form>
            {panel.canDraft ? (
              <Form method="post" action="/admin/traduzioni/bozza">
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="id" value={id} />
                <button type="submit" className={button.secondary}>
                  {t.aiDraft}
                </button>
              </Form>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

/** The Italian original's words, read-only, as the translator reads them. */
function OriginalText({ original }: { original: Original }) {
  return (
    <div lang="it">
      <h3 className={styles.originalTitle}>{original.title}</h3>
      {original.excerpt ? <p>{original.excerpt}</p> : null}
      <pre className={styles.originalBody}>{original.content}</pre>
      {original.metaDescription ? <p>{original.metaDescription}</p> : null}
    </div>
  );
}

/**
 * A translation's editor: the notice when its original changed since it was saved, and the
 * original beside `form` (a column on a wide screen, 'Originale italiano' folded above it on a
 * narrower one).
 */
function TranslationBeside({
  panel,
  form,
  editorPath,
  text: t,
}: Omit<Translated, "kind"> & { panel: Extract<Panel, { kind: "translation" }>; form: ReactNode }) {
  const { original } = panel;
  return (
    <>
      {panel.stale ? (
        <p className={styles.actions} role="note">
          <StaleBadge /> {t.staleNote}
        </p>
      ) : null}
      {original ? (
        <div className={styles.beside}>
          <aside className={styles.originalColumn} aria-labelledby="originale-titolo">
            <h2 id="originale-titolo" className={styles.title}>
              {t.original}
            </h2>
            <Link to={`${editorPath}/${original.id}`}>{t.originalLink}</Link>
            <OriginalText original={original} />
          </aside>
          <details className={styles.originalFolded}>
            <summary>{t.original}</summary>
            <OriginalText original={original} />
          </details>
          <div>{form}</div>
        </div>
      ) : (
        form
      )}
    </>
  );
}

/**
 * An article's or an event's form with what its editor shows of its translation, beside or
 * above it.
 */
export function WithTranslation({
  id,
  panel,
  children,
  ...translated
}: Translated & { id: string; panel: Panel | null; children: ReactNode }) {
  if (panel?.kind === "translation")
    return <TranslationBeside panel={panel} form={children} {...translated} />;
  return (
    <>
      {panel ? <OriginalSection id={id} panel={panel} {...translated} /> : null}
      {children}
    </>
  );
}
