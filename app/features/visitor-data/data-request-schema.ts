import * as z from "zod";
import { email } from "~/utils/fields";

const missingEmail = "Inserisci l'indirizzo e-mail dell'interessato.";
const missingConfirmation = "Spunta la conferma per cancellare i dati.";

/**
 * `/admin/richieste`: field names fixed (`email`, then `intent` `export` or `erase`; no
 * intent is a search). An erasure needs the confirmation box (`conferma`) ticked.
 */
export const dataRequestSchema = z
  .object({
    email: z.string({ error: missingEmail }).pipe(email),
    intent: z.enum(["export", "erase"]).optional(),
    conferma: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.intent === "erase" && value.conferma !== true) {
      context.addIssue({ code: "custom", path: ["conferma"], message: missingConfirmation });
    }
  });
