import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData, type MetaFunction } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminShell } from "~/features/admin/admin-shell";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: "Area riservata",
    description: "Area riservata dello staff.",
    noindex: true,
  });

// Only the shell: every page inside checks the two-step policy itself, and the setup page
// the policy leads to must still have its shell.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, renewedCookie } = await requireUserWithRole(request, "editor", {
    allowWithoutSecondFactor: true,
  });
  const shellUser = { name: user.name, email: user.email, roles: user.roles };
  return data(
    { user: shellUser },
    renewedCookie ? { headers: { "Set-Cookie": renewedCookie } } : undefined,
  );
}

export default function Admin() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}

/** The shell itself could not load (no role at all, or the database failed). */
export function ErrorBoundary() {
  return (
    <main id="contenuto">
      <AdminErrorMessage />
    </main>
  );
}
