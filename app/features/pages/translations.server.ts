import { and, eq, or } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { type Alternates, languages, localizedPath } from "~/utils/language";
import { latestRevision } from "~/features/articles/revisions.server";
import type { PageRow } from "~/features/pages/page-content.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { pageTypeDefs, type EditablePageType } from "~/features/pages/page-types";

/**
 * A page's translations (decisions 0266, 0294): one row per language, linked by
 * `translation_group`, the Italian original's id. A row with no group is a group of its own.
 */

/** What linking a row to its translations reads of it: a row or an entry. */
type Linked = Pick<PageRow, "id" | "translationGroup" | "type" | "language" | "slug" | "status">;

export const groupOf = (row: Pick<PageRow, "id" | "translationGroup">) =>
  row.translationGroup ?? row.id;

/** Every row of `row`'s group, itself included. */
export function groupRows(row: Pick<PageRow, "id" | "translationGroup" | "type">): PageRow[] {
  const group = groupOf(row);
  return db
    .select()
    .from(pages)
    .where(
      and(eq(pages.type, row.type), or(eq(pages.translationGroup, group), eq(pages.id, group))),
    )
    .all();
}

/** The Italian original of a translation, or null for an Italian row or an orphan. */
export function originalOf(row: Linked): PageRow | null {
  if (row.language === "it") return null;
  return groupRows(row).find((each) => each.language === "it") ?? null;
}

/** `row`'s translation into `language`, whatever its status, or null. */
export const translationOf = (row: Linked, language: "en") =>
  groupRows(row).find((each) => each.language === language) ?? null;

/**
 * The published `language` translation of the Italian entry of `type` at `italianSlug`
 * (whatever the original's status), or null: how a route that knows its page by the Italian
 * slug (the cookie page) finds the English.
 */
export function publishedTranslationOfSlug(
  type: EditablePageType,
  italianSlug: string,
  language: "en",
): PageRow | null {
  const original = db
    .select()
    .from(pages)
    .where(and(eq(pages.type, type), eq(pages.language, "it"), eq(pages.slug, italianSlug)))
    .get();
  const translation = original ? translationOf(original, language) : null;
  return translation?.status === "published" ? translation : null;
}

/**
 * Where `row` is shown. An English simple page whose original has a route of its own (the
 * cookie page) is shown at that route's English address, whatever its slug.
 */
export function rowAddress(row: Linked): string | null {
  if (row.language !== "it" && row.type === "simple-page") {
    const original = originalOf(row);
    const routed = original && localizedPath(`/${original.slug}`, row.language);
    if (routed) return routed;
  }
  return addressIn(row.type, row.slug, row.language);
}

/** Whether a visitor sees `row`: published, or the Italian of a page that exists once. */
const isShown = (row: Linked) =>
  row.status === "published" ||
  (row.language === "it" && "single" in pageTypeDefs[row.type as EditablePageType]);

/**
 * The addresses of `row`'s published translations, its own included (decision 0291): only
 * these are alternates. A page that exists once pairs with its type's page in the other
 * language, linked or not.
 */
export function alternatesOf(row: Linked): Alternates {
  const single = "single" in pageTypeDefs[row.type as EditablePageType];
  const rows = single
    ? db.select().from(pages).where(eq(pages.type, row.type)).all()
    : groupRows(row);
  const alternates: Alternates = {};
  for (const language of languages) {
    const shown = rows.find((each) => each.language === language && isShown(each));
    const address = shown ? rowAddress(shown) : null;
    if (address) alternates[language] = address;
  }
  return alternates;
}

/**
 * The revision of the original a translation saved now is in step with: the original's newest.
 * A row saved before revisions were kept has none yet; its first save keeps it as revision 1.
 */
export const originalRevision = (original: Pick<PageRow, "id">) => latestRevision(original.id) ?? 1;

/**
 * Whether the Italian has moved on since its translation was last saved against it: a newer
 * revision than the translation's `translated_from_seq`.
 */
export function isStale(translation: PageRow, original: PageRow) {
  const latest = latestRevision(original.id);
  if (latest === null) return false;
  return translation.translatedFromSeq === null || translation.translatedFromSeq < latest;
}
