import { createHash } from "node:crypto";
import * as z from "zod";
import { romeDayOf } from "~/utils/rome-time";
import { singleton } from "~/utils/singleton.server";

/**
 * The ad platforms' click identifiers in a landing address (decision 0273): kept in this
 * process's memory with the visit, for its Rome day only, then on the lead's row when the
 * visitor sends a form; never in the analytics tables. A restart forgets them.
 */

export const clickParameters = ["gclid", "gbraid", "wbraid", "fbclid"] as const;

export const clickIdsSchema = z.object({
  gclid: z.string().nullable(),
  gbraid: z.string().nullable(),
  wbraid: z.string().nullable(),
  fbclid: z.string().nullable(),
  /** When the address with them was seen: Meta's `fbc` carries it. */
  clickedAt: z.number(),
});
export type ClickIds = z.output<typeof clickIdsSchema>;

// Google's and Meta's identifiers are URL-safe tokens; anything else is not one of theirs.
const token = /^[A-Za-z0-9_.-]{1,500}$/;

/** The click identifiers of an address's query, or null when it has none. */
export function clickIdsIn(params: URLSearchParams, at: number): ClickIds | null {
  const read = (name: (typeof clickParameters)[number]) => {
    const value = params.get(name)?.trim() ?? "";
    return token.test(value) ? value : null;
  };
  const ids = {
    gclid: read("gclid"),
    gbraid: read("gbraid"),
    wbraid: read("wbraid"),
    fbclid: read("fbclid"),
  };
  return Object.values(ids).some((value) => value !== null) ? { ...ids, clickedAt: at } : null;
}

/** Visitors a day may hold before the oldest are forgotten: a bound on the memory it takes. */
const MAX_VISITORS = 50_000;

/** A visitor as the memory knows them: a hash of address and browser, for the day only. */
const visitorOf = (ip: string, userAgent: string) =>
  createHash("sha256").update(`${ip}\0${userAgent}`).digest("base64url");

export class ClickMemory {
  private day = "";
  private readonly visitors = new Map<string, ClickIds>();

  constructor(private readonly max = MAX_VISITORS) {}

  private today(at: number) {
    const day = romeDayOf(at);
    if (day !== this.day) {
      this.visitors.clear();
      this.day = day;
    }
  }

  /** The latest ad click of a visitor wins: it is the one that brought them this time. */
  remember(ip: string, userAgent: string, ids: ClickIds) {
    this.today(ids.clickedAt);
    const visitor = visitorOf(ip, userAgent);
    this.visitors.delete(visitor);
    this.visitors.set(visitor, ids);
    if (this.visitors.size > this.max) this.visitors.delete(this.visitors.keys().next().value!);
  }

  /** The visitor's click of the Rome day of `at`, if any. */
  recall(ip: string, userAgent: string, at: number) {
    this.today(at);
    return this.visitors.get(visitorOf(ip, userAgent)) ?? null;
  }
}

export const clickMemory = () => singleton("analytics-click-memory", () => new ClickMemory());
