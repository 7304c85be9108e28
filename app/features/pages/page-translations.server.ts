import { data } from "@remix-run/node";
import { and, eq, isNull } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/toast.server";
import { byUser, canDraftTranslation, saveContent } from "~/features/articles/index.server";
import { pageTranslationText, pageWriteAlerts } from "~/features/pages/content/admin-pages";
import { addressIn } from "~/features/pages/page-addresses.server";
import type { PageRow } from "~/features/pages/page-content.server";
import { entryPath, requirePage } from "~/features/pages/page-editor.server";
import { markdownOf } from "~/features/pages/page-fields";
import { pageTypeDefs, type EditablePageType } from "~/features/pages/page-types";
import {
  groupOf,
  isStale,
  originalOf,
  originalRevision,
  rowAddress,
  translationOf,
} from "~/features/pages/translations.server";

/**
 * The staff's side of a page's English translation (decision 0294): the panel on the Italian
 * form, the Italian original beside the English form, the creation of the English draft and
 * the revision of the original a saved translation is in step with.
 */

type Staff = { user: { id: string } };

/** Where a draft by the text model is asked for (the imports feature answers it). */
export const aiDraftPath = "/admin/traduzioni/bozza";

export const translationPath = (type: EditablePageType, id: string) =>
  `${entryPath(type, id)}/traduzione`;

/** What the Italian entry's form shows of its English translation, or how to make one. */
export function translationPanel(type: EditablePageType, row: PageRow) {
  if (row.language !== "it") return null;
  const translation = translationOf(row, "en");
  if (!translation)
    return {
      kind: "none",
      createPath: translationPath(type, row.id),
      aiDraft: canDraftTranslation() ? { action: aiDraftPath, kind: "page", id: row.id } : null,
    } as const;
  return {
    kind: "exists",
    editPath: entryPath(type, translation.id),
    status: translation.status,
    stale: isStale(translation, row),
  } as const;
}

/** What the English entry's form shows beside it: its Italian original, read only. */
export function originalPane(type: EditablePageType, row: PageRow) {
  const original = originalOf(row);
  if (!original) return null;
  const fields = JSON.parse(original.fields) as Record<string, unknown>;
  return {
    title: original.title,
    excerpt: original.excerpt,
    body: markdownOf(pageTypeDefs[type].fields, fields),
    editPath: entryPath(type, original.id),
    stale: isStale(row, original),
  };
}

/** The first of `slug`, `slug-2`… that no English entry of `type` has. */
function freeEnglishSlug(taken: (slug: string) => boolean, slug: string) {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * 'Crea la traduzione inglese': an English draft copy of the Italian entry, in its group, in
 * step with its newest revision, at the Italian slug until staff give it its English one;
 * then its form. The original is given the group's name when it had none, as the articles'
 * and events' are: a link, not an edit, so no revision of it. An entry that has one already
 * leads to it.
 */
export async function createPageTranslation({ user }: Staff, type: EditablePageType, id: string) {
  const original = requirePage(type, id);
  if (original.language !== "it")
    throw data({ message: pageTranslationText.notOriginal }, { status: 404 });
  const existing = translationOf(original, "en");
  if (existing) return redirectWithToast(entryPath(type, existing.id), pageTranslationText.exists);
  const now = new Date();
  const saved = await staffWrite(() =>
    saveContent((save, tx) => {
      tx.update(pages)
        .set({ translationGroup: groupOf(original) })
        .where(and(eq(pages.id, original.id), isNull(pages.translationGroup)))
        .run();
      const taken = (slug: string) =>
        tx
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.type, type), eq(pages.language, "en"), eq(pages.slug, slug)))
          .get() !== undefined;
      return save({
        kind: "page",
        create: {
          type,
          language: "en",
          translationGroup: groupOf(original),
          translatedFromSeq: originalRevision(original),
          authorId: user.id,
          title: original.title,
          slug: freeEnglishSlug(taken, original.slug),
          excerpt: original.excerpt,
          fields: original.fields,
          searchText: original.searchText,
          position: original.position,
          metaTitle: original.metaTitle,
          metaDescription: original.metaDescription,
          keywords: original.keywords,
          noindex: original.noindex,
          status: "draft",
          publishedAt: null,
          unpublishAt: null,
        },
        takenSlug: "refuse",
        saving: byUser(user.id, "editor"),
        now,
        address: (slug) => addressIn(type, slug, "en"),
      });
    }),
  );
  if (saved === writeRefused || saved.outcome !== "saved")
    return redirectWithToast(entryPath(type, id), { type: "error", ...pageWriteAlerts.notStored });
  return redirectWithToast(entryPath(type, saved.row.id), pageTranslationText.created);
}

/** The address a translation is shown at, for its form's 'Vedi la pagina'. */
export const translationAddress = (row: PageRow) =>
  row.status === "published" ? rowAddress(row) : null;
