import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { SelectField } from "~/components/forms";
import { mediaPage as t } from "~/features/media/content/media";
import { PageLinks } from "~/components/staff/page-links";
import { MediaUses } from "~/features/media/media-parts";
import * as styles from "~/features/media/media.css";
import { mediaPageData } from "~/features/media/media-page.server";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return mediaPageData(new URL(request.url));
}

const filterOptions = Object.entries(t.filters).map(([value, label]) => ({ value, label }));

export default function Media() {
  const { images, total, filter, page, pageCount, cleanup } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t.title} purpose={t.description} />
      <p className={admin.intro}>{t.intro}</p>
      <p className={admin.intro}>
        {cleanup.scheduled
          ? `${t.cleanup(cleanup.days)} ${t.lastCleanup(cleanup.last)}`
          : `${t.cleanup(cleanup.days)} ${t.cleanupOff}`}
      </p>
      {total === 0 ? (
        <EmptyState text={t.empty}>
          <Link to="/admin/articoli/nuovo" className={button.primary}>
            {t.emptyAction}
          </Link>
        </EmptyState>
      ) : (
        <>
          <Form method="get" className={admin.queryForm}>
            <SelectField
              field={{ id: "filtro-uso", name: "uso", defaultValue: filter, key: filter }}
              label={t.filterLabel}
              options={filterOptions}
            />
            <button type="submit" className={button.secondary}>
              {t.filter}
            </button>
          </Form>
          {images.length === 0 ? (
            <EmptyState text={t.emptyFiltered}>
              <Link to="/admin/media" className={button.secondary}>
                {t.showAll}
              </Link>
            </EmptyState>
          ) : (
            <AdminTable
              caption={t.caption}
              rows={images}
              rowKey={(image) => image.name}
              rowHeaders={false}
              columns={[
                {
                  label: t.columns.image,
                  cell: (image) => (
                    <img
                      src={image.src}
                      alt={t.thumbnailAlt(image.alt)}
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      decoding="async"
                      className={styles.thumbnail}
                    />
                  ),
                },
                { label: t.columns.details, cell: (image) => image.size },
                { label: t.columns.uploaded, cell: (image) => image.uploaded },
                {
                  label: t.columns.usedIn,
                  cell: (image) => <MediaUses uses={image.uses} removal={image.removal} />,
                },
                {
                  label: t.columns.alt,
                  cell: (image) => image.alt ?? <span className={styles.missing}>{t.noAlt}</span>,
                },
                {
                  label: t.columns.actions,
                  labelHidden: true,
                  cell: (image) => (
                    <div className={admin.rowActions}>
                      <Link
                        to={`/admin/media/${image.name}`}
                        className={button.secondary}
                        aria-label={t.editLabel(image.alt ?? image.name)}
                      >
                        {t.edit}
                      </Link>
                    </div>
                  ),
                },
              ]}
            />
          )}
          <PageLinks page={page} pageCount={pageCount} labels={t} />
        </>
      )}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
