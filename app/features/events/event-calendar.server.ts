import { and, eq } from "drizzle-orm";
import { events } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { sharedCacheHeaders, eventsTag } from "~/utils/headers";
import { calendarContentType, eventToIcs } from "~/features/events/ics";
import { datedEventOf } from "~/features/events/registrations.server";

/**
 * A published, dated event as a calendar file anyone can download (METHOD:PUBLISH, no
 * attendee): its UID is the event's own, so a second download updates the entry it made.
 * 404 for an address that names none.
 */
export function eventCalendarFile(slug: string) {
  const row = db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.status, "published"), eq(events.language, "it")))
    .get();
  const dated = row ? datedEventOf(row) : null;
  if (!row || !dated || row.eventState === "annullato")
    return new Response("Evento non trovato", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { SITE_URL, SITE_NAME, NOTIFY_EMAIL } = getEnv();
  const ics = eventToIcs(dated, {
    uid: `evento-${row.id}@${new URL(SITE_URL).hostname}`,
    sequence: row.calendarSequence,
    method: "PUBLISH",
    organizerName: SITE_NAME,
    organizerEmail: NOTIFY_EMAIL,
    now: row.updatedAt,
  });
  return new Response(ics, {
    headers: {
      ...sharedCacheHeaders(eventsTag),
      "Content-Type": calendarContentType("PUBLISH"),
      "Content-Disposition": `attachment; filename="${row.slug}.ics"`,
    },
  });
}
