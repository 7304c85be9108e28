import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { eventRegistrations, events } from "../../../db/schema";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import type { StaffAction } from "~/utils/activity.server";
import { db, staffWrite, writeRefused, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { formatMoment } from "~/utils/format";
import { retryLaterHeaders } from "~/utils/headers";
import { logger } from "~/utils/logger.server";
import { momentToRomeTime, romeDayOf } from "~/utils/rome-time";
import { redirectWithToast } from "~/utils/toast.server";
import type { EditorView } from "~/features/articles/article-editor";
import {
  answerEditorIntent,
  answerPreviewLinkPost,
  formAnswer,
  isEditorIntent,
  lacksCoverText,
  isPreviewLinkIntent,
  previewLinkListing,
  takeUploadedImage,
} from "~/features/articles/article-editor.server";
import { publishedAtAfter } from "~/features/articles/articles.server";
import { saveContent } from "~/features/articles/content-save.server";
import { byUser } from "~/features/articles/revisions.server";
import { imageAltOf } from "~/features/articles/uploaded-images.server";
import { uploadedImageSize } from "~/features/articles/uploads.server";
import { imageAltText } from "~/features/articles/content/article-images";
import {
  eventFieldMessages,
  eventToasts,
  eventWriteAlerts,
} from "~/features/events/content/admin-events";
import { eventWhen, type EventRow } from "~/features/events/event-facts";
import { eventSchema, type EventInput } from "~/features/events/event-schema";
import { queueEmail } from "~/features/mail/outbox.server";
import { registrantMail } from "~/features/events/registrations.server";
import { eventPath, withOriginalFacts } from "~/features/events/events.server";
import {
  englishEventMarks,
  eventTranslationPanel,
  followOriginal,
} from "~/features/events/event-translations.server";

/**
 * The staff's event form: what it opens with, and its posts. A save goes through the one save
 * path (decision 0264) and, when a published event changes its time, place or state, writes
 * to its registrants in the same transaction, with the calendar entry updated or removed.
 */

type Staff = { user: { id: string } };

const writeView: EditorView = {
  tab: "write",
  previewHtml: null,
  bodyFormat: null,
  askReplaceTemplate: false,
  imageNotice: null,
};

const time = (moment: Date | null) => (moment ? momentToRomeTime(moment).slice(11, 16) : "");

/** The form's starting values: an empty event, or the stored one. */
function formValues(event: EventRow | null) {
  const dated = event?.startsAt && event.endsAt ? event : null;
  const sameDay = dated ? romeDayOf(dated.startsAt!) === romeDayOf(dated.endsAt!) : true;
  return {
    id: event?.id ?? "",
    title: event?.title ?? "",
    slug: event?.slug ?? "",
    excerpt: event?.excerpt ?? "",
    content: event?.content ?? "",
    kind: event?.kind ?? "formazione",
    format: event?.format ?? "workshop",
    start_day: dated ? romeDayOf(dated.startsAt!) : "",
    start_time: dated && !dated.allDay ? time(dated.startsAt) : "",
    end_day: dated && !sameDay ? romeDayOf(dated.endsAt!) : "",
    end_time: dated && !dated.allDay ? time(dated.endsAt) : "",
    attendance: event?.attendance ?? "presenza",
    place_name: event?.placeName ?? "",
    place_address: event?.placeAddress ?? "",
    place_city: event?.placeCity ?? "",
    place_province: event?.placeProvince ?? "",
    price:
      event?.priceCents != null
        ? (event.priceCents / 100).toFixed(event.priceCents % 100 === 0 ? 0 : 2).replace(".", ",")
        : "",
    price_vat: event?.priceIncludesVat === false ? "esclusa" : "inclusa",
    duration_hours: event?.durationHours != null ? String(event.durationHours) : "",
    capacity: event?.capacity != null ? String(event.capacity) : "",
    waiting_list: event?.waitingList ? "on" : "",
    registrations_enabled: event === null || event.registrationsEnabled ? "on" : "",
    registration_opens_at: event?.registrationOpensAt
      ? momentToRomeTime(event.registrationOpensAt)
      : "",
    registration_closes_at: event?.registrationClosesAt
      ? momentToRomeTime(event.registrationClosesAt)
      : "",
    event_state: event?.eventState ?? "programmato",
    featured_image_url: event?.featuredImageUrl ?? "",
    featured_image_alt: imageAltOf(event?.featuredImageUrl ?? null),
    meta_description: event?.metaDescription ?? "",
    status: event?.status ?? "draft",
    publish_at:
      event?.status === "scheduled" && event.publishedAt ? momentToRomeTime(event.publishedAt) : "",
    unpublish_at: event?.unpublishAt ? momentToRomeTime(event.unpublishAt) : "",
    updated_at: event ? String(event.updatedAt.getTime()) : "",
  };
}

export type EventFormValues = ReturnType<typeof formValues>;

export function findEvent(id: string) {
  return db.select().from(events).where(eq(events.id, id)).get() ?? null;
}

function requireEvent(id: string) {
  const event = findEvent(id);
  if (!event) throw data({ message: "Evento non trovato" }, { status: 404 });
  return event;
}

/**
 * What the editor opens with: `id` null for a new event. A translation's facts are shown as
 * its original has them now.
 */
export function eventEditorPage(id: string | null) {
  const event = id === null ? null : requireEvent(id);
  const shown = event ? (withOriginalFacts([event])[0] ?? event) : null;
  return {
    isNew: event === null,
    values: formValues(shown),
    path: event?.status === "published" ? eventPath(event.slug, event.language) : null,
    view: writeView,
    previewLink: event ? previewLinkListing({ kind: "event", id: event.id }) : null,
    translation: event ? eventTranslationPanel(event) : null,
  };
}

/** The staff's list: every event, newest start first, with its seats taken and waiting. */
export function eventList() {
  const seats = db
    .select({
      eventId: eventRegistrations.eventId,
      confirmed: sql<number>`sum(${eventRegistrations.status} = 'confermata')`,
      waiting: sql<number>`sum(${eventRegistrations.status} = 'in-attesa')`,
    })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.eventId)
    .all();
  const byEvent = new Map(seats.map((row) => [row.eventId, row]));
  const rows = db
    .select()
    .from(events)
    .orderBy(sql`${events.startsAt} desc nulls first`, desc(events.createdAt))
    .all();
  const english = englishEventMarks(
    rows.filter((row) => row.language === "en").map((row) => row.id),
  );
  return rows.map((event) => ({
    id: event.id,
    english: english.get(event.id) ?? null,
    title: event.title,
    slug: event.slug,
    when: eventWhen(event),
    format: event.format,
    status: event.status,
    state: event.eventState,
    capacity: event.capacity,
    confirmed: byEvent.get(event.id)?.confirmed ?? 0,
    waiting: byEvent.get(event.id)?.waiting ?? 0,
  }));
}

/** The columns a valid form writes; the image's size is read before the transaction. */
async function columnsOf(input: EventInput, before: EventRow | null, now: Date) {
  const url = input.featured_image_url || null;
  const size =
    url && url !== before?.featuredImageUrl
      ? await uploadedImageSize(url)
      : before
        ? { width: before.featuredImageWidth, height: before.featuredImageHeight }
        : null;
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: input.content,
    metaDescription: input.meta_description || null,
    kind: input.kind,
    format: input.format,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    allDay: input.allDay,
    eventState: input.event_state,
    attendance: input.attendance,
    placeName: input.place_name || null,
    placeAddress: input.place_address || null,
    placeCity: input.place_city || null,
    placeProvince: input.placeProvince || null,
    priceCents: input.priceCents,
    priceIncludesVat: input.price_vat === "inclusa",
    durationHours: input.duration_hours ?? null,
    registrationsEnabled: input.registrations_enabled,
    capacity: input.capacity ?? null,
    waitingList: input.waiting_list,
    registrationOpensAt: input.registrationOpensAt,
    registrationClosesAt: input.registrationClosesAt,
    featuredImageUrl: url,
    featuredImageWidth: url ? (size?.width ?? null) : null,
    featuredImageHeight: url ? (size?.height ?? null) : null,
    status: input.status,
    publishedAt: publishedAtAfter(before, input, now),
    unpublishAt: input.unpublishAt,
  };
}

type Columns = Awaited<ReturnType<typeof columnsOf>>;

const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * What registrants must be told of a save over `before`: the event cancelled, postponed, moved
 * to another day or changed in its hours or place; null when nothing they hold changed. Only
 * an event people could register for (published) has anyone to tell.
 */
export function changeForRegistrants(
  before: EventRow,
  after: Pick<
    EventRow,
    | "eventState"
    | "startsAt"
    | "endsAt"
    | "allDay"
    | "attendance"
    | "placeName"
    | "placeAddress"
    | "placeCity"
  >,
) {
  if (before.status !== "published") return null;
  if (after.eventState === "annullato" && before.eventState !== "annullato") return "annullato";
  if (after.eventState === "rinviato" && before.eventState !== "rinviato") return "rinviato";
  if (!same(before.startsAt, after.startsAt)) return "riprogrammato";
  const moved =
    !same(before.endsAt, after.endsAt) ||
    before.allDay !== after.allDay ||
    before.attendance !== after.attendance ||
    before.placeName !== after.placeName ||
    before.placeAddress !== after.placeAddress ||
    before.placeCity !== after.placeCity;
  if (moved) return "modificato";
  if (after.eventState === "riprogrammato" && before.eventState !== "riprogrammato")
    return "riprogrammato";
  return null;
}

/**
 * E-mails every confirmed registrant of `event` (as just saved) with the change and the
 * calendar file that updates or removes their entry; the waiting list hears only of a
 * cancellation. Returns how many were written to.
 */
export function tellRegistrants(
  tx: DbOrTx,
  event: EventRow,
  change: NonNullable<ReturnType<typeof changeForRegistrants>>,
) {
  const registrations = tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), isNull(eventRegistrations.anonymizedAt)))
    .all()
    .filter(
      (row) =>
        row.status === "confermata" || (change === "annullato" && row.status === "in-attesa"),
    );
  for (const registration of registrations) {
    const mail = registrantMail(tx, event, registration);
    queueEmail(tx, "registration-update", registration.email, {
      ...mail,
      // A waiting registrant has no entry in their calendar to update.
      event: registration.status === "confermata" ? mail.event : null,
      change,
    });
  }
  return registrations.length;
}

type Saved =
  | { outcome: "saved"; event: EventRow; told: number }
  | { outcome: "slug-taken" }
  | { outcome: "conflict" };

function saveEvent(
  before: EventRow | null,
  columns: Columns,
  input: EventInput,
  user: string,
  now: Date,
): Saved {
  return saveContent((save, tx): Saved => {
    const cover = columns.featuredImageUrl
      ? { url: columns.featuredImageUrl, alt: input.featured_image_alt, title: columns.title }
      : undefined;
    const saving = byUser(user, "editor");
    if (!before) {
      const created = save({
        kind: "event",
        create: { ...columns, authorId: user },
        takenSlug: "refuse",
        saving,
        now,
        cover,
      });
      return created.outcome === "saved"
        ? { outcome: "saved", event: created.row, told: 0 }
        : { outcome: "slug-taken" };
    }
    // A translation takes its original's facts: its registrants are the original's.
    const followed = followOriginal(before, tx);
    const change = followed ? null : changeForRegistrants(before, columns);
    const also: StaffAction[] = [];
    if (change === "annullato") also.push("event-cancelled");
    else if (change) also.push("event-moved");
    const update = {
      ...columns,
      ...(followed ? { ...followed.facts, translatedFromSeq: followed.translatedFromSeq } : {}),
      // A new start keeps the one announced before, for `previousStartDate`.
      ...(change === "riprogrammato" || change === "rinviato"
        ? {
            previousStartAt: before.startsAt ?? before.previousStartAt,
            eventState:
              change === "riprogrammato" && columns.eventState === "programmato"
                ? ("riprogrammato" as const)
                : columns.eventState,
          }
        : {}),
      ...(change ? { calendarSequence: before.calendarSequence + 1 } : {}),
    };
    // The version read, as the form carried it: an older one means someone saved since.
    if (input.updated_at !== undefined && input.updated_at !== before.updatedAt.getTime())
      return { outcome: "conflict" };
    const saved = save({ kind: "event", update, over: before, saving, now, cover, also });
    if (saved.outcome !== "saved")
      return saved.outcome === "slug-taken" ? { outcome: "slug-taken" } : { outcome: "conflict" };
    const told = change ? tellRegistrants(tx, saved.row, change) : 0;
    return { outcome: "saved", event: saved.row, told };
  });
}

/**
 * A post of the event form (`routeId` null: a new event): a save button, valid and saved,
 * 303 to the list with its toast; otherwise the form again with what was typed: 400 by the
 * fields (a taken slug among them), 409 when someone saved in between, 503 with `Retry-After`
 * when the database took no write. The editor's other buttons (the body's preview, an image
 * made from a description) and the preview link's forms answer as the article editor's do.
 */
export async function handleEventPost(request: Request, { user }: Staff, routeId: string | null) {
  const before = routeId === null ? null : requireEvent(routeId);
  const body = await readFormBody(request, bodyLimits.articleForm);
  if (!body.ok) {
    const alert = unreadableFormAlerts[body.problem];
    return data(
      { result: undefined, alert, view: writeView, generated: null },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const form = body.formData;
  const intent = form.get("intent");
  if (before && isPreviewLinkIntent(intent))
    return answerPreviewLinkPost(
      intent,
      form,
      { kind: "event", id: before.id },
      `/admin/eventi/${before.id}`,
    );
  const imageError = await takeUploadedImage(form, user.id);
  if (isEditorIntent(intent)) return answerEditorIntent(intent, form, imageError);

  const now = new Date();
  const submission = parseWithZod(form, {
    schema: eventSchema({ published: before?.status === "published", now }),
  });
  const answer = (
    status: number,
    extra: {
      alert?: FormAlertContent;
      fieldErrors?: Record<string, string[]>;
      headers?: HeadersInit;
    } = {},
  ) => formAnswer<null>(submission, status, extra);
  if (imageError) return answer(400, { fieldErrors: { image: [imageError] } });
  if (submission.status !== "success") return answer(400);
  const input = submission.value;
  if (lacksCoverText(input))
    return answer(400, { fieldErrors: { featured_image_alt: [imageAltText.missing] } });
  let saved: Saved | typeof writeRefused;
  try {
    const columns = await columnsOf(input, before, now);
    saved = await staffWrite(() => saveEvent(before, columns, input, user.id, now));
  } catch (error) {
    logger.error({ err: error }, "Evento non salvato:");
    return answer(500, { alert: eventWriteAlerts.failed });
  }
  if (saved === writeRefused)
    return answer(503, { alert: eventWriteAlerts.notStored, headers: retryLaterHeaders });
  if (saved.outcome === "slug-taken")
    return answer(400, { fieldErrors: { slug: [eventFieldMessages.slugTaken] } });
  if (saved.outcome === "conflict") return answer(409, { alert: eventWriteAlerts.conflict });
  if (saved.told > 0) emitDomainEvent("mailQueued", { reason: "event-changed" });
  const toast =
    saved.told > 0
      ? eventToasts.notified(saved.told)
      : input.status === "scheduled" && input.publishAt
        ? eventToasts.scheduled(formatMoment(input.publishAt))
        : input.intent === "publish"
          ? eventToasts.published
          : input.intent === "draft"
            ? eventToasts.draft
            : before
              ? eventToasts.updated
              : eventToasts.created;
  return redirectWithToast("/admin/eventi", toast);
}
