import { data } from "@remix-run/node";
import type { DbOrTx } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  byUser,
  createEnglishCopy,
  currentRevision,
  englishMarksOf,
  originalIn,
  translationPanelOf,
} from "~/features/articles/index.server";
import { eventTranslationText as t } from "~/features/events/content/admin-events";
import type { EventRow } from "~/features/events/event-facts";

/**
 * An event's English translation (decisions 0264, 0291): a row of its own in English, in the
 * group named by the Italian original's id, with the original's revision it was made from
 * (`translated_from_seq`). Its words are its own; its facts and registrations stay the
 * original's, which the public pages read at each request.
 */

/** What an event's editor shows of its translation: an article's, and the description. */
export const eventTranslationPanel = (event: EventRow) =>
  translationPanelOf("event", event, (original) => ({
    metaDescription: original.metaDescription ?? "",
  }));

export type EventTranslationPanel = ReturnType<typeof eventTranslationPanel>;

/** The English events among `ids`, each with whether its original changed since it was saved. */
export const englishEventMarks = (ids: readonly string[]) => englishMarksOf("event", ids);

/**
 * 'Crea la traduzione inglese': a draft copy of the Italian event in English, by its author,
 * under its slug until the translator gives it an English one. An existing translation is
 * opened instead.
 */
export function startEventTranslation(original: EventRow, userId: string, now = new Date()) {
  if (original.language !== "it") throw data({ message: t.notItalian }, { status: 400 });
  const started = createEnglishCopy("event", original, (save, copy) => {
    const saved = save({
      kind: "event",
      create: { ...copy, authorId: userId },
      takenSlug: "refuse",
      saving: byUser(userId, "editor"),
      now,
    });
    if (saved.outcome !== "saved") throw data({ message: t.slugTaken }, { status: 409 });
    return saved.row.id;
  });
  return redirectWithToast(
    `/admin/eventi/${started.id}`,
    started.outcome === "created"
      ? t.created
      : { type: "success", title: t.exists, description: "" },
  );
}

/**
 * What saving an English event writes besides its words: its original's facts (the form shows
 * them, but they are the original's to change) and the original's current revision, which the
 * translation now follows. Nothing for an Italian event.
 */
export function followOriginal(event: Pick<EventRow, "language" | "translationGroup">, tx: DbOrTx) {
  if (event.language === "it" || event.translationGroup === null) return null;
  const original = originalIn("event", event, tx);
  if (!original) return null;
  return {
    translatedFromSeq: currentRevision(original.id, tx),
    facts: {
      kind: original.kind,
      format: original.format,
      startsAt: original.startsAt,
      endsAt: original.endsAt,
      allDay: original.allDay,
      eventState: original.eventState,
      previousStartAt: original.previousStartAt,
      attendance: original.attendance,
      placeName: original.placeName,
      placeAddress: original.placeAddress,
      placeCity: original.placeCity,
      placeProvince: original.placeProvince,
      priceCents: original.priceCents,
      priceIncludesVat: original.priceIncludesVat,
      durationHours: original.durationHours,
      registrationsEnabled: original.registrationsEnabled,
      capacity: original.capacity,
      waitingList: original.waitingList,
      registrationOpensAt: original.registrationOpensAt,
      registrationClosesAt: original.registrationClosesAt,
      calendarSequence: original.calendarSequence,
    },
  };
}
