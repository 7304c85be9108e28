import * as z from "zod";
import { confirmationMatches, newPassword, passwordConfirm, passwordLimits } from "./password";

/** Changing one's own password: the current one, the new one twice. */
export const accountPasswordSchema = z
  .object({
    current_password: z
      .string({ error: "Inserisci la password attuale." })
      .max(
        passwordLimits.max,
        `La password può contenere al massimo ${passwordLimits.max} caratteri.`,
      ),
    password: newPassword,
    password_confirm: passwordConfirm,
  })
  .superRefine(confirmationMatches);
