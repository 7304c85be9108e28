import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import {
  dataRequestRefused,
  dataRequestToasts,
} from "~/features/visitor-data/content/admin-visitor-data";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import {
  erasePersonalData,
  exportPersonalData,
  searchPersonalData,
  type FoundRecords,
} from "~/features/visitor-data/data-requests.server";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { dataRequestSchema } from "~/features/visitor-data/data-request-schema";
import { email as emailRule } from "~/utils/fields";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { downloadResponse } from "~/utils/csv-export.server";

/** Which of the page's forms an answer belongs to: its errors are shown there. */
type AnsweredForm = "search" | "erase";

type Answer = {
  form: AnsweredForm;
  result: SubmissionResult<string[]> | undefined;
  alert: FormAlertContent | null;
  found: FoundRecords | null;
  notFound: boolean;
};

const answer = (value: Answer, init?: ResponseInit) => data(value, init);

/**
 * `/admin/richieste`'s posts: a search (no intent) and the erasure (`erase`, with its
 * confirmation box). Each is audited where it reads or erases.
 */
export async function handleDataRequest(request: Request, user: SessionUser) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    const alert = unreadableFormAlerts[body.problem];
    return answer(
      { form: "search", result: undefined, alert, found: null, notFound: false },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const actor = { id: user.id, email: user.email };
  const submission = parseWithZod(body.formData, { schema: dataRequestSchema });

  if (submission.status !== "success") {
    // An erasure sent without its confirmation: the records are listed again beside the error.
    const address = emailRule.safeParse(submission.payload.email);
    const found =
      submission.payload.intent === "erase" && address.success
        ? await searchPersonalData(address.data, actor)
        : null;
    return answer(
      {
        form: found ? "erase" : "search",
        result: submission.reply(),
        alert: null,
        found,
        notFound: false,
      },
      { status: 400 },
    );
  }

  const { email, intent } = submission.value;
  const refused = () =>
    answer(
      {
        form: "search",
        result: submission.reply(),
        alert: dataRequestRefused,
        found: null,
        notFound: false,
      },
      { status: 503, headers: retryLaterHeaders },
    );
  if (intent === "erase") {
    const erased = await staffWrite(() => erasePersonalData(email, actor));
    if (erased === writeRefused) return refused();
    if (erased) return redirectWithToast("/admin/richieste", dataRequestToasts.erased(erased));
  } else {
    // An export posted here by hand is answered as a search: the file comes from its own address.
    // A search writes its audit row: a refused row means a refused search.
    const found = await staffWrite(() => searchPersonalData(email, actor));
    if (found === writeRefused) return refused();
    if (found)
      return answer({
        form: "search",
        result: submission.reply(),
        alert: null,
        found,
        notFound: false,
      });
  }
  return answer({
    form: "search",
    result: submission.reply(),
    alert: null,
    found: null,
    notFound: true,
  });
}

/**
 * `/admin/richieste/esporta`'s post (`email`, `intent=export`): the JSON file, audited. The
 * button only appears beside records just found, so a refusal goes back to the page with a message.
 */
export async function handleDataExport(request: Request, user: SessionUser) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  const submission = body.ok ? parseWithZod(body.formData, { schema: dataRequestSchema }) : null;
  if (submission?.status !== "success" || submission.value.intent !== "export") {
    return redirectWithToast("/admin/richieste", dataRequestToasts.exportRefused);
  }
  const file = await exportPersonalData(submission.value.email, { id: user.id, email: user.email });
  return file
    ? downloadResponse(file)
    : redirectWithToast("/admin/richieste", dataRequestToasts.nothingToExport);
}
