import { ConfirmedForm } from "~/components/confirmed-form";
import { AdminTable } from "~/components/staff/admin-table";
import * as admin from "~/components/staff/admin.css";
import { passkeySection } from "~/features/staff/content/passkeys";
import { PasskeyRegistration } from "~/features/staff/passkey-buttons";
import { passkeyIntents } from "~/features/staff/passkey-protocol";
import { button } from "~/styles/ui.css";
import { formatDate } from "~/utils/format";

/** Where the section's forms post: `routes/admin.account.passkey.ts`. */
const passkeyAction = "/admin/account/passkey";

type Listed = {
  id: string;
  name: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
};

/**
 * The account page's 'Passkey' section: the member's passkeys, each removable with a plain
 * post, and adding one (which needs JavaScript; without it the section says so).
 */
export function PasskeySection({ passkeys }: { passkeys: readonly Listed[] }) {
  return (
    <section aria-labelledby="passkey-titolo" className={admin.formCard}>
      <h2 id="passkey-titolo">{passkeySection.title}</h2>
      <p>{passkeySection.intro}</p>
      {passkeys.length === 0 ? (
        <p>{passkeySection.none}</p>
      ) : (
        <AdminTable
          caption={passkeySection.caption}
          rows={passkeys}
          rowKey={(passkey) => passkey.id}
          columns={[
            { label: passkeySection.columns.name, cell: (passkey) => passkey.name },
            {
              label: passkeySection.columns.added,
              cell: (passkey) => formatDate(new Date(passkey.createdAt)),
            },
            {
              label: passkeySection.columns.lastUsed,
              cell: (passkey) =>
                passkey.lastUsedAt
                  ? formatDate(new Date(passkey.lastUsedAt))
                  : passkeySection.never,
            },
            {
              label: passkeySection.columns.actions,
              labelHidden: true,
              cell: (passkey) => (
                <ConfirmedForm
                  action={passkeyAction}
                  question={passkeySection.confirmRemove(passkey.name)}
                >
                  <input type="hidden" name="intent" value={passkeyIntents.remove} />
                  <input type="hidden" name="id" value={passkey.id} />
                  <button
                    type="submit"
                    className={button.secondary}
                    aria-label={passkeySection.removeLabel(passkey.name)}
                  >
                    {passkeySection.remove}
                  </button>
                </ConfirmedForm>
              ),
            },
          ]}
        />
      )}
      <PasskeyRegistration action={passkeyAction} />
    </section>
  );
}
