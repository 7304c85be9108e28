import * as z from "zod";
import { clickIdsSchema, clickMemory } from "~/features/analytics/click-ids.server";
import { isCounting, visitSourceOf } from "~/features/analytics/page-views.server";

/**
 * Where a lead came from: the page its form was sent from, and the entry page, referrer and
 * campaign of the visit that brought it. Stored on the lead's own row, never in the analytics
 * tables, and anonymized with it.
 */
export const leadOriginSchema = z.object({
  fromPath: z.string().nullable(),
  entryPath: z.string().nullable(),
  referrerHost: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  /** The ad click of the visit, for the lead's row only; absent in spooled forms of before. */
  clicks: clickIdsSchema.nullable().optional(),
  /** The test and variant of the page the form was sent from, when the person was counted. */
  experiment: z
    .object({ id: z.number().int(), variant: z.number().int().min(0) })
    .nullable()
    .optional(),
});

export type LeadOrigin = z.output<typeof leadOriginSchema>;

export const unknownOrigin: LeadOrigin = {
  fromPath: null,
  entryPath: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

/** The path of the page a form was posted from, when the browser says and it is this site's. */
export function sentFromPath(request: Request) {
  const referrer = request.headers.get("Referer");
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    return from.host === new URL(request.url).host ? from.pathname.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/** The origin of a lead sent now by this request's visitor. */
export async function leadOriginOf(request: Request, ip: string | null): Promise<LeadOrigin> {
  const userAgent = request.headers.get("User-Agent") ?? "";
  const visit = ip ? await visitSourceOf(ip, userAgent) : null;
  const clicks = ip && isCounting() ? clickMemory().recall(ip, userAgent, Date.now()) : null;
  return { ...unknownOrigin, ...visit, fromPath: sentFromPath(request), clicks };
}
