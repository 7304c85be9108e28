import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleAccountPasskey } from "~/features/staff/passkey-answers.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { onlyPosts } from "~/utils/resource-answer.server";

/**
 * Adding a passkey (JavaScript only) and removing one, from the account page: open to a
 * member the two-step policy holds, since a passkey is one of the second factors it asks for.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true });
  return handleAccountPasskey(request, user);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true });
  return onlyPosts();
}
