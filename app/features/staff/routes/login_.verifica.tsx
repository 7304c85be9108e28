import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { conformFields, FormAlert, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { StaffCard } from "~/features/staff/staff-card";
import { secondStepPage } from "~/features/staff/content/two-step";
import { SecondStepPasskey } from "~/features/staff/second-step-passkey";
import { handleSecondStep, requirePendingSignIn } from "~/features/staff/second-step.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: secondStepPage.title,
    description: secondStepPage.subtitle,
    noindex: true,
  });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const { factors } = await requirePendingSignIn(request);
  return { factors };
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleSecondStep(request, context);

export default function SecondStep() {
  const { factors } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ code: string }>({
    id: "verifica",
    lastResult: actionData?.result,
  });
  const field = conformFields(fields, ["code"]);
  return (
    <StaffCard title={secondStepPage.title} subtitle={secondStepPage.subtitle}>
      <FormAlert alert={actionData?.alert} id="verifica-avviso" />
      {factors.totp ? (
        <section aria-labelledby="verifica-codice">
          <h2 id="verifica-codice">{secondStepPage.codeHeading}</h2>
          <Form method="post" action="/login/verifica" {...getFormProps(form)}>
            <TextField
              field={field.code}
              label={secondStepPage.codeLabel}
              hint={secondStepPage.codeHint}
              required
              autoComplete="one-time-code"
            />
            <StatusButton pending={pending} pendingText={secondStepPage.pending}>
              {secondStepPage.submit}
            </StatusButton>
          </Form>
        </section>
      ) : null}
      <SecondStepPasskey factors={factors} />
      <p>
        <Link to="/login">{secondStepPage.backToLogin}</Link>
      </p>
    </StaffCard>
  );
}
