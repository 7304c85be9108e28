import * as z from "zod";
import {
  adsAccepted,
  azienda,
  cognome,
  email,
  newsletterAccepted,
  nome,
  optionalMessaggio,
  privacyAccepted,
  telefono,
} from "~/utils/fields";

const chooseEvent = "Scegli l'evento o il corso a cui vuoi iscriverti.";

export const registrationSchema = z.object({
  nome,
  cognome,
  email,
  telefono,
  azienda,
  // Any slug: whether its event takes registrations is decided in the registration's write.
  evento: z
    .string({ error: chooseEvent })
    .trim()
    .min(1, chooseEvent)
    .max(200, chooseEvent)
    .regex(/^[a-z0-9-]+$/, chooseEvent),
  messaggio: optionalMessaggio,
  privacy_accepted: privacyAccepted,
  newsletter_accepted: newsletterAccepted,
  ads_accepted: adsAccepted,
});

export type RegistrationInput = z.infer<typeof registrationSchema>;
