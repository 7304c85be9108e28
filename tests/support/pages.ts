import type { EditablePageType, PageFieldsOf } from "../../app/features/pages/page-types";
import { queryDb } from "./db";

/** A published piece of the pages' content as its row has it, fields read. */
export type StoredPage<Type extends EditablePageType> = {
  id: string;
  slug: string;
  title: string;
  fields: PageFieldsOf<Type>;
};

const publishedOfType =
  "select id, slug, title, fields from pages where type = ? and language = 'it' and status = 'published'";

type StoredRow = { id: string; slug: string; title: string; fields: string };

const read = <Type extends EditablePageType>(row: StoredRow): StoredPage<Type> => ({
  ...row,
  fields: JSON.parse(row.fields) as PageFieldsOf<Type>,
});

/**
 * The published content of `type` in the database of `dataDir`, in staff's order: what the
 * public pages show, the migration's rows included.
 */
export function storedPages<Type extends EditablePageType>(
  dataDir: string,
  type: Type,
): StoredPage<Type>[] {
  return queryDb<StoredRow>(dataDir, `${publishedOfType} order by position, title`, type).map(
    (row) => read<Type>(row),
  );
}

/** The published entry of `type` at `slug`; throws when there is none, as a page would 404. */
export function storedPage<Type extends EditablePageType>(
  dataDir: string,
  type: Type,
  slug: string,
): StoredPage<Type> {
  const [row] = queryDb<StoredRow>(dataDir, `${publishedOfType} and slug = ?`, type, slug);
  if (!row) throw new Error(`No published ${type} at ${slug} in ${dataDir}`);
  return read<Type>(row);
}

/**
 * The published entries of `type` among `ids`, in the order of `ids`: as a page shows the
 * entries another one names (a service page's questions and testimonials).
 */
export function storedPagesById<Type extends EditablePageType>(
  dataDir: string,
  type: Type,
  ids: readonly string[],
): StoredPage<Type>[] {
  const byId = new Map(storedPages(dataDir, type).map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });
}
