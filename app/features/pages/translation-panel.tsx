import type { SerializeFrom } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { pageTranslationText as t } from "~/features/pages/content/admin-pages";
import * as own from "~/features/pages/page-form.css";
import type { originalPane, translationPanel } from "~/features/pages/page-translations.server";
import { articleStatusLabels } from "~/features/staff/content/admin";
import { button } from "~/styles/ui.css";

type Panel = NonNullable<SerializeFrom<typeof translationPanel>>;
type Original = NonNullable<SerializeFrom<typeof originalPane>>;

/** 'Traduzione da aggiornare', where a translation lags behind its original. */
export const StaleMarker = () => <span className={own.staleMarker}>{t.stale}</span>;

/** 'EN' beside an English entry's title, read out in full. */
export const EnglishMarker = () => (
  <abbr className={own.marker} title={t.englishLabel}>
    {t.englishMarker}
  </abbr>
);

/** Below an Italian entry's form: its English translation, or the ways to make one. */
export function TranslationPanel({ panel }: { panel: Panel }) {
  return (
    <section className={own.translationPanel} aria-labelledby="traduzione-titolo">
      <h2 id="traduzione-titolo">{t.title}</h2>
      {panel.kind === "none" ? (
        <>
          <p>{t.none}</p>
          <Form method="post" action={panel.createPath}>
            <button type="submit" className={button.primary}>
              {t.create}
            </button>
          </Form>
          {panel.aiDraft ? (
            <Form method="post" action={panel.aiDraft.action}>
              <input type="hidden" name="kind" value={panel.aiDraft.kind} />
              <input type="hidden" name="id" value={panel.aiDraft.id} />
              <button type="submit" className={button.secondary} aria-describedby="bozza-ai">
                {t.aiDraft}
              </button>
              <p id="bozza-ai">{t.aiDraftHint}</p>
            </Form>
          ) : null}
        </>
      ) : (
        <>
          <p>
            {t.status} {articleStatusLabels[panel.status]}
            {panel.stale ? <StaleMarker /> : null}
          </p>
          <Link to={panel.editPath} className={button.secondary}>
            {t.edit}
          </Link>
        </>
      )}
    </section>
  );
}

function OriginalText({ original }: { original: Original }) {
  return (
    <dl>
      <dt>{t.originalTitle}</dt>
      <dd lang="it">{original.title}</dd>
      {original.excerpt ? (
        <>
          <dt>{t.originalExcerpt}</dt>
          <dd lang="it">{original.excerpt}</dd>
        </>
      ) : null}
      <dt>{t.originalBody}</dt>
      <dd lang="it" className={own.originalText}>
        {original.body.join("\n\n")}
      </dd>
    </dl>
  );
}

/**
 * An English entry's form with its Italian original beside it, read only: a column on a wide
 * screen, a fold above the form on a narrow one. 'Traduzione da aggiornare' when it lags.
 */
export function BesideOriginal({
  original,
  children,
}: {
  original: Original;
  children: React.ReactNode;
}) {
  return (
    <>
      {original.stale ? (
        <p role="status">
          <StaleMarker /> {t.staleOriginal}
        </p>
      ) : null}
      <div className={own.translating}>
        <details className={own.originalNarrow}>
          <summary>{t.original}</summary>
          <OriginalText original={original} />
        </details>
        <aside className={own.originalWide} aria-labelledby="originale-titolo">
          <h2 id="originale-titolo">{t.original}</h2>
          <p>
            <Link to={original.editPath}>{t.originalEdit}</Link>
          </p>
          <OriginalText original={original} />
        </aside>
        <div>{children}</div>
      </div>
    </>
  );
}
