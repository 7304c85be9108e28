import { desc, eq, sql } from "drizzle-orm";
import { newsletterCampaigns, newsletterRecipients } from "../../../db/schema";
import { db } from "~/utils/db.server";

/**
 * A subscriber left: the last campaign they were sent counts one more unsubscribe. Only the
 * count is kept; the row that says who goes with the subscription. Answers the campaign's id,
 * or null when they had been sent none.
 */
export function countLeaving(subscriberId: number) {
  const last = db
    .select({ campaignId: newsletterRecipients.campaignId })
    .from(newsletterRecipients)
    .where(eq(newsletterRecipients.subscriberId, subscriberId))
    .orderBy(desc(newsletterRecipients.id))
    .limit(1)
    .get();
  if (!last) return null;
  db.update(newsletterCampaigns)
    .set({ unsubscribed: sql`${newsletterCampaigns.unsubscribed} + 1` })
    .where(eq(newsletterCampaigns.id, last.campaignId))
    .run();
  return last.campaignId;
}
