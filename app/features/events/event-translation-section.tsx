import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { articleStatusLabels } from "~/features/staff/content/admin";
import { eventTranslationText as t } from "~/features/events/content/admin-events";
import type { EventTranslationPanel } from "~/features/events/event-translations.server";
import { button } from "~/styles/ui.css";
import * as styles from "./event-translation.css";

type OriginalPanel = Extract<EventTranslationPanel, { kind: "original" }>;
type TranslatedPanel = Extract<EventTranslationPanel, { kind: "translation" }>;

/** 'Traduzione da aggiornare', where the original changed since the translation was saved. */
export function StaleBadge() {
  return <span className={styles.stale}>{t.stale}</span>;
}

/** The "EN" marker of an English row, named in full for screen readers. */
export function EnglishMarker() {
  return (
    <abbr className={styles.marker} title={t.englishLabel} aria-label={t.englishLabel}>
      {t.english}
    </abbr>
  );
}

/**
 * An Italian event's 'Traduzione inglese': its English translation's state and link, or the
 * buttons that start one (a copy to translate; a draft by the text model when one is set up).
 */
function OriginalSection({ id, panel }: { id: string; panel: OriginalPanel }) {
  const { translation } = panel;
  return (
    <section className={styles.section} aria-labelledby="traduzione-titolo">
      <h2 id="traduzione-titolo" className={styles.title}>
        {t.panelTitle}
      </h2>
      {translation ? (
        <p className={styles.actions}>
          <Link to={`/admin/eventi/${translation.id}`} className={button.secondary}>
            {t.edit}
          </Link>
          <span>{t.status(articleStatusLabels[translation.status])}</span>
          {translation.stale ? <StaleBadge /> : null}
        </p>
      ) : (
        <>
          <p>{t.none}</p>
          <div className={styles.actions}>
            <Form method="post" action={`/admin/eventi/${id}/traduzione`}>
              <button type="submit" className={button.primary}>
                {t.create}
              </button>
            </Form>
            {panel.canDraft ? (
              <Form method="post" action="/admin/traduzioni/bozza">
                <input type="hidden" name="kind" value="event" />
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
function OriginalText({ original }: { original: NonNullable<TranslatedPanel["original"]> }) {
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
 * An English event's editor: the notice when its original changed since it was saved, and
 * the original beside `form` (a column on a wide screen, 'Originale italiano' folded above it
 * on a narrower one).
 */
function TranslationBeside({ panel, form }: { panel: TranslatedPanel; form: ReactNode }) {
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
            <Link to={`/admin/eventi/${original.id}`}>{t.originalLink}</Link>
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

/** The event's form with what its editor shows of its translation, beside or above it. */
export function EventWithTranslation({
  id,
  panel,
  children,
}: {
  id: string;
  panel: EventTranslationPanel;
  children: ReactNode;
}) {
  if (panel.kind === "translation") return <TranslationBeside panel={panel} form={children} />;
  return (
    <>
      <OriginalSection id={id} panel={panel} />
      {children}
    </>
  );
}
