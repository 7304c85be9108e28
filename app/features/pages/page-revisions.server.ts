import { data } from "@remix-run/node";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import { revisionsPageData } from "~/features/articles/article-revisions.server";
import {
  articleRevisionAlerts,
  articleRevisionToasts,
} from "~/features/articles/content/admin-articles";
import { saveContent } from "~/features/articles/content-save.server";
import { moment, status, text, type ShownField } from "~/features/articles/revision-diff";
import { byUser, readRevision } from "~/features/articles/revisions.server";
import type { ArticleVersion } from "~/features/articles/revision-store";
import type { PageRow } from "~/features/pages/page-content.server";
import { entryPath, requirePage } from "~/features/pages/page-editor.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { pageTypeDefs, type EditablePageType } from "~/features/pages/page-types";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * A page content's revisions (decision 0266): the articles' list and comparison, its fields
 * compared as the lines of their JSON, and 'Ripristina' through the one save path.
 */

type Staff = { user: { id: string } };

const yesNo = (value: ArticleVersion["fields"][string] | undefined) =>
  value === true ? "Sì" : value === false ? "No" : text(value);

/** The columns the comparison lists beside the fields, in the form's order. */
const shownFields = (type: EditablePageType): ShownField[] => [
  { field: "title", label: pageTypeDefs[type].titleLabel, format: text },
  { field: "slug", label: "Indirizzo", format: text },
  { field: "excerpt", label: "Sintesi", format: text },
  { field: "position", label: "Posizione", format: text },
  { field: "metaTitle", label: "Meta title", format: text },
  { field: "metaDescription", label: "Meta description", format: text },
  { field: "keywords", label: "Parole chiave", format: text },
  { field: "noindex", label: "Noindex", format: yesNo },
  { field: "status", label: "Stato", format: status },
  { field: "publishedAt", label: "Pubblica il", format: moment },
  { field: "unpublishAt", label: "Ritira il", format: moment },
];

export const pageRevisionsPath = (type: EditablePageType, id: string) =>
  `${entryPath(type, id)}/revisioni`;

export function pageRevisionsPageData(type: EditablePageType, id: string, url: URL) {
  return { type, ...revisionsPageData(requirePage(type, id), url, shownFields(type)) };
}

/** What a restore writes back: the writing; whether and when it is on the site stays. */
const restored = [
  "title",
  "slug",
  "excerpt",
  "position",
  "metaTitle",
  "metaDescription",
  "keywords",
  "noindex",
] as const satisfies readonly (keyof PageRow)[];

function columnsOf(version: ArticleVersion) {
  const columns: Record<string, unknown> = { fields: JSON.stringify(JSON.parse(version.content)) };
  for (const name of restored) if (name in version.fields) columns[name] = version.fields[name];
  return columns as Partial<PageRow>;
}

const refusal = (status: number, alert: FormAlertContent, headers?: HeadersInit) =>
  data<{ alert: FormAlertContent }>({ alert }, { status, headers });

/** 'Ripristina questa versione': the chosen revision saved again as the newest. */
export async function handlePageRevisionRestore(
  request: Request,
  type: EditablePageType,
  id: string,
  { user }: Staff,
) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) return refusal(body.status, unreadableFormAlerts[body.problem], refusedBodyHeaders);
  const row = requirePage(type, id);
  const seqText = String(body.formData.get("seq") ?? "");
  const seq = /^\d{1,9}$/.test(seqText) ? Number(seqText) : null;
  const version = seq === null ? null : readRevision(id, seq);
  if (seq === null || !version) return refusal(404, articleRevisionAlerts.missing);
  if (Number(body.formData.get("updated_at")) !== row.updatedAt.getTime())
    return refusal(409, articleRevisionAlerts.conflict);
  let outcome;
  try {
    outcome = await staffWrite(
      () =>
        saveContent((save) =>
          save({
            kind: "page",
            update: columnsOf(version),
            over: row,
            saving: byUser(user.id, "restore"),
            now: new Date(),
            address: (slug, language) => addressIn(type, slug, language),
          }),
        ).outcome,
    );
  } catch (error) {
    logger.error({ err: error }, "Ripristino della revisione del contenuto non riuscito:");
    return refusal(500, articleRevisionAlerts.notStored);
  }
  if (outcome === writeRefused)
    return refusal(503, articleRevisionAlerts.notStored, retryLaterHeaders);
  if (outcome === "unmatched") return refusal(409, articleRevisionAlerts.conflict);
  if (outcome === "slug-taken") return refusal(409, articleRevisionAlerts.slugTaken);
  return redirectWithToast(pageRevisionsPath(type, id), articleRevisionToasts.restored(seq));
}
