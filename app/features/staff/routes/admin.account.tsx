import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/features/admin/admin-shell";
import { conformFields, FormAlert, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { NewPasswordFields } from "~/features/staff/staff-card";
import { accountPage } from "~/features/staff/content/admin-users";
import * as admin from "~/features/admin/admin.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { useIsPending } from "~/utils/use-is-pending";
import { handleAccountPassword } from "~/features/staff/user-forms.server";
import { SessionsSection } from "~/features/staff/staff-sessions";
import {
  handleSessionsPost,
  isSessionsPost,
  listOwnSessions,
} from "~/features/staff/staff-sessions.server";
import { PasskeySection } from "~/features/staff/passkey-section";
import { listPasskeys } from "~/features/staff/passkeys.server";

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor");
  return { sessions: listOwnSessions(user), passkeys: listPasskeys(user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor");
  if (isSessionsPost(request)) return handleSessionsPost(request, user);
  return handleAccountPassword(request, user);
}

const names = ["current_password", "password", "password_confirm"] as const;

export default function Account() {
  const { sessions, passkeys } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<Record<(typeof names)[number], string>>({
    id: "account",
    lastResult: actionData?.result,
  });
  const field = conformFields(fields, names);
  const attempt = actionData?.attempt;
  return (
    <>
      <h1>{accountPage.title}</h1>
      <p>{accountPage.intro}</p>
      <FormAlert alert={actionData?.alert} id="account-avviso" />
      <Form method="post" {...getFormProps(form)} className={admin.formCard}>
        <TextField
          field={{ ...field.current_password, key: attempt ?? field.current_password.key }}
          label={accountPage.currentLabel}
          type="password"
          required
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={field.password}
          confirm={field.password_confirm}
          attempt={attempt}
        />
        <StatusButton pending={pending} pendingText={accountPage.pending}>
          {accountPage.submit}
        </StatusButton>
      </Form>
      <PasskeySection passkeys={passkeys} />
      <SessionsSection sessions={sessions} />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
