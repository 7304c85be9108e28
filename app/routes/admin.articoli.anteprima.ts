import type { ActionFunctionArgs } from "@remix-run/node";
import { articlePreview } from "~/utils/article-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";

/** The editor's live preview (JavaScript only; without it the 'Anteprima' button posts the form). */
export async function action({ request }: ActionFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return articlePreview(request);
}
