import { and, desc, eq } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { alternatesOf } from "~/features/pages/translations.server";

/**
 * Every published English page a search engine may list, at its address, with its published
 * translations' addresses (its own among them): only those are alternates (decision 0291).
 */
export function englishPagePaths() {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.status, "published"), eq(pages.language, "en"), eq(pages.noindex, false)))
    .orderBy(desc(pages.updatedAt))
    .all()
    .flatMap((row) => {
      const alternates = alternatesOf(row);
      return alternates.en ? [{ path: alternates.en, lastmod: row.updatedAt, alternates }] : [];
    });
}
