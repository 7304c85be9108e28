import * as z from "zod";
import { adsAccepted, fieldRules, newsletterAccepted } from "~/utils/fields";
import type { Language } from "~/utils/language";
import { eventFactWords } from "~/features/events/content/event-facts";

function schemaIn(language: Language) {
  const { nome, cognome, email, telefono, azienda, optionalMessaggio, privacyAccepted } =
    fieldRules[language];
  const chooseEvent = eventFactWords[language].chooseEvent;
  return z.object({
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
}

/** The registration form's schema, its messages in the language of the page it is sent from. */
export const registrationSchemas = { it: schemaIn("it"), en: schemaIn("en") };

export const registrationSchema = registrationSchemas.it;

export type RegistrationInput = z.infer<typeof registrationSchema>;
