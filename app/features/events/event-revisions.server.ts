import { data } from "@remix-run/node";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import { revisionsPageData } from "~/features/articles/article-revisions.server";
import {
  articleRevisionAlerts,
  articleRevisionToasts,
} from "~/features/articles/content/admin-articles";
import { saveContent } from "~/features/articles/content-save.server";
import { moment, status, text, type ShownField } from "~/features/articles/revision-diff";
import { byUser, readRevision } from "~/features/articles/revisions.server";
import type { ArticleVersion } from "~/features/articles/revision-store";
import { eventFormText } from "~/features/events/content/admin-events";
import {
  attendanceLabels,
  eventFormatLabels,
  eventKindLabels,
  eventPrice,
  eventStateLabels,
  type EventRow,
} from "~/features/events/event-facts";
import {
  changeForRegistrants,
  findEvent,
  tellRegistrants,
} from "~/features/events/event-editor.server";
import { eventFactColumns } from "~/features/events/events.server";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * An event's revisions: the list and comparison the articles' page shows, with the event's
 * own fields, and 'Ripristina' through the one save path.
 */

type Staff = { user: { id: string } };
type Value = ArticleVersion["fields"][string] | undefined;

const l = eventFormText.labels;
const labelled =
  (labels: Record<string, string>) =>
  (value: Value): string =>
    typeof value === "string" && value in labels ? labels[value]! : text(value);
const yesNo = (value: Value) => (value === true ? "Sì" : value === false ? "No" : text(value));
const price = (value: Value) =>
  typeof value === "number" || value === null
    ? eventPrice({ priceCents: value, priceIncludesVat: true }).replace(/ IVA inclusa$/, "")
    : text(value);

/** The event form's fields, in its order, as the comparison lists them. */
const eventFields: ShownField[] = [
  { field: "title", label: l.title, format: text },
  { field: "slug", label: l.slug, format: text },
  { field: "excerpt", label: l.excerpt, format: text },
  { field: "kind", label: l.kind, format: labelled(eventKindLabels) },
  { field: "format", label: l.format, format: labelled(eventFormatLabels) },
  { field: "eventState", label: l.eventState, format: labelled(eventStateLabels) },
  { field: "startsAt", label: l.startDay, format: moment },
  { field: "endsAt", label: l.endDay, format: moment },
  { field: "allDay", label: "Senza orari", format: yesNo },
  { field: "attendance", label: l.attendance, format: labelled(attendanceLabels) },
  { field: "placeName", label: l.placeName, format: text },
  { field: "placeAddress", label: l.placeAddress, format: text },
  { field: "placeCity", label: l.placeCity, format: text },
  { field: "placeProvince", label: l.placeProvince, format: text },
  { field: "priceCents", label: l.price, format: price },
  { field: "priceIncludesVat", label: "IVA inclusa", format: yesNo },
  { field: "durationHours", label: l.durationHours, format: text },
  { field: "capacity", label: l.capacity, format: text },
  { field: "waitingList", label: l.waitingList, format: yesNo },
  { field: "registrationsEnabled", label: l.registrationsEnabled, format: yesNo },
  { field: "registrationOpensAt", label: l.opensAt, format: moment },
  { field: "registrationClosesAt", label: l.closesAt, format: moment },
  { field: "status", label: l.status, format: status },
  { field: "publishedAt", label: l.publishAt, format: moment },
  { field: "unpublishAt", label: l.unpublishAt, format: moment },
  { field: "metaDescription", label: l.metaDescription, format: text },
  { field: "featuredImageUrl", label: "Immagine", format: text },
];

export const eventRevisionsPath = (id: string) => `/admin/eventi/${id}/revisioni`;

function requireEvent(id: string) {
  const event = findEvent(id);
  if (!event) throw data({ message: "Evento non trovato" }, { status: 404 });
  return event;
}

export function eventRevisionsPageData(id: string, url: URL) {
  return revisionsPageData(requireEvent(id), url, eventFields);
}

/** Columns a revision holds that a restore writes back: the writing and the event's facts. */
const restored = [
  "title",
  "slug",
  "excerpt",
  "metaDescription",
  "featuredImageUrl",
  "featuredImageWidth",
  "featuredImageHeight",
  ...eventFactColumns,
] as const satisfies readonly (keyof EventRow)[];

const momentColumns = new Set<string>([
  "startsAt",
  "endsAt",
  "previousStartAt",
  "registrationOpensAt",
  "registrationClosesAt",
]);

/**
 * The event's columns as `version` had them. Whether and when it is on the site stays as it
 * is now, as for an article; a field a version lacks keeps its current value.
 */
function columnsOf(current: EventRow, version: ArticleVersion) {
  const columns: Record<string, unknown> = { content: version.content };
  for (const name of restored) {
    if (!(name in version.fields)) continue;
    const value = version.fields[name];
    columns[name] = momentColumns.has(name) && typeof value === "number" ? new Date(value) : value;
  }
  return { ...current, ...columns } as EventRow;
}

const refusal = (status: number, alert: FormAlertContent, headers?: HeadersInit) =>
  data<{ alert: FormAlertContent }>({ alert }, { status, headers });

/**
 * 'Ripristina questa versione': the chosen revision saved again as the newest, over the
 * version the page showed; its registrants told when the restore moves or cancels the event.
 */
export async function handleEventRevisionRestore(request: Request, id: string, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) return refusal(body.status, unreadableFormAlerts[body.problem], refusedBodyHeaders);
  const event = requireEvent(id);
  const seqText = String(body.formData.get("seq") ?? "");
  const seq = /^\d{1,9}$/.test(seqText) ? Number(seqText) : null;
  const version = seq === null ? null : readRevision(id, seq);
  if (seq === null || !version) return refusal(404, articleRevisionAlerts.missing);
  if (Number(body.formData.get("updated_at")) !== event.updatedAt.getTime())
    return refusal(409, articleRevisionAlerts.conflict);
  const after = columnsOf(event, version);
  let result;
  try {
    result = await staffWrite(() =>
      saveContent((save, tx) => {
        const change = changeForRegistrants(event, after);
        const { id: _id, createdAt: _created, updatedAt: _updated, ...update } = after;
        const saved = save({
          kind: "event",
          update: change ? { ...update, calendarSequence: event.calendarSequence + 1 } : update,
          over: event,
          saving: byUser(user.id, "restore"),
          now: new Date(),
        });
        if (saved.outcome !== "saved") return { outcome: saved.outcome, told: 0 };
        return {
          outcome: saved.outcome,
          told: change ? tellRegistrants(tx, saved.row, change) : 0,
        };
      }),
    );
  } catch (error) {
    logger.error({ err: error }, "Ripristino della revisione dell'evento non riuscito:");
    return refusal(500, articleRevisionAlerts.notStored);
  }
  if (result === writeRefused)
    return refusal(503, articleRevisionAlerts.notStored, retryLaterHeaders);
  if (result.outcome === "unmatched") return refusal(409, articleRevisionAlerts.conflict);
  if (result.outcome === "slug-taken") return refusal(409, articleRevisionAlerts.slugTaken);
  if (result.told > 0) emitDomainEvent("mailQueued", { reason: "event-changed" });
  return redirectWithToast(eventRevisionsPath(id), articleRevisionToasts.restored(seq));
}
