import type { LoaderFunctionArgs } from "@remix-run/node";
import { leadFilterMessages } from "~/features/leads/content/admin-leads";
import { leadQuery, leadsCsv } from "~/features/leads/lead-board.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { downloadResponse } from "~/utils/csv-export.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

/** `/admin/lead/esporta`: the leads the filters find, as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const query = leadQuery(new URL(request.url).searchParams);
  if (!query.ok)
    return wholeAnswer(Object.values(query.errors)[0] ?? leadFilterMessages.badDate, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return downloadResponse(await leadsCsv(query, user));
}
