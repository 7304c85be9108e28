import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { conformFields, FormAlert, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { loginPage } from "~/features/staff/content/admin";
import { forgotPasswordLink } from "~/features/staff/content/admin-users";
import { passkeySignIn } from "~/features/staff/content/passkeys";
import { PasskeySignInButton } from "~/features/staff/passkey-buttons";
import { StaffCard } from "~/features/staff/staff-card";
import { handleSignIn } from "~/features/staff/sign-in.server";
import { safeRedirect } from "~/utils/redirect";
import { readSession } from "~/utils/session.server";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";
import { answerHeaders } from "~/utils/headers";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: loginPage.title, description: loginPage.subtitle, noindex: true });

// The form is always shown; someone already signed in also gets the way back.
export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await readSession(request);
  return {
    signedInAs: session ? session.user.name || session.user.email : null,
    // Only a way back that the sign-in would follow goes into the form, and as resolved.
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ""),
  };
}

export const action = ({ request, context }: ActionFunctionArgs) => handleSignIn(request, context);

export default function Login() {
  const { signedInAs, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ email: string; password: string }>({
    id: "accesso",
    lastResult: actionData?.result,
  });
  const field = conformFields(fields, ["email", "password"]);
  // A refused password is not shown again, with or without JavaScript.
  const password = { ...field.password, key: actionData?.attempt ?? field.password.key };
  return (
    <StaffCard title={loginPage.title} subtitle={loginPage.subtitle}>
      {signedInAs ? (
        <p>
          {loginPage.signedInAs(signedInAs)} <Link to="/admin">{loginPage.backToAdmin}</Link>
        </p>
      ) : null}
      <FormAlert alert={actionData?.alert} id="accesso-avviso" />
      {/* The way back travels in the hidden field, checked: the address's own query is not posted back. */}
      <Form method="post" action="/login" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          field={field.email}
          label={loginPage.emailLabel}
          type="email"
          required
          autoComplete="username"
        />
        <TextField
          field={password}
          label={loginPage.passwordLabel}
          type="password"
          required
          autoComplete="current-password"
        />
        <StatusButton pending={pending} pendingText={loginPage.pending}>
          {loginPage.submit}
        </StatusButton>
      </Form>
      <PasskeySignInButton
        optionsAction="/login/passkey"
        fields={{ redirectTo }}
        label={passkeySignIn.button}
        pendingLabel={passkeySignIn.pending}
        withoutJavaScript={passkeySignIn.needsJavaScript}
      />
      <p>
        <Link to="/password-dimenticata">{forgotPasswordLink}</Link>
      </p>
    </StaffCard>
  );
}
