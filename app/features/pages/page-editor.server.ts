import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { and, asc, count, eq, max, ne } from "drizzle-orm";
import { pages } from "../../../db/schema";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import { db, staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { formatMoment } from "~/utils/format";
import { retryLaterHeaders } from "~/utils/headers";
import { logger } from "~/utils/logger.server";
import { momentToRomeTime } from "~/utils/rome-time";
import { redirectWithToast } from "~/utils/toast.server";
import { publishedAtAfter } from "~/features/articles/articles.server";
import { saveContent } from "~/features/articles/content-save.server";
import { byUser } from "~/features/articles/revisions.server";
import { storeUploadedImage } from "~/features/articles/uploads.server";
import { uploadProblems } from "~/features/articles/content/article-images";
import { findImage, images } from "~/features/illustrations/index.server";
import {
  pageFieldMessages,
  pageToasts,
  pageTranslationText,
  pageWriteAlerts,
} from "~/features/pages/content/admin-pages";
import {
  markdownOf,
  wordsOf,
  type FieldSpec,
  type FieldSpecs,
  type PageImage,
  type PageType,
} from "~/features/pages/page-fields";
import { pageSchema, type PageFormValues, type PageInput } from "~/features/pages/page-schema";
import {
  editablePageTypes,
  pageTypeDefs,
  type EditablePageType,
} from "~/features/pages/page-types";
import type { PageRow } from "~/features/pages/page-content.server";
import {
  addressIn,
  isRootAddressType,
  rootAddressProblem,
} from "~/features/pages/page-addresses.server";
import type { Language } from "~/utils/language";
import { isPreviewable } from "~/features/pages/page-preview.server";
import { gulpease, readingMinutes, seoScore } from "~/features/articles/seo-score";
import {
  answerPreviewLinkPost,
  isPreviewLinkIntent,
  previewLinkListing,
} from "~/features/articles/article-editor.server";
import { siteAddressOf } from "~/features/redirects/index.server";
import {
  groupOf,
  isStale,
  originalOf,
  originalRevision,
  rowAddress,
} from "~/features/pages/translations.server";

/**
 * The staff's side of the pages' content (decision 0266): the overview, each type's list, its
 * form and the form's posts, which save through the one save path.
 */

type Staff = { user: { id: string } };

export const adminPagesPath = "/admin/pagine";
export const typeListPath = (type: EditablePageType) =>
  `${adminPagesPath}/${pageTypeDefs[type].segment}`;
export const entryPath = (type: EditablePageType, id: string) => `${typeListPath(type)}/${id}`;

/** Where an entry of `type` is shown on the site, when it has a page of its own. */
export function publicAddress(type: EditablePageType, slug: string): string | null {
  const def = pageTypeDefs[type];
  if ("address" in def) return def.address(slug);
  if ("single" in def) return `/${def.single.slug}`;
  return null;
}

/** Every type with how many of its entries are published, for `/admin/pagine`. */
export function pagesOverview() {
  const published = new Map(
    db
      .select({ type: pages.type, total: count() })
      .from(pages)
      .where(and(eq(pages.status, "published"), eq(pages.language, "it")))
      .groupBy(pages.type)
      .all()
      .map((row) => [row.type, row.total]),
  );
  return editablePageTypes.map((type) => ({
    type,
    plural: pageTypeDefs[type].plural,
    path: typeListPath(type),
    published: published.get(type) ?? 0,
  }));
}

/**
 * A type's entries for its staff list, in the pages' order, each English translation right
 * after its original, saying when the original has moved on since (decision 0294).
 */
export function pageList(type: EditablePageType) {
  const rows = db
    .select()
    .from(pages)
    .where(eq(pages.type, type))
    .orderBy(asc(pages.position), asc(pages.title))
    .all();
  const italian = rows.filter((row) => row.language === "it");
  const originals = new Map(italian.map((row) => [row.id, row]));
  const translations = new Map<string, PageRow[]>();
  for (const row of rows)
    if (row.language !== "it")
      translations.set(groupOf(row), [...(translations.get(groupOf(row)) ?? []), row]);
  const listed = (row: PageRow) => {
    const original = row.language === "it" ? null : originals.get(groupOf(row));
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      position: row.position,
      updatedAt: row.updatedAt,
      language: row.language,
      stale: original ? isStale(row, original) : false,
      path: entryPath(type, row.id),
      address: row.status === "published" ? rowAddress(row) : null,
    };
  };
  const orphans = [...translations.entries()].filter(([group]) => !originals.has(group));
  return [
    ...italian.flatMap((row) => [row, ...(translations.get(row.id) ?? [])]),
    ...orphans.flatMap(([, group]) => group),
  ].map(listed);
}

/** The entry of `type` with `id`: another type's or none is a 404. */
export function requirePage(type: EditablePageType, id: string) {
  const row = db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.type, type)))
    .get();
  if (!row) throw data({ message: "Contenuto non trovato" }, { status: 404 });
  return row;
}

/** The form's starting values: an empty entry, or the stored one. */
function formValues(row: PageRow | null): PageFormValues {
  return {
    id: row?.id ?? "",
    title: row?.title ?? "",
    slug: row?.slug ?? "",
    excerpt: row?.excerpt ?? "",
    fields: row ? (JSON.parse(row.fields) as Record<string, unknown>) : {},
    meta_title: row?.metaTitle ?? "",
    meta_description: row?.metaDescription ?? "",
    keywords: row?.keywords ?? "",
    noindex: row?.noindex ? "on" : "",
    position: row ? String(row.position) : "",
    status: row?.status ?? "draft",
    publish_at:
      row?.status === "scheduled" && row.publishedAt ? momentToRomeTime(row.publishedAt) : "",
    unpublish_at: row?.unpublishAt ? momentToRomeTime(row.unpublishAt) : "",
    updated_at: row ? String(row.updatedAt.getTime()) : "",
  };
}

/** The types the `ref` fields of `specs` point to, however deep. */
function refTypes(specs: FieldSpecs): PageType[] {
  const of = (spec: FieldSpec): PageType[] => {
    switch (spec.kind) {
      case "ref":
        return [spec.to];
      case "group":
        return refTypes(spec.fields);
      case "list":
        return of(spec.of);
      case "sections":
        return Object.values(spec.kinds).flatMap((kind) => refTypes(kind.fields));
      default:
        return [];
    }
  };
  return [...new Set(Object.values(specs).flatMap(of))];
}

/**
 * What the `ref` fields may choose: every entry of the type, unpublished ones included. An
 * English entry may name an English entry or an Italian one, which the page shows in its
 * English translation (a translation starts with its original's choices).
 */
function refChoicesOf(type: EditablePageType, self: string | null, language: "it" | "en") {
  const choicesIn = (target: PageType, each: "it" | "en") =>
    db
      .select({ value: pages.id, label: pages.title })
      .from(pages)
      .where(
        and(
          eq(pages.type, target),
          eq(pages.language, each),
          ne(pages.status, "archived"),
          self ? ne(pages.id, self) : undefined,
        ),
      )
      .orderBy(asc(pages.position), asc(pages.title))
      .all();
  return Object.fromEntries(
    refTypes(pageTypeDefs[type].fields).map((target) => [
      target,
      language === "it"
        ? choicesIn(target, "it")
        : [
            ...choicesIn(target, "en"),
            ...choicesIn(target, "it").map((choice) => ({
              ...choice,
              label: pageTranslationText.italianChoice(choice.label),
            })),
          ],
    ]),
  );
}

const illustrationChoices = images.map((image) => ({ value: image.id, label: image.id }));

/**
 * The SEO score of an entry with a page, as saved: its title as the one first-level heading,
 * its fields' titles as second-level ones, their words as the text.
 */
function seoOf(type: EditablePageType, row: PageRow) {
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  const content = [`# ${row.title}`, ...markdownOf(pageTypeDefs[type].fields, fields)].join("\n\n");
  return {
    report: seoScore({
      title: row.title,
      metaTitle: row.metaTitle ?? "",
      metaDescription: row.metaDescription ?? row.excerpt,
      content,
      keywords: row.keywords,
    }),
    readability: gulpease(content),
    minutes: readingMinutes(content),
  };
}

/**
 * Whether the entry at `slug` is shown by a route of its own (the cookie page, with its list of
 * cookies), not by the pages at addresses staff choose: it keeps its address.
 */
const hasOwnRoute = (type: EditablePageType, slug: string) =>
  isRootAddressType(type) && siteAddressOf(`/${slug}`) !== null;

/** What the form opens with: `id` null for a new entry. */
export function pageEditorPage(type: EditablePageType, id: string | null) {
  const row = id === null ? null : requirePage(type, id);
  return {
    type,
    language: row?.language ?? "it",
    isNew: row === null,
    fixedAddress: row !== null && hasOwnRoute(type, row.slug),
    previewable: row !== null && isPreviewable(type),
    seo: row !== null && publicAddress(type, row.slug) !== null ? seoOf(type, row) : null,
    previewLink:
      row !== null && isPreviewable(type) ? previewLinkListing({ kind: "page", id: row.id }) : null,
    values: formValues(row),
    refChoices: refChoicesOf(type, row?.id ?? null, row?.language ?? "it"),
    illustrations: illustrationChoices,
    address: row?.status === "published" ? rowAddress(row) : null,
    editorPath: row ? entryPath(type, row.id) : null,
    backTo: typeListPath(type),
  };
}

/**
 * Stores every image file the post carries (a field named `….upload`) as an upload, and puts
 * its address and size in the post in its place, so that a list's button pressed without
 * JavaScript keeps the image chosen before it. The problems by the field they belong to.
 */
async function takeUploadedImages(form: FormData, uploadedBy: string) {
  const problems: Record<string, string[]> = {};
  for (const [name, file] of [...form.entries()]) {
    if (!name.endsWith(".upload")) continue;
    form.delete(name);
    if (!(file instanceof File) || file.size === 0) continue;
    const stored = await storeUploadedImage(file, uploadedBy);
    if (!stored.ok) {
      problems[name] = [uploadProblems[stored.problem]];
      continue;
    }
    const prefix = name.slice(0, -".upload".length);
    form.set(`${prefix}.src`, stored.image.url);
    form.set(`${prefix}.width`, String(stored.image.width));
    form.set(`${prefix}.height`, String(stored.image.height));
    form.delete(`${prefix}.illustration`);
  }
  return problems;
}

type ImagePost = {
  illustration?: string;
  src?: string;
  width?: number;
  height?: number;
  alt?: string;
};

/**
 * The fields as they are stored: an image as an illustration or an upload with its text, or
 * null; the problems of an illustration that does not exist, by field name.
 */
function storedFields(specs: FieldSpecs, value: Record<string, unknown>, path: string) {
  const problems: Record<string, string[]> = {};
  const image = (post: ImagePost | undefined, name: string): PageImage | null => {
    const alt = post?.alt ?? "";
    if (post?.src && post.width && post.height)
      return { src: post.src, width: post.width, height: post.height, alt };
    if (!post?.illustration) return null;
    if (!findImage(post.illustration)) problems[name] = [pageFieldMessages.unknownIllustration];
    return { illustration: post.illustration, alt };
  };
  const field = (spec: FieldSpec, item: unknown, name: string): unknown => {
    switch (spec.kind) {
      case "image":
        return image(item as ImagePost | undefined, `${name}.illustration`);
      case "group":
        return walk(spec.fields, item as Record<string, unknown>, name);
      case "list":
        return (item as unknown[]).map((entry, index) =>
          field(spec.of, entry, `${name}[${index}]`),
        );
      case "sections":
        return (item as { kind: string }[]).map((section, index) => ({
          kind: section.kind,
          ...walk(
            spec.kinds[section.kind]?.fields ?? {},
            section as Record<string, unknown>,
            `${name}[${index}]`,
          ),
        }));
      default:
        return item;
    }
  };
  const walk = (fields: FieldSpecs, values: Record<string, unknown>, prefix: string) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, spec]) => [
        key,
        field(spec, values[key], `${prefix}.${key}`),
      ]),
    );
  return { fields: walk(specs, value, path), problems };
}

/** The position after the last of its type: a new entry goes at the end of its list. */
function nextPosition(type: EditablePageType) {
  const row = db
    .select({ last: max(pages.position) })
    .from(pages)
    .where(eq(pages.type, type))
    .get();
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

type Saved =
  { outcome: "saved"; row: PageRow } | { outcome: "slug-taken" } | { outcome: "conflict" };

function columnsOf(
  type: EditablePageType,
  input: PageInput,
  fields: Record<string, unknown>,
  before: PageRow | null,
  now: Date,
) {
  // A translation saved is in step with its original as it is now (decision 0294).
  const original = before && before.language !== "it" ? originalOf(before) : null;
  return {
    ...(original ? { translatedFromSeq: originalRevision(original) } : {}),
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    fields: JSON.stringify(fields),
    searchText: wordsOf(pageTypeDefs[type].fields, fields).join(" "),
    position: input.position ?? before?.position ?? nextPosition(type),
    metaTitle: input.meta_title || null,
    metaDescription: input.meta_description || null,
    keywords: input.keywords,
    noindex: input.noindex,
    status: input.status,
    publishedAt: publishedAtAfter(before, input, now),
    unpublishAt: input.unpublishAt,
  };
}

function savePage(
  type: EditablePageType,
  before: PageRow | null,
  columns: ReturnType<typeof columnsOf>,
  input: PageInput,
  user: string,
  now: Date,
): Saved {
  return saveContent((save): Saved => {
    const saving = byUser(user, "editor");
    const address = (slug: string, language: Language) => addressIn(type, slug, language);
    if (!before) {
      const created = save({
        kind: "page",
        create: { ...columns, type, authorId: user },
        takenSlug: "refuse",
        saving,
        now,
        address,
      });
      return created.outcome === "saved" ? created : { outcome: "slug-taken" };
    }
    // The version read, as the form carried it: an older one means someone saved since.
    if (input.updated_at !== undefined && input.updated_at !== before.updatedAt.getTime())
      return { outcome: "conflict" };
    const saved = save({ kind: "page", update: columns, over: before, saving, now, address });
    if (saved.outcome === "saved") return saved;
    return saved.outcome === "slug-taken" ? { outcome: "slug-taken" } : { outcome: "conflict" };
  });
}

/** The first of `<slug>-copia`, `<slug>-copia-2`… that no page of `type` has and nothing answers. */
function copySlug(type: EditablePageType, slug: string) {
  for (let n = 1; ; n++) {
    const candidate = `${slug}-copia${n > 1 ? `-${n}` : ""}`;
    const taken = db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.type, type), eq(pages.language, "it"), eq(pages.slug, candidate)))
      .get();
    if (!taken && !(isRootAddressType(type) && rootAddressProblem(candidate, null)))
      return candidate;
  }
}

/**
 * 'Duplica': a new draft with the entry's fields and head, its title and address marked as a
 * copy; then its form. A type that exists once has no copies.
 */
export async function duplicatePage({ user }: Staff, type: EditablePageType, id: string) {
  const original = requirePage(type, id);
  if ("single" in pageTypeDefs[type])
    throw data({ message: "Questo contenuto esiste una volta sola" }, { status: 404 });
  // A copy is a new Italian entry: a translation is copied from its original.
  if (original.language !== "it")
    throw data({ message: pageTranslationText.notDuplicated }, { status: 404 });
  const now = new Date();
  const create = {
    type,
    authorId: user.id,
    title: `${original.title} (copia)`.slice(0, 200),
    slug: copySlug(type, original.slug),
    excerpt: original.excerpt,
    fields: original.fields,
    searchText: original.searchText,
    position: nextPosition(type),
    metaTitle: original.metaTitle,
    metaDescription: original.metaDescription,
    keywords: original.keywords,
    noindex: original.noindex,
    status: "draft" as const,
    publishedAt: null,
    unpublishAt: null,
  };
  const saved = await staffWrite(() =>
    saveContent((save) =>
      save({
        kind: "page",
        create,
        takenSlug: "refuse",
        saving: byUser(user.id, "editor"),
        now,
        address: (slug: string, language: Language) => addressIn(type, slug, language),
      }),
    ),
  );
  if (saved === writeRefused || saved.outcome !== "saved")
    return redirectWithToast(entryPath(type, id), {
      type: "error",
      ...pageWriteAlerts.notStored,
    });
  return redirectWithToast(entryPath(type, saved.row.id), pageToasts.duplicated);
}

/**
 * A post of a type's form (`id` null: a new entry). A list's or a section's button (Conform's
 * intent) gives the form back changed, saving nothing but the images chosen. A save button:
 * valid and saved, 303 to the type's list with a toast; otherwise the form again with what was
 * typed: 400 by the fields (a taken address among them), 409 when someone saved in between,
 * 503 with `Retry-After` when the database took no write.
 */
export async function handlePagePost(
  request: Request,
  { user }: Staff,
  type: EditablePageType,
  id: string | null,
) {
  const before = id === null ? null : requirePage(type, id);
  const body = await readFormBody(request, bodyLimits.articleForm);
  if (!body.ok) {
    const alert = unreadableFormAlerts[body.problem];
    return data({ result: undefined, alert }, { status: body.status, headers: refusedBodyHeaders });
  }
  const form = body.formData;
  const intent = form.get("intent");
  if (before && isPreviewable(type) && isPreviewLinkIntent(intent))
    return answerPreviewLinkPost(
      intent,
      form,
      { kind: "page", id: before.id },
      entryPath(type, before.id),
    );
  const imageProblems = await takeUploadedImages(form, user.id);
  const now = new Date();
  const submission = parseWithZod(form, {
    schema: pageSchema(type, { published: before?.status === "published", now }),
  });
  const answer = (
    status: number,
    extra: {
      alert?: FormAlertContent;
      fieldErrors?: Record<string, string[]>;
      headers?: HeadersInit;
    } = {},
  ) =>
    data(
      {
        result: submission.reply(
          extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : undefined,
        ),
        alert: extra.alert ?? null,
      },
      { status, headers: extra.headers },
    );
  // A list's button, not a save: the form comes back with the change.
  if (submission.status === undefined) return answer(200, { fieldErrors: imageProblems });
  if (Object.keys(imageProblems).length > 0) return answer(400, { fieldErrors: imageProblems });
  if (submission.status !== "success") return answer(400);
  const input =
    before && hasOwnRoute(type, before.slug)
      ? { ...submission.value, slug: before.slug }
      : submission.value;
  const stored = storedFields(pageTypeDefs[type].fields, input.fields, "fields");
  if (Object.keys(stored.problems).length > 0) return answer(400, { fieldErrors: stored.problems });
  if (isRootAddressType(type) && input.slug !== before?.slug) {
    const problem = rootAddressProblem(input.slug, before?.id ?? null, before?.language);
    if (problem) return answer(400, { fieldErrors: { slug: [problem] } });
  }
  let saved: Saved | typeof writeRefused;
  try {
    const columns = columnsOf(type, input, stored.fields, before, now);
    saved = await staffWrite(() => savePage(type, before, columns, input, user.id, now));
  } catch (error) {
    logger.error({ err: error }, "Contenuto delle pagine non salvato:");
    return answer(500, { alert: pageWriteAlerts.failed });
  }
  if (saved === writeRefused)
    return answer(503, { alert: pageWriteAlerts.notStored, headers: retryLaterHeaders });
  if (saved.outcome === "slug-taken")
    return answer(400, { fieldErrors: { slug: [pageFieldMessages.slugTaken] } });
  if (saved.outcome === "conflict") return answer(409, { alert: pageWriteAlerts.conflict });
  const toast =
    input.status === "scheduled" && input.publishAt
      ? pageToasts.scheduled(formatMoment(input.publishAt))
      : input.intent === "publish"
        ? pageToasts.published
        : input.intent === "draft"
          ? pageToasts.draft
          : before
            ? pageToasts.updated
            : pageToasts.created;
  return redirectWithToast(typeListPath(type), toast);
}
