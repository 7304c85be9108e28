import type { ActionFunctionArgs } from "@remix-run/node";
import { handleSecondStepPasskeyPost } from "~/features/staff/second-step-passkey.server";
import { onlyPosts } from "~/utils/resource-answer.server";

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleSecondStepPasskeyPost(request, context);

export const loader = () => onlyPosts();
