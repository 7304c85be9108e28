import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { conformFields, FormAlert, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { NewPasswordFields } from "~/features/staff/staff-card";
import { accountPage } from "~/features/staff/content/admin-users";
import { accountTwoStep } from "~/features/staff/content/two-step";
import { appEnabledSince } from "~/features/staff/authenticator-app.server";
import { secondFactorSetupPath } from "~/utils/two-step-policy";
import { formatDate } from "~/utils/format";
import * as admin from "~/components/staff/admin.css";
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

// Open to a member the two-step policy holds: second factors are added from here.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true });
  const since = appEnabledSince(user.id);
  return {
    appSince: since ? formatDate(since) : null,
    passkeys: listPasskeys(user.id),
    sessions: listOwnSessions(user),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true });
  if (isSessionsPost(request)) return handleSessionsPost(request, user);
  return handleAccountPassword(request, user);
}

const names = ["current_password", "password", "password_confirm"] as const;

export default function Account() {
  const { appSince, passkeys, sessions } = useLoaderData<typeof loader>();
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
      <PageHeader title={accountPage.title} purpose={accountPage.purpose} />
      <FormAlert alert={actionData?.alert} id="account-avviso" />
      <Form
        method="post"
        {...getFormProps(form)}
        aria-labelledby="password-titolo"
        className={admin.formCard}
      >
        <h2 id="password-titolo">{accountPage.passwordTitle}</h2>
        <p className={admin.intro}>{accountPage.intro}</p>
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
      <section aria-labelledby="verifica-in-due-passaggi" className={admin.formCard}>
        <h2 id="verifica-in-due-passaggi">{accountTwoStep.heading}</h2>
        <p>{appSince ? accountTwoStep.on(appSince) : accountTwoStep.off}</p>
        <p>
          <Link to={secondFactorSetupPath}>
            {appSince ? accountTwoStep.manage : accountTwoStep.setUp}
          </Link>
        </p>
      </section>
      <PasskeySection passkeys={passkeys} />
      <SessionsSection sessions={sessions} />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
