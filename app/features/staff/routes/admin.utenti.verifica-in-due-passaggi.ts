import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUserWithRole } from "~/utils/auth.server";
import { handleTwoStepPolicy } from "~/features/staff/second-factor-forms.server";

// The form lives on the users page; an address opened by hand leads there.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return redirect("/admin/utenti", 303);
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleTwoStepPolicy(request, user);
}
