import { describe, expect, test } from "vitest";
import { emailSubject, type EmailPayloads, type EmailTemplate } from "../../../emails/catalog";
import { renderEmail } from "~/features/mail/email.server";

const render = <T extends EmailTemplate>(template: T, payload: EmailPayloads[T]) =>
  renderEmail(template, payload, {
    to: "anna@example.com",
    subject: emailSubject(template, payload, "Spezia Digitale"),
    outboxId: 1,
  });

// Words of the Italian messages that must not reach someone who wrote in English.
const italian = /Grazie|richiesta|iscrizione|Capitale sociale|P\.IVA|marzo|ore \d/;

describe("to a visitor who wrote from an English page", () => {
  test("the acknowledgement is English: subject, body, Rome's time in British English, frame", async () => {
    const mail = await render("contact-acknowledgement", {
      submissionId: 3,
      servizioLabel: "Strategic Consulting",
      receivedAt: "2025-03-12T13:05:00.000Z",
      adConsentUrl: "http://localhost:3000/consenso-pubblicita?t=abc",
      language: "en",
    });
    expect(mail.subject).toBe("We have received your request - Spezia Digitale");
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain("Thank you for writing to us!");
    expect(mail.text).toContain("12 March 2025 at 14:05");
    expect(mail.text).toContain("You can withdraw your consent whenever you like");
    expect(mail.text).toContain("Share capital");
    expect(mail.text).not.toMatch(italian);
  });

  test("the newsletter's confirmation is English and leads to the English pages", async () => {
    const mail = await render("newsletter-confirmation", {
      confirmUrl: "http://localhost:3000/en/newsletter/confirm?token=abc",
      unsubscribeUrl: "http://localhost:3000/en/newsletter/unsubscribe?token=abc",
      language: "en",
    });
    expect(mail.subject).toBe("Confirm your subscription to the Spezia Digitale newsletter");
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain("Confirm subscription");
    expect(mail.text).toContain("/en/newsletter/confirm?token=abc");
    expect(mail.text).not.toMatch(italian);
  });

  test("the agency's notification stays Italian and names the language", async () => {
    const mail = await render("contact-notification", {
      submissionId: 3,
      nome: "Anna",
      cognome: "Smith",
      email: "anna@example.com",
      telefono: null,
      azienda: null,
      servizio: "consulenza",
      servizioLabel: "Consulenza Strategica",
      messaggio: "A stand for Cologne.",
      source: "contatti",
      newsletter: false,
      language: "en",
    });
    expect(mail.subject).toBe("Nuova richiesta di contatto: Anna Smith (Consulenza Strategica)");
    expect(mail.html).toContain('lang="it"');
    expect(mail.text).toMatch(/Lingua\s+inglese/);
  });

  test("messages queued before there was English are Italian", async () => {
    const mail = await render("newsletter-confirmation", {
      confirmUrl: "http://localhost:3000/newsletter/conferma?token=abc",
      unsubscribeUrl: "http://localhost:3000/newsletter/disiscrizione?token=abc",
    });
    expect(mail.subject).toBe("Conferma la tua iscrizione alla newsletter di Spezia Digitale");
    expect(mail.text).toContain("Conferma iscrizione");
  });
});
