import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type * as z from "zod";
import { formAlerts, type FailureAlerts } from "~/content/forms";
import type { SubmitResult } from "~/utils/submissions.server";
import { isBot, readFormData, visitorContext } from "~/utils/form-data.server";
import { wakeOutbox } from "~/utils/background.server";
import { redirectWithToast } from "~/utils/toast.server";

type Visitor = ReturnType<typeof visitorContext>;

/**
 * The one flow of every visitor form: size limit, honeypot, validation (400 with the
 * errors and the typed values), storage, then /grazie. What the visitor sees when it
 * fails comes from `alerts`.
 */
export async function handleVisitorForm<Schema extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  options: {
    schema: Schema;
    alerts: FailureAlerts;
    submit: (value: z.infer<Schema>, visitor: Visitor) => SubmitResult;
  },
) {
  const formData = await readFormData(request);
  if (!formData) return data({ result: undefined, alert: formAlerts.tooLarge }, { status: 413 });
  if (isBot(formData)) return redirect("/grazie", 303);

  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: null }, { status: 400 });
  }
  let outcome: SubmitResult;
  try {
    outcome = options.submit(submission.value, visitorContext(request, context));
  } catch (error) {
    console.error("Invio del modulo non riuscito:", error);
    return data({ result: submission.reply(), alert: options.alerts.unexpected }, { status: 503 });
  }
  switch (outcome.status) {
    case "rate-limited":
      return data({ result: submission.reply(), alert: options.alerts.rateLimited }, { status: 429 });
    case "spooled":
      return redirectWithToast("/grazie", { type: "error", ...options.alerts.spooled });
    case "stored":
      wakeOutbox();
      return redirect("/grazie", 303);
  }
}

/** Empty optional fields are stored as NULL, not as empty strings. */
export const orNull = (value: string | undefined) => (value && value.length > 0 ? value : null);
