import * as z from "zod";

const code = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(64, "Il codice è troppo lungo.");

/** The second step's one field: the app's six digits or a recovery code. */
export const secondStepSchema = z.object({
  code: code("Scrivi il codice dell'app o un codice di recupero."),
});

/** The authenticator app's page: turning it on, new recovery codes, turning it off. */
export const authenticatorAppSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm"), code: code("Scrivi il codice che l'app mostra.") }),
  z.object({ intent: z.literal("renew"), code: code("Scrivi il codice che l'app mostra.") }),
  z.object({
    intent: z.literal("disable"),
    password: z
      .string({ error: "Inserisci la password." })
      .max(1024, "La password può contenere al massimo 1024 caratteri."),
    code: code("Scrivi il codice dell'app o un codice di recupero."),
  }),
]);

/** The recovery codes posted back from their page, to be downloaded as a file. */
export const recoveryCodesFileSchema = z.object({
  codes: z
    .array(z.string().regex(/^[a-z2-9]{5}-[a-z2-9]{5}$/))
    .min(1)
    .max(10),
});
