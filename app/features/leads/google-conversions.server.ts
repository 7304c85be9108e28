import { and, asc, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { leads, leadTimeline } from "../../../db/schema";
import { conversionStages, leadStages, type ConversionStage } from "~/features/leads/lead-stages";
import { recordActivity } from "~/utils/activity.server";
import { withAudit, type Actor } from "~/utils/audit.server";
import { leadFilterMessages } from "~/features/leads/content/admin-leads";
import {
  conversionFieldMessages,
  conversionNames,
} from "~/features/leads/content/google-conversions";
import { csv, fileDate, type ExportFile } from "~/utils/csv-export.server";
import type { DbOrTx } from "~/utils/db.server";
import { isDay, romeDayOf, romeIsoWithOffset, romeMidnightOf, shiftDay } from "~/utils/rome-time";

/** Google Ads' offline conversion template: these columns, this header, in this order. */
export const googleConversionColumns = {
  gclid: "Google Click ID",
  name: "Conversion Name",
  time: "Conversion Time",
  value: "Conversion Value",
  currency: "Conversion Currency",
} as const;

/** Google takes no conversion of a click older than this (its longest conversion window). */
const CLICK_WINDOW_DAYS = 90;

export type ConversionQuery = {
  stage: ConversionStage;
  /** Rome days, both included. */
  from: string;
  to: string;
  name: string;
};

type QueryFields = { fase: string; dal: string; al: string; nome: string };
/** Each field's problem, by its name. */
export type ConversionErrors = Partial<Record<keyof QueryFields, string>>;
type ConversionQueryAnswer =
  | { ok: true; fields: QueryFields; query: ConversionQuery }
  | { ok: false; fields: QueryFields; errors: ConversionErrors };

const isConversionStage = (value: string): value is ConversionStage =>
  (conversionStages as readonly string[]).includes(value);

/**
 * The page's GET form read and checked, each problem by its field. Without a stage the page
 * is only opened: the fields get their defaults, the last 30 days, and nothing is read.
 */
export function conversionQueryOf(params: URLSearchParams, now = new Date()) {
  const read = (name: keyof QueryFields) => (params.get(name) ?? "").trim().slice(0, 200);
  const today = romeDayOf(now);
  const stage = read("fase");
  if (!stage) {
    const fields = {
      fase: "qualificato",
      dal: shiftDay(today, -30),
      al: today,
      nome: conversionNames.qualificato,
    };
    return { opened: true as const, fields };
  }
  const fields: QueryFields = { fase: stage, dal: read("dal"), al: read("al"), nome: read("nome") };
  const errors: ConversionErrors = {};
  if (!isConversionStage(stage)) errors.fase = leadFilterMessages.unknownStage;
  if (!isDay(fields.dal)) errors.dal = leadFilterMessages.badDate;
  if (!isDay(fields.al)) errors.al = leadFilterMessages.badDate;
  else if (!errors.dal && fields.al < fields.dal) errors.al = leadFilterMessages.toBeforeFrom;
  if (!fields.nome) errors.nome = conversionFieldMessages.nameMissing;
  else if ((params.get("nome") ?? "").trim().length > 100)
    errors.nome = conversionFieldMessages.nameTooLong;
  if (Object.keys(errors).length > 0 || !isConversionStage(stage))
    return {
      opened: false as const,
      answer: { ok: false, fields, errors } satisfies ConversionQueryAnswer,
    };
  return {
    opened: false as const,
    answer: {
      ok: true,
      fields,
      query: { stage, from: fields.dal, to: fields.al, name: fields.nome },
    } satisfies ConversionQueryAnswer,
  };
}

/** `2026-12-02 14:30:00+01:00`: Rome's wall clock with its offset, as the template asks. */
export const googleConversionTime = (moment: Date) => romeIsoWithOffset(moment).replace("T", " ");

/**
 * The leads that reached `stage` (or a later one but 'Perso') in the period, whose person
 * ticked the box to let Google know and has not withdrawn it, never sent with DNT or GPC, and
 * whose ad click is within Google's 90 days of `now`. Each is told once, at the first time it
 * reached the stage.
 */
function conversions(tx: DbOrTx, query: ConversionQuery, now: Date) {
  const reached = leadStages
    .slice(leadStages.indexOf(query.stage))
    .filter((stage) => stage !== "perso");
  const convertedAt = sql<number>`min(${leadTimeline.at})`.mapWith(Number);
  return tx
    .select({
      id: leads.id,
      gclid: leads.gclid,
      gbraid: leads.gbraid,
      wbraid: leads.wbraid,
      valueCents: leads.valueCents,
      convertedAt,
    })
    .from(leads)
    .innerJoin(leadTimeline, sql`${leadTimeline.leadId} = ${leads.id}`)
    .where(
      and(
        sql`${leadTimeline.kind} = 'fase'`,
        inArray(leadTimeline.toStage, reached),
        isNotNull(leads.adConsentAt),
        isNull(leads.adConsentRevokedAt),
        sql`${leads.privacySignal} = 0`,
        isNull(leads.anonymizedAt),
        sql`coalesce(${leads.gclid}, ${leads.gbraid}, ${leads.wbraid}) is not null`,
        gte(leads.clickedAt, new Date(now.getTime() - CLICK_WINDOW_DAYS * 86_400_000)),
      ),
    )
    .groupBy(leads.id)
    .having(
      and(
        gte(convertedAt, romeMidnightOf(query.from).getTime()),
        sql`${convertedAt} < ${romeMidnightOf(shiftDay(query.to, 1)).getTime()}`,
      ),
    )
    .orderBy(asc(convertedAt), asc(leads.id))
    .all();
}

/** The clicks apart, as the page and the file's caller show them. */
const apartOf = (rows: ReturnType<typeof conversions>) =>
  rows
    .filter((row) => !row.gclid && (row.gbraid || row.wbraid))
    .map((row) => ({
      id: row.id,
      gbraid: row.gbraid,
      wbraid: row.wbraid,
      time: googleConversionTime(new Date(row.convertedAt)),
      value: row.valueCents,
    }));

/** What the page shows for `query`: how many rows the file will have, and the clicks apart. Audited. */
export async function previewConversions(query: ConversionQuery, actor: Actor, now = new Date()) {
  const rows = await withAudit(
    actor,
    "view-conversions",
    (tx) => conversions(tx, query, now),
    (found) =>
      `Google Ads, fase ${query.stage}, dal ${query.from} al ${query.to}: ${found.length} lead`,
    now,
  );
  return { count: rows.filter((row) => row.gclid).length, apart: apartOf(rows) };
}

/**
 * The CSV to upload to Google Ads for `query`, and, apart, the leads whose click carries only
 * `gbraid` or `wbraid` (app and iOS campaigns), which the Google Click ID column cannot take.
 * Audited, since click ids are the person's, and in the activity log as an export.
 */
export async function googleConversions(query: ConversionQuery, actor: Actor, now = new Date()) {
  const fileName = `conversioni-google-${query.stage}-${fileDate(now)}.csv`;
  const found = await withAudit(
    actor,
    "export-conversions",
    (tx) => {
      recordActivity(tx, { action: "export-downloaded", actor, subject: fileName }, now);
      return conversions(tx, query, now);
    },
    (rows) =>
      `Google Ads, fase ${query.stage}, dal ${query.from} al ${query.to}: ${rows.filter((row) => row.gclid).length} conversioni, ${rows.filter((row) => !row.gclid).length} solo gbraid/wbraid`,
    now,
  );
  const withGclid = found.filter((row) => row.gclid);
  const file: ExportFile = {
    fileName,
    contentType: "text/csv; charset=utf-8",
    body: csv(
      googleConversionColumns,
      withGclid.map((row) => ({
        gclid: row.gclid!,
        name: query.name,
        time: googleConversionTime(new Date(row.convertedAt)),
        value: row.valueCents === null ? "" : (row.valueCents / 100).toFixed(2),
        currency: "EUR",
      })),
      "plain",
    ),
  };
  return { file, apart: apartOf(found) };
}
