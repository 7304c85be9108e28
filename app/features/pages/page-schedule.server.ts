import { and, asc, eq, lte } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { saveContent } from "~/features/articles/content-save.server";
import { bySite } from "~/features/articles/revisions.server";
import type { PageRow } from "~/features/pages/page-content.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { isEditablePageType } from "~/features/pages/page-types";

/**
 * The pages' content with time alone, in the jobs' lease holder's scheduled round: scheduled
 * entries go out and those whose 'Ritira il' came come off, through the one save path, which
 * forgets the pages that showed them. Returns how many changed.
 */
export function applyDuePageChanges(now: Date) {
  const due = (status: "scheduled" | "published", column: typeof pages.publishedAt) =>
    db
      .select()
      .from(pages)
      .where(and(eq(pages.status, status), lte(column, now)))
      .orderBy(asc(column))
      .all();
  let changed = 0;
  const change = (row: PageRow, status: "published" | "archived") => {
    const type = row.type;
    try {
      const saved = saveContent((save) =>
        save({
          kind: "page",
          update: status === "published" ? { status } : { status, unpublishAt: null },
          over: row,
          saving: bySite("schedule"),
          now,
          address: (slug, language) =>
            isEditablePageType(type) ? addressIn(type, slug, language) : null,
        }),
      );
      if (saved.outcome === "saved") changed += 1;
    } catch (error) {
      logger.error({ err: error }, `Cambio programmato della pagina ${row.slug} non riuscito:`);
    }
  };
  for (const row of due("scheduled", pages.publishedAt)) change(row, "published");
  for (const row of due("published", pages.unpublishAt)) change(row, "archived");
  return changed;
}
