import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { events } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { type Alternates, localizedPath } from "~/utils/language";

const original = alias(events, "original");

/**
 * Every published English event's address, with its published translations' (its own among
 * them): only those are alternates (decision 0291).
 */
export function englishEventPaths() {
  return db
    .select({ slug: events.slug, updatedAt: events.updatedAt, originalSlug: original.slug })
    .from(events)
    .leftJoin(
      original,
      and(
        eq(original.id, events.translationGroup),
        eq(original.language, "it"),
        eq(original.status, "published"),
      ),
    )
    .where(and(eq(events.status, "published"), eq(events.language, "en")))
    .orderBy(desc(events.updatedAt))
    .all()
    .flatMap((row) => {
      const path = localizedPath("/eventi/:slug", "en", { slug: row.slug });
      if (!path) return [];
      const alternates: Alternates = { en: path };
      if (row.originalSlug !== null) alternates.it = `/eventi/${row.originalSlug}`;
      return [{ path, lastmod: row.updatedAt, alternates }];
    });
}
