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

// A browser never puts a line break in a one-line input, so one there comes from a forged
// post; names and addresses end up in mail headers and subjects. Checked before trimming,
// which would otherwise hide a trailing one.
const lineBreakOrControl = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// A message keeps its line breaks and tabs; any other control character is no text.
const controlInText = /[^\P{Cc}\t\n\r]/u;

/** A string without line breaks or control characters; nothing else is checked once it fails. */
function oneLineString(what: string, missing?: string) {
  return z
    .string(missing ? { error: missing } : undefined)
    .refine((value) => !lineBreakOrControl.test(value), {
      error: `${what} non può contenere a capo o caratteri di controllo.`,
      abort: true,
    });
}

function multilineString(what: string, missing?: string) {
  return z
    .string(missing ? { error: missing } : undefined)
    .refine((value) => !controlInText.test(value), {
      error: `${what} non può contenere caratteri di controllo.`,
      abort: true,
    });
}

export function requiredText(missing: string, what: string, max: number) {
  return oneLineString(what, missing).trim().min(1, missing).max(max, tooLong(what, max));
}

export const nome = requiredText("Inserisci il tuo nome.", "Il nome", limits.nome);
export const cognome = requiredText("Inserisci il tuo cognome.", "Il cognome", limits.cognome);

const invalidEmail = "Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it.";
const asciiLocalPartMessage =
  "Non riusciamo a scrivere a indirizzi con lettere accentate o non latine prima della @: usane un altro, per favore.";

// Resend sends through Amazon SES, which has no SMTPUTF8: the part before the @ must be
// ASCII, and a domain with other letters must travel as punycode. Such a domain is
// converted here, so the address is stored and compared in the form that is sent.
const nonAscii = /[^\x20-\x7e]/;
const unicodeDomain = /^[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;

function hasAsciiLocalPart(address: string) {
  const at = address.lastIndexOf("@");
  return at < 0 || !nonAscii.test(address.slice(0, at));
}

function withAsciiDomain(address: string) {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  if (at < 0 || !nonAscii.test(domain) || !unicodeDomain.test(domain)) return address;
  try {
    // The URL parser applies IDNA (UTS #46), the same mapping mail clients use.
    return `${address.slice(0, at + 1)}${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

// Zod's practical pattern, except that the last label may be punycode (`.xn--4rr70v`).
const asciiLocalPart = String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]`;
const asciiDomain = String.raw`(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)`;
const asciiEmail = new RegExp(`^${asciiLocalPart}@${asciiDomain}$`);

export const email = oneLineString("L'indirizzo e-mail", "Inserisci il tuo indirizzo e-mail.")
  .trim()
  .refine(hasAsciiLocalPart, { error: asciiLocalPartMessage, abort: true })
  .transform(withAsciiDomain)
  .pipe(z.string().max(limits.email, tooLong("L'indirizzo e-mail", limits.email)))
  .pipe(z.email({ pattern: asciiEmail, error: invalidEmail }))
  .transform((value) => value.toLowerCase());

export const telefono = oneLineString("Il telefono")
  .trim()
  .max(limits.telefono, tooLong("Il telefono", limits.telefono))
  .regex(
    /^\+?[0-9][0-9 ()./-]*$/,
    "Inserisci un numero di telefono valido, ad esempio +39 080 000 0000.",
  )
  .optional();

export const azienda = oneLineString("Il nome dell'azienda")
  .trim()
  .max(limits.azienda, tooLong("Il nome dell'azienda", limits.azienda))
  .optional();

export const messaggio = multilineString("Il messaggio", "Scrivi il tuo messaggio.")
  .trim()
  .min(1, "Scrivi il tuo messaggio.")
  .max(limits.messaggio, tooLong("Il messaggio", limits.messaggio));

export const optionalMessaggio = multilineString("Il messaggio")
  .trim()
  .max(limits.messaggio, tooLong("Il messaggio", limits.messaggio))
  .optional();

export const privacyAccepted = z.literal(true, { error: privacyMessage });

/** The optional consent to tell Google and Meta that a request came from their ad. */
export const adsAccepted = z
  .boolean()
  .optional()
  .transform((value) => value === true);

export const newsletterAccepted = z
  .boolean()
  .optional()
  .transform((value) => value === true);

/**
 * Euro as staff type them: `1500`, `1.500`, `1500,50`, `1.500,50 €`; cents, or null when empty.
 * A dot followed by three digits groups thousands, as in Italian.
 */
export function parseEuro(typed: string): number | null | "invalid" {
  const value = typed.replace(/€|\s/g, "");
  if (value === "") return null;
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(value)) return "invalid";
  const [whole = "0", decimals = ""] = value.replace(/\./g, "").split(",");
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents <= 1_000_000_000_00 ? cents : "invalid";
}
