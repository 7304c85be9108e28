import * as z from "zod";
import { email, requiredText } from "~/utils/fields";
import { confirmationMatches, linkToken, newPassword, passwordConfirm } from "./password";

/** The first administrator: field names fixed (`name`, `email`, `password`, `password_confirm`). */
export const setupSchema = z
  .object({
    token: linkToken,
    name: requiredText("Inserisci il tuo nome.", "Il nome", 120),
    email,
    password: newPassword,
    password_confirm: passwordConfirm,
  })
  .superRefine(confirmationMatches);
