import * as z from "zod";

// Zod compiles object parsers with `new Function` unless told not to; the site's CSP forbids
// eval in the browser, and the speed-up does not matter for forms this size.
z.config({ jitless: true });

// Field rules shared by the visitor forms. Conform turns empty inputs into undefined, so
// "missing" is the invalid_type case and gets its own message.

export const limits = {
  nome: 80,
  cognome: 80,
  email: 254,
  telefono: 30,
  azienda: 120,
  messaggio: 5000,
} as const;

export const privacyMessage = "Devi accettare il trattamento dei dati personali per procedere.";

const tooLong = (what: string, max: number) => `${what} può contenere al massimo ${max} caratteri.`;

export function requiredText(missing: string, what: string, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLong(what, max));
}

export const nome = requiredText("Inserisci il tuo nome.", "Il nome", limits.nome);
export const cognome = requiredText("Inserisci il tuo cognome.", "Il cognome", limits.cognome);

export const email = z
  .string({ error: "Inserisci il tuo indirizzo e-mail." })
  .trim()
  .max(limits.email, tooLong("L'indirizzo e-mail", limits.email))
  .pipe(z.email({ error: "Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it." }))
  .transform((value) => value.toLowerCase());

export const telefono = z
  .string()
  .trim()
  .max(limits.telefono, tooLong("Il telefono", limits.telefono))
  .regex(/^\+?[0-9][0-9 ()./-]*$/, "Inserisci un numero di telefono valido, ad esempio +39 080 000 0000.")
  .optional();

export const azienda = z.string().trim().max(limits.azienda, tooLong("Il nome dell'azienda", limits.azienda)).optional();

export const messaggio = requiredText("Scrivi il tuo messaggio.", "Il messaggio", limits.messaggio);

export const optionalMessaggio = z
  .string()
  .trim()
  .max(limits.messaggio, tooLong("Il messaggio", limits.messaggio))
  .optional();

export const privacyAccepted = z.literal(true, { error: privacyMessage });

export const newsletterAccepted = z.boolean().optional().transform((value) => value === true);
