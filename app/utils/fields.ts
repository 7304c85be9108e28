import * as z from "zod";
import { catalogue, type Catalogue, type Language } from "~/utils/language";

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

/** The field rules' words in each language; `what` names the field as a sentence's subject. */
const fieldCopy = catalogue({
  it: {
    privacy: "Devi accettare il trattamento dei dati personali per procedere.",
    tooLong: (what: string, max: number) => `${what} può contenere al massimo ${max} caratteri.`,
    lineBreak: (what: string) => `${what} non può contenere a capo o caratteri di controllo.`,
    control: (what: string) => `${what} non può contenere caratteri di controllo.`,
    nome: { missing: "Inserisci il tuo nome.", what: "Il nome" },
    cognome: { missing: "Inserisci il tuo cognome.", what: "Il cognome" },
    email: { missing: "Inserisci il tuo indirizzo e-mail.", what: "L'indirizzo e-mail" },
    invalidEmail: "Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it.",
    asciiLocalPart:
      "Non riusciamo a scrivere a indirizzi con lettere accentate o non latine prima della @: usane un altro, per favore.",
    telefono: { what: "Il telefono" },
    invalidPhone: "Inserisci un numero di telefono valido, ad esempio +39 080 000 0000.",
    azienda: { what: "Il nome dell'azienda" },
    messaggio: { missing: "Scrivi il tuo messaggio.", what: "Il messaggio" },
  },
  en: {
    privacy: "You must accept the processing of your personal data to continue.",
    tooLong: (what: string, max: number) => `${what} can be at most ${max} characters long.`,
    lineBreak: (what: string) => `${what} cannot contain line breaks or control characters.`,
    control: (what: string) => `${what} cannot contain control characters.`,
    nome: { missing: "Enter your first name.", what: "Your first name" },
    cognome: { missing: "Enter your surname.", what: "Your surname" },
    email: { missing: "Enter your email address.", what: "Your email address" },
    invalidEmail: "Enter a valid email address, for example name@company.com.",
    asciiLocalPart:
      "We cannot write to addresses with accented or non-Latin letters before the @: please use another one.",
    telefono: { what: "Your phone number" },
    invalidPhone: "Enter a valid phone number, for example +44 20 7946 0000.",
    azienda: { what: "Your company name" },
    messaggio: { missing: "Write your message.", what: "Your message" },
  },
});

// A browser never puts a line break in a one-line input, so one there comes from a forged
// post; names and addresses end up in mail headers and subjects. Checked before trimming,
// which would otherwise hide a trailing one.
const lineBreakOrControl = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// A message keeps its line breaks and tabs; any other control character is no text.
const controlInText = /[^\P{Cc}\t\n\r]/u;

/** A string without line breaks or control characters; nothing else is checked once it fails. */
function oneLineString(language: Language, what: string, missing?: string) {
  return z
    .string(missing ? { error: missing } : undefined)
    .refine((value) => !lineBreakOrControl.test(value), {
      error: fieldCopy[language].lineBreak(what),
      abort: true,
    });
}

function multilineString(language: Language, what: string, missing?: string) {
  return z
    .string(missing ? { error: missing } : undefined)
    .refine((value) => !controlInText.test(value), {
      error: fieldCopy[language].control(what),
      abort: true,
    });
}

/** A required one-line text, its messages in `language` (the staff area's are Italian). */
export function requiredText(
  missing: string,
  what: string,
  max: number,
  language: Language = "it",
) {
  return oneLineString(language, what, missing)
    .trim()
    .min(1, missing)
    .max(max, fieldCopy[language].tooLong(what, max));
}

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

/** The visitor forms' field rules with their messages in one language. */
function rulesIn(language: Language) {
  const copy = fieldCopy[language];
  const tooLong = copy.tooLong;
  return {
    nome: requiredText(copy.nome.missing, copy.nome.what, limits.nome, language),
    cognome: requiredText(copy.cognome.missing, copy.cognome.what, limits.cognome, language),
    email: oneLineString(language, copy.email.what, copy.email.missing)
      .trim()
      .refine(hasAsciiLocalPart, { error: copy.asciiLocalPart, abort: true })
      .transform(withAsciiDomain)
      .pipe(z.string().max(limits.email, tooLong(copy.email.what, limits.email)))
      .pipe(z.email({ pattern: asciiEmail, error: copy.invalidEmail }))
      .transform((value) => value.toLowerCase()),
    telefono: oneLineString(language, copy.telefono.what)
      .trim()
      .max(limits.telefono, tooLong(copy.telefono.what, limits.telefono))
      .regex(/^\+?[0-9][0-9 ()./-]*$/, copy.invalidPhone)
      .optional(),
    azienda: oneLineString(language, copy.azienda.what)
      .trim()
      .max(limits.azienda, tooLong(copy.azienda.what, limits.azienda))
      .optional(),
    messaggio: multilineString(language, copy.messaggio.what, copy.messaggio.missing)
      .trim()
      .min(1, copy.messaggio.missing)
      .max(limits.messaggio, tooLong(copy.messaggio.what, limits.messaggio)),
    optionalMessaggio: multilineString(language, copy.messaggio.what)
      .trim()
      .max(limits.messaggio, tooLong(copy.messaggio.what, limits.messaggio))
      .optional(),
    privacyAccepted: z.literal(true, { error: copy.privacy }),
  };
}

/**
 * The field rules in each language, for a form's schema in the language of its page:
 * `fieldRules[language].email`.
 */
export const fieldRules = { it: rulesIn("it"), en: rulesIn("en") } satisfies Catalogue<
  ReturnType<typeof rulesIn>
>;

/** The Italian rules, which the staff area's forms use. */
export const {
  nome,
  cognome,
  email,
  telefono,
  azienda,
  messaggio,
  optionalMessaggio,
  privacyAccepted,
} = fieldRules.it;

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
