import { isDatabaseReadOnly, isTransientWriteFailure, writeWhenUnlocked } from "~/utils/db.server";
import type { SeenView } from "~/features/analytics/page-view.server";
import { logger } from "~/utils/logger.server";

export type ViewBufferOptions = {
  /** Writes a batch; throws when the database refuses it. */
  write: (views: readonly SeenView[]) => void;
  /** A batch is written at most this long after its first view… */
  everyMs?: number;
  /** …or as soon as it holds this many views. */
  batchSize?: number;
  /** Views held while the database refuses writes; past it, views are dropped and counted. */
  cap?: number;
  /** How long a flush waits for another process's write lock before trying again later. */
  lockWaitMs?: number;
};

/**
 * Page views held in memory and written in batches, never inside a request: a page is not
 * slowed by its own counting. While the database refuses writes (locked, read-only, a full
 * disk), views stay here up to the cap and are written once it accepts them again. A crash
 * loses what the buffer holds: at most a second's views, or those held while writes failed.
 */
export class ViewBuffer {
  private views: SeenView[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> | null = null;
  private failing = false;
  private readonly everyMs: number;
  private readonly batchSize: number;
  private readonly cap: number;
  private readonly lockWaitMs: number;
  /** Views dropped because the buffer was full, since the server started. */
  dropped = 0;
  written = 0;

  constructor(private readonly options: ViewBufferOptions) {
    this.everyMs = options.everyMs ?? 1_000;
    this.batchSize = options.batchSize ?? 500;
    this.cap = options.cap ?? 100_000;
    this.lockWaitMs = options.lockWaitMs ?? 200;
  }

  get pending() {
    return this.views.length;
  }

  add(view: SeenView) {
    if (this.views.length >= this.cap) {
      this.dropped += 1;
      return;
    }
    this.views.push(view);
    if (this.views.length >= this.batchSize && !this.failing) void this.flush();
    else this.flushLater();
  }

  private flushLater() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.everyMs);
    this.timer.unref();
  }

  /** Writes what is held, batch by batch; resolves once written or kept for a later try. */
  flush(): Promise<void> {
    this.flushing ??= this.writeAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async writeAll() {
    while (this.views.length > 0) {
      const batch = this.views.slice(0, this.batchSize);
      try {
        await writeWhenUnlocked(() => this.options.write(batch), { withinMs: this.lockWaitMs });
      } catch (error) {
        if (!isTransientWriteFailure(error) && !isDatabaseReadOnly(error)) {
          // A batch the database can never take would block every later view.
          logger.error({ err: error }, "Visualizzazioni scartate:");
          this.views.splice(0, batch.length);
          this.dropped += batch.length;
          continue;
        }
        if (!this.failing) logger.error({ err: error }, "Visualizzazioni tenute in memoria:");
        this.failing = true;
        this.flushLater();
        return;
      }
      this.views.splice(0, batch.length);
      this.written += batch.length;
      this.failing = false;
    }
  }
}
