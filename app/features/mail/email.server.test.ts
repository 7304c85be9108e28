import { describe, expect, test } from "vitest";
import {
  emailSubject,
  isEmailTemplate,
  parseEmailPayload,
  type EmailPayloads,
  type EmailTemplate,
} from "../../../emails/catalog";
import { site } from "~/utils/site";
import { renderEmail } from "~/features/mail/email.server";

const workshop = {
  title: "Workshop SEO per le PMI",
  start: "2025-09-16T09:30:00+02:00",
  end: "2025-09-16T13:00:00+02:00",
  location: "Corso Garibaldi 1, 70033 Corato (BA)",
  description: "Ricerca delle parole chiave, schede Google e misurazione dei risultati.",
};

const registration = {
  registrationId: 5,
  eventoLabel: "Workshop SEO per le PMI",
  event: workshop,
  eventUrl: "http://localhost:3000/eventi/workshop-seo-2025",
  cancelUrl: "http://localhost:3000/iscrizioni/annulla?token=abc123",
};

const payloads: { [T in EmailTemplate]: EmailPayloads[T] } = {
  "contact-notification": {
    submissionId: 17,
    nome: "Mario",
    cognome: "Rossi",
    email: "mario.rossi@example.it",
    telefono: null,
    azienda: null,
    servizio: "seo",
    servizioLabel: "SEO e posizionamento",
    messaggio: "Buongiorno,\nvorrei un preventivo per il nuovo sito.\n\nGrazie",
    source: "contatti",
    newsletter: true,
  },
  "contact-acknowledgement": {
    submissionId: 17,
    servizioLabel: "Social media marketing",
    receivedAt: "2025-03-12T13:05:00.000Z",
  },
  "registration-notification": {
    registrationId: 5,
    nome: "Giulia",
    cognome: "Bianchi",
    email: "giulia@example.it",
    telefono: "+39 333 1234567",
    azienda: "Bianchi & Figli S.n.c.",
    evento: "workshop-seo-2025",
    eventoLabel: "Workshop SEO per le PMI",
    messaggio: "Arrivo con una collega.",
    newsletter: false,
    waiting: false,
  },
  "registration-confirmation": {
    registrationId: 5,
    eventoLabel: "Workshop SEO per le PMI",
    event: workshop,
    status: "confermata",
    sequence: 0,
  },
  "registration-promoted": { ...registration, sequence: 1 },
  "registration-update": { ...registration, sequence: 1, change: "riprogrammato" },
  "registration-cancelled": { ...registration, sequence: 1 },
  "registration-reminder": { ...registration, sequence: 0 },
  "newsletter-campaign": {
    subject: "Le novità di dicembre",
    preheader: "Tre idee per le fiere del nuovo anno",
    content: '<h2>Fiere</h2><p>Leggi <a href="https://www.example.it/blog/fiere">la guida</a>.</p>',
    postalAddress: "Corso Garibaldi 1, 70033 Corato (BA)",
    unsubscribeUrl: "http://localhost:3000/newsletter/disiscrizione?token=abc123",
    webVersionUrl: "http://localhost:3000/newsletter/archivio/le-novita-di-dicembre",
    language: "it",
  },
  "newsletter-confirmation": {
    confirmUrl: "http://localhost:3000/newsletter/conferma?token=abc123",
    unsubscribeUrl: "http://localhost:3000/newsletter/disiscrizione?token=abc123",
  },
  "newsletter-notification": {
    email: "luca@example.it",
    nome: "Luca",
    cognome: null,
    source: "footer",
  },
  "user-invitation": {
    setPasswordUrl: "http://localhost:3000/reimposta-password?token=abc123",
    role: "editor",
  },
  "password-reset": {
    setPasswordUrl: "http://localhost:3000/reimposta-password?token=abc123",
  },
  "new-sign-in": {
    device: "Firefox 133 su Windows",
    signedInAt: "2026-11-27T10:05:00.000Z",
    ipPrefix: "203.0.113.0/24",
    accountUrl: "http://localhost:3000/admin/account",
  },
  "second-factor-reset": { signInUrl: "http://localhost:3000/login" },
  "lead-overdue": {
    leads: [
      {
        id: 42,
        name: "Mario Rossi",
        subject: "Stand Fieristici",
        nextAction: "Inviare la proposta",
        due: "1 dicembre 2026",
        url: "http://localhost:3000/admin/lead/42",
      },
    ],
    boardUrl: "http://localhost:3000/admin/lead",
  },
};

const templates = Object.keys(payloads).filter(isEmailTemplate);

function renderTemplate<T extends EmailTemplate>(
  template: T,
  payload: EmailPayloads[T] = payloads[template],
) {
  return renderEmail(template, payload, {
    to: "destinatario@example.it",
    subject: emailSubject(template, payload, "Spezia Digitale"),
    outboxId: 42,
  });
}

describe("every template", () => {
  test.each(templates)(
    "%s: Italian HTML and plain text with the brand header and footer",
    async (template) => {
      const email = await renderTemplate(template);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.html).toContain('lang="it"');
      expect(email.html).toContain("#b3261e");
      expect(email.html).toContain(site.legalName);
      expect(email.html).not.toMatch(/<script/i);
      expect(email.text).toContain("Spezia Digitale");
      expect(email.text).toContain("Corso Garibaldi 1, 70033 Corato (BA)");
      expect(email.text).toContain(site.email);
      expect(email.text).not.toMatch(/<[a-z]/i);
      expect(email.from).toBe("Spezia Digitale <noreply@speziadigitale.it>");
      expect(email.to).toBe("destinatario@example.it");
    },
  );
});

describe("the record a message is about", () => {
  test("both messages of a contact or a registration name it; the others name none", async () => {
    const records = Object.fromEntries(
      await Promise.all(
        templates.map(async (template) => [template, (await renderTemplate(template)).record]),
      ),
    );
    expect(records).toEqual({
      "contact-notification": { kind: "contatto", id: 17 },
      "contact-acknowledgement": { kind: "contatto", id: 17 },
      "registration-notification": { kind: "iscrizione", id: 5 },
      "registration-confirmation": { kind: "iscrizione", id: 5 },
      "registration-promoted": { kind: "iscrizione", id: 5 },
      "registration-update": { kind: "iscrizione", id: 5 },
      "registration-cancelled": { kind: "iscrizione", id: 5 },
      "registration-reminder": { kind: "iscrizione", id: 5 },
      "newsletter-campaign": null,
      "newsletter-confirmation": null,
      "newsletter-notification": null,
      "user-invitation": null,
      "password-reset": null,
      "new-sign-in": null,
      "second-factor-reset": null,
      "lead-overdue": null,
    });
  });

  test("a message queued by an earlier release, without the id, names none", async () => {
    const queued = { ...payloads["contact-acknowledgement"], submissionId: undefined };
    expect((await renderTemplate("contact-acknowledgement", queued)).record).toBeNull();
  });
});

describe("contact e-mails", () => {
  test("the agency sees every field, with defaults for the optional ones", async () => {
    const { html, text, subject } = await renderTemplate("contact-notification");
    expect(subject).toBe("Nuova richiesta di contatto: Mario Rossi (SEO e posizionamento)");
    for (const value of [
      "Mario",
      "Rossi",
      "SEO e posizionamento",
      "non indicato",
      "non indicata",
      "Contatti",
    ]) {
      expect(text).toContain(value);
    }
    expect(html).toContain('href="mailto:mario.rossi@example.it"');
    expect(text).toMatch(/Consenso newsletter\s+sì/);
    expect(text).toMatch(/Telefono\s+non indicato/);
    expect(text).toMatch(/Azienda\s+non indicata/);
    expect(text).toContain("Richiesta n. 17");
    expect(text).toContain("Buongiorno,\nvorrei un preventivo per il nuovo sito.\n\nGrazie");
    expect(html).toMatch(
      /Buongiorno,(?:<\/span>)?(?:<span>)?<br\s*\/?>(?:<\/span>)?(?:<span>)?vorrei un preventivo/,
    );
  });

  test("phone and company appear when given", async () => {
    const { text } = await renderTemplate("contact-notification", {
      ...payloads["contact-notification"],
      telefono: "+39 080 123 4567",
      azienda: "Pasticceria Da Nino",
      newsletter: false,
      source: "stand-fieristici",
    });
    expect(text).toMatch(/Telefono\s+\+39 080 123 4567/);
    expect(text).toMatch(/Azienda\s+Pasticceria Da Nino/);
    expect(text).toMatch(/Consenso newsletter\s+no/);
    expect(text).toMatch(/Modulo\s+Stand fieristici/);
  });

  test("markup typed by a visitor is shown as text, never run", async () => {
    const hostile = {
      ...payloads["contact-notification"],
      nome: '<img src=x onerror="alert(1)">',
      messaggio: "<script>alert(1)</script>",
    };
    const { html, text } = await renderTemplate("contact-notification", hostile);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
    expect(text).toContain("<script>alert(1)</script>");
  });

  test("the visitor's acknowledgement explains the next steps and names the service and the date", async () => {
    const { html, text, subject } = await renderTemplate("contact-acknowledgement");
    expect(subject).toBe("Abbiamo ricevuto la tua richiesta - Spezia Digitale");
    expect(text).toContain("Grazie per averci scritto!");
    expect(text).toContain("entro 24 ore");
    expect(text).toContain("30-45 minuti");
    expect(text).toContain("proposta su misura");
    expect(text).toMatch(/Servizio\s+Social media marketing/);
    // Rome's time, whatever the server's zone.
    expect(text).toMatch(/Ricevuta il\s+12 marzo 2025\D+14:05/);
    expect(text).toContain("Se non sei stato tu, ignora questo messaggio.");
    expect(text).toContain(site.phone);
    expect(html).toContain(`href="${site.phoneHref}"`);
    expect(html).toContain(`href="${site.whatsappHref}"`);
    expect(text).not.toContain("Google e Meta");
  });

  test("with the advertising box ticked, it links the page withdrawing it; only to a web page", async () => {
    const adConsentUrl = "https://www.example.it/consenso-pubblicita?t=abc.def";
    const ticked = { ...payloads["contact-acknowledgement"], adConsentUrl };
    const { text } = await renderTemplate("contact-acknowledgement", ticked);
    expect(text).toContain("Hai acconsentito che comunichiamo a Google e Meta");
    expect(text).toContain(`da questa pagina ${adConsentUrl}\n`);
    await expect(
      renderTemplate("contact-acknowledgement", {
        ...ticked,
        adConsentUrl: "javascript:alert(1)",
      }),
    ).rejects.toThrow();
  });
});

describe("registration e-mails", () => {
  test("the agency gets every field of the registration", async () => {
    const { html, text } = await renderTemplate("registration-notification");
    expect(text).toMatch(/Evento\s+Workshop SEO per le PMI/);
    expect(text).toMatch(/Codice evento\s+workshop-seo-2025/);
    expect(text).toMatch(/Nome\s+Giulia/);
    expect(text).toMatch(/Cognome\s+Bianchi/);
    expect(text).toMatch(/Telefono\s+\+39 333 1234567/);
    expect(text).toContain("Arrivo con una collega.");
    expect(html).toContain("Bianchi &amp; Figli S.n.c.");
    expect(html).toContain('href="mailto:giulia@example.it"');
    expect(text).toMatch(/Consenso newsletter\s+no/);
    expect(text).toContain("Iscrizione n. 5");
  });

  test("a dated event shows date, time and place, and attaches the calendar file", async () => {
    const email = await renderTemplate("registration-confirmation");
    expect(email.subject).toBe("Iscrizione confermata: Workshop SEO per le PMI");
    expect(email.text).toMatch(/^Ciao,$/m);
    expect(email.text).toContain("16 settembre 2025");
    expect(email.text).toContain("dalle 09:30 alle 13:00");
    expect(email.text).toContain("Corso Garibaldi 1, 70033 Corato (BA)");
    expect(email.text).toContain("evento.ics");

    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments;
    expect(attachment?.filename).toBe("evento.ics");
    expect(attachment?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const ics = attachment?.content.toString("utf8");
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toContain("DTSTART:20250916T073000Z\r\n");
    expect(ics).toContain("DTEND:20250916T110000Z\r\n");
    // The registration's UID, not the outbox row's: later messages update the same entry.
    expect(ics).toContain("UID:registrazione-5@localhost\r\n");
    expect(ics).toContain("SEQUENCE:0\r\n");
    // Unfolded: the line is longer than 75 octets.
    expect(ics?.replace(/\r\n /g, "")).toContain(
      "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:destinatario@example.it\r\n",
    );
    expect(ics).toContain("SUMMARY:Workshop SEO per le PMI\r\n");
  });

  test("an event spread over two days says so", async () => {
    const base = payloads["registration-confirmation"];
    if (!base.event) throw new Error("fixture without event");
    const { text } = await renderTemplate("registration-confirmation", {
      ...base,
      event: { ...base.event, end: "2025-09-17T18:00:00+02:00" },
    });
    expect(text).toContain("dal 16 settembre 2025 al 17 settembre 2025");
  });

  test("a course without dates gets no calendar file", async () => {
    const email = await renderTemplate("registration-confirmation", {
      eventoLabel: "Corso di copywriting",
      event: null,
      status: "confermata",
      sequence: 0,
    });
    expect(email.text).toContain("Corso di copywriting");
    expect(email.attachments).toEqual([]);
    expect(email.text).not.toContain("evento.ics");
    expect(email.text).not.toMatch(/Orario/);
  });
});

describe("newsletter e-mails", () => {
  test("the confirmation asks for the double opt-in and carries one-click unsubscribe", async () => {
    const { html, text, headers } = await renderTemplate("newsletter-confirmation");
    const { confirmUrl, unsubscribeUrl } = payloads["newsletter-confirmation"];
    expect(text).toMatch(/^Ciao,$/m);
    expect(text).toContain("Conferma iscrizione");
    expect(text).toContain(confirmUrl);
    expect(text).toContain("double opt-in");
    expect(text).toMatch(/Ignora questa e-mail/);
    expect(html).toContain(`href="${confirmUrl.replace(/&/g, "&amp;")}"`);
    expect(html).toContain(`href="${unsubscribeUrl}"`);
    expect(headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  test("confirmation and unsubscribe addresses that are not web pages are refused", async () => {
    const payload = payloads["newsletter-confirmation"];
    await expect(
      renderTemplate("newsletter-confirmation", {
        ...payload,
        unsubscribeUrl: "javascript:alert(1)",
      }),
    ).rejects.toThrow(/disiscrizione/);
    await expect(
      renderTemplate("newsletter-confirmation", { ...payload, confirmUrl: "javascript:alert(1)" }),
    ).rejects.toThrow(/conferma/);
    await expect(
      renderTemplate("newsletter-confirmation", {
        ...payload,
        unsubscribeUrl: `${payload.unsubscribeUrl}\r\nBcc: vittima@example.it`,
      }),
    ).rejects.toThrow(/a capo/);
  });

  test("the agency is told who signed up and where", async () => {
    const { text, headers } = await renderTemplate("newsletter-notification");
    expect(text).toMatch(/Email\s+luca@example\.it/);
    expect(text).toMatch(/Nome\s+Luca/);
    expect(text).toMatch(/Cognome\s+non indicato/);
    expect(text).toMatch(/Provenienza\s+footer/);
    expect(headers).toEqual({});
  });
});

describe("staff e-mails", () => {
  test("a sign-in from a new browser names it, the Italian time and the network, and the way out", async () => {
    const { text, subject } = await renderTemplate("new-sign-in");
    expect(subject).toBe("Nuovo accesso al tuo account - Spezia Digitale");
    expect(text).toMatch(/Browser\s+Firefox 133 su Windows/);
    expect(text).toMatch(/Quando\s+27 novembre 2026 alle ore 11:05 \(ora italiana\)/);
    expect(text).toMatch(/Indirizzo IP\s+203\.0\.113\.0\/24/);
    expect(text).toContain("cambia subito la password");
    expect(text).toContain("Esci da tutti gli altri");
    expect(text).toContain("http://localhost:3000/admin/account");
  });
});

describe("e-mails to the address typed in a form", () => {
  // Anyone can type someone else's address: what the sender wrote would reach that inbox
  // under the agency's name.
  const spam = "Vinci un iPhone su https://spam.example";
  const queuedByEarlierReleases = {
    "contact-acknowledgement": { nome: spam, servizioLabel: "SEO", messaggio: spam },
    "registration-confirmation": { nome: spam, eventoLabel: "Corso di copywriting", event: null },
    "newsletter-confirmation": {
      nome: spam,
      confirmUrl: payloads["newsletter-confirmation"].confirmUrl,
      unsubscribeUrl: payloads["newsletter-confirmation"].unsubscribeUrl,
    },
  };

  test.each(Object.entries(queuedByEarlierReleases))(
    "%s: a row queued with the name and message is still sent, without them",
    async (template, queued) => {
      if (!isEmailTemplate(template)) throw new Error(template);
      const payload = parseEmailPayload(template, queued);
      expect(payload).not.toHaveProperty("nome");
      expect(payload).not.toHaveProperty("messaggio");
      const { html, text, subject } = await renderTemplate(template, payload);
      for (const part of [html, text, subject]) expect(part).not.toContain("spam.example");
    },
  );

  test("an acknowledgement queued without the date leaves the date out", async () => {
    const { text } = await renderTemplate("contact-acknowledgement", { servizioLabel: "SEO" });
    expect(text).toMatch(/Servizio\s+SEO/);
    expect(text).not.toContain("Ricevuta il");
  });
});

describe("header safety", () => {
  test("a subject or recipient with a line break is refused", async () => {
    const payload = payloads["contact-acknowledgement"];
    const base = { to: "mario@example.it", subject: "Ciao", outboxId: 1 };
    await expect(
      renderEmail("contact-acknowledgement", payload, {
        ...base,
        subject: "Ciao\r\nBcc: vittima@example.it",
      }),
    ).rejects.toThrow(/a capo/);
    await expect(
      renderEmail("contact-acknowledgement", payload, {
        ...base,
        subject: "Ciao\nBcc: vittima@example.it",
      }),
    ).rejects.toThrow(/a capo/);
    await expect(
      renderEmail("contact-acknowledgement", payload, {
        ...base,
        to: "mario@example.it\r\nBcc: vittima@example.it",
      }),
    ).rejects.toThrow(/a capo/);
  });

  test("names typed by visitors reach the subject on one line", async () => {
    const payload = {
      ...payloads["contact-notification"],
      nome: "Mario\r\nBcc: vittima@example.it",
    };
    const email = await renderTemplate("contact-notification", payload);
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
