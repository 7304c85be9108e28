import * as z from "zod";
import { email, requiredText } from "~/utils/fields";

/** Inviting a member of staff: field names fixed (`name`, `email`, `role`). */
export const invitationSchema = z.object({
  name: requiredText("Inserisci il nome.", "Il nome", 120),
  email,
  role: z.enum(["admin", "editor"], { error: "Scegli un ruolo." }),
});
