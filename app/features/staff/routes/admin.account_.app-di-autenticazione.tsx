import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert, TextField, type FieldState } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { authenticatorPage as copy, recoveryCodesPanel } from "~/features/staff/content/two-step";
import { authenticatorAppOf } from "~/features/staff/authenticator-app.server";
import { fewRecoveryCodesLeft } from "~/features/staff/two-step";
import { handleAuthenticatorApp } from "~/features/staff/second-factor-forms.server";
import { mustSetUpSecondFactor } from "~/utils/second-factor-gate.server";
import * as styles from "~/features/staff/two-step.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { formatDate } from "~/utils/format";
import { answerHeaders } from "~/utils/headers";
import { useIsPending } from "~/utils/use-is-pending";

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true });
  const app = await authenticatorAppOf(user);
  return {
    required: mustSetUpSecondFactor(user),
    app: app.enabled ? { ...app, enabledAt: formatDate(app.enabledAt) } : app,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true });
  return handleAuthenticatorApp(request, context, user);
}

type Answer = ReturnType<typeof useActionData<typeof action>>;

/** A field of the form `intent`, with its error only if that form was the one posted. */
function fieldOf(answer: Answer, intent: string, name: string): FieldState {
  const posted = answer?.intent === intent ? answer.result : undefined;
  const errors = posted && "error" in posted ? posted.error?.[name] : undefined;
  return { id: `${intent}-${name}`, name, errors: errors ?? undefined };
}

export default function AuthenticatorApp() {
  const { app, required } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = useIsPending();
  if (answer?.codes) return <RecoveryCodes codes={answer.codes} />;
  return (
    <>
      <PageHeader
        title={copy.title}
        purpose={copy.purpose}
        back={{ to: "/admin/account", label: copy.backToAccount }}
      />
      {required ? <p role="status">{copy.required}</p> : null}
      <FormAlert alert={answer?.alert} id="app-avviso" />
      {app.enabled ? (
        <>
          <p>{copy.onText(app.enabledAt)}</p>
          <p>{copy.codesLeft(app.recoveryCodesLeft)}</p>
          {app.recoveryCodesLeft <= fewRecoveryCodesLeft ? (
            <p role="status">{copy.fewCodesLeft}</p>
          ) : null}
          <section aria-labelledby="rigenera" className={admin.formCard}>
            <h2 id="rigenera">{copy.renewHeading}</h2>
            <p>{copy.renewIntro}</p>
            <Form method="post" className={admin.stack}>
              <input type="hidden" name="intent" value="renew" />
              <TextField
                field={fieldOf(answer, "renew", "code")}
                label={copy.codeLabel}
                hint={copy.codeHint}
                required
                autoComplete="one-time-code"
              />
              <StatusButton pending={pending} pendingText={copy.pending}>
                {copy.renew}
              </StatusButton>
            </Form>
          </section>
          <section aria-labelledby="disattiva" className={admin.formCard}>
            <h2 id="disattiva">{copy.disableHeading}</h2>
            <p>{copy.disableIntro}</p>
            <Form method="post" className={admin.stack}>
              <input type="hidden" name="intent" value="disable" />
              <TextField
                field={fieldOf(answer, "disable", "password")}
                label={copy.passwordLabel}
                type="password"
                required
                autoComplete="current-password"
              />
              <TextField
                field={fieldOf(answer, "disable", "code")}
                label={copy.disableCodeLabel}
                required
                autoComplete="one-time-code"
              />
              <button type="submit" className={button.secondary}>
                {copy.disable}
              </button>
            </Form>
          </section>
        </>
      ) : (
        <section aria-labelledby="configura" className={admin.formCard}>
          <h2 id="configura">{copy.setupHeading}</h2>
          <p>{copy.setupIntro}</p>
          <p>{copy.step1}</p>
          <div
            role="img"
            aria-label={copy.qrLabel}
            className={styles.qr}
            // Drawn by the server from the key below; no text of anyone's in it.
            dangerouslySetInnerHTML={{ __html: app.qrSvg }}
          />
          <p>{copy.step2}</p>
          <p>
            <span>{copy.keyLabel}: </span>
            <code className={styles.monospace}>{app.key}</code>
          </p>
          <p>{copy.step3}</p>
          <Form method="post" className={admin.stack}>
            <input type="hidden" name="intent" value="confirm" />
            <TextField
              field={fieldOf(answer, "confirm", "code")}
              label={copy.codeLabel}
              hint={copy.codeHint}
              required
              autoComplete="one-time-code"
            />
            <StatusButton pending={pending} pendingText={copy.pending}>
              {copy.confirm}
            </StatusButton>
          </Form>
        </section>
      )}
    </>
  );
}

/** The codes, on the one answer that carries them; the file is made from this page's post. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <>
      <PageHeader title={recoveryCodesPanel.heading} />
      <section aria-labelledby="codici" className={admin.formCard}>
        <p id="codici">{recoveryCodesPanel.intro}</p>
        <ol aria-label={recoveryCodesPanel.listLabel} className={styles.codeList}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        {/* A plain form: the browser downloads the file with or without JavaScript. */}
        <form method="post" action="/admin/account/codici-di-recupero.txt">
          {codes.map((code) => (
            <input key={code} type="hidden" name="codes" value={code} />
          ))}
          <button type="submit" className={button.secondary}>
            {recoveryCodesPanel.download}
          </button>
        </form>
        <Link to="/admin/account" className={button.primary}>
          {recoveryCodesPanel.done}
        </Link>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
