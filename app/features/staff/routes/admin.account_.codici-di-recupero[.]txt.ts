import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUserWithRole } from "~/utils/auth.server";
import { recoveryCodesFile } from "~/features/staff/second-factor-forms.server";
import { secondFactorSetupPath } from "~/utils/two-step-policy";

// Nothing to download without the page's post: the codes are not kept to be read again.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true });
  return redirect(secondFactorSetupPath, 303);
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true });
  return recoveryCodesFile(request);
}
