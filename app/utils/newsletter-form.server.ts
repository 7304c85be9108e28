import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { formAlerts } from "~/content/forms";
import { wakeOutbox } from "~/utils/background.server";
import { isBot, readFormData, visitorContext } from "~/utils/form-data.server";
import { newsletterSchema } from "~/utils/forms/newsletter-schema";
import { submitNewsletterSignup } from "~/utils/newsletter.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The action of the newsletter signup, in the footer of every page and on /newsletter. */
export async function handleNewsletterForm(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  const failed = () => redirectWithToast("/grazie", { type: "error", ...formAlerts.newsletterFailed });
  if (!formData) return failed();
  if (isBot(formData)) return redirect("/grazie", 303);
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // The visitor always lands on /grazie (spec); a failure is told there.
  const outcome = submitNewsletterSignup(submission.value.email, visitorContext(request, context));
  if (outcome !== "ok") return failed();
  wakeOutbox();
  return redirect("/grazie", 303);
}
