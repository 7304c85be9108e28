import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import {
  signupEmailLabel,
  useIsSigningUp,
  useSignupAction,
} from "~/features/visitor-forms/footer-newsletter-form";
import { languageOfPath, languageOfRequest } from "~/utils/language";
import { useLanguage } from "~/utils/use-language";
import { conformFields, FormAlert, TextField } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { StatusButton } from "~/components/status-button";
import * as formStyles from "~/components/forms.css";
import { newsletterLabels } from "~/components/form-messages";
import { newsletterPageCopy } from "~/features/newsletter/content/newsletter-page";
import { pastIssuesListing } from "~/features/newsletter/campaign-archive.server";
import * as pastIssuesStyles from "~/features/newsletter/past-issues.css";
import { container, section } from "~/styles/ui.css";
import { pageHead } from "~/utils/seo";
import {
  handleVisitorForm,
  visitorForms,
} from "~/features/visitor-forms/visitor-submission.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, newsletterPageCopy[languageOfPath(args.location.pathname)].head);

export { marketingPageHeaders as headers } from "~/utils/headers";

/** The campaigns published on the site, under the form; a page missing them is not kept. */
export function loader({ request }: LoaderFunctionArgs) {
  const { issues, complete } = pastIssuesListing(languageOfRequest(request));
  return complete ? { issues } : data({ issues }, { headers: { "Cache-Control": "no-store" } });
}

/** Both signups, the footer's and this page's, post here; each says which it is. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleVisitorForm(request, context, visitorForms.newsletter);
}

const source = "newsletter";

export default function Newsletter() {
  const { issues } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsSigningUp(source);
  const language = useLanguage();
  const signupAction = useSignupAction();
  const copy = newsletterPageCopy[language];
  const [form, fields] = useForm<{ email: string }>({
    id: "newsletter-pagina",
    lastResult: actionData?.result,
  });
  const field = conformFields(fields, ["email"]);
  return (
    <div className={`${container} ${section}`}>
      <h1>{copy.intro.title}</h1>
      <p>{copy.intro.lead}</p>
      <FormAlert alert={actionData?.alert} id="newsletter-pagina-avviso" />
      <Form
        method="post"
        action={signupAction}
        {...getFormProps(form)}
        className={formStyles.newsletterForm}
      >
        <input type="hidden" name="fonte" value={source} />
        <Honeypot formId={form.id} />
        <TextField
          field={field.email}
          label={signupEmailLabel[language]}
          type="email"
          required
          autoComplete="email"
        />
        <StatusButton pending={pending} pendingText={newsletterLabels[language].pending}>
          {newsletterLabels[language].submit}
        </StatusButton>
      </Form>
      {issues.length > 0 ? (
        <section aria-labelledby="numeri-precedenti" className={pastIssuesStyles.pastIssues}>
          <h2 id="numeri-precedenti" className={pastIssuesStyles.pastIssuesTitle}>
            {copy.pastIssues}
          </h2>
          <ul>
            {issues.map((issue) => (
              <li key={issue.path}>
                <Link to={issue.path}>{issue.subject}</Link>,{" "}
                <time dateTime={issue.day}>{issue.date}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
