import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { pageListText as t } from "~/features/pages/content/admin-pages";
import { requirePageType } from "~/features/pages/admin-type.server";
import { handlePagePost, pageEditorPage } from "~/features/pages/page-editor.server";
import { PageForm } from "~/features/pages/page-form";
import { pageTypeDefs, type EditablePageType } from "~/features/pages/page-types";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = (args) => {
  const title = t.newTitle(args.data ? pageTypeDefs[args.data.type].label : "contenuto");
  return pageHead(args, { title, description: title, noindex: true });
};

export const headers = answerHeaders;

/** A type that exists once, or whose entries are routes of their own, has none to add. */
function creatableType(segment: string | undefined): EditablePageType {
  const type = requirePageType(segment);
  const def = pageTypeDefs[type];
  if ("single" in def)
    throw data({ message: "Questo contenuto esiste una volta sola" }, { status: 404 });
  return type;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return pageEditorPage(creatableType(params.tipo), null);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handlePagePost(request, staff, creatableType(params.tipo), null);
}

export default function NewPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title={t.newTitle(pageTypeDefs[page.type].label)}
        back={{ to: page.backTo, label: pageTypeDefs[page.type].plural }}
      />
      <PageForm
        type={page.type}
        isNew
        values={page.values}
        refChoices={page.refChoices}
        illustrations={page.illustrations}
        lastResult={answer?.result}
        alert={answer?.alert}
        backTo={page.backTo}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
