import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, type MetaFunction } from "@remix-run/react";
import { conformFields, FormAlert, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { StaffCard } from "~/features/staff/staff-card";
import { ToastMessage } from "~/components/toast-message";
import { forgotPasswordAlerts, forgotPasswordPage } from "~/features/staff/content/admin-users";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";
import { handleForgotPassword } from "~/features/staff/user-forms.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: forgotPasswordPage.title,
    description: forgotPasswordPage.subtitle,
    noindex: true,
  });

export const headers = answerHeaders;

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleForgotPassword(request, context);

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ email: string }>({
    id: "password-dimenticata",
    lastResult: actionData?.result,
  });
  const field = conformFields(fields, ["email"]);
  return (
    <StaffCard title={forgotPasswordPage.title} subtitle={forgotPasswordPage.subtitle}>
      <FormAlert alert={actionData?.alert} id="password-dimenticata-avviso" />
      {actionData && "accepted" in actionData ? (
        <ToastMessage toast={{ type: "success", ...forgotPasswordAlerts.accepted }} />
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <TextField
          field={field.email}
          label={forgotPasswordPage.emailLabel}
          type="email"
          required
          autoComplete="username"
        />
        <StatusButton pending={pending} pendingText={forgotPasswordPage.pending}>
          {forgotPasswordPage.submit}
        </StatusButton>
      </Form>
      <p>
        <Link to="/login">{forgotPasswordPage.backToLogin}</Link>
      </p>
    </StaffCard>
  );
}
