import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { passwordFieldLabels } from "~/features/staff/content/admin-users";
import type { loader as rootLoader } from "~/root";
import {
  signInBrand,
  signInCard,
  signInLogo,
  signInPage,
  signInTitle,
} from "~/components/staff/admin.css";
import { TextField, type FieldState } from "~/components/forms";
import { ToastMessage } from "~/components/toast-message";
import { site } from "~/utils/site";

/**
 * The small centred card of the pages reached before signing in: login, its second step,
 * setup, passwords. The site's logo and name on top, as the public header shows them.
 */
export function StaffCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main id="contenuto" className={signInPage}>
      <div className={signInCard}>
        <Link to="/" className={signInBrand}>
          <img src={site.logo} alt="" width={36} height={36} className={signInLogo} />
          <span>{root?.siteName ?? site.defaultName}</span>
        </Link>
        <h1 className={signInTitle}>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
        <ToastMessage toast={root?.toast} />
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
