import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData, type MetaFunction } from "@remix-run/react";
import { NewsletterForm } from "~/components/visitor-forms";
import { container, section } from "~/styles/ui.css";
import { handleNewsletterForm } from "~/utils/newsletter-form.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: "Newsletter",
    description: "Iscriviti alla newsletter: novità, corsi ed eventi di marketing digitale per PMI.",
    keywords: [
      "newsletter marketing digitale",
      "novità marketing PMI",
      "corsi marketing digitale",
      "eventi marketing digitale",
    ],
  });

export function action({ request, context }: ActionFunctionArgs) {
  return handleNewsletterForm(request, context);
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
