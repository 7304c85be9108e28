import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { startEnglishTranslation } from "~/features/articles/article-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { onlyPosts } from "~/utils/resource-answer.server";

/** 'Crea la traduzione inglese' on an Italian article's editor: a draft copy to translate. */
export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return startEnglishTranslation(params.id ?? "", staff);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return onlyPosts();
}

export const ErrorBoundary = AdminErrorMessage;
