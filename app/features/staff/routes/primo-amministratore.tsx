import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { conformFields, FormAlert, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { LinkRefused, NewPasswordFields, StaffCard } from "~/features/staff/staff-card";
import { setupPage } from "~/features/staff/content/admin-users";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";
import { handleSetup, requireOpenSetup } from "~/features/staff/user-forms.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: setupPage.title, description: setupPage.subtitle, noindex: true });

export const headers = answerHeaders;

// Guarded by the one-time link the server logs while no administrator exists, not by a session.
export function loader({ request }: LoaderFunctionArgs) {
  return requireOpenSetup(request);
}

export const action = ({ request, context }: ActionFunctionArgs) => handleSetup(request, context);

const names = ["name", "email", "password", "password_confirm"] as const;

export default function Setup() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<Record<(typeof names)[number], string>>({
    id: "primo-admin",
    lastResult: actionData?.result,
  });
  const field = conformFields(fields, names);
  return (
    <StaffCard title={setupPage.title} subtitle={setupPage.subtitle}>
      <FormAlert alert={actionData?.alert} id="primo-admin-avviso" />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <TextField field={field.name} label={setupPage.nameLabel} required autoComplete="name" />
        <TextField
          field={field.email}
          label={setupPage.emailLabel}
          type="email"
          required
          autoComplete="username"
        />
        <NewPasswordFields
          password={field.password}
          confirm={field.password_confirm}
          attempt={actionData?.attempt}
        />
        <StatusButton pending={pending} pendingText={setupPage.pending}>
          {setupPage.submit}
        </StatusButton>
      </Form>
    </StaffCard>
  );
}

export function ErrorBoundary() {
  return (
    <LinkRefused
      title={setupPage.closedTitle}
      text={setupPage.closedText}
      to="/login"
      linkText={setupPage.toLogin}
    />
  );
}
