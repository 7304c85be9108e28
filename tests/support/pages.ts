import type { EditablePageType, PageFieldsOf } from "../../app/features/pages/page-types";
import { queryDb } from "./db";

/** A published piece of the pages' content as its row has it, fields read. */
export type StoredPage<Type extends EditablePageType> = {
  id: string;
  slug: string;
  title: string;
  fields: PageFieldsOf<Type>;
};

/**
 * The published content of `type` in the database of `dataDir`, in staff's order: what the
 * public pages show, the migration's rows included.
 */
export function storedPages<Type extends EditablePageType>(
  dataDir: string,
  type: Type,
): StoredPage<Type>[] {
  return queryDb<{ id: string; slug: string; title: string; fields: string }>(
    dataDir,
    "select id, slug, title, fields from pages where type = ? and language = 'it' and status = 'published' order by position, title",
    type,
  ).map((row) => ({ ...row, fields: JSON.parse(row.fields) as PageFieldsOf<Type> }));
}
