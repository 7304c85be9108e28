import { data } from "@remix-run/node";
import { and, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { articleRevisions, events } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { redirectWithToast } from "~/utils/toast.server";
import { saveContent } from "~/features/articles/content-save.server";
import { byUser } from "~/features/articles/revisions.server";
import { eventTranslationText as t } from "~/features/events/content/admin-events";
import type { EventRow } from "~/features/events/event-facts";

/**
 * An event's English translation (decisions 0264, 0291): a row of its own in English, in the
 * group named by the Italian original's id, with the original's revision it was made from
 * (`translated_from_seq`). Its words are its own; its facts and registrations stay the
 * original's, which the public pages read at each request.
 */

const groupOf = (row: Pick<EventRow, "id" | "translationGroup">) => row.translationGroup ?? row.id;

/** The original's newest revision, 0 for one written before revisions were kept. */
export function currentRevision(eventId: string, tx: DbOrTx = db) {
  return (
    tx
      .select({ seq: max(articleRevisions.seq) })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, eventId))
      .get()?.seq ?? 0
  );
}

const isStale = (translation: Pick<EventRow, "translatedFromSeq">, originalSeq: number) =>
  originalSeq > (translation.translatedFromSeq ?? 0);

/** The Italian original of an English event, or null when it has none (any more). */
export function originalOf(translation: Pick<EventRow, "language" | "translationGroup">) {
  if (translation.language === "it" || translation.translationGroup === null) return null;
  return (
    db
      .select()
      .from(events)
      .where(and(eq(events.id, translation.translationGroup), eq(events.language, "it")))
      .get() ?? null
  );
}

function englishOf(original: Pick<EventRow, "id" | "translationGroup">, tx: DbOrTx = db) {
  return (
    tx
      .select()
      .from(events)
      .where(and(eq(events.language, "en"), eq(events.translationGroup, groupOf(original))))
      .get() ?? null
  );
}

/** Whether a text model is configured, as the quick import asks it: it may draft a translation. */
const canDraftTranslation = () => {
  const { AI_API_URL, AI_API_KEY } = getEnv();
  return Boolean(AI_API_URL && AI_API_KEY);
};

/** What an event's editor shows of its translation. */
export function eventTranslationPanel(event: EventRow) {
  if (event.language === "it") {
    const english = englishOf(event);
    return {
      kind: "original" as const,
      translation: english && {
        id: english.id,
        status: english.status,
        stale: isStale(english, currentRevision(event.id)),
      },
      canDraft: canDraftTranslation(),
    };
  }
  const original = originalOf(event);
  return {
    kind: "translation" as const,
    original: original && {
      id: original.id,
      title: original.title,
      excerpt: original.excerpt,
      content: original.content,
      metaDescription: original.metaDescription ?? "",
    },
    stale: original ? isStale(event, currentRevision(original.id)) : false,
  };
}

export type EventTranslationPanel = ReturnType<typeof eventTranslationPanel>;

/** The English events among `ids`, each with whether its original changed since it was saved. */
export function englishEventMarks(ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { stale: boolean }>();
  const original = alias(events, "original");
  const rows = db
    .select({
      id: events.id,
      translatedFromSeq: events.translatedFromSeq,
      originalSeq: sql<number | null>`(select max(r.seq) from article_revisions r
        where r.article_id = ${original.id})`,
    })
    .from(events)
    .leftJoin(original, and(eq(original.id, events.translationGroup), eq(original.language, "it")))
    .where(and(eq(events.language, "en"), inArray(events.id, [...ids])))
    .all();
  return new Map(
    rows.map((row) => [
      row.id,
      { stale: row.originalSeq !== null && isStale(row, row.originalSeq) },
    ]),
  );
}

/**
 * 'Crea la traduzione inglese': a draft copy of the Italian event in English, through the one
 * save path, in the original's group (the original's row is given the group's name when it had
 * none, in the same transaction), made from its current revision, under its slug until the
 * translator gives it an English one. An existing translation is opened instead.
 */
export function startEventTranslation(original: EventRow, userId: string, now = new Date()) {
  if (original.language !== "it") throw data({ message: t.notItalian }, { status: 400 });
  const group = groupOf(original);
  const started = saveContent((save, tx) => {
    const existing = englishOf(original, tx);
    if (existing) return { created: false, id: existing.id };
    tx.update(events)
      .set({ translationGroup: group })
      .where(and(eq(events.id, original.id), isNull(events.translationGroup)))
      .run();
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      publishedAt: _published,
      unpublishAt: _unpublish,
      ...columns
    } = original;
    const saved = save({
      kind: "event",
      create: {
        ...columns,
        authorId: userId,
        language: "en",
        translationGroup: group,
        translatedFromSeq: currentRevision(original.id, tx),
        status: "draft",
      },
      takenSlug: "refuse",
      saving: byUser(userId, "editor"),
      now,
    });
    if (saved.outcome !== "saved") throw data({ message: t.slugTaken }, { status: 409 });
    return { created: true, id: saved.row.id };
  });
  return redirectWithToast(
    `/admin/eventi/${started.id}`,
    started.created ? t.created : { type: "success", title: t.exists, description: "" },
  );
}

/**
 * What saving an English event writes besides its words: its original's facts (the form shows
 * them, but they are the original's to change) and the original's current revision, which the
 * translation now follows. Nothing for an Italian event.
 */
export function followOriginal(event: Pick<EventRow, "language" | "translationGroup">, tx: DbOrTx) {
  if (event.language === "it" || event.translationGroup === null) return null;
  const original = tx
    .select()
    .from(events)
    .where(and(eq(events.id, event.translationGroup), eq(events.language, "it")))
    .get();
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
