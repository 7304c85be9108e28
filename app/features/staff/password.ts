import * as z from "zod";
import commonPasswords from "./common-passwords.json";

export const passwordLimits = { min: 12, max: 1024 } as const;

const common = new Set(commonPasswords.map((entry) => entry.toLowerCase()));

/** Whether `password` is on the list of passwords tried first by anyone guessing. */
export function isCommonPassword(password: string) {
  return common.has(password.toLowerCase());
}

/** A password someone chooses: long enough, not one of the usual ones. Never trimmed. */
export const newPassword = z
  .string({ error: "Scegli una password." })
  .min(passwordLimits.min, `La password deve avere almeno ${passwordLimits.min} caratteri.`)
  .max(passwordLimits.max, `La password può contenere al massimo ${passwordLimits.max} caratteri.`)
  .refine((value) => !isCommonPassword(value), {
    error: "Questa password è tra le più usate e facili da indovinare: scegline un'altra.",
  });

export const passwordConfirm = z.string({ error: "Ripeti la password." });

/** The repeated password must match; the message goes beside the repetition. */
export function confirmationMatches(
  value: { password: string; password_confirm: string },
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.password_confirm) {
    ctx.addIssue({
      code: "custom",
      path: ["password_confirm"],
      message: "Le due password non coincidono.",
    });
  }
}

/** A token carried by a link from an e-mail or the server's log, kept in the form as it arrived. */
export const linkToken = z.string().max(100).optional();
