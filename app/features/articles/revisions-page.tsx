import { Form, Link } from "@remix-run/react";
import { ConfirmedForm } from "~/components/confirmed-form";
import { FormAlert, TextField } from "~/components/forms";
import type { FormAlertContent } from "~/components/form-messages";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import { PageLinks } from "~/components/staff/page-links";
import * as admin from "~/components/staff/admin.css";
import * as styles from "~/features/articles/article-revisions.css";
import type { revisionsPageData } from "~/features/articles/article-revisions.server";
import { articleRevisionsPage as t } from "~/features/articles/content/admin-articles";
import { BodyDiff, FieldChanges } from "~/features/articles/revision-diff-view";
import { button } from "~/styles/ui.css";
import { useIsPending } from "~/utils/use-is-pending";

type Page = Omit<ReturnType<typeof revisionsPageData>, "compared"> & {
  compared: NonNullable<ReturnType<typeof revisionsPageData>["compared"]> | null;
};

/**
 * A piece of content's revisions (an article's, an event's): the comparison of two versions,
 * chosen with a plain GET form, and the list with 'Ripristina' on each older version.
 * `editor` is the content's editor, which the page leads back to.
 */
export function RevisionsPage({
  page,
  alert,
  editor,
}: {
  page: Page;
  alert: FormAlertContent | null | undefined;
  editor: string;
}) {
  const { article, revisions } = page;
  return (
    <>
      <PageHeader
        title={t.title(article.title)}
        purpose={t.purpose}
        back={{ to: editor, label: t.backToEditor }}
      />
      <p className={admin.intro}>{t.intro}</p>
      <FormAlert alert={alert} id="revisioni-avviso" />
      {revisions.length === 0 ? (
        <EmptyState text={t.empty}>
          <Link to={editor} className={button.secondary}>
            {t.backToEditor}
          </Link>
        </EmptyState>
      ) : (
        <>
          <Comparison page={page} />
          <section className={admin.section} aria-labelledby="versioni-titolo">
            <h2 id="versioni-titolo">{t.listTitle}</h2>
            <p className={admin.intro}>{t.restoreNote}</p>
            <AdminTable
              caption={t.caption}
              rows={revisions}
              rowKey={(revision) => revision.seq}
              columns={[
                { label: t.columns.seq, numeric: true, cell: (r) => String(r.seq) },
                {
                  label: t.columns.savedAt,
                  cell: (r) => (
                    <>
                      {r.savedAt}
                      {r.folded ? <span className={styles.muted}> ({r.folded})</span> : null}
                      {r.seq === page.latest ? (
                        <span className={styles.muted}> – {t.current}</span>
                      ) : null}
                    </>
                  ),
                },
                { label: t.columns.author, cell: (r) => r.author },
                { label: t.columns.source, cell: (r) => r.source },
                {
                  label: t.columns.change,
                  cell: (r) => (
                    <span aria-label={t.changeLabel(r.added, r.removed)}>
                      {t.change(r.added, r.removed)}
                    </span>
                  ),
                },
                {
                  label: t.columns.actions,
                  labelHidden: true,
                  cell: (r) => (
                    <RowActions
                      seq={r.seq}
                      hasPrevious={r.seq > 1}
                      isLatest={r.seq === page.latest}
                      updatedAt={article.updatedAt}
                    />
                  ),
                },
              ]}
            />
            <PageLinks page={page.page} pageCount={page.pageCount} labels={t} />
          </section>
        </>
      )}
    </>
  );
}

/** The two versions compared, chosen with a plain GET form, and their differences. */
function Comparison({ page }: { page: Page }) {
  const { latest, compared } = page;
  if (latest === null || latest < 2) return <p className={admin.intro}>{t.onlyOne}</p>;
  return (
    <section className={admin.section} aria-labelledby="confronto-titolo">
      <h2 id="confronto-titolo">{t.compareTitle}</h2>
      <Form method="get" className={admin.queryForm}>
        <TextField
          type="number"
          min={1}
          max={latest}
          field={{ id: "confronto-da", name: "da", defaultValue: String(compared?.from ?? "") }}
          label={t.from}
        />
        <TextField
          type="number"
          min={1}
          max={latest}
          field={{ id: "confronto-a", name: "a", defaultValue: String(compared?.to ?? "") }}
          label={t.to}
        />
        <button type="submit" className={button.secondary}>
          {t.compare}
        </button>
      </Form>
      {compared ? (
        <div className={styles.comparison}>
          <p>
            <strong>{t.comparing(compared.from, compared.to)}</strong>
          </p>
          <h3>{t.fieldsTitle}</h3>
          <FieldChanges
            changes={compared.fields}
            beforeName={t.versionName(compared.from)}
            afterName={t.versionName(compared.to)}
          />
          <h3>{t.bodyTitle}</h3>
          <BodyDiff diff={compared.body} />
        </div>
      ) : null}
    </section>
  );
}

function RowActions({
  seq,
  hasPrevious,
  isLatest,
  updatedAt,
}: {
  seq: number;
  hasPrevious: boolean;
  isLatest: boolean;
  updatedAt: number;
}) {
  const pending = useIsPending();
  return (
    <div className={admin.rowActions}>
      {hasPrevious ? (
        <Link
          to={`?da=${seq - 1}&a=${seq}`}
          className={button.secondary}
          aria-label={t.compareWithPreviousLabel(seq)}
        >
          {t.compareWithPrevious}
        </Link>
      ) : null}
      {isLatest ? null : (
        <ConfirmedForm question={t.confirmRestore(seq)}>
          <input type="hidden" name="seq" value={seq} />
          <input type="hidden" name="updated_at" value={updatedAt} />
          <button
            type="submit"
            className={button.secondary}
            aria-label={t.restoreLabel(seq)}
            disabled={pending}
          >
            {t.restore}
          </button>
        </ConfirmedForm>
      )}
    </div>
  );
}
