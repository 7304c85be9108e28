import { and, eq, exists, sql } from "drizzle-orm";
import { newsletterCampaigns, newsletterLinks } from "../../../db/schema";
import {
  db,
  isDatabaseReadOnly,
  isTransientWriteFailure,
  writeWhenUnlocked,
} from "~/utils/db.server";
import { logger } from "~/utils/logger.server";

/**
 * The counted links of a campaign (decision 0286): `/newsletter/l/:campaign/:n` leads only to
 * the address stored as link `n` of a campaign that counts clicks, and adds one to that
 * link's count. Nothing of who followed it is read or kept: no address, no cookie, no
 * visitor key; the count is all there is.
 */

/** A number as the rendering writes it in the address: no sign, no leading zero, no exponent. */
const storedNumber = /^[1-9]\d{0,8}$/;

/** How long a click waits for another process's write lock before it goes uncounted. */
const clickWait = { withinMs: 100 };

const linkOf = (campaignId: number, n: number) =>
  and(
    eq(newsletterLinks.campaignId, campaignId),
    eq(newsletterLinks.n, n),
    exists(
      db
        .select({ id: newsletterCampaigns.id })
        .from(newsletterCampaigns)
        .where(
          and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.countClicks, true)),
        ),
    ),
  );

function storedUrl(campaignId: number, n: number) {
  return (
    db.select({ url: newsletterLinks.url }).from(newsletterLinks).where(linkOf(campaignId, n)).get()
      ?.url ?? null
  );
}

function countClick(campaignId: number, n: number) {
  const [row] = db
    .update(newsletterLinks)
    .set({ clicks: sql`${newsletterLinks.clicks} + 1` })
    .where(linkOf(campaignId, n))
    .returning({ url: newsletterLinks.url })
    .all();
  return row?.url ?? null;
}

/**
 * Where the counted link in the address leads, null when it names none (the page answers 404:
 * an address that is not stored is never where it sends anyone). `count: false` only looks it
 * up: a HEAD request is a link scanner's, not a reader's. A database that refuses the count
 * for a passing reason (another process's lock, a full disk, a read-only replica) still lets
 * the reader through: the click goes uncounted, and the log says so.
 */
export async function countedLinkTarget(
  campaign: string,
  n: string,
  { count }: { count: boolean },
): Promise<string | null> {
  if (!storedNumber.test(campaign) || !storedNumber.test(n)) return null;
  const ids = [Number(campaign), Number(n)] as const;
  if (!count) return storedUrl(...ids);
  try {
    return await writeWhenUnlocked(() => countClick(...ids), clickWait);
  } catch (error) {
    if (!isTransientWriteFailure(error) && !isDatabaseReadOnly(error)) throw error;
    logger.warn(
      { err: error, campaign: ids[0], link: ids[1] },
      "Clic su un link della newsletter non contato:",
    );
    return storedUrl(...ids);
  }
}
