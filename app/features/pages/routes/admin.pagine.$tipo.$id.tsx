import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { pageListText as t } from "~/features/pages/content/admin-pages";
import { requirePageType } from "~/features/pages/admin-type.server";
import { handlePagePost, pageEditorPage, requirePage } from "~/features/pages/page-editor.server";
import { PageForm } from "~/features/pages/page-form";
import { originalPane, translationPanel } from "~/features/pages/page-translations.server";
import {
  BesideOriginal,
  EnglishMarker,
  TranslationPanel,
} from "~/features/pages/translation-panel";
import { PreviewLinkSection } from "~/features/articles/preview-link-section";
import { pageTypeDefs } from "~/features/pages/page-types";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import * as styles from "../page-form.css";

export const meta: MetaFunction<typeof loader> = (args) => {
  const title = t.editTitle(args.data ? pageTypeDefs[args.data.type].label : "contenuto");
  return pageHead(args, { title, description: title, noindex: true });
};

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  const type = requirePageType(params.tipo);
  const page = pageEditorPage(type, params.id ?? "");
  const row = requirePage(type, params.id ?? "");
  return { ...page, translation: translationPanel(type, row), original: originalPane(type, row) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handlePagePost(request, staff, requirePageType(params.tipo), params.id ?? "");
}

export default function EditPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // Another entry's form (a copy just made) starts anew, not from this one's state.
  const form = (
    <PageForm
      key={page.values.id}
      type={page.type}
      isNew={false}
      fixedAddress={page.fixedAddress}
      seo={page.seo}
      values={page.values}
      refChoices={page.refChoices}
      illustrations={page.illustrations}
      lastResult={answer?.result}
      alert={answer?.alert}
      backTo={page.backTo}
    />
  );
  return (
    <>
      <PageHeader
        title={
          page.language === "it" ? (
            t.editTitle(pageTypeDefs[page.type].label)
          ) : (
            <>
              {t.editTitle(pageTypeDefs[page.type].label)} <EnglishMarker />
            </>
          )
        }
        back={{ to: page.backTo, label: pageTypeDefs[page.type].plural }}
        action={
          <span className={styles.headActions}>
            {page.address ? (
              <Link to={page.address} className={button.secondary}>
                {t.view}
              </Link>
            ) : null}
            <Link to={`${page.editorPath}/revisioni`} className={button.secondary}>
              {t.revisions}
            </Link>
            {"single" in pageTypeDefs[page.type] || page.language !== "it" ? null : (
              <Form method="post" action={`${page.editorPath}/duplica`}>
                <button type="submit" className={button.secondary}>
                  {t.duplicate}
                </button>
              </Form>
            )}
          </span>
        }
      />
      {page.original ? <BesideOriginal original={page.original}>{form}</BesideOriginal> : form}
      {page.translation ? <TranslationPanel panel={page.translation} /> : null}
      {page.previewable ? (
        <PreviewLinkSection
          link={page.previewLink}
          answer={answer && "previewLink" in answer ? answer.previewLink : null}
        />
      ) : null}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
