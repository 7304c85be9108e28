import { and, eq, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verifySync } from "otplib";
import QRCode from "qrcode";
import { users } from "../../../db/schema";
import type { DbOrTx } from "~/utils/db.server";
import { openTotpKey } from "~/features/staff/totp-key.server";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
export const totpPeriodSeconds = 30;

/** A new key: 20 random bytes in Base32, the length the RFC recommends for SHA-1. */
export const newTotpKey = () => generateSecret({ length: 20 });

/** The key as it is typed into an app by hand: groups of four. */
export const groupedKey = (key: string) => key.replace(/(.{4})(?=.)/g, "$1 ");

/** What the QR code holds: the app names the account after the site and the e-mail. */
export const totpUri = (issuer: string, email: string, key: string) =>
  generateURI({ issuer, label: email, secret: key });

/** The QR code as SVG markup, drawn on the server so that it shows without JavaScript. */
export const totpQrSvg = (uri: string) =>
  QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

/** Whether `typed` looks like an app's code (six digits, spaces allowed) rather than a recovery code. */
export const totpCodeOf = (typed: string) => {
  const digits = typed.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
};

/**
 * Whether `code` is the key's code for the step of `now` or one step either side (a phone's
 * clock a little off), and no earlier than a step already accepted. The step is stored in
 * the same statement that checks it: of two posts of one code, only one is accepted.
 */
export function acceptTotpCode(
  tx: DbOrTx,
  userId: string,
  sealedKey: string | null,
  code: string,
  now = new Date(),
) {
  const key = sealedKey ? openTotpKey(sealedKey) : null;
  const digits = totpCodeOf(code);
  if (!key || !digits) return false;
  const result = verifySync({
    secret: key,
    token: digits,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: totpPeriodSeconds,
  });
  // The union also covers HOTP's result, which has no time step.
  if (!result.valid || !("timeStep" in result)) return false;
  const claimed = tx
    .update(users)
    .set({ totpLastStep: result.timeStep })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, result.timeStep)),
      ),
    )
    .run();
  return claimed.changes === 1;
}
