import type { SubmissionResult } from "@conform-to/react";
import {
  createEnglishTranslation,
  translationPanel,
} from "~/features/articles/article-translations.server";
import { articleTranslationText } from "~/features/articles/content/article-translations";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import {
  articleConflict,
  articleFieldMessages,
  articleToasts,
  articleWriteAlerts,
  autosaveProblems,
  bodyFormatText,
  deleteCauses,
  editorCategories,
  previewLinkToasts,
} from "~/features/articles/content/admin-articles";
import {
  imageAltText,
  imageGenerationText,
  uploadProblems,
} from "~/features/articles/content/article-images";
import { imageAltOf, isStaffUpload } from "~/features/articles/uploaded-images.server";
import {
  articleSections,
  articleTemplates,
  templateWithTitle,
} from "~/features/articles/content/article-templates";
import {
  unreadableFormAlerts,
  writeRefusedAlert,
  type FormAlertContent,
} from "~/components/form-messages";
import type { EditorView } from "~/features/articles/article-editor";
import { bodyFormat, renderArticleBody } from "~/features/articles/article-html.server";
import { staffWrite, staffWriteWait, writeRefused, writeWhenUnlocked } from "~/utils/db.server";
import {
  createArticle,
  deleteArticle,
  findArticle,
  updateArticle,
  type Article,
  type SaveResult,
} from "~/features/articles/articles.server";
import { byUser } from "~/features/articles/revisions.server";
import { getEnv } from "~/utils/env.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { formatMoment } from "~/utils/format";
import { momentToRomeTime } from "~/utils/rome-time";
import { retryLaterHeaders } from "~/utils/headers";
import { jsonAnswer } from "~/utils/resource-answer.server";
import {
  generateImage,
  IMAGE_PROMPT_MAX_LENGTH,
  startCoverGeneration,
} from "~/features/articles/image-generation.server";
import { appendBlock } from "~/features/articles/markdown-edit";
import {
  createPreviewLinkSchema,
  previewLinkIntents,
  revokePreviewLinkSchema,
  type PreviewLinkIntent,
} from "~/features/articles/preview-link-schema";
import {
  createPreviewLink,
  currentPreviewLink,
  revokePreviewLink,
  type PreviewTarget,
} from "~/features/articles/preview-links.server";
import {
  articleSchema,
  editorIntents,
  type ArticleInput,
  type EditorIntent,
} from "~/features/articles/article-schema";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { storeUploadedImage } from "~/features/articles/uploads.server";
import { logger } from "~/utils/logger.server";

type Staff = { user: Pick<SessionUser, "id"> };

const writeView: EditorView = {
  tab: "write",
  previewHtml: null,
  bodyFormat: null,
  askReplaceTemplate: false,
  imageNotice: null,
};

/** The form's starting values: an empty draft, or the stored article. */
function formValues(article: Article | null) {
  return {
    title: article?.title ?? "",
    slug: article?.slug ?? "",
    excerpt: article?.excerpt ?? "",
    content: article?.content ?? "",
    category: article?.category ?? "",
    meta_title: article?.metaTitle ?? "",
    meta_description: article?.metaDescription ?? "",
    keywords: article?.keywords ?? "",
    featured_image_url: article?.featuredImageUrl ?? "",
    featured_image_alt: imageAltOf(article?.featuredImageUrl ?? null),
    featured_image_initial: article?.featuredImageUrl ?? "",
    id: article?.id ?? "",
    status: article?.status ?? "draft",
    publish_at:
      article?.status === "scheduled" && article.publishedAt
        ? momentToRomeTime(article.publishedAt)
        : "",
    unpublish_at: article?.unpublishAt ? momentToRomeTime(article.unpublishAt) : "",
    updated_at: article ? String(article.updatedAt.getTime()) : "",
  };
}

/** The editor's categories, and the article's own when it came from elsewhere. */
function categoryOptions(current: string | undefined) {
  const list: string[] = [...editorCategories];
  if (current && !list.includes(current)) list.push(current);
  return list;
}

function requireArticle(id: string) {
  const article = findArticle(id);
  if (!article) throw data({ message: "Articolo non trovato" }, { status: 404 });
  return article;
}

const previewLinkPath = (token: string) => `/anteprima/${token}`;

/** A preview link as the editor lists it: never whole, only its start. */
export function previewLinkListing(target: PreviewTarget, now = new Date()) {
  const link = currentPreviewLink(target);
  if (!link) return null;
  return {
    id: link.id,
    start: `${previewLinkPath(link.tokenStart)}…`,
    expires: formatMoment(link.expiresAt),
    expired: link.expiresAt.getTime() <= now.getTime(),
    opens: link.openCount,
    lastOpened: link.lastOpenedAt ? formatMoment(link.lastOpenedAt) : null,
  };
}

export type PreviewLinkListing = NonNullable<ReturnType<typeof previewLinkListing>>;

/** What the editor opens with: `id` null for a new article. */
export function articleEditorPage(id: string | null) {
  const article = id === null ? null : requireArticle(id);
  return {
    isNew: article === null,
    values: formValues(article),
    categories: categoryOptions(article?.category),
    view: writeView,
    previewLink: article ? previewLinkListing({ kind: "article", id: article.id }) : null,
    translation: article ? translationPanel(article) : null,
  };
}

/** The other person's version, as the conflict shows it. */
function theirVersion(article: Article) {
  return { ...formValues(article), updatedAt: article.updatedAt.getTime() };
}

export type TheirVersion = ReturnType<typeof theirVersion>;

/** A new article's form carries the id its first autosave created, so later posts update it. */
const articleIdOf = (form: FormData) => {
  const id = form.get("id");
  return typeof id === "string" && id !== "" ? id : null;
};

/**
 * A chosen file becomes the article's image before anything else happens to the post, so
 * it is kept whatever the post then does. A file that is no acceptable image writes
 * nothing and comes back as the field's message.
 */
export async function takeUploadedImage(form: FormData, uploadedBy: string) {
  const file = form.get("image");
  form.delete("image");
  // A file input left empty still sends a part, with no name and no bytes.
  if (!(file instanceof File) || (file.name === "" && file.size === 0)) return null;
  const stored = await storeUploadedImage(file, uploadedBy);
  if (!stored.ok) return uploadProblems[stored.problem];
  form.set("featured_image_url", stored.image.url);
  return null;
}

export const isEditorIntent = (value: unknown): value is EditorIntent =>
  editorIntents.some((intent) => intent === value);

/** The posted text fields, as the form shows them again. */
function typedValues(form: FormData) {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "intent") values[name] = value;
  return values;
}

/** The template or section asked for; a forged choice gets the first, as the select starts. */
const chosen = (
  items: readonly [{ id: string; content: string }, ...{ id: string; content: string }[]],
  id: unknown,
) => items.find((item) => item.id === id) ?? items[0];

/**
 * The editor's buttons other than saving, each as a plain post: the form comes back with
 * every typed value and the button's result; nothing is stored but an uploaded or
 * generated image.
 */
export async function answerEditorIntent(
  intent: EditorIntent,
  form: FormData,
  imageError: string | null,
) {
  const values = typedValues(form);
  const errors: Record<string, string[]> = {};
  if (imageError) errors.image = [imageError];
  const view: EditorView = { ...writeView };
  let generated: Awaited<ReturnType<typeof generateImage>> | null = null;
  const content = values.content ?? "";
  switch (intent) {
    case "preview":
      view.tab = "preview";
      view.bodyFormat = bodyFormat(content);
      view.previewHtml = renderArticleBody(content, {
        title: values.title ?? "",
        format: view.bodyFormat,
      });
      break;
    case "apply-template":
    case "replace-template":
      if (intent === "replace-template" || content.trim() === "")
        values.content = templateWithTitle(
          chosen(articleTemplates, values.template),
          values.title ?? "",
        );
      else view.askReplaceTemplate = true;
      break;
    case "insert-section":
      values.content = appendBlock(content, chosen(articleSections, values.section).content);
      break;
    case "generate-image": {
      const prompt = (values.image_prompt ?? "").trim();
      if (prompt === "") errors.image_prompt = [imageGenerationText.promptMissing];
      else if (Array.from(prompt).length > IMAGE_PROMPT_MAX_LENGTH)
        errors.image_prompt = [imageGenerationText.promptTooLong];
      else {
        try {
          generated = await generateImage(prompt);
          values.featured_image_url = generated.url;
          view.imageNotice = generated.placeholder
            ? imageGenerationText.placeholder
            : imageGenerationText.generated;
        } catch (error) {
          // Not even the placeholder could be written: the uploads folder refused it.
          logger.error({ err: error }, "Immagine non salvata:");
          errors.image_prompt = [imageGenerationText.notStored];
        }
      }
      break;
    }
    case "write":
      break;
  }
  const invalid = Object.keys(errors).length > 0;
  const result: SubmissionResult<string[]> = {
    status: invalid ? "error" : undefined,
    initialValue: values,
    error: errors,
  };
  return data(
    { result, alert: null, conflict: null, view, generated },
    { status: invalid ? 400 : 200 },
  );
}

export const isPreviewLinkIntent = (value: unknown): value is PreviewLinkIntent =>
  previewLinkIntents.some((intent) => intent === value);

export type PreviewLinkAnswer = {
  result: SubmissionResult<string[]>;
  alert: FormAlertContent | null;
  /** The link just made: whole in this answer only, stored as its hash. */
  created: { url: string; until: string } | null;
};

/** An answer of the 'Link di anteprima' section, beside the article form's empty one. */
const previewLinkAnswer = (previewLink: PreviewLinkAnswer, init?: ResponseInit) =>
  data(
    {
      result: undefined,
      alert: null,
      conflict: null,
      view: writeView,
      generated: null,
      previewLink,
    },
    init,
  );

/**
 * The posts of an editor's 'Link di anteprima' section (an article's or an event's). Creating
 * answers with the whole link, shown this once, and replaces the previous link; revoking goes
 * back to `editor` with a one-time message.
 */
export async function answerPreviewLinkPost(
  intent: PreviewLinkIntent,
  form: FormData,
  target: PreviewTarget,
  editor: string,
) {
  if (intent === "revoke-preview-link") {
    const submission = parseWithZod(form, { schema: revokePreviewLinkSchema });
    if (submission.status !== "success")
      throw data({ message: "Richiesta non valida" }, { status: 400 });
    const revoked = await staffWrite(() => revokePreviewLink(target, submission.value.link));
    if (revoked === writeRefused) return redirectWithToast(editor, previewLinkToasts.refused);
    return redirectWithToast(editor, revoked ? previewLinkToasts.revoked : previewLinkToasts.gone);
  }
  const submission = parseWithZod(form, { schema: createPreviewLinkSchema });
  if (submission.status !== "success")
    return previewLinkAnswer(
      { result: submission.reply(), alert: null, created: null },
      { status: 400 },
    );
  const created = await staffWrite(() => createPreviewLink(target, submission.value.days));
  if (created === writeRefused)
    return previewLinkAnswer(
      { result: submission.reply(), alert: writeRefusedAlert, created: null },
      { status: 503, headers: retryLaterHeaders },
    );
  if (!created) throw data({ message: "Articolo non trovato" }, { status: 404 });
  return previewLinkAnswer({
    result: submission.reply({ resetForm: true }),
    alert: null,
    created: {
      url: `${getEnv().SITE_URL}${previewLinkPath(created.token)}`,
      until: formatMoment(created.expiresAt),
    },
  });
}

/**
 * A save's one-time message, which also says when the body will be shown as HTML: a save
 * returns to the list, where nothing else would tell that one stray tag turned the whole
 * body into HTML.
 */
export function savedToast(toast: Toast, content: string): Toast {
  const format = bodyFormat(content);
  return format.kind === "html"
    ? { ...toast, description: bodyFormatText.saved(toast.description, format.firstTag) }
    : toast;
}

/** Whether this save should try to give the article a cover: it was just published without one. */
const wantsCover = (input: ArticleInput, before: Article | null) =>
  input.status === "published" &&
  input.featured_image_url === "" &&
  (input.intent === "publish" || before?.status !== "published");

type AnswerExtra<Conflict> = {
  alert?: FormAlertContent;
  conflict?: Conflict;
  fieldErrors?: Record<string, string[]>;
  headers?: HeadersInit;
};

/**
 * The editor's form again after a save button, as an article's and an event's editor answer:
 * what was typed, its messages by field, and the alert or the other person's version.
 */
export function formAnswer<Conflict>(
  submission: {
    reply: (options?: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>;
  },
  status: number,
  extra: AnswerExtra<Conflict> = {},
) {
  return data(
    {
      result: submission.reply(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : undefined),
      alert: extra.alert ?? null,
      conflict: extra.conflict ?? null,
      view: writeView,
      generated: null,
    },
    { status, headers: extra.headers },
  );
}

/** A cover uploaded by staff goes out only with its text (decision 0214). */
export const lacksCoverText = (input: {
  status: string;
  featured_image_alt?: string;
  featured_image_url: string;
}) =>
  (input.status === "published" || input.status === "scheduled") &&
  !input.featured_image_alt &&
  isStaffUpload(input.featured_image_url);

/**
 * A post of the article form (`routeId` null: a new article). A save button: valid and
 * saved, 303 to the list with its toast; otherwise the form again with what was typed:
 * 400 with the field errors (the slug's clash, a refused image among them), 409 with the
 * newer version when someone saved in between, 503 with an alert and `Retry-After` when the
 * database refused the write for a passing reason (another process's lock held past a short
 * wait, a full disk), 500 when it refused it for any other. Any other button: see
 * `answerEditorIntent`. The 'Link di anteprima' section's forms post here too, on an existing
 * article: see `answerPreviewLinkPost`.
 */
export async function handleArticlePost(request: Request, { user }: Staff, routeId: string | null) {
  // The one read of the article this post makes: an address naming none is a 404 before its
  // body is read; a new article's form may name the one its first autosave created.
  const named = routeId === null ? null : requireArticle(routeId);
  const body = await readFormBody(request, bodyLimits.articleForm);
  if (!body.ok) {
    const alert = unreadableFormAlerts[body.problem];
    return data(
      { result: undefined, alert, conflict: null, view: writeView, generated: null },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const form = body.formData;
  const intent = form.get("intent");
  if (named && isPreviewLinkIntent(intent))
    return answerPreviewLinkPost(
      intent,
      form,
      { kind: "article", id: named.id },
      `/admin/articoli/${named.id}`,
    );
  const formId = routeId === null ? articleIdOf(form) : null;
  const existing = formId === null ? named : requireArticle(formId);
  const imageError = await takeUploadedImage(form, user.id);
  if (isEditorIntent(intent)) return answerEditorIntent(intent, form, imageError);

  const submission = parseWithZod(form, {
    schema: articleSchema(existing?.category, { published: existing?.status === "published" }),
  });
  const answer = (status: number, extra: AnswerExtra<TheirVersion> = {}) =>
    formAnswer(submission, status, extra);
  if (imageError) return answer(400, { fieldErrors: { image: [imageError] } });
  if (submission.status !== "success") return answer(400);
  const input = submission.value;
  if (lacksCoverText(input))
    return answer(400, { fieldErrors: { featured_image_alt: [imageAltText.missing] } });
  let result: SaveResult | typeof writeRefused;
  try {
    result = await staffWrite(() =>
      existing
        ? updateArticle(existing, input, input.updated_at, byUser(user.id, "editor"))
        : createArticle(input, user.id),
    );
  } catch (error) {
    logger.error(
      { err: error },
      existing ? "Errore durante l'aggiornamento:" : "Errore durante la creazione:",
    );
    const alert =
      input.intent !== "save"
        ? articleWriteAlerts.save
        : existing
          ? articleWriteAlerts.update
          : articleWriteAlerts.create;
    return answer(500, { alert });
  }
  if (result === writeRefused)
    return answer(503, { alert: articleWriteAlerts.notStored, headers: retryLaterHeaders });
  if (result.outcome === "missing")
    throw data({ message: "Articolo non trovato" }, { status: 404 });
  if (result.outcome === "slug-taken")
    return answer(400, { fieldErrors: { slug: [articleFieldMessages.slugTaken] } });
  if (result.outcome === "conflict")
    return answer(409, { alert: articleConflict.alert, conflict: theirVersion(result.current) });
  if (result.outcome === "not-draft") throw new Error("Only an autosave writes drafts only");
  if (wantsCover(input, existing))
    void startCoverGeneration({ id: result.id, slug: input.slug, title: input.title });
  const toast =
    input.status === "scheduled" && input.publishAt
      ? articleToasts.scheduled(formatMoment(input.publishAt))
      : input.intent === "publish"
        ? articleToasts.published
        : input.intent === "draft"
          ? articleToasts.draft
          : existing
            ? articleToasts.updated
            : articleToasts.created;
  return redirectWithToast("/admin", savedToast(toast, input.content));
}

/**
 * The autosave's post (JavaScript only): the form as it stands, saved as a draft, creating
 * the article when it has no id yet. It never writes over a published article nor over a
 * newer version; it answers what happened for the editor's quiet status line.
 */
export async function handleArticleAutosave(request: Request, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    return jsonAnswer(
      { state: "failed" as const, message: autosaveProblems.failed },
      { status: body.status },
    );
  const form = body.formData;
  form.set("intent", "draft");
  const id = articleIdOf(form);
  const existing = id === null ? null : findArticle(id);
  if (id !== null && !existing)
    return jsonAnswer(
      { state: "stopped" as const, message: autosaveProblems.missing },
      { status: 404 },
    );
  const submission = parseWithZod(form, {
    schema: articleSchema(existing?.category, { published: existing?.status === "published" }),
  });
  if (submission.status !== "success")
    return jsonAnswer(
      { state: "failed" as const, message: autosaveProblems.invalid },
      { status: 400 },
    );
  const input = submission.value;
  let result: SaveResult | typeof writeRefused;
  try {
    result = await staffWrite(() =>
      existing
        ? updateArticle(existing, input, input.updated_at, byUser(user.id, "autosave"), {
            draftOnly: true,
          })
        : createArticle(input, user.id, new Date(), { saving: byUser(user.id, "autosave") }),
    );
  } catch (error) {
    logger.error({ err: error }, "Errore durante il salvataggio automatico:");
    return jsonAnswer(
      { state: "failed" as const, message: autosaveProblems.failed },
      { status: 500 },
    );
  }
  if (result === writeRefused) {
    return jsonAnswer(
      { state: "failed" as const, message: autosaveProblems.failed },
      { status: 503, headers: retryLaterHeaders },
    );
  }
  switch (result.outcome) {
    case "saved":
      return jsonAnswer({
        state: "saved" as const,
        id: result.id,
        updatedAt: result.updatedAt,
        image: input.featured_image_url,
      });
    case "slug-taken":
      return jsonAnswer(
        { state: "failed" as const, message: autosaveProblems.slugTaken },
        { status: 400 },
      );
    case "conflict":
      return jsonAnswer(
        { state: "stopped" as const, message: autosaveProblems.conflict },
        { status: 409 },
      );
    case "not-draft":
      return jsonAnswer(
        { state: "stopped" as const, message: autosaveProblems.notDraft },
        { status: 409 },
      );
    case "missing":
      return jsonAnswer(
        { state: "stopped" as const, message: autosaveProblems.missing },
        { status: 404 },
      );
  }
}

/**
 * The live preview's post: the body exactly as the article's page will render it, and
 * whether as HTML or as Markdown. The quick import asks it for the latter alone.
 */
export async function articlePreview(request: Request) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok) return data({ html: null, format: null }, { status: body.status });
  const field = (name: string) => {
    const value = body.formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const content = field("content");
  const format = bodyFormat(content);
  return { html: renderArticleBody(content, { title: field("title"), format }), format };
}

/** How a refused image of the body is answered: a file the body limit stopped says the image's own limit. */
const bodyImageRefusal = (message: string, status: number) =>
  jsonAnswer({ url: null, message }, { status });

/**
 * An image pasted or dropped into the editor's text (JavaScript only): the same checks and
 * cleaning as the featured image, answered as `{ url }` for the editor to write into the
 * body, or a 4xx with the refusal the cover's field would show. The body is saved (and the
 * image used) only when the article is.
 */
export async function handleBodyImageUpload(request: Request, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.articleForm);
  if (!body.ok)
    return bodyImageRefusal(
      body.problem === "too-large"
        ? uploadProblems["too-large"]
        : unreadableFormAlerts[body.problem].description,
      body.status,
    );
  const file = body.formData.get("image");
  if (!(file instanceof File) || file.size === 0)
    return bodyImageRefusal(uploadProblems.empty, 400);
  const stored = await storeUploadedImage(file, user.id);
  if (!stored.ok)
    return bodyImageRefusal(
      uploadProblems[stored.problem],
      stored.problem === "too-large" ? 413 : 422,
    );
  return jsonAnswer({ url: stored.image.url, message: null });
}

/** The delete confirmation: which article is meant. */
export function articleDeletePage(id: string) {
  const article = requireArticle(id);
  return { id: article.id, title: article.title };
}

/** The delete post, from the confirmation page or the list: back to the list with a toast either way. */
export async function handleArticleDelete(id: string, { user }: Staff) {
  try {
    const deleted = await writeWhenUnlocked(() => deleteArticle(id, user.id), staffWriteWait);
    if (!deleted)
      return redirectWithToast("/admin", articleToasts.deleteFailed(deleteCauses.missing));
  } catch (error) {
    logger.error({ err: error }, "Errore durante l'eliminazione:");
    return redirectWithToast("/admin", articleToasts.deleteFailed(deleteCauses.refused));
  }
  return redirectWithToast("/admin", articleToasts.deleted);
}

/**
 * 'Crea la traduzione inglese': the Italian article's English draft, then its editor (the one
 * that exists already when another post made it first). 404 for no article; 400 for an
 * article that is itself a translation.
 */
export function startEnglishTranslation(id: string, { user }: Staff) {
  const original = requireArticle(id);
  const started = createEnglishTranslation(original, byUser(user.id, "editor"));
  if (started.outcome === "not-italian")
    throw data({ message: articleTranslationText.notItalian }, { status: 400 });
  const editor = `/admin/articoli/${started.id}`;
  return started.outcome === "created"
    ? redirectWithToast(editor, articleTranslationText.created)
    : redirectWithToast(editor, {
        type: "success",
        title: articleTranslationText.exists,
        description: "",
      });
}
