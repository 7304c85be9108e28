import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUserWithRole } from "~/utils/auth.server";
import { onlyPosts } from "~/utils/resource-answer.server";
import { handleDataExport } from "~/features/visitor-data/data-request-form.server";

/**
 * `/admin/richieste/esporta`: the JSON download of a data request. A resource route of its
 * own, because a page's action cannot answer a browser's post with a file: Remix renders
 * the page with whatever the action returned.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleDataExport(request, user);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return onlyPosts();
}
