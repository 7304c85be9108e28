import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import { markdownImportProblems } from "~/features/imports/content/markdown-import";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { startMarkdownImport } from "~/features/imports/markdown-import.server";
import { articleLimits } from "~/features/articles/article-schema";
import { markdownImportSchema } from "~/features/imports/markdown-import-schema";
import type { SessionUser } from "~/utils/session.server";
import { logger } from "~/utils/logger.server";

type Staff = { user: Pick<SessionUser, "id"> };

const problems: readonly FormAlertContent[] = Object.values(markdownImportProblems);

/** The form's message for its first field error: the same words, with their title. */
function alertFor(errors: Record<string, string[] | null> | null) {
  const first = errors?.file?.[0] ?? errors?.category?.[0];
  return (
    problems.find((problem) => problem.description === first) ?? markdownImportProblems.missing
  );
}

/** The file's text, or null when its bytes are not UTF-8; a byte-order mark is not text. */
function utf8Text(bytes: ArrayBuffer) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// A name as the browser sends it, without the control characters no file name needs.
const fileNameOf = (file: File) => file.name.replace(/\p{Cc}/gu, "").slice(0, 255);

/**
 * A post of the Markdown import form: a valid file and category start the import and
 * redirect to its progress page; otherwise 400 with the field's message and the form's.
 */
export async function handleMarkdownImportPost(request: Request, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.markdownImport);
  if (!body.ok) {
    return data(
      { result: undefined, alert: unreadableFormAlerts[body.problem] },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const submission = parseWithZod(body.formData, { schema: markdownImportSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), alert: alertFor(submission.error ?? null) },
      { status: 400 },
    );
  }
  const { file, category } = submission.value;
  const refuse = (problem: FormAlertContent) =>
    data(
      {
        result: submission.reply({ fieldErrors: { file: [problem.description] } }),
        alert: problem,
      },
      { status: 400 },
    );
  const text = utf8Text(await file.arrayBuffer());
  if (text === null) return refuse(markdownImportProblems.encoding);
  // TextDecoder drops a leading byte-order mark, so a file of a BOM alone is empty too.
  if (text.trim() === "") return refuse(markdownImportProblems.empty);
  // A file of plain ASCII may hold more characters than the editor lets an article keep.
  if (text.length > articleLimits.content) return refuse(markdownImportProblems.tooLong);
  let id: string | typeof writeRefused;
  try {
    id = await staffWrite(() =>
      startMarkdownImport({ fileName: fileNameOf(file), category, source: text, userId: user.id }),
    );
  } catch (error) {
    logger.error({ err: error }, "Import Markdown non avviato:");
    return data(
      { result: submission.reply(), alert: markdownImportProblems.notStarted },
      { status: 500 },
    );
  }
  if (id === writeRefused) {
    return data(
      { result: submission.reply(), alert: markdownImportProblems.notStarted },
      { status: 503, headers: retryLaterHeaders },
    );
  }
  return redirect(`/admin/importa-markdown/${id}`);
}
