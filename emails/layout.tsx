// Each component from its own package: the components' index also loads the code block's
// Prism and every language it knows, half a second of every server start for nothing here.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import * as z from "zod";
import { catalogue, languages, type Language } from "../app/utils/language";
import { formattedAddress, site, siteWords } from "../app/utils/site";

/** What every template receives besides its payload. */
export type BrandProps = { siteName: string; siteUrl: string };

/**
 * A visitor's e-mail's language: the page they wrote from (decision 0296). Rows queued before
 * the site spoke English have none, and are Italian.
 */
export const emailLanguage = z.enum(languages).optional();

export const brandRed = "#b3261e";

const fontFamily = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** The frame every message shares: the page, the card and the brand's band. */
export const frameStyles = {
  body: { backgroundColor: "#f4f4f5", margin: 0, padding: "24px 0", fontFamily },
  container: {
    backgroundColor: "#ffffff",
    maxWidth: "600px",
    margin: "0 auto",
    border: "1px solid #e4e4e7",
    borderRadius: "8px",
    overflow: "hidden",
  },
  header: { backgroundColor: brandRed, padding: "20px 32px" },
} satisfies Record<string, CSSProperties>;

const styles = {
  ...frameStyles,
  brand: {
    color: "#ffffff",
    fontSize: "22px",
    fontWeight: 700,
    textDecoration: "none",
    letterSpacing: "0.2px",
  },
  content: { padding: "8px 32px 16px" },
  heading: {
    color: "#18181b",
    fontSize: "22px",
    lineHeight: "30px",
    fontWeight: 700,
    margin: "24px 0 12px",
  },
  subheading: {
    color: "#18181b",
    fontSize: "17px",
    lineHeight: "24px",
    fontWeight: 700,
    margin: "24px 0 8px",
  },
  paragraph: { color: "#27272a", fontSize: "15px", lineHeight: "24px", margin: "0 0 14px" },
  quote: {
    color: "#27272a",
    fontSize: "15px",
    lineHeight: "24px",
    margin: "0 0 14px",
    padding: "12px 16px",
    backgroundColor: "#fafafa",
    borderLeft: `4px solid ${brandRed}`,
  },
  link: { color: brandRed, textDecoration: "underline" },
  button: {
    backgroundColor: brandRed,
    color: "#ffffff",
    fontSize: "16px",
    fontWeight: 700,
    textDecoration: "none",
    borderRadius: "6px",
    padding: "14px 28px",
    display: "inline-block",
  },
  table: { width: "100%", borderCollapse: "collapse", margin: "0 0 16px" },
  labelCell: {
    color: "#52525b",
    fontSize: "14px",
    lineHeight: "20px",
    padding: "8px 12px 8px 0",
    borderBottom: "1px solid #e4e4e7",
    verticalAlign: "top",
    width: "38%",
    fontWeight: 700,
  },
  valueCell: {
    color: "#18181b",
    fontSize: "14px",
    lineHeight: "20px",
    padding: "8px 0",
    borderBottom: "1px solid #e4e4e7",
    verticalAlign: "top",
    wordBreak: "break-word",
  },
  hr: { borderColor: "#e4e4e7", margin: 0 },
  footer: { padding: "16px 32px 24px" },
  footerText: { color: "#71717a", fontSize: "12px", lineHeight: "18px", margin: "0 0 4px" },
  footerLink: { color: "#71717a", textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;

/** The frame in the reader's language: staff e-mails leave it out, and are Italian. */
export function EmailLayout({
  siteName,
  siteUrl,
  preview,
  language = "it",
  children,
}: BrandProps & { preview: string; language?: Language; children: ReactNode }) {
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            {/* data-text-href="hide": the plain-text version keeps the label only. */}
            <Link href={siteUrl} style={styles.brand} data-text-href="hide">
              {siteName}
            </Link>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr style={styles.hr} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {site.legalName} · {formattedAddress}
            </Text>
            <Text style={styles.footerText}>
              <Link href={`mailto:${site.email}`} style={styles.footerLink}>
                {site.email}
              </Link>
              {" · "}
              <Link href={site.phoneHref} style={styles.footerLink}>
                {site.phone}
              </Link>
              {" · "}
              <Link href={siteUrl} style={styles.footerLink} data-text-href="hide">
                {siteHost(siteUrl)}
              </Link>
            </Text>
            <Text style={styles.footerText}>{siteWords[language].legalLine}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Subtitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function BrandLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

/** A notification's way to its lead in the admin; none for e-mails queued by older releases. */
export function LeadLink({ href }: { href: string | undefined }) {
  return href ? (
    <Paragraph>
      <BrandLink href={href}>Apri il lead nel pannello</BrandLink>: la fase, il responsabile e la
      cronologia.
    </Paragraph>
  ) : null;
}

const adConsentWords = catalogue({
  it: {
    text: "Hai acconsentito che comunichiamo a Google e Meta che la tua richiesta è arrivata da una loro pubblicità. Puoi revocare il consenso quando vuoi da",
    link: "questa pagina",
  },
  en: {
    text: "You agreed that we may tell Google and Meta that your request came from one of their adverts. You can withdraw your consent whenever you like on",
    link: "this page",
  },
});

/**
 * To a visitor who ticked the advertising box: how to withdraw it, by the page the link opens
 * (decision 0280). Nothing for one who did not, or for e-mails queued by older releases.
 */
export function AdConsentNote({
  href,
  language = "it",
}: {
  href: string | undefined;
  language?: Language;
}) {
  const words = adConsentWords[language];
  // The plain-text copy writes the address after the link's words: nothing may follow it.
  return href ? (
    <Paragraph>
      {words.text} <BrandLink href={href}>{words.link}</BrandLink>
    </Paragraph>
  ) : null;
}

export function PrimaryButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/**
 * Text typed by a visitor, with its line breaks kept as <br>: `white-space: pre-wrap` is
 * ignored by several clients (Outlook desktop among them). React escapes every line.
 */
export function MultilineText({ text, quoted = false }: { text: string; quoted?: boolean }) {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  return (
    <Text style={quoted ? styles.quote : styles.paragraph}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </Text>
  );
}

export type Detail = { label: string; value: ReactNode };

/**
 * Label/value rows. `data-text-format="dataTable"` makes the plain-text version print them as
 * aligned columns instead of one cell per line.
 */
export function DetailsTable({ rows }: { rows: readonly Detail[] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      width="100%"
      style={styles.table}
      data-text-format="dataTable"
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={styles.labelCell}>{row.label}</td>
            <td style={styles.valueCell}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A visitor's language as the agency's notifications, in Italian, name it. */
export const languageName: Record<Language, string> = { it: "italiano", en: "inglese" };

export function yesNo(value: boolean) {
  return value ? "sì" : "no";
}

/** The host name shown to readers, e.g. "www.example.it" for "https://www.example.it". */
export function siteHost(siteUrl: string) {
  return siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "");
}
