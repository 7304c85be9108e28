import type { LoaderFunctionArgs } from "@remix-run/node";
import { attendeesPage } from "~/features/events/content/admin-attendees";
import { attendeesCsv } from "~/features/events/attendees.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { downloadResponse } from "~/utils/csv-export.server";
import { wholeAnswer } from "~/utils/resource-answer.server";

/** `/admin/eventi/:id/iscritti.csv`: the event's registrations as CSV. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const file = await attendeesCsv(params.id ?? "", user);
  if (!file) {
    return wholeAnswer(attendeesPage.unknownEvent, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return downloadResponse(file);
}
