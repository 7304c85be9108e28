import { secondStepPage } from "~/features/staff/content/two-step";
import { PasskeySignInButton } from "~/features/staff/passkey-buttons";
import type { SecondFactors } from "~/utils/second-factor-gate.server";

/**
 * The second step's passkey, beside the code form, for a member who has one: the ceremony
 * allows only their passkeys and ends like a code ('password+passkey'). It needs JavaScript,
 * which the page says when it is off, naming what remains.
 */
export function SecondStepPasskey({ factors }: { factors: SecondFactors }) {
  if (factors.passkeys === 0) return null;
  return (
    <section aria-labelledby="verifica-passkey">
      <h2 id="verifica-passkey">{secondStepPage.passkeyHeading}</h2>
      <PasskeySignInButton
        optionsAction="/login/verifica/passkey"
        label={secondStepPage.passkeyButton}
        pendingLabel={secondStepPage.passkeyPending}
        withoutJavaScript={
          factors.totp
            ? secondStepPage.passkeyNeedsJavaScript
            : secondStepPage.passkeyOnlyNeedsJavaScript
        }
      />
    </section>
  );
}
