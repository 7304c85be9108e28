import { render } from "@react-email/render";
import { type Attributes, createElement, type ReactElement } from "react";
import type { EmailPayloads, EmailTemplate } from "../../emails/catalog";
import ContactAcknowledgement from "../../emails/contact-acknowledgement";
import ContactNotification from "../../emails/contact-notification";
import type { BrandProps } from "../../emails/layout";
import NewsletterConfirmation from "../../emails/newsletter-confirmation";
import NewsletterNotification from "../../emails/newsletter-notification";
import RegistrationConfirmation from "../../emails/registration-confirmation";
import RegistrationNotification from "../../emails/registration-notification";
import { assertHeaderValue, formatMailbox } from "~/utils/eml.server";
import { getEnv } from "~/utils/env.server";
import { eventToIcs } from "~/utils/ics";

export type EmailAttachment = {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
};

export type RenderedEmail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: EmailAttachment[];
};

type TemplateComponent<T extends EmailTemplate> = (props: EmailPayloads[T] & BrandProps) => ReactElement;

const templates: { [T in EmailTemplate]: TemplateComponent<T> } = {
  "contact-notification": ContactNotification,
  "contact-acknowledgement": ContactAcknowledgement,
  "registration-notification": RegistrationNotification,
  "registration-confirmation": RegistrationConfirmation,
  "newsletter-confirmation": NewsletterConfirmation,
  "newsletter-notification": NewsletterNotification,
};

// html-to-text shouts headings by default, and a phone number or the site's own address
// followed by its URL only adds noise to the plain-text version.
const plainTextOptions = {
  plainText: true,
  htmlToTextOptions: {
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: 'a[href^="tel:"]', format: "anchor", options: { ignoreHref: true } },
      { selector: 'a[data-text-href="hide"]', format: "anchor", options: { ignoreHref: true } },
    ],
  },
} as const;

/** Links in the message and its headers must be web pages: never `javascript:` or `data:`. */
function webUrl(value: string, what: string) {
  assertHeaderValue(value, what);
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`Indirizzo ${what} non valido: ${value}`);
  }
  return url.href;
}

/** Renders one queued e-mail into everything a transport needs: addresses, HTML, text, extras. */
export async function renderEmail<T extends EmailTemplate>(
  template: T,
  payload: EmailPayloads[T],
  options: { to: string; subject: string; outboxId: number },
): Promise<RenderedEmail> {
  assertHeaderValue(options.to, "To");
  assertHeaderValue(options.subject, "Subject");
  const Template = templates[template] as TemplateComponent<T> | undefined;
  if (!Template) throw new Error(`Modello e-mail sconosciuto: ${String(template)}`);
  const env = getEnv();

  const headers: Record<string, string> = {};
  const attachments: EmailAttachment[] = [];
  if (template === "newsletter-confirmation") {
    const { confirmUrl, unsubscribeUrl } = payload as EmailPayloads["newsletter-confirmation"];
    webUrl(confirmUrl, "di conferma");
    // RFC 8058: the POST lets mail providers unsubscribe in one click without a browser.
    headers["List-Unsubscribe"] = `<${webUrl(unsubscribeUrl, "di disiscrizione")}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  if (template === "registration-confirmation") {
    const { event } = payload as EmailPayloads["registration-confirmation"];
    if (event) {
      const ics = eventToIcs(event, {
        uid: `registrazione-${options.outboxId}@${new URL(env.SITE_URL).hostname}`,
        organizerName: env.SITE_NAME,
        organizerEmail: env.NOTIFY_EMAIL,
      });
      attachments.push({
        filename: "evento.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: Buffer.from(ics, "utf8").toString("base64"),
      });
    }
  }

  const props: EmailPayloads[T] & BrandProps = { ...payload, siteName: env.SITE_NAME, siteUrl: env.SITE_URL };
  const element = createElement(Template, props as Attributes & typeof props);
  const [html, text] = await Promise.all([render(element), render(element, plainTextOptions)]);

  return {
    from: formatMailbox(env.SITE_NAME, env.EMAIL_FROM),
    to: options.to,
    subject: options.subject,
    html,
    text,
    headers,
    attachments,
  };
}
