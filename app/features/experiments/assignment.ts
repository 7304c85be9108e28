import { createHash } from "node:crypto";

/**
 * Where a visitor falls in a test, from 0 (included) to 1 (excluded): a hash of the analytics'
 * daily visitor key and the test's id. The same person gets the same place all day, in every
 * process, with nothing kept on their device; a new key the next day draws them afresh, and
 * two tests running at once draw independently.
 */
export function bucketOf(visitorKey: string, experimentId: string) {
  const digest = createHash("sha256").update(`${visitorKey}\0${experimentId}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/**
 * The variant a place falls in, by the variants' traffic shares (whole percentages, in order,
 * the control first): each takes its share of the line from 0 to 1.
 */
export function variantAt(bucket: number, shares: readonly number[]) {
  const total = shares.reduce((sum, share) => sum + share, 0);
  let edge = 0;
  for (const [index, share] of shares.entries()) {
    edge += share / total;
    if (bucket < edge) return index;
  }
  return shares.length - 1;
}
