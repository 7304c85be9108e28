import type { LoaderFunctionArgs } from "@remix-run/node";
import { dashboardQueryMessages } from "~/features/analytics/content/dashboard";
import { dashboardCsv, isExportTable } from "~/features/analytics/dashboard-page.server";
import { downloadResponse } from "~/utils/csv-export.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

const plainText = { "Content-Type": "text/plain; charset=utf-8" };

/**
 * `/admin/statistiche/esporta?tabella=&periodo=|dal=&al=&pagina=|sorgente=|campagna=`: one
 * table of the dashboard, every row, as CSV.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor");
  const params = new URL(request.url).searchParams;
  const table = params.get("tabella");
  if (!isExportTable(table))
    return wholeAnswer(`${dashboardQueryMessages.unknownTable}\n`, {
      status: 404,
      headers: plainText,
    });
  const exported = await dashboardCsv(params, table, { id: user.id, email: user.email });
  if (!exported.ok) {
    const messages = Object.values(exported.errors).join("\n");
    return wholeAnswer(`${dashboardQueryMessages.refused}\n${messages}\n`, {
      status: 400,
      headers: plainText,
    });
  }
  return downloadResponse(exported.file);
}
