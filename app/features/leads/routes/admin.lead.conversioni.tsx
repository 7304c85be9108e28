import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SelectField, TextField } from "~/components/forms";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { formatCents } from "~/features/leads/leads.server";
import { conversionsPage as t } from "~/features/leads/content/google-conversions";
import * as styles from "~/features/leads/admin-leads.css";
import {
  conversionQueryOf,
  previewConversions,
  type ConversionErrors,
} from "~/features/leads/google-conversions.server";
import { conversionStages, stageLabels } from "~/features/leads/lead-stages";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const read = conversionQueryOf(params);
  const noErrors: ConversionErrors = {};
  if (read.opened) return { fields: read.fields, errors: noErrors, result: null, download: null };
  const { answer } = read;
  if (!answer.ok)
    return data(
      { fields: answer.fields, errors: answer.errors, result: null, download: null },
      { status: 400 },
    );
  const preview = await previewConversions(answer.query, user);
  return {
    fields: answer.fields,
    errors: noErrors,
    result: {
      count: preview.count,
      apart: preview.apart.map((row) => ({
        ...row,
        value: row.value === null ? "" : formatCents(row.value),
      })),
    },
    download: `/admin/lead/esporta-conversioni?${new URLSearchParams(answer.fields)}`,
  };
}

export default function GoogleConversions() {
  const { fields, errors, result, download } = useLoaderData<typeof loader>();
  const field = (name: keyof typeof fields) => ({
    id: `conversioni-${name}`,
    name,
    defaultValue: fields[name],
    errors: errors[name] ? [errors[name]] : undefined,
  });
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.description}
        action={
          <Link to="/admin/lead" className={button.secondary}>
            {t.back}
          </Link>
        }
      />
      <p className={admin.intro}>{t.rules}</p>
      <section className={admin.section} aria-labelledby="conversioni-modulo">
        <h2 id="conversioni-modulo">{t.formTitle}</h2>
        <Form method="get" className={admin.formCard}>
          <SelectField
            field={field("fase")}
            label={t.stage}
            required
            options={conversionStages.map((stage) => ({ value: stage, label: stageLabels[stage] }))}
          />
          <TextField field={field("dal")} label={t.from} type="date" required />
          <TextField field={field("al")} label={t.to} type="date" required />
          <TextField
            field={field("nome")}
            label={t.name}
            hint={t.nameHint}
            required
            autoComplete="off"
          />
          <button type="submit" className={button.primary}>
            {t.show}
          </button>
        </Form>
      </section>
      {result && download ? (
        <>
          <section className={admin.section} aria-labelledby="conversioni-file">
            <h2 id="conversioni-file">{t.download}</h2>
            <p role="status">{t.ready(result.count)}</p>
            {/* A plain link: the file is a download, not a page for Remix to load. */}
            <a href={download} download className={button.primary}>
              {t.download}
            </a>
          </section>
          <section className={admin.section} aria-labelledby="conversioni-app">
            <h2 id="conversioni-app">{t.apartTitle}</h2>
            <p className={admin.intro}>{t.apartIntro}</p>
            {result.apart.length === 0 ? (
              <EmptyState text={t.noneApart} />
            ) : (
              <AdminTable
                caption={t.apartCaption}
                rows={result.apart}
                rowKey={(row) => String(row.id)}
                columns={[
                  {
                    label: t.columns.lead,
                    cell: (row) => <Link to={`/admin/lead/${row.id}`}>{t.leadLink(row.id)}</Link>,
                  },
                  { label: t.columns.time, cell: (row) => row.time },
                  { label: t.columns.value, numeric: true, cell: (row) => row.value },
                  {
                    label: t.columns.click,
                    cell: (row) => (
                      <code className={styles.secret}>
                        {row.gbraid ? `gbraid ${row.gbraid}` : `wbraid ${row.wbraid}`}
                      </code>
                    ),
                  },
                ]}
              />
            )}
          </section>
        </>
      ) : null}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
