import { DomUtils, parseDocument } from "htmlparser2";
import type { newsletterCampaigns } from "../../../db/schema";
import {
  darkSchemeQuery,
  type NewsletterCampaignPayload,
  unsubscribeHeaders,
} from "../../../emails/newsletter-campaign";
import { renderArticleBody } from "~/features/articles/index.server";
import { formatMailbox } from "~/features/mail/index.server";
import { renderEmail, type RenderedEmail } from "~/features/mail/index.server";
import { newsletterLinks } from "~/features/visitor-forms/index.server";
import { archivePath, clickPath } from "~/features/newsletter/paths";
import { db, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { putSettings, readSettings } from "~/utils/settings.server";
import { localizedPath, type Language } from "~/utils/language";
import { formattedAddress } from "~/utils/site";

/** What the rendering reads of a campaign: a stored row will do. */
export type CampaignContent = Pick<
  typeof newsletterCampaigns.$inferSelect,
  "id" | "slug" | "subject" | "preheader" | "body" | "webVersion" | "countClicks" | "language"
>;

const postalAddressKey = "newsletter.postal_address";

/** The sender's postal address every campaign's footer carries: the site's own until changed. */
export function readPostalAddress(tx: DbOrTx = db) {
  return readSettings([postalAddressKey], tx).get(postalAddressKey) ?? formattedAddress;
}

/** Saves the sender's postal address inside the caller's transaction; the caller validates it. */
export function savePostalAddress(tx: DbOrTx, value: string, now: Date) {
  putSettings(tx, [[postalAddressKey, value.trim()]], now);
}

/**
 * Stands for each recipient's own unsubscribe token in a campaign rendered once. Shaped like
 * a token (letters and underscores, nothing HTML or a URL would escape), so the rendered
 * HTML, its text and the header all hold it as written.
 */
export const tokenPlaceholder = "TOKEN_DEL_DESTINATARIO";

/** Addresses in the body that start with `/` lead to the site; a mail client has no site to resolve them against. */
function absolute(url: string, siteUrl: string) {
  return url.startsWith("/") && !url.startsWith("//") ? `${siteUrl}${url}` : url;
}

/**
 * The body as the e-mail shows it: the articles' renderer, the site's own addresses made
 * absolute, and, for a campaign that counts clicks, each web link replaced by its counted
 * address. `links` are the addresses in order of first appearance, the n-th at `n`.
 */
function campaignBody(campaign: CampaignContent, siteUrl = getEnv().SITE_URL) {
  const document = parseDocument(renderArticleBody(campaign.body, { title: campaign.subject }));
  const links: string[] = [];
  for (const element of DomUtils.findAll(
    (node) => node.name === "a" || node.name === "img",
    document.children,
  )) {
    const attribute = element.name === "a" ? "href" : "src";
    const value = element.attribs[attribute];
    if (!value) continue;
    const url = absolute(value, siteUrl);
    element.attribs[attribute] = url;
    if (element.name !== "a" || !campaign.countClicks || !/^https?:\/\//i.test(url)) continue;
    let n = links.indexOf(url) + 1;
    if (n === 0) n = links.push(url);
    element.attribs.href = `${siteUrl}${clickPath(campaign.id, n)}`;
  }
  return { html: DomUtils.getOuterHTML(document, { encodeEntities: "utf8" }), links };
}

/** A site address of the newsletter's (its unsubscribe page) in the campaign's language. */
function inLanguage(url: string, language: Language) {
  const address = new URL(url);
  address.pathname = localizedPath(address.pathname, language) ?? address.pathname;
  return address.toString();
}

function payloadOf(
  campaign: CampaignContent,
  content: string,
  unsubscribeUrl: string,
): NewsletterCampaignPayload {
  const { SITE_URL } = getEnv();
  return {
    subject: campaign.subject,
    preheader: campaign.preheader,
    content,
    postalAddress: readPostalAddress(),
    unsubscribeUrl: inLanguage(unsubscribeUrl, campaign.language),
    webVersionUrl: campaign.webVersion
      ? `${SITE_URL}${archivePath(campaign.slug, campaign.language)}`
      : null,
    language: campaign.language,
  };
}

/** The campaign rendered once for all its recipients, with a placeholder for each one's token. */
export type RenderedCampaign = Pick<
  RenderedEmail,
  "from" | "subject" | "html" | "text" | "headers"
>;

/**
 * Renders the campaign once; `links` are the counted addresses to store with it. Throws when
 * the message could not be sent (a link that is not a web page, a line break in the subject).
 */
export async function renderCampaign(campaign: CampaignContent) {
  const body = campaignBody(campaign);
  const { unsubscribeUrl } = newsletterLinks(tokenPlaceholder);
  const email = await renderEmail(
    "newsletter-campaign",
    payloadOf(campaign, body.html, unsubscribeUrl),
    { to: "", subject: campaign.subject, outboxId: 0 },
  );
  const rendered: RenderedCampaign = {
    from: email.from,
    subject: email.subject,
    html: email.html,
    text: email.text,
    headers: email.headers,
  };
  return { rendered, links: body.links };
}

/**
 * The rendering a queued campaign stored, whole again: the sender and the headers are the
 * configuration's and the placeholder's, as when it was rendered.
 */
export function storedRendering(stored: {
  subject: string;
  html: string;
  text: string;
}): RenderedCampaign {
  const env = getEnv();
  return {
    ...stored,
    from: formatMailbox(env.SITE_NAME, env.EMAIL_FROM),
    headers: unsubscribeHeaders(newsletterLinks(tokenPlaceholder).unsubscribeUrl),
  };
}

/** What a test sends: the campaign's payload for the outbox, its subject marked as a test. */
export function testPayload(campaign: CampaignContent): NewsletterCampaignPayload {
  // The tester's unsubscribe link leads to the page's 'link non valido': no token to spend.
  const { unsubscribeUrl } = newsletterLinks("prova");
  return {
    // The counted addresses are stored when the campaign is queued: a test links directly.
    ...payloadOf(campaign, campaignBody({ ...campaign, countClicks: false }).html, unsubscribeUrl),
    subject: `[Prova] ${campaign.subject}`,
  };
}

/**
 * The e-mail's HTML as a recipient's client shows it in a light or dark theme. The dark
 * colours are the sent stylesheet's own, switched on or off by rewriting their media query,
 * so the preview does not depend on the theme of the computer it is looked at on.
 */
export async function previewCampaign(campaign: CampaignContent, scheme: "chiaro" | "scuro") {
  // Counted addresses exist only once the campaign is queued: the preview links directly.
  const { rendered } = await renderCampaign({ ...campaign, countClicks: false });
  return rendered.html.replace(
    darkSchemeQuery,
    scheme === "scuro" ? "@media all" : "@media not all",
  );
}
