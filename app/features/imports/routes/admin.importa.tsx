import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { QuickImportForm } from "~/features/imports/quick-import-form";
import { quickImportText } from "~/features/imports/content/quick-import";
import * as admin from "~/components/staff/admin.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { handleQuickImport } from "~/features/imports/quick-import.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: quickImportText.heading,
    description: quickImportText.description,
    noindex: true,
  });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleQuickImport(request, staff);
}

export default function QuickImport() {
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={quickImportText.heading} purpose={quickImportText.description} />
      <div className={admin.card}>
        <QuickImportForm
          lastResult={answer?.result}
          alert={answer?.alert}
          preview={answer?.preview ?? false}
          format={answer?.format ?? null}
        />
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
