import type { LoaderFunctionArgs } from "@remix-run/node";
import { registrationsPage } from "~/features/visitor-data/content/admin-visitor-data";
import { requireUserWithRole } from "~/utils/auth.server";
import { wholeAnswer } from "~/utils/resource-answer.server";
import { registrationsCsv } from "~/features/visitor-data/visitor-exports.server";
import { downloadResponse } from "~/utils/csv-export.server";

/** `/admin/iscrizioni/esporta?evento=`: one event's registrations as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const evento = new URL(request.url).searchParams.get("evento") ?? "";
  const file = await registrationsCsv(evento, user);
  if (!file) {
    return wholeAnswer(registrationsPage.unknownEvent, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return downloadResponse(file);
}
