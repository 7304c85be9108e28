import { createHash, randomBytes } from "node:crypto";
import ipaddr from "ipaddr.js";
import { dayOfView } from "~/features/analytics/page-view-store.server";

/**
 * New visitors one address may bring in a Rome day; the views that would make more are set
 * aside. An office, a school or a mobile operator's gateway puts many people behind one
 * address, and each of them is a visitor: a hundred readers from one office in a day is
 * already more than an agency's site sees, while a script changing its user agent makes
 * thousands.
 */
export const NEW_VISITORS_PER_ADDRESS = 100;

/**
 * How many visitor keys are remembered at most, a few megabytes; past it the addresses seen
 * least recently are forgotten, and start again from none.
 */
const REMEMBERED_VISITORS = 100_000;

/**
 * The address a cap applies to: an IPv4 address as it is, an IPv6 one by its /64, the block a
 * single home or office network gets and whose addresses a device changes at will.
 */
function networkOf(ip: string) {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === "ipv4") return ip;
  return (address as ipaddr.IPv6).parts.slice(0, 4).join(":");
}

/**
 * The visitor keys each address made today, counted in memory and never written: a view
 * that would give an address more than `perAddress` new visitors in a day is set aside,
 * while the visitors it already brought go on counting. The addresses and user agents are
 * held only as hashes under a secret of the day, forgotten when the day turns.
 */
export class NewVisitorCap {
  #day = "";
  #secret = randomBytes(32);
  /** Per address, the visitor keys it made today; least recently seen address first. */
  #seen = new Map<string, Set<string>>();
  #held = 0;
  readonly perAddress: number;
  readonly remembered: number;
  /** Views set aside since the server started. */
  setAside = 0;

  constructor(options: { perAddress?: number; remembered?: number } = {}) {
    this.perAddress = options.perAddress ?? NEW_VISITORS_PER_ADDRESS;
    this.remembered = options.remembered ?? REMEMBERED_VISITORS;
  }

  #hash(text: string) {
    return createHash("sha256").update(this.#secret).update(text).digest("base64url").slice(0, 16);
  }

  /** Whether the view of `userAgent` from `ip` at `at` is counted. */
  admits(ip: string, userAgent: string, at: number) {
    const day = dayOfView(at);
    if (day !== this.#day) {
      this.#day = day;
      this.#secret = randomBytes(32);
      this.#seen.clear();
      this.#held = 0;
    }
    const address = this.#hash(networkOf(ip));
    // The visitor key's own parts: on IPv6, each device of a network is a visitor of its own.
    const visitor = this.#hash(`${ip}\0${userAgent}`);
    const visitors = this.#seen.get(address) ?? new Set<string>();
    this.#seen.delete(address);
    this.#seen.set(address, visitors);
    if (visitors.has(visitor)) return true;
    if (visitors.size >= this.perAddress) {
      this.setAside += 1;
      return false;
    }
    visitors.add(visitor);
    this.#held += 1;
    for (const [oldest, forgotten] of this.#seen) {
      if (this.#held <= this.remembered) break;
      this.#seen.delete(oldest);
      this.#held -= forgotten.size;
    }
    return true;
  }
}
