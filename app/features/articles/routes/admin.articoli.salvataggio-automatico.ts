import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleArticleAutosave } from "~/features/articles/article-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { onlyPosts } from "~/utils/resource-answer.server";

/** The editor's autosave (JavaScript only), every 30 seconds after a change to a draft. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleArticleAutosave(request, staff);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return onlyPosts();
}
