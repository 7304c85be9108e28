import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { handleTranslationDraft } from "~/features/imports/translation-draft.server";
import { requireUserWithRole } from "~/utils/auth.server";

// 'Bozza automatica con l'AI' posts here from an Italian original's editor; the address on
// its own leads to the staff area's start.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return redirect("/admin");
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleTranslationDraft(request, staff);
}
