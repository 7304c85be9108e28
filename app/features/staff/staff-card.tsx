import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { passwordFieldLabels } from "~/features/staff/content/admin-users";
import type { loader as rootLoader } from "~/root";
import { signInCard, signInPage } from "~/features/admin/admin.css";
import { TextField, type FieldState } from "~/components/forms";
import { ToastMessage } from "~/components/toast-message";

/** The small centred card of the pages reached before signing in: login, setup, passwords. */
export function StaffCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  return (
    <main id="contenuto" className={signInPage}>
      <div className={signInCard}>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
        <ToastMessage toast={toast} />
        {children}
      </div>
    </main>
  );
}

/** What a link from an e-mail or the log shows once it no longer opens anything. */
export function LinkRefused({
  title,
  text,
  to,
  linkText,
}: {
  title: string;
  text: string;
  to: string;
  linkText: string;
}) {
  return (
    <StaffCard title={title}>
      <p>{text}</p>
      <p>
        <Link to={to}>{linkText}</Link>
      </p>
    </StaffCard>
  );
}

/**
 * A new password typed twice. `attempt` changes on every answer from the server, so that
 * a refused password is never shown again, with or without JavaScript.
 */
export function NewPasswordFields({
  password,
  confirm,
  attempt,
}: {
  password: FieldState;
  confirm: FieldState;
  attempt: string | null | undefined;
}) {
  return (
    <>
      <p>{passwordFieldLabels.hint}</p>
      <TextField
        field={{ ...password, key: attempt ?? password.key }}
        label={passwordFieldLabels.password}
        type="password"
        required
        autoComplete="new-password"
      />
      <TextField
        field={{ ...confirm, key: attempt ?? confirm.key }}
        label={passwordFieldLabels.confirm}
        type="password"
        required
        autoComplete="new-password"
      />
    </>
  );
}
