import * as z from "zod";
import { registrationValues } from "~/features/pages/content/events";
import {
  azienda,
  cognome,
  email,
  newsletterAccepted,
  nome,
  optionalMessaggio,
  privacyAccepted,
  telefono,
} from "~/utils/fields";

export const registrationSchema = z.object({
  nome,
  cognome,
  email,
  telefono,
  azienda,
  evento: z.enum(registrationValues, {
    error: "Scegli l'evento o il corso a cui vuoi iscriverti.",
  }),
  messaggio: optionalMessaggio,
  privacy_accepted: privacyAccepted,
  newsletter_accepted: newsletterAccepted,
});

export type RegistrationInput = z.infer<typeof registrationSchema>;
