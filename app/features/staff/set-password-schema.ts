import * as z from "zod";
import { confirmationMatches, linkToken, newPassword, passwordConfirm } from "./password";

/** A password set from an invitation or reset link: `password`, `password_confirm`. */
export const setPasswordSchema = z
  .object({ token: linkToken, password: newPassword, password_confirm: passwordConfirm })
  .superRefine(confirmationMatches);
