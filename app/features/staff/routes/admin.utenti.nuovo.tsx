import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { conformFields, FormAlert, SelectField, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { roleLabels } from "~/features/staff/content/admin";
import { invitePage } from "~/features/staff/content/admin-users";
import * as admin from "~/components/staff/admin.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { useIsPending } from "~/utils/use-is-pending";
import { handleInvitation } from "~/features/staff/user-forms.server";

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleInvitation(request, user);
}

const roleOptions = (["editor", "admin"] as const).map((role) => ({
  value: role,
  label: roleLabels[role],
}));

export default function InviteUser() {
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields] = useForm<{ name: string; email: string; role: string }>({
    id: "invito",
    lastResult: actionData?.result,
  });
  const field = conformFields(fields, ["name", "email", "role"]);
  return (
    <>
      <PageHeader
        title={invitePage.title}
        purpose={invitePage.intro}
        back={{ to: "/admin/utenti", label: invitePage.backToList }}
      />
      <FormAlert alert={actionData?.alert} id="invito-avviso" />
      <Form method="post" {...getFormProps(form)} className={admin.formCard}>
        <TextField field={field.name} label={invitePage.nameLabel} required autoComplete="off" />
        <TextField
          field={field.email}
          label={invitePage.emailLabel}
          type="email"
          required
          autoComplete="off"
        />
        <SelectField
          field={field.role}
          label={invitePage.roleLabel}
          required
          placeholder={invitePage.rolePlaceholder}
          options={roleOptions}
        />
        <div className={admin.formActions}>
          <StatusButton pending={pending} pendingText={invitePage.pending}>
            {invitePage.submit}
          </StatusButton>
          <Link to="/admin/utenti" className={button.secondary}>
            {invitePage.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
