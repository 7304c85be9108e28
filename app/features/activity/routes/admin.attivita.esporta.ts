import type { LoaderFunctionArgs } from "@remix-run/node";
import { activityCsv } from "~/features/activity/activity-log.server";
import { activityFilterMessages } from "~/features/activity/content/activity";
import { downloadResponse } from "~/utils/csv-export.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

/** `/admin/attivita/esporta?persona=&azione=&dal=&al=`: the filtered log as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const exported = await activityCsv(new URL(request.url).searchParams, {
    id: user.id,
    email: user.email,
  });
  if (!exported.ok) {
    const messages = Object.values(exported.errors).join("\n");
    return wholeAnswer(`${activityFilterMessages.refused}\n${messages}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return downloadResponse(exported.file);
}
