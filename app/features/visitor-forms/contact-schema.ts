import * as z from "zod";
import { serviceValues } from "~/features/blocks/content/services";
import { adsAccepted, fieldRules, newsletterAccepted } from "~/utils/fields";
import { catalogue, type Language } from "~/utils/language";

const chooseService = catalogue({
  it: "Seleziona il servizio che ti interessa.",
  en: "Choose the service you are interested in.",
});

function schemasIn(language: Language) {
  const { nome, cognome, email, telefono, azienda, messaggio, privacyAccepted } =
    fieldRules[language];
  const writer = { nome, cognome, email, telefono, azienda };
  return {
    /** The contact form of /contatti and of the political-communication page. */
    contact: z.object({
      ...writer,
      servizio: z.enum(serviceValues, { error: chooseService[language] }),
      messaggio,
      privacy_accepted: privacyAccepted,
      newsletter_accepted: newsletterAccepted,
      ads_accepted: adsAccepted,
    }),
    /** The information request form of the packaging and trade-fair stand pages. */
    infoRequest: z.object({
      ...writer,
      messaggio,
      privacy_accepted: privacyAccepted,
      ads_accepted: adsAccepted,
    }),
  };
}

const schemas = { it: schemasIn("it"), en: schemasIn("en") };

/** The contact form's schema, its messages in the language of the page it is sent from. */
export const contactSchemas = { it: schemas.it.contact, en: schemas.en.contact };
export type ContactInput = z.infer<typeof contactSchemas.it>;

/** The information request's schema, its messages in the page's language. */
export const infoRequestSchemas = { it: schemas.it.infoRequest, en: schemas.en.infoRequest };
export type InfoRequestInput = z.infer<typeof infoRequestSchemas.it>;
