import { eq } from "drizzle-orm";
import { eventRegistrations } from "../../../db/schema";
import { db, writeOrBusy } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { queueEmail } from "~/features/mail/outbox.server";
import { registrationOfToken } from "~/features/events/cancellation-links.server";
import {
  eventOfRegistration,
  promoteFromWaitingList,
  registrantMail,
} from "~/features/events/registrations.server";
import { eventLabel, eventWhen, type EventRow } from "~/features/events/event-facts";
import { eventPath, translationWords } from "~/features/events/events.server";
import type { Language } from "~/utils/language";
import type { DbOrTx } from "~/utils/db.server";

/**
 * A registrant cancelling through the link of their e-mails (decision 0022: a link only
 * opens the page, its form's POST cancels, since mail scanners open links). The seat goes to
 * the first on the waiting list.
 */

const LOCK_WAIT_MS = 500;

type Problem = "missing" | "forged" | "expired" | "unknown";

/** The event's title and address in the page's language: its translation's when it has one. */
function wordsIn(tx: DbOrTx, event: EventRow, language: Language) {
  const translated = language === "it" ? null : translationWords(tx, event, language);
  const slug = translated?.slug ?? event.slug;
  return {
    title: translated?.title ?? event.title,
    path: eventPath(slug, translated ? language : "it"),
  };
}

/** What the page says of the registration a link names, without changing anything. */
export function readCancellation(token: string | null, language: Language, now = new Date()) {
  const named = registrationOfToken(token, now);
  if (!named.ok) return { ok: false as const, problem: named.problem as Problem };
  const registration = db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, named.registrationId))
    .get();
  const event = registration ? eventOfRegistration(db, registration) : null;
  // An anonymized registration names no one any more: nothing is left to cancel.
  if (!registration || !event || registration.anonymizedAt)
    return { ok: false as const, problem: "unknown" as Problem };
  return {
    ok: true as const,
    ...wordsIn(db, event, language),
    when: eventWhen(event, language),
    status: registration.status,
  };
}

/**
 * Cancels the registration a link names: once, whatever its state, with the e-mail that takes
 * the entry out of the registrant's calendar. Returns what happened, or `busy` while another
 * process holds the database.
 */
export async function cancelRegistration(
  token: string | null,
  language: Language,
  now = new Date(),
) {
  const named = registrationOfToken(token, now);
  if (!named.ok) return { outcome: "invalid" as const, problem: named.problem as Problem };
  const result = await writeOrBusy(
    () =>
      db.transaction(
        (tx) => {
          const registration = tx
            .select()
            .from(eventRegistrations)
            .where(eq(eventRegistrations.id, named.registrationId))
            .get();
          const event = registration ? eventOfRegistration(tx, registration) : null;
          if (!registration || !event || registration.anonymizedAt)
            return { outcome: "invalid" as const, problem: "unknown" as Problem };
          if (registration.status === "annullata")
            return { outcome: "already" as const, title: wordsIn(tx, event, language).title };
          tx.update(eventRegistrations)
            .set({ status: "annullata", cancelledAt: now })
            .where(eq(eventRegistrations.id, registration.id))
            .run();
          // One more than the entry's last file: the calendar removes the entry it has.
          const mail = registrantMail(tx, event, registration);
          queueEmail(tx, "registration-cancelled", registration.email, {
            ...mail,
            sequence: mail.sequence + 1,
          });
          const promoted =
            registration.status === "confermata" ? promoteFromWaitingList(tx, event, now) : null;
          return {
            outcome: "cancelled" as const,
            title: wordsIn(tx, event, language).title,
            label: eventLabel(event),
            freed: registration.status === "confermata" && !promoted,
            event: { id: event.id, slug: event.slug },
          };
        },
        { behavior: "immediate" },
      ),
    { withinMs: LOCK_WAIT_MS },
  );
  if (result === "busy") return { outcome: "busy" as const };
  if (result.outcome === "cancelled") {
    emitDomainEvent("mailQueued", { reason: "registration-cancelled" });
    // A seat no one took from the list: a full event has room again.
    if (result.freed) emitDomainEvent("eventChanged", { ...result.event, reason: "seats" });
  }
  return result;
}
