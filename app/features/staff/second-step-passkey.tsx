import type { SecondFactors } from "~/features/staff/second-factor.server";

/**
 * The second step's place for a passkey, beside the code form: the passkeys' sign-in renders
 * here for a member who has one, and ends through `finishSecondStep` with 'password+passkey'.
 * Until passkeys can be used to sign in, there is nothing to offer.
 */
export function SecondStepPasskey(_props: { factors: SecondFactors }) {
  return null;
}
