import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleBodyImageUpload } from "~/features/articles/article-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { onlyPosts } from "~/utils/resource-answer.server";

/** An image pasted or dropped into the editor's text (JavaScript only): stored, and its address answered. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleBodyImageUpload(request, staff);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return onlyPosts();
}
