import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUserWithRole } from "~/utils/auth.server";
import { newsletterCsv } from "~/features/visitor-data/visitor-exports.server";
import { downloadResponse } from "~/utils/csv-export.server";

/** `/admin/newsletter/esporta`: the confirmed subscribers as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return downloadResponse(await newsletterCsv(user));
}
