import * as z from "zod";
import { editorCategories } from "~/features/articles/content/admin-articles";
import {
  sheetColumns,
  sheetRowMessages as r,
  sheetStatuses,
} from "~/features/sheet-sync/content/sheet-api";
import { articleContent, articleExcerpt, articleTitle } from "~/features/articles/article-schema";
import { isBlogPageSlug, slugify } from "~/features/articles/slug";
import { romeMorningOf } from "~/utils/rome-time";

const romeDayFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Europe/Rome",
});

/** The calendar day (`2026-03-01`) a moment falls on in Italy, where the blog's dates are read. */
export const romeDay = (moment: Date) => romeDayFormat.format(moment);

/**
 * The moment stored for a publication day given without a time: midday UTC falls on that
 * same day in Italy in winter and summer alike, so the blog shows the day the sheet says.
 */
export const publicationMomentOf = (day: string) => new Date(`${day}T12:00:00Z`);

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const italianDay = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `yyyy-mm-dd` or `dd/mm/yyyy` as `yyyy-mm-dd`; "format" or "invalid" when it is neither or no such day exists. */
function dayOf(text: string): string | "format" | "invalid" {
  const iso = isoDay.exec(text);
  const italian = italianDay.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : italian
      ? [italian[3], italian[2], italian[1]]
      : [];
  if (!year || !month || !day) return "format";
  const moment = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (moment.getUTCMonth() !== Number(month) - 1 || moment.getUTCDate() !== Number(day))
    return "invalid";
  return moment.toISOString().slice(0, 10);
}

// A spreadsheet cell: an automation sends an empty one as null or leaves it out, and a
// number typed in a text column as a number.
const cell = z.preprocess(
  (value) =>
    value === null || value === undefined ? "" : typeof value === "number" ? String(value) : value,
  z.string({ error: r.notText }),
);

// Whatever case the automation's field names come in, each goes to its column.
const columnByKey = new Map(sheetColumns.map((column) => [column.toLowerCase(), column]));
function withColumnNames(value: unknown) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const row: Record<string, unknown> = {};
  for (const [key, cellValue] of Object.entries(value)) {
    const column = columnByKey.get(key.trim().toLowerCase());
    if (column) row[column] = cellValue;
  }
  return row;
}

const categoryByKey = new Map(
  editorCategories.map((category) => [category.toLowerCase(), category]),
);

/**
 * One row of the sheet, as `POST /api/articoli` receives it. Title, excerpt and content
 * follow the editor's rules and limits; the category is one of the editor's, in any case;
 * 'Stato' is 'Pubblicato' or 'Bozza'; 'Data' is an optional publication day. A 'Pubblicato'
 * row dated after today (`now`, in Italy) is scheduled for 09:00 of that day; a 'Bozza' row
 * has no future date. Unknown fields are ignored. The slug comes from the title.
 */
export function sheetRowSchema(now: Date) {
  return z.preprocess(
    withColumnNames,
    z
      .object(
        {
          // An empty title has its own message already.
          Titolo: cell
            .pipe(articleTitle)
            .refine((title) => title === "" || slugify(title) !== "", r.titleWithoutSlug)
            .refine((title) => !isBlogPageSlug(slugify(title)), r.titleOfBlogPage),
          Categoria: cell.transform((value, ctx) => {
            const category = categoryByKey.get(value.trim().toLowerCase());
            if (!category)
              ctx.addIssue({
                code: "custom",
                message: value.trim() ? r.categoryUnknown : r.categoryMissing,
              });
            return category ?? "";
          }),
          // The editor's optional field is typed for any input; here it is always given a string.
          Estratto: cell.pipe(articleExcerpt as z.ZodType<string, string>),
          Contenuto: cell
            .pipe(articleContent)
            .refine((value) => value.trim() !== "", r.contentMissing),
          Stato: cell.transform((value, ctx) => {
            const key = value.trim().toLowerCase();
            if (key === "pubblicato" || key === "bozza") return sheetStatuses[key];
            ctx.addIssue({ code: "custom", message: r.statusUnknown });
            return "draft" as const;
          }),
          Data: cell.transform((value, ctx) => {
            const text = value.trim();
            if (!text) return null;
            const day = dayOf(text);
            if (day === "format" || day === "invalid") {
              ctx.addIssue({
                code: "custom",
                message: day === "format" ? r.dateFormat : r.dateInvalid,
              });
              return null;
            }
            return day;
          }),
        },
        { error: r.notObject },
      )
      .transform((row, ctx) => {
        const future = row.Data !== null && row.Data > romeDay(now);
        if (future && row.Stato !== "published")
          ctx.addIssue({ code: "custom", path: ["Data"], message: r.dateInFuture });
        const scheduledAt = future && row.Data ? romeMorningOf(row.Data) : null;
        return {
          title: row.Titolo,
          slug: slugify(row.Titolo),
          category: row.Categoria,
          excerpt: row.Estratto,
          content: row.Contenuto,
          status: scheduledAt ? ("scheduled" as const) : row.Stato,
          publicationDay: row.Data,
          scheduledAt,
        };
      }),
  );
}

export type SheetRow = z.output<ReturnType<typeof sheetRowSchema>>;
