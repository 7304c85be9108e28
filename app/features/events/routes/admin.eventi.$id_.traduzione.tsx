import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { findEvent } from "~/features/events/event-editor.server";
import { startEventTranslation } from "~/features/events/event-translations.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { onlyPosts } from "~/utils/resource-answer.server";
import { data } from "@remix-run/node";

/** 'Crea la traduzione inglese' on an Italian event's editor: a draft copy to translate. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor");
  const original = findEvent(params.id ?? "");
  if (!original) throw data({ message: "Evento non trovato" }, { status: 404 });
  return startEventTranslation(original, user.id);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return onlyPosts();
}

export const ErrorBoundary = AdminErrorMessage;
