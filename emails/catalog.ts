// The e-mails the site sends: each template's name, the data it is queued with, and its
// subject. Queueing happens inside a synchronous SQLite transaction, so subjects are plain
// functions here; the templates are rendered later, when the outbox delivers.

export type DatedEvent = {
  title: string;
  /** ISO date-times with offset, e.g. 2025-09-16T09:30:00+02:00 */
  start: string;
  end: string;
  location: string;
  description: string;
};

export type EmailPayloads = {
  /** To the agency: a contact or information request was stored. */
  "contact-notification": {
    submissionId: number;
    nome: string;
    cognome: string;
    email: string;
    telefono: string | null;
    azienda: string | null;
    servizio: string;
    servizioLabel: string;
    messaggio: string;
    /** Which form: "contatti", "comunicazione-politica", "packaging-design", "stand-fieristici" */
    source: string;
    newsletter: boolean;
  };
  /** To the visitor: we received your request. */
  "contact-acknowledgement": {
    nome: string;
    servizioLabel: string;
    messaggio: string;
  };
  /** To the agency: someone registered for an event or course. */
  "registration-notification": {
    registrationId: number;
    nome: string;
    cognome: string;
    email: string;
    telefono: string | null;
    azienda: string | null;
    evento: string;
    eventoLabel: string;
    messaggio: string | null;
    newsletter: boolean;
  };
  /** To the attendee; `event` is set for dated events and adds an .ics attachment. */
  "registration-confirmation": {
    nome: string;
    eventoLabel: string;
    event: DatedEvent | null;
  };
  /** To the subscriber: double opt-in. Carries List-Unsubscribe. */
  "newsletter-confirmation": {
    nome: string | null;
    confirmUrl: string;
    unsubscribeUrl: string;
  };
  /** To the agency: a new newsletter signup. */
  "newsletter-notification": {
    email: string;
    nome: string | null;
    cognome: string | null;
    source: string;
  };
};

export type EmailTemplate = keyof EmailPayloads;

/** Not an e-mail: a confirmed subscriber to add to the Resend audience, queued the same way. */
export const audienceContactTask = "resend-audience-contact" as const;
export type AudienceContactPayload = { email: string; nome: string | null; cognome: string | null };

export type OutboxTask = EmailTemplate | typeof audienceContactTask;

/** One line, no control characters: names typed by visitors end up in subjects. */
export function oneLine(value: string, max = 120) {
  const flat = value.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function emailSubject<T extends EmailTemplate>(template: T, payload: EmailPayloads[T], siteName: string): string {
  const p = payload as EmailPayloads[EmailTemplate];
  switch (template) {
    case "contact-notification": {
      const c = p as EmailPayloads["contact-notification"];
      return oneLine(`Nuova richiesta di contatto: ${c.nome} ${c.cognome} (${c.servizioLabel})`);
    }
    case "contact-acknowledgement":
      return oneLine(`Abbiamo ricevuto la tua richiesta - ${siteName}`);
    case "registration-notification": {
      const r = p as EmailPayloads["registration-notification"];
      return oneLine(`Nuova iscrizione: ${r.nome} ${r.cognome} - ${r.eventoLabel}`);
    }
    case "registration-confirmation": {
      const r = p as EmailPayloads["registration-confirmation"];
      return oneLine(`Iscrizione confermata: ${r.eventoLabel}`);
    }
    case "newsletter-confirmation":
      return oneLine(`Conferma la tua iscrizione alla newsletter di ${siteName}`);
    case "newsletter-notification": {
      const n = p as EmailPayloads["newsletter-notification"];
      return oneLine(`Nuova iscrizione alla newsletter: ${n.email}`);
    }
  }
  throw new Error(`Modello e-mail sconosciuto: ${String(template)}`);
}
