import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { useActionData, type MetaFunction } from "@remix-run/react";
import { NewsletterForm } from "~/components/newsletter-form";
import { formAlerts } from "~/content/forms";
import { container, section } from "~/styles/ui.css";
import { wakeOutbox } from "~/utils/background.server";
import { isBot, readFormData, visitorContext } from "~/utils/form-data.server";
import { newsletterSchema } from "~/utils/forms/newsletter-schema";
import { submitNewsletterSignup } from "~/utils/newsletter.server";
import { pageHead } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: "Newsletter",
    description: "Iscriviti alla newsletter: novità, corsi ed eventi di marketing digitale per PMI.",
  });

export async function action({ request, context }: ActionFunctionArgs) {
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

export default function Newsletter() {
  const actionData = useActionData<typeof action>();
  return (
    <div className={`${container} ${section}`}>
      <h1>Iscriviti alla newsletter</h1>
      <p>Una e-mail al mese con novità, corsi ed eventi. Ti chiederemo di confermare l'indirizzo.</p>
      <NewsletterForm id="newsletter-pagina" lastResult={actionData?.result} />
    </div>
  );
}
