import type { ActionFunctionArgs } from "@remix-run/node";
import { handlePasskeySignIn } from "~/features/staff/passkey-answers.server";
import { onlyPosts } from "~/utils/resource-answer.server";

/** Signing in with a passkey, without an e-mail: the button on the sign-in screen (JavaScript only). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handlePasskeySignIn(request, context);

export const loader = () => onlyPosts();
