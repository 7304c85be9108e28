import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import {
  unreadableFormAlerts,
  writeRefusedAlert,
  type FormAlertContent,
} from "~/components/form-messages";
import {
  redirectAlerts,
  redirectImportMessages as im,
  redirectMessages as m,
  redirectToasts,
} from "~/features/redirects/content/redirects";
import {
  readRedirectCsv,
  redirectImportLimits,
  redirectsCsv,
  type CsvRedirectRow,
} from "~/features/redirects/redirect-csv.server";
import { sourceOf, targetOf } from "~/features/redirects/redirect-paths";
import { redirectSchema, redirectStatusOf } from "~/features/redirects/redirect-schema";
import {
  deleteRedirect,
  findRedirect,
  importRedirects,
  listRedirects,
  rowMessages,
  saveRedirect,
  type ImportEntry,
  type RedirectRow,
  type RowError,
} from "~/features/redirects/redirects.server";
import { fileDate, type ExportFile } from "~/utils/csv-export.server";
import { recordExport, type StaffActor } from "~/utils/activity.server";
import { staffWrite, writeRefused } from "~/utils/db.server";
import type { SessionUser } from "~/utils/session.server";
import { getEnv } from "~/utils/env.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { redirectWithToast } from "~/utils/toast.server";

export const redirectsPath = "/admin/reindirizzamenti";

const siteOrigin = () => new URL(getEnv().SITE_URL).origin;

/** Moments as the agency's clock has them: `12 marzo 2026 alle ore 10:30`. */
const momentInRome = new Intl.DateTimeFormat("it-IT", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Rome",
});

const shown = (row: RedirectRow) => ({
  id: row.id,
  from: row.fromPath,
  to: row.target,
  status: row.status,
  hits: row.hits,
  lastHit: row.lastHitAt ? momentInRome.format(row.lastHitAt) : null,
});

/** What the list page shows: every redirect with its visits. */
export function redirectsPageData() {
  return { redirects: listRedirects().map(shown) };
}

/** What the edit page opens with; a 404 for an id that names none. */
export function redirectEditPage(idParam: string) {
  const row = /^\d{1,15}$/.test(idParam) ? findRedirect(Number(idParam)) : null;
  if (!row) throw data({ message: "Reindirizzamento non trovato" }, { status: 404 });
  return shown(row);
}

/** Which of the list page's forms an answer belongs to: its errors are shown there. */
type AnsweredForm = "create" | "import";

export type RedirectsAnswer = {
  form: AnsweredForm;
  result: SubmissionResult<string[]> | undefined;
  alert: FormAlertContent | null;
  /** The import's file-wide problem, shown by its field. */
  fileError: string | null;
  /** Every refused row of an import, numbered as a spreadsheet numbers them. */
  rowErrors: string[];
};

const answer = (
  value: Partial<RedirectsAnswer> & Pick<RedirectsAnswer, "form">,
  init?: ResponseInit,
) =>
  data<RedirectsAnswer>(
    { result: undefined, alert: null, fileError: null, rowErrors: [], ...value },
    init,
  );

/**
 * A redirect form's post, new or over `id`: saved, back to the list with its message;
 * otherwise the form again with what was typed and a message by the field (400), or the
 * database's refusal (503).
 */
async function saveFromForm(formData: FormData, id: number | null, actor: StaffActor) {
  const submission = parseWithZod(formData, { schema: redirectSchema(siteOrigin()) });
  if (submission.status !== "success")
    return answer({ form: "create", result: submission.reply() }, { status: 400 });
  const saved = await staffWrite(() => saveRedirect(submission.value, id, actor));
  if (saved === writeRefused)
    return answer(
      { form: "create", result: submission.reply(), alert: writeRefusedAlert },
      { status: 503, headers: retryLaterHeaders },
    );
  if (saved.outcome === "missing")
    throw data({ message: "Reindirizzamento non trovato" }, { status: 404 });
  if (saved.outcome === "refused")
    return answer(
      { form: "create", result: submission.reply({ fieldErrors: saved.errors }) },
      { status: 400 },
    );
  return redirectWithToast(
    redirectsPath,
    id === null ? redirectToasts.created : redirectToasts.updated,
  );
}

/** Each row on its own: an address, not a pattern; its two ends, its type, a source no earlier row has. */
function checkRows(rows: CsvRedirectRow[]) {
  const origin = siteOrigin();
  const entries: ImportEntry[] = [];
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    const from = sourceOf(row.from, origin);
    const to = targetOf(row.to, origin);
    const status = row.type === "" ? 301 : redirectStatusOf(row.type);
    if (row.regex) {
      errors.push({ row: row.row, message: im.regex });
      continue;
    }
    const problems = [
      from.ok ? null : m.source(from.problem, from.prefix),
      to.ok ? null : m.target(to.problem),
      status ? null : im.type(row.type),
    ].filter((problem) => problem !== null);
    if (from.ok) {
      const first = firstRowOf.get(from.value);
      if (first !== undefined) problems.push(im.repeated(from.value, first));
      else firstRowOf.set(from.value, row.row);
    }
    for (const message of problems) errors.push({ row: row.row, message });
    if (problems.length === 0 && from.ok && to.ok && status)
      entries.push({ row: row.row, from: from.value, to: to.value, status });
  }
  return { entries, errors };
}

async function fileText(file: FormDataEntryValue | null) {
  // A file input left empty still sends a part, with no name and no bytes.
  if (!(file instanceof File) || (file.name === "" && file.size === 0))
    return { ok: false as const, message: im.missingFile };
  if (file.size > redirectImportLimits.maxBytes)
    return { ok: false as const, message: im.tooLarge };
  try {
    return {
      ok: true as const,
      text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()),
    };
  } catch {
    return { ok: false as const, message: im.notCsv };
  }
}

/**
 * 'Importa': every row of the file written, or none. A file that cannot be read says so by
 * its field; a file with bad rows is refused whole, with every bad row named (400).
 */
async function importFile(formData: FormData, actor: StaffActor) {
  const refused = (fileError: string, rowErrors: string[] = []) =>
    answer(
      {
        form: "import",
        fileError,
        rowErrors,
        alert: rowErrors.length ? redirectAlerts.importRefused : null,
      },
      { status: 400 },
    );
  const file = await fileText(formData.get("file"));
  if (!file.ok) return refused(file.message);
  const read = readRedirectCsv(file.text);
  if (!read.ok) return refused(read.message);
  const { entries, errors } = checkRows(read.rows);
  const imported = await staffWrite(() => importRedirects(entries, errors, actor));
  if (imported === writeRefused)
    return answer(
      { form: "import", alert: writeRefusedAlert },
      { status: 503, headers: retryLaterHeaders },
    );
  if (!imported.ok) {
    const rows = new Set(imported.errors.map((error) => error.row)).size;
    return refused(im.rowsRefused(rows), rowMessages(imported.errors));
  }
  return redirectWithToast(
    redirectsPath,
    redirectToasts.imported(imported.created, imported.updated),
  );
}

async function removeFromList(formData: FormData, actor: StaffActor) {
  const id = Number(formData.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ message: "Richiesta non valida" }, { status: 400 });
  const removed = await staffWrite(() => deleteRedirect(id, actor));
  if (removed === writeRefused) return redirectWithToast(redirectsPath, redirectToasts.refused);
  return redirectWithToast(
    redirectsPath,
    removed ? redirectToasts.removed : redirectToasts.notFound,
  );
}

const unreadable = (
  form: AnsweredForm,
  problem: keyof typeof unreadableFormAlerts,
  status: number,
) =>
  answer({ form, alert: unreadableFormAlerts[problem] }, { status, headers: refusedBodyHeaders });

/** `/admin/reindirizzamenti`'s posts, by `intent`: `create`, `import`, `delete`. */
export async function handleRedirectsAction(request: Request, user: SessionUser) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok) return unreadable("create", body.problem, body.status);
  const intent = body.formData.get("intent");
  if (intent === "import") return importFile(body.formData, user);
  if (intent === "delete") return removeFromList(body.formData, user);
  return saveFromForm(body.formData, null, user);
}

/** The edit page's post: the redirect saved over the one it names. */
export async function handleRedirectEdit(request: Request, idParam: string, user: SessionUser) {
  const { id } = redirectEditPage(idParam);
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok) return unreadable("create", body.problem, body.status);
  return saveFromForm(body.formData, id, user);
}

/** `/admin/reindirizzamenti/esporta`: every redirect, as the import reads them back. */
export async function redirectsExport(actor: StaffActor, now = new Date()): Promise<ExportFile> {
  const fileName = `reindirizzamenti-${fileDate(now)}.csv`;
  const body = redirectsCsv(listRedirects());
  await recordExport(actor, fileName, now);
  return { fileName, contentType: "text/csv; charset=utf-8", body };
}
