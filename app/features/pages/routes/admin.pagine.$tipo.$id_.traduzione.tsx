import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePageType } from "~/features/pages/admin-type.server";
import { entryPath } from "~/features/pages/page-editor.server";
import { createPageTranslation } from "~/features/pages/page-translations.server";
import { requireUserWithRole } from "~/utils/auth.server";

// 'Crea la traduzione inglese' posts here from an Italian entry's form; the address on its own
// leads back to that form.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return redirect(entryPath(requirePageType(params.tipo), params.id ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return createPageTranslation(staff, requirePageType(params.tipo), params.id ?? "");
}
