import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { requireUserWithRole } from "~/utils/auth.server";

// An admin address that does not exist (yet): the 404 inside the shell.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  throw data({ message: "Pagina non trovata" }, { status: 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUserWithRole(request, "editor");
  throw data({ message: "Pagina non trovata" }, { status: 404 });
}

export const ErrorBoundary = AdminErrorMessage;
