import { sql } from "drizzle-orm";
import { campaignSpend } from "../../../db/schema";
import type { DayRange } from "~/features/analytics/dashboard-figures.server";
import { db, isTransientWriteFailure, writeTransaction } from "~/utils/db.server";
import type { Language } from "~/utils/language";
import { logger } from "~/utils/logger.server";
import { parseEuro } from "~/utils/fields";
import { romeMidnightOf, shiftDay } from "~/utils/rome-time";

/**
 * The leads' side of the statistics (decision 0272): leads, qualified, won and revenue per
 * origin, campaign and entry page, the conversion between stages, the median time to a first
 * response, and the cost per lead and per client from the campaigns' monthly spend. Read
 * from `leads`, whose origin, stage, value and dates outlive the person's anonymization.
 */

export type LeadFigureRow = {
  value: string;
  leads: number;
  qualified: number;
  won: number;
  revenueCents: number;
};

/** How far the leads of the range went: the count that reached each stage on the way to 'Vinto'. */
export type Funnel = { reached: [number, number, number, number, number] };

const QUALIFIED = 2; // 'qualificato' in leadStages

/**
 * The leads a range counts: those that arrived in it, from the pages of one language when it
 * names one (the language a lead keeps through its person's anonymization).
 */
function leadsOf(range: DayRange, language: Language | null) {
  const start = romeMidnightOf(range.from).getTime();
  const end = romeMidnightOf(shiftDay(range.to, 1)).getTime();
  return sql`created_at >= ${start} and created_at < ${end}${
    language ? sql` and language = ${language}` : sql``
  }`;
}

type Counted = ReturnType<typeof leadsOf>;

function groupedBy(column: "channel" | "utm_campaign" | "entry_path", counted: Counted) {
  return db.all<LeadFigureRow>(sql`
    select coalesce(${sql.identifier(column)}, '') as value,
      count(*) as leads,
      sum(reached_stage >= ${QUALIFIED}) as qualified,
      sum(stage = 'vinto') as won,
      coalesce(sum(case when stage = 'vinto' then value_cents end), 0) as revenueCents
    from leads
    where ${counted}
    group by 1
    order by leads desc, value`);
}

/** The middle of the leads' times to a first response, in milliseconds; null without any. */
function medianFirstResponse(counted: Counted) {
  const answered = sql`from leads where ${counted} and first_response_at is not null`;
  const count = db.get<{ n: number }>(sql`select count(*) as n ${answered}`)?.n ?? 0;
  if (count === 0) return null;
  const middle = db.all<{ ms: number }>(sql`
    select first_response_at - created_at as ms ${answered}
    order by ms limit ${count % 2 === 0 ? 2 : 1} offset ${Math.floor((count - 1) / 2)}`);
  return middle.reduce((sum, row) => sum + row.ms, 0) / middle.length;
}

/** Days of `month` (`2026-12`) inside the range, and the month's days. */
function overlap(month: string, range: DayRange) {
  const first = `${month}-01`;
  const next = `${shiftDay(first, 31).slice(0, 7)}-01`;
  const monthDays = Math.round((Date.parse(next) - Date.parse(first)) / 86_400_000);
  const from = range.from > first ? range.from : first;
  const lastDay = shiftDay(next, -1);
  const to = range.to < lastDay ? range.to : lastDay;
  const days = to < from ? 0 : Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return { days, monthDays };
}

/** Each campaign's spend over the range: its months' amounts, by the share of their days inside. */
function spendIn(range: DayRange) {
  const months = db.select().from(campaignSpend).all();
  const spend = new Map<string, number>();
  for (const row of months) {
    const { days, monthDays } = overlap(row.month, range);
    if (days === 0) continue;
    spend.set(row.campaign, (spend.get(row.campaign) ?? 0) + (row.amountCents * days) / monthDays);
  }
  return spend;
}

/** The leads' figures of a range, of every language or one's. */
export function leadFiguresOf(range: DayRange, language: Language | null = null) {
  const counted = leadsOf(range, language);
  const funnelRow = db.get<Record<string, number>>(sql`
    select count(*) as s0, sum(reached_stage >= 1) as s1, sum(reached_stage >= 2) as s2,
      sum(reached_stage >= 3) as s3, sum(reached_stage >= 4) as s4
    from leads where ${counted}`);
  const reached = [0, 1, 2, 3, 4].map((i) => funnelRow?.[`s${i}`] ?? 0) as Funnel["reached"];
  const spend = spendIn(range);
  const byCampaign = groupedBy("utm_campaign", counted)
    .filter((row) => row.value !== "")
    .map((row) => {
      const spent = spend.get(row.value) ?? null;
      return {
        ...row,
        spendCents: spent,
        costPerLeadCents: spent !== null && row.leads > 0 ? spent / row.leads : null,
        costPerClientCents: spent !== null && row.won > 0 ? spent / row.won : null,
      };
    });
  return {
    bySource: groupedBy("channel", counted),
    byCampaign,
    byEntry: groupedBy("entry_path", counted),
    funnel: { reached },
    medianFirstResponseMs: medianFirstResponse(counted),
  };
}

export type LeadFigures = ReturnType<typeof leadFiguresOf>;

/** A campaign's spend in a month, as staff entered it; a later entry replaces it. */
export function saveCampaignSpend(
  entry: { campaign: string; month: string; amountCents: number },
  now = new Date(),
) {
  return writeTransaction(
    (tx) =>
      tx
        .insert(campaignSpend)
        .values({ ...entry, updatedAt: now })
        .onConflictDoUpdate({
          target: [campaignSpend.campaign, campaignSpend.month],
          set: { amountCents: entry.amountCents, updatedAt: now },
        })
        .run(),
    { withinMs: 500 },
  );
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export type SpendAnswer = {
  errors: Partial<Record<"campagna" | "mese" | "importo", string>>;
  /** The database refused the write for a passing reason: nothing was saved. */
  busy?: boolean;
  typed: { campagna: string; mese: string; importo: string };
};

/**
 * The spend form's post, checked field by field: a campaign's name as its addresses carry it,
 * a month, an amount in euro. Saved: null; refused: the messages and what was typed.
 */
export async function spendFromForm(
  formData: FormData,
  messages: { badCampaign: string; badMonth: string; badAmount: string },
): Promise<SpendAnswer | null> {
  const read = (name: string) => String(formData.get(name) ?? "").trim();
  const typed = { campagna: read("campagna"), mese: read("mese"), importo: read("importo") };
  const errors: SpendAnswer["errors"] = {};
  if (typed.campagna === "" || typed.campagna.length > 100) errors.campagna = messages.badCampaign;
  if (!monthPattern.test(typed.mese)) errors.mese = messages.badMonth;
  const cents = parseEuro(typed.importo);
  if (cents === null || cents === "invalid") errors.importo = messages.badAmount;
  if (Object.keys(errors).length > 0) return { errors, typed };
  try {
    await saveCampaignSpend({
      campaign: typed.campagna,
      month: typed.mese,
      amountCents: cents as number,
    });
  } catch (error) {
    if (!isTransientWriteFailure(error)) throw error;
    logger.error({ err: error }, "Spesa della campagna non salvata:");
    return { errors, typed, busy: true };
  }
  return null;
}
