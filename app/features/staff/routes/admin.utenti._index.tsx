import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ConfirmedForm } from "~/components/confirmed-form";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import { roleLabels } from "~/features/staff/content/admin";
import { usersPage } from "~/features/staff/content/admin-users";
import * as styles from "~/features/staff/admin-users.css";
import { button, visuallyHidden } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { formatDate } from "~/utils/format";
import { handleUserChange } from "~/features/staff/user-forms.server";
import { listUsers } from "~/features/staff/users.server";
import { twoStepAdmin } from "~/features/staff/content/two-step";
import { allSecondFactors } from "~/features/staff/second-factor.server";
import { readTwoStepPolicy } from "~/utils/second-factor-gate.server";
import { twoStepPolicies } from "~/utils/two-step-policy";
import * as admin from "~/components/staff/admin.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const factors = allSecondFactors();
  const rows = listUsers().map((row) => ({
    ...row,
    factors: factors.get(row.id) ?? { totp: false, passkeys: 0 },
  }));
  return { users: rows, selfId: user.id, policy: readTwoStepPolicy() };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleUserChange(request, user);
}

const nameOf = (user: { name: string | null; email: string }) => user.name || user.email;

export default function Users() {
  const { users, selfId, policy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={usersPage.title}
        purpose={usersPage.purpose}
        action={
          <Link to="/admin/utenti/nuovo" className={button.primary}>
            {usersPage.invite}
          </Link>
        }
      />
      <AdminTable
        caption={usersPage.caption}
        rows={users}
        rowKey={(user) => user.id}
        columns={[
          {
            label: usersPage.columns.name,
            cell: (user) => `${nameOf(user)}${user.id === selfId ? ` ${usersPage.you}` : ""}`,
          },
          { label: usersPage.columns.email, cell: (user) => user.email },
          { label: usersPage.columns.role, cell: (user) => roleLabels[user.role] },
          {
            label: twoStepAdmin.column,
            cell: (user) => twoStepAdmin.factors(user.factors.totp, user.factors.passkeys),
          },
          {
            label: usersPage.columns.lastSignIn,
            cell: (user) =>
              user.lastSignInAt ? formatDate(new Date(user.lastSignInAt)) : usersPage.never,
          },
          {
            label: usersPage.columns.actions,
            cell: (user) =>
              user.id === selfId ? null : (
                <UserActions
                  id={user.id}
                  name={nameOf(user)}
                  role={user.role}
                  hasSecondFactor={user.factors.totp || user.factors.passkeys > 0}
                />
              ),
          },
        ]}
      />
      {users.length === 1 && users[0]?.id === selfId ? (
        <EmptyState text={usersPage.onlyYou}>
          <Link to="/admin/utenti/nuovo" className={button.secondary}>
            {usersPage.inviteColleague}
          </Link>
        </EmptyState>
      ) : null}
      <Form
        method="post"
        action="/admin/utenti/verifica-in-due-passaggi"
        className={admin.formCard}
      >
        <fieldset>
          <legend>{twoStepAdmin.policyHeading}</legend>
          <p>{twoStepAdmin.policyIntro}</p>
          {twoStepPolicies.map((option) => (
            <div key={option}>
              <input
                type="radio"
                id={`criterio-${option}`}
                name="policy"
                value={option}
                defaultChecked={option === policy}
              />{" "}
              <label htmlFor={`criterio-${option}`}>{twoStepAdmin.policyLabels[option]}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className={button.secondary}>
          {twoStepAdmin.savePolicy}
        </button>
      </Form>
    </>
  );
}

function UserActions({
  id,
  name,
  role,
  hasSecondFactor,
}: {
  id: string;
  name: string;
  role: "admin" | "editor";
  hasSecondFactor: boolean;
}) {
  const selectId = `ruolo-${id}`;
  return (
    <div className={styles.rowActions}>
      <Form method="post" className={styles.rowActions}>
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="userId" value={id} />
        <label htmlFor={selectId} className={visuallyHidden}>
          {usersPage.roleLabel(name)}
        </label>
        <select id={selectId} name="role" defaultValue={role} className={styles.roleSelect}>
          {(["editor", "admin"] as const).map((option) => (
            <option key={option} value={option}>
              {roleLabels[option]}
            </option>
          ))}
        </select>
        <button type="submit" className={button.secondary}>
          {usersPage.changeRole}
        </button>
      </Form>
      <ConfirmedForm question={usersPage.confirmRemove(name)}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="userId" value={id} />
        <button type="submit" className={button.secondary} aria-label={usersPage.removeLabel(name)}>
          {usersPage.remove}
        </button>
      </ConfirmedForm>
      {hasSecondFactor ? (
        <ConfirmedForm
          question={twoStepAdmin.confirmReset(name)}
          action={`/admin/utenti/${id}/azzera-verifica`}
        >
          <button
            type="submit"
            className={button.secondary}
            aria-label={twoStepAdmin.resetLabel(name)}
          >
            {twoStepAdmin.reset}
          </button>
        </ConfirmedForm>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = AdminErrorMessage;
