import { describe, expect, test } from "vitest";
import type * as z from "zod";
import { contactSchemas } from "../features/visitor-forms/contact-schema";
import { email, messaggio } from "./fields";
import { newsletterSchemas } from "../features/visitor-forms/newsletter-schema";
import { registrationSchema } from "../features/events/registration-schema";

/** The messages by field, as the form shows them. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

const contact = {
  nome: "Maria",
  cognome: "Bianchi",
  email: "maria@example.it",
  telefono: "+39 080 000 0000",
  azienda: "Forno Bianchi",
  servizio: "altro",
  messaggio: "Una domanda",
  privacy_accepted: true,
};

const registration = { ...contact, evento: "google-facebook-ads", messaggio: "Porto un collega." };

describe("one-line fields", () => {
  const messages = {
    nome: "Il nome non può contenere a capo o caratteri di controllo.",
    cognome: "Il cognome non può contenere a capo o caratteri di controllo.",
    email: "L'indirizzo e-mail non può contenere a capo o caratteri di controllo.",
    telefono: "Il telefono non può contenere a capo o caratteri di controllo.",
    azienda: "Il nome dell'azienda non può contenere a capo o caratteri di controllo.",
  };
  const cases = Object.entries(messages).flatMap(([field, message]) =>
    ["\r\nBcc: vittima@example.it", "\n", "\u0000", "\t", "\u2028"].map((tail) => ({
      field,
      tail,
      message,
    })),
  );

  test.each(cases)(
    "$field refuses $tail, even at the end, with its own message",
    ({ field, tail, message }) => {
      const typed = `${contact[field as keyof typeof contact] as string}${tail}`;
      expect(errorsOf(contactSchemas.it, { ...contact, [field]: typed })).toEqual({
        [field]: [message],
      });
      expect(errorsOf(registrationSchema, { ...registration, [field]: typed })).toEqual({
        [field]: [message],
      });
    },
  );

  test("the newsletter's address is checked the same way", () => {
    expect(
      errorsOf(newsletterSchemas.it, { email: "luca@example.it\r\nBcc: vittima@example.it" }),
    ).toEqual({
      email: [messages.email],
    });
  });

  test("spaces around a value are still trimmed", () => {
    expect(
      contactSchemas.it.parse({ ...contact, nome: "  Maria ", azienda: " Forno " }),
    ).toMatchObject({
      nome: "Maria",
      azienda: "Forno",
    });
  });
});

describe("the message", () => {
  test("keeps its line breaks and tabs", () => {
    expect(messaggio.parse("Buongiorno,\r\nvorrei\tun preventivo.\n")).toBe(
      "Buongiorno,\r\nvorrei\tun preventivo.",
    );
  });

  test.each(["\u0000", "\u001b[31m", "\u007f", "\u0085"])(
    "refuses the control character %j",
    (character) => {
      const message = "Il messaggio non può contenere caratteri di controllo.";
      expect(errorsOf(contactSchemas.it, { ...contact, messaggio: `Ciao${character}` })).toEqual({
        messaggio: [message],
      });
      expect(
        errorsOf(registrationSchema, { ...registration, messaggio: `Ciao${character}` }),
      ).toEqual({
        messaggio: [message],
      });
    },
  );
});

describe("e-mail addresses", () => {
  test("are lowercased", () => {
    expect(email.parse(" Maria.Bianchi@Example.IT ")).toBe("maria.bianchi@example.it");
  });

  test.each([
    ["mario@例子.广告", "mario@xn--fsqu00a.xn--4rr70v"],
    ["Mario@Bücher.de", "mario@xn--bcher-kva.de"],
    ["mario@xn--fsqu00a.xn--4rr70v", "mario@xn--fsqu00a.xn--4rr70v"],
  ])("a domain in other letters (%s) is kept as the punycode that is sent", (typed, stored) => {
    expect(email.parse(typed)).toBe(stored);
    // A spooled submission is checked again on import: the stored form must pass as it is.
    expect(email.parse(stored)).toBe(stored);
  });

  test.each(["josé@example.it", "用户@例子.广告"])(
    "%s is refused with the reason: no one can send to it",
    (typed) => {
      expect(errorsOf(email, typed)).toEqual({
        "": [
          "Non riusciamo a scrivere a indirizzi con lettere accentate o non latine prima della @: usane un altro, per favore.",
        ],
      });
    },
  );

  test.each([
    "maria@",
    "maria",
    "maria@例子",
    "maria@例子.123",
    "maria@exa mple.it",
    "maria@例子?.广告",
  ])("%s is not an address", (typed) => {
    expect(errorsOf(email, typed)).toEqual({
      "": ["Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it."],
    });
  });

  test("the length limit applies to the address that is sent", () => {
    // 151 characters as typed, 300 in punycode.
    const label = (first: number) =>
      Array.from({ length: 20 }, (_, i) => String.fromCodePoint(first + i * 97)).join("");
    const domain = [0x4e00, 0x5e00, 0x6e00, 0x7e00].map(label).join(".");
    expect(errorsOf(email, `${"a".repeat(64)}@${domain}.it`)).toEqual({
      "": ["L'indirizzo e-mail può contenere al massimo 254 caratteri."],
    });
  });
});

describe("in English", () => {
  const english = contactSchemas.en;

  test("a missing field is asked for in English, by the field", () => {
    expect(errorsOf(english, { servizio: "altro" })).toEqual({
      nome: ["Enter your first name."],
      cognome: ["Enter your surname."],
      email: ["Enter your email address."],
      messaggio: ["Write your message."],
      privacy_accepted: ["You must accept the processing of your personal data to continue."],
    });
  });

  test("a wrong value is explained in English", () => {
    expect(
      errorsOf(english, {
        ...contact,
        email: "maria@",
        telefono: "telefono",
        servizio: "nessuno",
        nome: `Maria${"a".repeat(80)}`,
        azienda: "Forno\nBianchi",
      }),
    ).toEqual({
      nome: ["Your first name can be at most 80 characters long."],
      email: ["Enter a valid email address, for example name@company.com."],
      telefono: ["Enter a valid phone number, for example +44 20 7946 0000."],
      azienda: ["Your company name cannot contain line breaks or control characters."],
      servizio: ["Choose the service you are interested in."],
    });
    expect(errorsOf(newsletterSchemas.en, { email: "josé@example.it" })).toEqual({
      email: [
        "We cannot write to addresses with accented or non-Latin letters before the @: please use another one.",
      ],
    });
  });

  test("the rules are the same as the Italian ones", () => {
    const typed = { ...contact, nome: "  Maria ", email: "Mario@Bücher.de" };
    expect(english.parse(typed)).toEqual(contactSchemas.it.parse(typed));
  });
});
