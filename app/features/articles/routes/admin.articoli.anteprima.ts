import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { articlePreview } from "~/features/articles/article-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { onlyPosts } from "~/utils/resource-answer.server";

/** The editor's live preview (JavaScript only; without it the 'Anteprima' button posts the form). */
export async function action({ request }: ActionFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return articlePreview(request);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return onlyPosts();
}
