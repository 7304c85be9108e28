import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUserWithRole } from "~/utils/auth.server";
import { downloadResponse } from "~/utils/csv-export.server";
import { redirectsExport } from "~/features/redirects/redirect-forms.server";

/** `/admin/reindirizzamenti/esporta`: every redirect as CSV, as the import reads it back. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return downloadResponse(await redirectsExport(user));
}
