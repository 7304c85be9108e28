import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import * as z from "zod";
import { catalogue, languages } from "../app/utils/language";
import { site } from "../app/utils/site";
import { brandRed, type BrandProps, frameStyles } from "./layout";

/**
 * A newsletter campaign. `content` is the body already rendered to safe HTML by the articles'
 * Markdown renderer; the unsubscribe address is the recipient's own, or a placeholder that the
 * delivery replaces for each recipient of a campaign rendered once.
 */
export const newsletterCampaignPayload = z.object({
  subject: z.string(),
  preheader: z.string(),
  content: z.string(),
  postalAddress: z.string(),
  unsubscribeUrl: z.string(),
  webVersionUrl: z.string().nullable(),
  // The campaign's language: the frame around its words speaks it. Italian before it existed.
  language: z.enum(languages).default("it"),
});
export type NewsletterCampaignPayload = z.infer<typeof newsletterCampaignPayload>;

/** The frame's words: the campaign's own are in its language already. */
const frameCopy = catalogue({
  it: {
    why: (siteName: string) =>
      `Ricevi questa e-mail perché ti sei iscritto alla newsletter di ${siteName}.`,
    unsubscribe: "Disiscriviti",
    webVersion: "Leggila sul sito",
  },
  en: {
    why: (siteName: string) =>
      `You are receiving this e-mail because you subscribed to the ${siteName} newsletter.`,
    unsubscribe: "Unsubscribe",
    webVersion: "Read it on the website",
  },
});

/** RFC 8058: the POST lets mail providers unsubscribe in one click without a browser. */
export function unsubscribeHeaders(unsubscribeUrl: string) {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * The media query that gives the dark colours. The preview turns it on or off by rewriting
 * this exact text, so what staff see in either theme is the stylesheet that is sent.
 */
export const darkSchemeQuery = "@media (prefers-color-scheme: dark)";

// Inline styles are the light theme every client shows; the stylesheet styles the rendered
// body, whose tags carry no style of their own, and switches to dark colours where the client
// asks for them. `!important` because an inline style otherwise wins over any stylesheet.
const stylesheet = `
.nl-content { color: #27272a; font-size: 16px; line-height: 26px; }
.nl-content h2, .nl-content h3, .nl-content h4 { color: #18181b; line-height: 1.3; margin: 24px 0 8px; }
.nl-content p, .nl-content ul, .nl-content ol, .nl-content blockquote { margin: 0 0 16px; }
.nl-content a { color: ${brandRed}; text-decoration: underline; }
.nl-content blockquote { border-left: 4px solid ${brandRed}; padding: 4px 16px; }
.nl-content img { max-width: 100%; height: auto; }
.nl-content code { background-color: #f4f4f5; padding: 0 4px; }
${darkSchemeQuery} {
  .nl-body { background-color: #18181b !important; }
  .nl-box { background-color: #27272a !important; border-color: #3f3f46 !important; }
  .nl-content, .nl-content h2, .nl-content h3, .nl-content h4 { color: #f4f4f5 !important; }
  .nl-content a, .nl-footer a { color: #fca5a5 !important; }
  .nl-content code { background-color: #3f3f46 !important; }
  .nl-footer, .nl-footer p { color: #d4d4d8 !important; }
  .nl-rule { border-color: #3f3f46 !important; }
}
`;

const styles = {
  ...frameStyles,
  brand: { color: "#ffffff", fontSize: "22px", fontWeight: 700, textDecoration: "none" },
  content: { padding: "16px 32px 8px" },
  rule: { borderColor: "#e4e4e7", margin: 0 },
  footer: { padding: "16px 32px 24px", color: "#52525b" },
  footerText: { color: "#52525b", fontSize: "13px", lineHeight: "20px", margin: "0 0 6px" },
  footerLink: { color: "#52525b", textDecoration: "underline" },
} as const;

export default function NewsletterCampaign(props: NewsletterCampaignPayload & BrandProps) {
  // A payload rendered without its parse (a preview of an older one) is Italian, as it was.
  const language = props.language ?? "it";
  const copy = frameCopy[language];
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{props.subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{stylesheet}</style>
      </Head>
      {props.preheader ? <Preview>{props.preheader}</Preview> : null}
      <Body style={styles.body} className="nl-body">
        <Container style={styles.container} className="nl-box">
          <Section style={styles.header}>
            {/* data-text-href="hide": the plain-text version keeps the label only. */}
            <Link href={props.siteUrl} style={styles.brand} data-text-href="hide">
              {props.siteName}
            </Link>
          </Section>
          <Section style={styles.content}>
            <div className="nl-content" dangerouslySetInnerHTML={{ __html: props.content }} />
          </Section>
          <Hr style={styles.rule} className="nl-rule" />
          <Section style={styles.footer} className="nl-footer">
            <Text style={styles.footerText}>
              {copy.why(props.siteName)}{" "}
              <Link href={props.unsubscribeUrl} style={styles.footerLink}>
                {copy.unsubscribe}
              </Link>
              {props.webVersionUrl ? (
                <>
                  {" · "}
                  <Link href={props.webVersionUrl} style={styles.footerLink}>
                    {copy.webVersion}
                  </Link>
                </>
              ) : null}
            </Text>
            <Text style={styles.footerText}>
              {site.legalName} · {props.postalAddress} ·{" "}
              <Link href={`mailto:${site.email}`} style={styles.footerLink}>
                {site.email}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
