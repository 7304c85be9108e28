import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";
import {
  emailCatalogue,
  type EmailAttachment,
  type EmailPayloads,
  type EmailTemplate,
  type VisitorRecord,
} from "../../../emails/catalog";
import { assertHeaderValue, assertWebPageUrl, formatMailbox } from "~/features/mail/email-headers";
import { getEnv } from "~/utils/env.server";

export type RenderedEmail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: EmailAttachment[];
  /** Not sent: names the .eml copy after the contact or registration it carries. */
  record: VisitorRecord | null;
};

// html-to-text shouts headings by default, and a phone number or the site's own address
// followed by its URL only adds noise to the plain-text version.
const plainTextOptions = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: 'a[href^="tel:"]', format: "anchor", options: { ignoreHref: true } },
    { selector: 'a[data-text-href="hide"]', format: "anchor", options: { ignoreHref: true } },
  ],
} as const;

/** Renders one queued e-mail into everything a transport needs: addresses, HTML, text, extras. */
export async function renderEmail<T extends EmailTemplate>(
  template: T,
  payload: EmailPayloads[T],
  options: { to: string; subject: string; outboxId: number },
): Promise<RenderedEmail> {
  assertHeaderValue(options.to, "To");
  assertHeaderValue(options.subject, "Subject");
  const email = emailCatalogue[template];
  for (const [name, url] of Object.entries(email.links?.(payload) ?? {}))
    assertWebPageUrl(url, name);

  const env = getEnv();
  const context = {
    outboxId: options.outboxId,
    siteName: env.SITE_NAME,
    siteUrl: env.SITE_URL,
    notifyEmail: env.NOTIFY_EMAIL,
    to: options.to,
  };
  const headers = email.headers?.(payload, context) ?? {};
  for (const [name, value] of Object.entries(headers)) assertHeaderValue(value, name);

  // Without `key`, the one prop React keeps for itself, TypeScript cannot match a template
  // chosen at run time to its props.
  const element = createElement(email.Component, {
    key: template,
    ...payload,
    siteName: env.SITE_NAME,
    siteUrl: env.SITE_URL,
  });
  const html = await render(element);
  // The text React Email's `plainText` option would give, without rendering the template a
  // second time: rendering is most of what delivering a message costs.
  const text = toPlainText(html, plainTextOptions);

  return {
    from: formatMailbox(env.SITE_NAME, env.EMAIL_FROM),
    to: options.to,
    subject: options.subject,
    html,
    text,
    headers,
    attachments: email.attachments?.(payload, context) ?? [],
    record: email.record?.(payload) ?? null,
  };
}
