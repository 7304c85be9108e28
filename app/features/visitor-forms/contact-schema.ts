import * as z from "zod";
import { serviceValues } from "~/features/blocks/content/services";
import {
  adsAccepted,
  azienda,
  cognome,
  email,
  messaggio,
  newsletterAccepted,
  nome,
  privacyAccepted,
  telefono,
} from "~/utils/fields";

/** The contact form of /contatti and of the political-communication page. */
export const contactSchema = z.object({
  nome,
  cognome,
  email,
  telefono,
  azienda,
  servizio: z.enum(serviceValues, { error: "Seleziona il servizio che ti interessa." }),
  messaggio,
  privacy_accepted: privacyAccepted,
  newsletter_accepted: newsletterAccepted,
  ads_accepted: adsAccepted,
});

export type ContactInput = z.infer<typeof contactSchema>;

/** The information request form of the packaging and trade-fair stand pages. */
export const infoRequestSchema = z.object({
  nome,
  cognome,
  email,
  telefono,
  azienda,
  messaggio,
  privacy_accepted: privacyAccepted,
  ads_accepted: adsAccepted,
});

export type InfoRequestInput = z.infer<typeof infoRequestSchema>;
