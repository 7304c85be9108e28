import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { FormAlert, conformFields } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { LinkRefused, NewPasswordFields, StaffCard } from "~/features/staff/staff-card";
import { setPasswordPage } from "~/features/staff/content/admin-users";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";
import { handleSetPassword, requireValidPasswordLink } from "~/features/staff/user-forms.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: setPasswordPage.title,
    description: setPasswordPage.subtitle,
    noindex: true,
  });

export const headers = answerHeaders;

// Guarded by the link of an invitation or a reset e-mail.
export function loader({ request }: LoaderFunctionArgs) {
  return requireValidPasswordLink(request);
}

export const action = ({ request }: ActionFunctionArgs) => handleSetPassword(request);

export default function SetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ password: string; password_confirm: string }>({
    id: "nuova-password",
    lastResult: actionData?.result,
  });
  const field = conformFields(fields, ["password", "password_confirm"]);
  return (
    <StaffCard title={setPasswordPage.title} subtitle={setPasswordPage.subtitle}>
      <FormAlert alert={actionData?.alert} id="nuova-password-avviso" />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          password={field.password}
          confirm={field.password_confirm}
          attempt={actionData?.attempt}
        />
        <StatusButton pending={pending} pendingText={setPasswordPage.pending}>
          {setPasswordPage.submit}
        </StatusButton>
      </Form>
    </StaffCard>
  );
}

export function ErrorBoundary() {
  return (
    <LinkRefused
      title={setPasswordPage.invalidTitle}
      text={setPasswordPage.invalidText}
      to="/password-dimenticata"
      linkText={setPasswordPage.requestNew}
    />
  );
}
