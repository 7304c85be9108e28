import { singleton } from "~/utils/singleton.server";

/**
 * Searches per address (decision 0228): 60 a minute, room for a reader typing with live
 * results, not for a script walking the index. Counted in memory: a search is a read, and
 * writing a row for each would make every keystroke a write, on a read-only replica too.
 */
export const searchLimit = { limit: 60, windowMs: 60_000 };

type Window = { start: number; count: number };

// Past this many addresses the windows that are over are dropped, so the map stays small.
const ADDRESSES_KEPT = 10_000;

const windows = () => singleton("search-rate-windows", () => new Map<string, Window>());

/**
 * Counts a search from `ip` and says whether it is one too many, with the milliseconds until
 * the address may search again.
 */
export function admitSearch(ip: string | null, now = Date.now()) {
  const kept = windows();
  const key = ip ?? "sconosciuto";
  let window = kept.get(key);
  if (!window || now - window.start >= searchLimit.windowMs) {
    if (kept.size >= ADDRESSES_KEPT) {
      for (const [address, old] of kept)
        if (now - old.start >= searchLimit.windowMs) kept.delete(address);
    }
    window = { start: now, count: 0 };
    kept.set(key, window);
  }
  window.count++;
  return window.count > searchLimit.limit
    ? { admitted: false as const, retryAfterMs: window.start + searchLimit.windowMs - now }
    : { admitted: true as const };
}
