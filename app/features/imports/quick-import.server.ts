import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { articleToasts, articleWriteAlerts } from "~/features/articles/content/admin-articles";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import { quickImportAlerts } from "~/features/imports/content/quick-import";
import { savedToast } from "~/features/articles/article-editor.server";
import { bodyFormat, type BodyFormat } from "~/features/articles/article-html.server";
import { createArticle } from "~/features/articles/articles.server";
import { byUser } from "~/features/articles/revisions.server";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { extractFields, parseDocument } from "~/features/imports/quick-import";
import {
  missingFieldMessages,
  quickImportSchema,
  quickImportViewIntents,
  type QuickImportInput,
  type QuickImportViewIntent,
} from "~/features/imports/quick-import-schema";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { logger } from "~/utils/logger.server";

type Staff = { user: Pick<SessionUser, "id"> };

/**
 * The form as the page shows it again: Conform's result, an alert over it, whether the
 * preview is open and, when it is, how the body will be shown.
 */
type QuickImportAnswer = {
  result: SubmissionResult<string[]> | undefined;
  alert: FormAlertContent | null;
  preview: boolean;
  format: BodyFormat | null;
};

const answer = (body: QuickImportAnswer, init?: ResponseInit) => data(body, init);

const isViewIntent = (value: unknown): value is QuickImportViewIntent =>
  quickImportViewIntents.some((intent) => intent === value);

/** The posted text fields, as the form shows them again. */
function typedValues(form: FormData) {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "intent") values[name] = value;
  return values;
}

/**
 * 'Estrai', 'Anteprima' and 'Nascondi' as plain posts: the form again with every typed
 * value, nothing stored. 'Estrai' fills title, excerpt and category from the document,
 * each where the document gives one, so a document without a category keeps the chosen one.
 */
function showForm(intent: QuickImportViewIntent, form: FormData) {
  const values = typedValues(form);
  if (intent === "extract") {
    for (const [name, value] of Object.entries(extractFields(values.document ?? "")))
      if (value !== "") values[name] = value;
  }
  const preview = intent === "preview";
  const format = preview ? bodyFormat(parseDocument(values.document ?? "").content) : null;
  return answer({ result: { initialValue: values }, alert: null, preview, format });
}

/** The imported article under the first free slug: no image, its SEO columns from title, excerpt and category. */
async function saveImported(input: QuickImportInput, authorId: string) {
  const article = {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: input.content,
    category: input.category,
    meta_title: input.title,
    meta_description: input.excerpt,
    keywords: input.category.toLowerCase(),
    featured_image_url: "",
    status: input.status,
  };
  const result = await createArticle(article, authorId, new Date(), {
    freeSlug: true,
    saving: byUser(authorId, "quick-import"),
  });
  if (result.outcome !== "saved")
    throw new Error(`The quick import's article was not saved (${result.outcome})`);
}

/**
 * A post of the quick import. 'Salva Bozza' and 'Pubblica Subito': valid and saved, 303 to
 * the list with the editor's toast, where the new article shows first; otherwise the
 * form again with what was typed: 400 with the messages by their fields and the validation
 * alert, 503 with an alert and `Retry-After` when the database refused the write for a
 * passing reason (a lock, a full disk), 500 for any other. A body too large or
 * unreadable: its status and alert. The other buttons: see `showForm`.
 */
export async function handleQuickImport(request: Request, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.quickImport);
  if (!body.ok) {
    return answer(
      {
        result: undefined,
        alert: unreadableFormAlerts[body.problem],
        preview: false,
        format: null,
      },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const form = body.formData;
  const intent = form.get("intent");
  if (isViewIntent(intent)) return showForm(intent, form);

  const submission = parseWithZod(form, { schema: quickImportSchema });
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? []);
    const alert = messages.some((message) => missingFieldMessages.includes(message))
      ? quickImportAlerts.missing
      : quickImportAlerts.invalid;
    return answer(
      { result: submission.reply(), alert, preview: false, format: null },
      { status: 400 },
    );
  }
  const input = submission.value;
  const notSaved = (alert: FormAlertContent, init: ResponseInit) =>
    answer({ result: submission.reply(), alert, preview: false, format: null }, init);
  try {
    const saved = await staffWrite(() => saveImported(input, user.id));
    if (saved === writeRefused)
      return notSaved(articleWriteAlerts.notStored, { status: 503, headers: retryLaterHeaders });
  } catch (error) {
    logger.error({ err: error }, "Errore durante l'importazione:");
    return notSaved(articleWriteAlerts.save, { status: 500 });
  }
  const toast = input.status === "published" ? articleToasts.published : articleToasts.draft;
  return redirectWithToast("/admin", savedToast(toast, input.content));
}
