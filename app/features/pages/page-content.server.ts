import { and, asc, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { db } from "~/utils/db.server";
import type { Language } from "~/utils/language";
import type { PageHead } from "~/utils/seo";
import { findImage } from "~/features/illustrations/index.server";
import type { ImageEntry } from "~/features/illustrations/index";
import type { PageImage } from "~/features/pages/page-fields";
import {
  pageTypeDefs,
  type EditablePageType,
  type PageFieldsOf,
} from "~/features/pages/page-types";

/**
 * The pages' content as the public pages read it (decision 0266): published rows of a type in
 * staff's order, with their fields as saved. The save checked them against their type's
 * schema, so they are read as that type's values.
 */

export type PageRow = typeof pages.$inferSelect;

/**
 * What the table holds now, in one cheap read: a save adds a row or moves its `updated_at`
 * forward (always, even within a millisecond), so the count and the sum change with any save,
 * from this process or another.
 */
const contentVersion = () =>
  String(
    db.$client.prepare("select count(*) || ':' || total(updated_at) from pages").pluck().get(),
  );

let kept = { version: "", values: new Map<string, unknown>() };

/**
 * `read()`'s result, kept until the pages' content changes: a page made of several entries
 * renders without reading and parsing them again (the uncached home page stays as fast as
 * when its words were code). A null (nothing at that address) is not kept, so addresses
 * asked at random take no memory. The result is shared: callers never change it.
 */
export function keptPageContent<T>(key: string, read: () => T): T {
  const version = contentVersion();
  if (kept.version !== version) kept = { version, values: new Map() };
  const known = kept.values.get(key) as T | undefined;
  if (known !== undefined) return known;
  const value = read();
  if (value !== null) kept.values.set(key, value);
  return value;
}

export type PageEntry<Type extends EditablePageType> = Omit<PageRow, "fields" | "type"> & {
  type: Type;
  fields: PageFieldsOf<Type>;
};

export const entryOf = <Type extends EditablePageType>(row: PageRow) =>
  ({ ...row, fields: JSON.parse(row.fields) }) as PageEntry<Type>;

/** The published entries of `type` in `language`, in staff's order. */
/** Rows of `type` published in `language`, narrowed by `more`. */
const publishedIn = (type: EditablePageType, language: Language, ...more: (SQL | undefined)[]) =>
  and(eq(pages.type, type), eq(pages.language, language), eq(pages.status, "published"), ...more);

export function publishedPages<Type extends EditablePageType>(
  type: Type,
  language: Language = "it",
): PageEntry<Type>[] {
  return db
    .select()
    .from(pages)
    .where(publishedIn(type, language))
    .orderBy(asc(pages.position), asc(pages.title))
    .all()
    .map((row) => entryOf<Type>(row));
}

/** The published entry of `type` at `slug`, or null. */
export function publishedPage<Type extends EditablePageType>(
  type: Type,
  slug: string,
  language: Language = "it",
): PageEntry<Type> | null {
  const row = db
    .select()
    .from(pages)
    .where(publishedIn(type, language, eq(pages.slug, slug)))
    .get();
  return row ? entryOf<Type>(row) : null;
}

/**
 * The page of a type that exists once (the home page, `/casi-studio`…): its row is made by the
 * migration that brought the type, so it is always there; it shows as saved last, published.
 */
export function singlePage<Type extends EditablePageType>(type: Type): PageEntry<Type> {
  const def = pageTypeDefs[type];
  const slug = "single" in def ? def.single.slug : "";
  const row = db
    .select()
    .from(pages)
    .where(and(eq(pages.type, type), eq(pages.language, "it"), eq(pages.slug, slug)))
    .get();
  if (!row) throw new Error(`La pagina ${type} manca: le migrazioni non sono state applicate?`);
  return entryOf<Type>(row);
}

/**
 * A type that exists once in `language`: the Italian always (see `singlePage`), the English
 * only once its translation is published, else null (the English page is not there yet).
 */
export function shownSinglePage<Type extends EditablePageType>(
  type: Type,
  language: Language,
): PageEntry<Type> | null {
  if (language === "it") return singlePage(type);
  const row = db
    .select()
    .from(pages)
    .where(publishedIn(type, language))
    .orderBy(desc(pages.updatedAt))
    .get();
  return row ? entryOf<Type>(row) : null;
}

/**
 * The published entries among `ids`, in the order of `ids`: the content a field names. In
 * English, each id names a group of translations (an English field may keep its Italian
 * original's choices): the English entry of that group, when it is published.
 */
export function publishedPagesById<Type extends EditablePageType>(
  type: Type,
  ids: readonly string[],
  language: Language = "it",
): PageEntry<Type>[] {
  if (ids.length === 0) return [];
  if (language !== "it") return publishedTranslationsById(type, ids, language);
  const rows = db
    .select()
    .from(pages)
    .where(and(eq(pages.type, type), inArray(pages.id, [...ids]), eq(pages.status, "published")))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [entryOf<Type>(row)] : [];
  });
}

function publishedTranslationsById<Type extends EditablePageType>(
  type: Type,
  ids: readonly string[],
  language: Language,
): PageEntry<Type>[] {
  const named = db
    .select({ id: pages.id, group: pages.translationGroup })
    .from(pages)
    .where(and(eq(pages.type, type), inArray(pages.id, [...ids])))
    .all();
  const groupOf = new Map(named.map((row) => [row.id, row.group ?? row.id]));
  const groups = [...new Set(groupOf.values())];
  if (groups.length === 0) return [];
  const rows = db
    .select()
    .from(pages)
    .where(
      publishedIn(
        type,
        language,
        or(inArray(pages.translationGroup, groups), inArray(pages.id, groups)),
      ),
    )
    .all();
  const byGroup = new Map(rows.map((row) => [row.translationGroup ?? row.id, row]));
  const seen = new Set<string>();
  return ids.flatMap((id) => {
    const row = byGroup.get(groupOf.get(id) ?? id);
    if (!row || seen.has(row.id)) return [];
    seen.add(row.id);
    return [entryOf<Type>(row)];
  });
}

/**
 * A saved image as the site's image components take it: a drawn illustration (its size and
 * motif from the site's list, its text as saved) or an upload.
 */
export function imageEntryOf(image: PageImage): ImageEntry | null {
  if ("illustration" in image) {
    const drawn = findImage(image.illustration);
    return drawn ? { ...drawn, alt: image.alt } : null;
  }
  const name = image.src.split("/").pop() ?? image.src;
  return {
    id: name.replace(/\.[^.]+$/, ""),
    alt: image.alt,
    width: image.width,
    height: image.height,
    motif: "chart",
    src: image.src,
  };
}

export const imageEntries = (images: readonly (PageImage | null)[]) =>
  images.flatMap((image) => {
    const entry = image ? imageEntryOf(image) : null;
    return entry ? [entry] : [];
  });

/** A page's head from its row: the meta title, else its title; its description and keywords. */
export function headOf(row: PageRow | PageEntry<EditablePageType>, path?: string): PageHead {
  return {
    title: row.metaTitle || row.title,
    description: row.metaDescription ?? row.excerpt,
    keywords: row.keywords ? row.keywords.split(/,\s*/) : [],
    ...(path ? { path } : {}),
  };
}
