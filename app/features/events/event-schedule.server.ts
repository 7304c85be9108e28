import { and, asc, eq, gt, isNull, lt, lte, or } from "drizzle-orm";
import { eventRegistrations, events } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { logger } from "~/utils/logger.server";
import { romeDayOf, romeTimeToMoment, shiftDay, momentToRomeTime } from "~/utils/rome-time";
import { saveContent } from "~/features/articles/content-save.server";
import { bySite } from "~/features/articles/revisions.server";
import { queueEmail } from "~/features/mail/outbox.server";
import { eventEnd, registrationClose, type EventRow } from "~/features/events/event-facts";
import { registrantMail } from "~/features/events/registrations.server";

/**
 * What happens to events with time alone, in the jobs' lease holder's scheduled round:
 * scheduled events go out and withdrawn ones come off (through the one save path), their
 * registrants are reminded the day before, and their pages are forgotten at each start, end,
 * registration opening or close, so no cached page offers what has closed.
 */

const HOUR_MS = 3_600_000;
/** Reminders are sent from the day before up to the start; an event within the hour gets none. */
const REMINDER_LAST_MS = HOUR_MS;

/**
 * When a registrant of `event` is reminded: the day before at the same Rome time (09:00 for
 * an event without times), whatever the clocks do in between.
 */
export function reminderMoment(event: Pick<EventRow, "startsAt" | "allDay">) {
  if (!event.startsAt) return null;
  const day = shiftDay(romeDayOf(event.startsAt), -1);
  const clock = event.allDay ? "09:00" : momentToRomeTime(event.startsAt).slice(11, 16);
  const moment = romeTimeToMoment(`${day}T${clock}`);
  // 02:30 the day before a spring change does not exist: 24 hours before the start does.
  return moment.kind === "moment"
    ? moment.moment
    : new Date(event.startsAt.getTime() - 24 * HOUR_MS);
}

function publishDue(now: Date) {
  const due = (status: "scheduled" | "published", column: typeof events.publishedAt) =>
    db
      .select()
      .from(events)
      .where(and(eq(events.status, status), lte(column, now)))
      .orderBy(asc(column))
      .all();
  let changed = 0;
  const change = (event: EventRow, status: "published" | "archived") => {
    try {
      const saved = saveContent((save) =>
        save({
          kind: "event",
          update: status === "published" ? { status } : { status, unpublishAt: null },
          over: event,
          saving: bySite("schedule"),
          now,
        }),
      );
      if (saved.outcome === "saved") changed += 1;
    } catch (error) {
      logger.error({ err: error }, `Cambio programmato dell'evento ${event.slug} non riuscito:`);
    }
  };
  for (const event of due("scheduled", events.publishedAt)) change(event, "published");
  for (const event of due("published", events.unpublishAt)) change(event, "archived");
  return changed;
}

/**
 * Queues the reminder of every confirmed registrant of an event starting between a day and
 * an hour from now, once each (`reminded_at`), through the outbox. A registrant who came
 * after the reminder's time has just had the confirmation and gets none.
 */
function remindDue(now: Date) {
  const soon = db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, "published"),
        gt(events.startsAt, new Date(now.getTime() + REMINDER_LAST_MS)),
        lt(events.startsAt, new Date(now.getTime() + 2 * 24 * HOUR_MS)),
      ),
    )
    .all()
    .filter((event) => event.eventState !== "annullato" && event.eventState !== "rinviato");
  let reminded = 0;
  for (const event of soon) {
    const at = reminderMoment(event);
    if (!at || at > now) continue;
    reminded += db.transaction(
      (tx) => {
        const due = tx
          .select()
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.eventId, event.id),
              eq(eventRegistrations.status, "confermata"),
              isNull(eventRegistrations.remindedAt),
              isNull(eventRegistrations.anonymizedAt),
            ),
          )
          .all();
        for (const registration of due) {
          if (registration.createdAt < at)
            queueEmail(
              tx,
              "registration-reminder",
              registration.email,
              registrantMail(tx, event, registration),
            );
          tx.update(eventRegistrations)
            .set({ remindedAt: now })
            .where(eq(eventRegistrations.id, registration.id))
            .run();
        }
        return due.filter((registration) => registration.createdAt < at).length;
      },
      { behavior: "immediate" },
    );
  }
  if (reminded > 0) emitDomainEvent("mailQueued", { reason: "event-reminder" });
  return reminded;
}

/** The published events whose start, end, registration opening or close fell in (since, now]. */
function crossed(since: Date, now: Date) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, "published"),
        or(isNull(events.endsAt), gt(events.endsAt, new Date(since.getTime() - 2 * 24 * HOUR_MS))),
      ),
    )
    .all()
    .filter((event) =>
      [event.startsAt, eventEnd(event), registrationClose(event), event.registrationOpensAt].some(
        (moment) => moment !== null && moment > since && moment <= now,
      ),
    );
}

/**
 * One scheduled round for events, `since` the previous one: what was published or withdrawn,
 * how many registrants were reminded, and which events' pages were forgotten.
 */
export function applyDueEventChanges(now: Date, since: Date) {
  const changed = publishDue(now);
  const reminded = remindDue(now);
  const passed = crossed(since, now);
  for (const event of passed)
    emitDomainEvent("eventChanged", { id: event.id, slug: event.slug, reason: "time" });
  return { changed, reminded, passed: passed.length };
}
