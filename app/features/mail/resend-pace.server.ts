import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

/** Who is calling: the site's own mail (confirmations, resets) goes before a campaign's batches. */
export type CallKind = "transactional" | "campaign";

type Waiter = { kind: CallKind; resolve: () => void; reject: (reason: unknown) => void };

/**
 * Resend's rate limit is the account's, shared by every call this process makes: the calls
 * are spaced at RESEND_RATE_LIMIT a second, and a 429's Retry-After holds them all. A waiting
 * transactional call always takes the next turn, so a campaign of any size delays a password
 * reset by one turn at most.
 */
export class ResendPace {
  private nextAt = 0;
  private heldUntil = 0;
  private readonly waiting: Waiter[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly perSecond: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when this call may go; rejects, leaving its turn to others, when `signal` aborts. */
  take(kind: CallKind, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { kind, resolve, reject };
      this.waiting.push(waiter);
      signal?.addEventListener(
        "abort",
        () => {
          const index = this.waiting.indexOf(waiter);
          if (index === -1) return;
          this.waiting.splice(index, 1);
          reject(signal.reason);
        },
        { once: true },
      );
      this.grant();
    });
  }

  /** Resend answered 429: nobody calls before `ms` have passed. */
  holdFor(ms: number) {
    this.heldUntil = Math.max(this.heldUntil, this.now() + ms);
    this.grant();
  }

  /** Calls waiting for their turn, by kind. */
  queued(kind: CallKind) {
    return this.waiting.filter((waiter) => waiter.kind === kind).length;
  }

  private grant() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.waiting.length > 0) {
      const now = this.now();
      const at = Math.max(this.nextAt, this.heldUntil);
      if (at > now) {
        this.timer = setTimeout(() => this.grant(), at - now);
        // Nothing waits on a process that is ending but the calls that will then be refused.
        this.timer.unref();
        return;
      }
      const index = this.waiting.findIndex((waiter) => waiter.kind === "transactional");
      const [next] = this.waiting.splice(index === -1 ? 0 : index, 1);
      this.nextAt = now + 1000 / this.perSecond();
      next!.resolve();
    }
  }
}

/** The process's pace for calls to Resend. */
export function resendPace() {
  return singleton("resend-pace", () => new ResendPace(() => getEnv().RESEND_RATE_LIMIT));
}
