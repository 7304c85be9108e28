import * as z from "zod";
import {
  articleContent,
  articleExcerpt,
  articleLimits,
  articleTitle,
  imageAlt,
  publicationOf,
} from "~/features/articles/article-schema";
import { articleFieldMessages } from "~/features/articles/content/admin-articles";
import { slugify, slugPattern } from "~/features/articles/slug";
import { eventFieldMessages as m } from "~/features/events/content/admin-events";
import { romeMidnightOf, romeTimeToMoment } from "~/utils/rome-time";
import { attendanceModes, eventFormats, eventKinds, eventStates } from "../../../db/schema";

/**
 * The event form (new and edit), as plain fields a form without JavaScript posts: days and
 * times apart (a day alone is a day without times; no day at all, a course on request),
 * prices in euro as typed, the publication as an article's. What the database decides (a
 * free slug, the version written over) is asked when saving.
 */

const MAX_CAPACITY = 100_000;
const MAX_HOURS = 1_000;
const PLACE_TEXT = 200;

// Conform turns an empty field into undefined: an optional field left empty is "".
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .refine((value) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value), articleFieldMessages.controlCharacters)
    .refine((value) => value.length <= max, m.textTooLong(what, max))
    .optional()
    .transform((value) => value ?? "");

const wholeNumber = (what: string, max: number) =>
  z.coerce
    .number({ error: m.whole(what, max) })
    .int(m.whole(what, max))
    .min(1, m.whole(what, max))
    .max(max, m.whole(what, max))
    .optional();

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dayInvalid)
  .optional();
const time = z
  .string()
  .regex(/^\d{2}:\d{2}$/, m.timeInvalid)
  .optional();

const euroPattern = /^\d{1,6}(?:[.,]\d{1,2})?$/;

type Problem = [field: string, message: string];

/** A Rome wall-clock time typed in a form: the moment, null for none, or what is wrong. */
function momentOf(value: string | undefined): Date | null | string {
  if (!value) return null;
  const moment = romeTimeToMoment(value);
  if (moment.kind === "invalid") return m.momentInvalid;
  if (moment.kind === "nonexistent") return m.nonexistent;
  return moment.moment;
}

type Dates = { startsAt: Date | null; endsAt: Date | null; allDay: boolean };

/** The start and end the four fields say, or the problems they have. */
function datesOf(value: {
  start_day?: string;
  start_time?: string;
  end_day?: string;
  end_time?: string;
}): Dates | Problem[] {
  const { start_day, start_time, end_day, end_time } = value;
  if (!start_day) {
    if (start_time || end_day || end_time) return [["start_day", m.startDayMissing]];
    return { startsAt: null, endsAt: null, allDay: false };
  }
  const lastDay = end_day || start_day;
  if (!start_time && !end_time) {
    const startsAt = romeMidnightOf(start_day);
    const endsAt = romeMidnightOf(lastDay);
    if (endsAt < startsAt) return [["end_day", m.endBeforeStart]];
    return { startsAt, endsAt, allDay: true };
  }
  if (!start_time) return [["start_time", m.startTimeMissing]];
  if (!end_time) return [["end_time", m.endTimeMissing]];
  const startsAt = momentOf(`${start_day}T${start_time}`);
  const endsAt = momentOf(`${lastDay}T${end_time}`);
  const problems: Problem[] = [];
  if (typeof startsAt === "string") problems.push(["start_time", startsAt]);
  if (typeof endsAt === "string") problems.push(["end_time", endsAt]);
  if (problems.length > 0 || !(startsAt instanceof Date) || !(endsAt instanceof Date))
    return problems;
  if (endsAt <= startsAt) return [["end_time", m.endBeforeStart]];
  return { startsAt, endsAt, allDay: false };
}

function priceOf(typed: string) {
  if (typed === "") return null;
  if (!euroPattern.test(typed)) return undefined;
  const cents = Math.round(Number(typed.replace(",", ".")) * 100);
  return cents > 0 ? cents : undefined;
}

/** `published`: the edited event is on the site, so it keeps its date (as an article). */
export function eventSchema({ published = false, now = new Date() } = {}) {
  return z
    .object({
      title: articleTitle,
      slug: optionalText(articleLimits.slug, "Lo slug"),
      excerpt: articleExcerpt,
      content: articleContent.optional().transform((value) => value ?? ""),
      kind: z.enum(eventKinds, { error: m.kindUnknown }),
      format: z.enum(eventFormats, { error: m.formatUnknown }),
      start_day: day,
      start_time: time,
      end_day: day,
      end_time: time,
      attendance: z.enum(attendanceModes, { error: m.attendanceUnknown }),
      place_name: optionalText(PLACE_TEXT, "Il nome del luogo"),
      place_address: optionalText(PLACE_TEXT, "L'indirizzo"),
      place_city: optionalText(PLACE_TEXT, "La città"),
      place_province: optionalText(2, "La provincia").refine(
        (value) => value === "" || /^[A-Za-z]{2}$/.test(value),
        m.provinceFormat,
      ),
      price: optionalText(12, "Il prezzo").refine(
        (value) => priceOf(value) !== undefined,
        m.priceFormat,
      ),
      price_vat: z.enum(["inclusa", "esclusa"], { error: m.vatUnknown }).default("inclusa"),
      duration_hours: wholeNumber("La durata", MAX_HOURS),
      capacity: wholeNumber("I posti", MAX_CAPACITY),
      waiting_list: z.boolean().default(false),
      registrations_enabled: z.boolean().default(false),
      registration_opens_at: optionalText(32, "L'apertura"),
      registration_closes_at: optionalText(32, "La chiusura"),
      event_state: z.enum(eventStates, { error: m.stateUnknown }).default("programmato"),
      featured_image_url: optionalText(articleLimits.featuredImageUrl, "L'indirizzo").refine(
        (value) =>
          value === "" || /^https?:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)\S*$/.test(value),
        articleFieldMessages.imageUrl,
      ),
      featured_image_alt: imageAlt,
      meta_description: optionalText(articleLimits.metaDescription, "La meta description"),
      status: z
        .enum(["draft", "scheduled", "published", "archived"], {
          error: articleFieldMessages.statusUnknown,
        })
        .default("draft"),
      publish_at: optionalText(32, "La data"),
      unpublish_at: optionalText(32, "La data"),
      intent: z.enum(["draft", "publish", "save"]).default("save"),
      updated_at: z.coerce.number().int().nonnegative().optional(),
    })
    .transform((value, ctx) => {
      const problem = (path: string, message: string) => {
        ctx.addIssue({ code: "custom", path: [path], message });
        return z.NEVER;
      };
      const dates = datesOf(value);
      if (Array.isArray(dates)) {
        for (const [field, message] of dates) problem(field, message);
        return z.NEVER;
      }
      const opens = momentOf(value.registration_opens_at);
      const closes = momentOf(value.registration_closes_at);
      if (typeof opens === "string") problem("registration_opens_at", opens);
      if (typeof closes === "string") problem("registration_closes_at", closes);
      if (opens instanceof Date && closes instanceof Date && closes <= opens)
        problem("registration_closes_at", m.closesBeforeOpens);
      if (value.attendance !== "online" && !value.place_name && !value.place_city)
        problem("place_name", m.placeMissing);
      const schedule = publicationOf(value, published, now);
      for (const [field, message] of schedule.problems) problem(field, message);
      const slug = value.slug || slugify(value.title);
      if (!slug) problem("slug", articleFieldMessages.slugMissing);
      else if (!slugPattern.test(slug)) problem("slug", articleFieldMessages.slugFormat);
      if (typeof opens === "string" || typeof closes === "string") return z.NEVER;
      return {
        ...value,
        slug,
        ...dates,
        registrationOpensAt: opens,
        registrationClosesAt: closes,
        priceCents: priceOf(value.price) ?? null,
        placeProvince: value.place_province.toUpperCase(),
        status: schedule.status,
        publishAt: schedule.publishAt,
        unpublishAt: schedule.unpublishAt,
      };
    });
}

export type EventInput = z.output<ReturnType<typeof eventSchema>>;
