import * as z from "zod";

/** The sign-in form: field names fixed (`email`, `password`, `redirectTo`) for outside checks. */
export const loginSchema = z.object({
  email: z
    .string({ error: "Inserisci il tuo indirizzo e-mail." })
    .trim()
    .max(254, "L'indirizzo e-mail può contenere al massimo 254 caratteri.")
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: "Inserisci la password." })
    .max(1024, "La password può contenere al massimo 1024 caratteri."),
  redirectTo: z.string().optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
