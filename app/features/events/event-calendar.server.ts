import { and, eq } from "drizzle-orm";
import { events } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { sharedCacheHeaders, eventsTag } from "~/utils/headers";
import type { Language } from "~/utils/language";
import { calendarContentType, eventToIcs } from "~/features/events/ics";
import { datedEventOf } from "~/features/events/registrations.server";
import { eventPath, withOriginalFacts } from "~/features/events/events.server";

const notFound = { it: "Evento non trovato", en: "Event not found" } as const;

/**
 * A published, dated event as a calendar file anyone can download (METHOD:PUBLISH, no
 * attendee), in the language of its page: its UID is the event's own (the original's, for a
 * translation: one event, one entry), so a second download updates the entry it made. 404
 * for an address that names none.
 */
export function eventCalendarFile(slug: string, language: Language) {
  const found = db
    .select()
    .from(events)
    .where(
      and(eq(events.slug, slug), eq(events.status, "published"), eq(events.language, language)),
    )
    .get();
  const [row] = found ? withOriginalFacts([found]) : [];
  const dated = row ? datedEventOf(row, language) : null;
  if (!row || !dated || row.eventState === "annullato")
    return new Response(notFound[language], {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { SITE_URL, SITE_NAME, NOTIFY_EMAIL } = getEnv();
  const ics = eventToIcs(dated, {
    uid: `evento-${row.ownerId}@${new URL(SITE_URL).hostname}`,
    sequence: row.calendarSequence,
    method: "PUBLISH",
    organizerName: SITE_NAME,
    organizerEmail: NOTIFY_EMAIL,
    now: row.updatedAt,
    url: `${SITE_URL}${eventPath(row.slug, language)}`,
  });
  return new Response(ics, {
    headers: {
      ...sharedCacheHeaders(eventsTag, language),
      "Content-Type": calendarContentType("PUBLISH"),
      "Content-Disposition": `attachment; filename="${row.slug}.ics"`,
    },
  });
}
