import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { RenderedEmail } from "~/utils/email.server";

const CRLF = "\r\n";
const MAX_HEADER_LINE = 78;
// Each encoded-word stays well under RFC 2047's 75 characters, even after "Subject: ".
const ENCODED_WORD_BYTES = 39;

// Headers formatEml writes itself: a duplicate from `headers` would make the message ambiguous.
const reservedHeaders = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "subject",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);

/**
 * Line breaks in a header end it and start another one of the sender's choosing: refusing them
 * makes header injection impossible whatever a visitor typed.
 */
export function assertHeaderValue(value: string, field: string) {
  if (/[\r\n\u0000]/.test(value)) {
    throw new Error(`Intestazione e-mail non valida (${field}): contiene un a capo`);
  }
}

function isAscii(value: string) {
  return /^[\x20-\x7e\t]*$/.test(value);
}

/** Cuts a string into pieces of at most `maxBytes` UTF-8 bytes without splitting a character. */
function utf8Chunks(value: string, maxBytes: number) {
  const chunks: string[] = [];
  let current = "";
  let size = 0;
  for (const char of value) {
    const bytes = Buffer.byteLength(char, "utf8");
    if (size + bytes > maxBytes && current !== "") {
      chunks.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  if (current !== "") chunks.push(current);
  return chunks;
}

/** RFC 2047 B encoding for text that is not plain ASCII; ASCII is returned unchanged. */
export function encodeHeaderText(value: string) {
  if (isAscii(value)) return value;
  return utf8Chunks(value, ENCODED_WORD_BYTES)
    .map((chunk) => `=?UTF-8?B?${Buffer.from(chunk, "utf8").toString("base64")}?=`)
    .join(" ");
}

/** Folds at spaces so lines stay within 78 characters where the value allows it. */
function headerLine(name: string, value: string) {
  const line = `${name}: ${value}`;
  if (line.length <= MAX_HEADER_LINE) return line;
  const lines: string[] = [];
  let current = `${name}:`;
  for (const word of value.split(" ")) {
    const hasContent = current.trim() !== "" && current !== `${name}:`;
    if (hasContent && current.length + 1 + word.length > MAX_HEADER_LINE) {
      lines.push(current);
      current = "";
    }
    current += ` ${word}`;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `Name <address>`, quoting the name when it holds characters that are special in addresses. */
export function formatMailbox(name: string, address: string) {
  const clean = name.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  if (clean === "") return address;
  const plain = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/.test(clean);
  return `${plain ? clean : `"${clean.replace(/[\\"]/g, "\\$&")}"`} <${address}>`;
}

/** Re-encodes `Name <address>` so a non-ASCII display name survives 7-bit transport. */
function formatAddressHeader(value: string) {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (!match) return value.trim();
  const [, rawName = "", address = ""] = match;
  const quoted = rawName.length >= 2 && rawName.startsWith('"') && rawName.endsWith('"');
  const name = quoted ? rawName.slice(1, -1).replace(/\\(.)/g, "$1") : rawName;
  return isAscii(name) ? formatMailbox(name, address) : `${encodeHeaderText(name)} <${address}>`;
}

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** RFC 5322 date-time in UTC, e.g. `Tue, 16 Sep 2025 07:30:00 +0000`. */
export function formatRfc5322Date(date: Date) {
  if (Number.isNaN(date.getTime())) throw new Error("Data del messaggio non valida");
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** Quoted-printable (RFC 2045) of UTF-8 text, with CRLF line ends and lines of at most 76. */
export function encodeQuotedPrintable(text: string) {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => {
      const bytes = Buffer.from(line, "utf8");
      const out: string[] = [];
      let current = "";
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        const token = literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;
        // 75 plus the "=" of the soft line break keeps every line within 76 characters.
        if (current.length + token.length > 75) {
          out.push(`${current}=`);
          current = "";
        }
        current += token;
      });
      out.push(current);
      return out.join(CRLF);
    })
    .join(CRLF);
}

function wrapBase64(base64: string) {
  return (base64.match(/.{1,76}/g) ?? []).join(CRLF);
}

/** A MIME parameter value: quoted when plain ASCII, RFC 2231 otherwise. */
function parameter(name: string, value: string) {
  assertHeaderValue(value, name);
  if (isAscii(value)) return `${name}="${value.replace(/[\\"]/g, "\\$&")}"`;
  const encoded = encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${name}*=UTF-8''${encoded}`;
}

// Quoted-printable and base64 never produce "=_", so a boundary starting with it cannot
// occur inside a part. Deriving it from the Message-ID keeps formatEml deterministic.
function boundary(messageId: string, kind: string) {
  return `=_${kind}_${crypto.createHash("sha256").update(`${kind}:${messageId}`).digest("hex").slice(0, 32)}`;
}

function textPart(contentType: string, body: string) {
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    "Content-Transfer-Encoding: quoted-printable",
    "",
    encodeQuotedPrintable(body),
  ].join(CRLF);
}

function multipart(subtype: string, separator: string, parts: string[]) {
  return {
    contentType: `multipart/${subtype}; boundary="${separator}"`,
    body: [...parts.map((part) => `--${separator}${CRLF}${part}`), `--${separator}--`, ""].join(CRLF),
  };
}

function normalizeMessageId(messageId: string) {
  const id = messageId.replace(/^<|>$/g, "");
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(id)) throw new Error(`Message-ID non valido: ${messageId}`);
  return id;
}

/** The whole message as RFC 5322 + MIME text, ready to be saved as .eml or piped to sendmail. */
export function formatEml(message: RenderedEmail, options: { messageId: string; date: Date }): string {
  const messageId = normalizeMessageId(options.messageId);
  const headers: [string, string][] = [
    ["From", message.from],
    ["To", message.to],
    ["Subject", message.subject],
  ];
  for (const [name, value] of Object.entries(message.headers)) {
    if (!/^[!-9;-~]+$/.test(name)) throw new Error(`Nome di intestazione non valido: ${JSON.stringify(name)}`);
    if (reservedHeaders.has(name.toLowerCase())) throw new Error(`Intestazione riservata: ${name}`);
    headers.push([name, value]);
  }
  for (const [name, value] of headers) assertHeaderValue(value, name);

  const alternative = multipart("alternative", boundary(messageId, "alt"), [
    textPart("text/plain", message.text),
    textPart("text/html", message.html),
  ]);
  const content =
    message.attachments.length === 0
      ? alternative
      : multipart("mixed", boundary(messageId, "mix"), [
          `${headerLine("Content-Type", alternative.contentType)}${CRLF}${CRLF}${alternative.body}`,
          ...message.attachments.map((attachment) => {
            assertHeaderValue(attachment.contentType, "Content-Type");
            return [
              headerLine("Content-Type", `${attachment.contentType}; ${parameter("name", attachment.filename)}`),
              headerLine("Content-Disposition", `attachment; ${parameter("filename", attachment.filename)}`),
              "Content-Transfer-Encoding: base64",
              "",
              wrapBase64(Buffer.from(attachment.content, "base64").toString("base64")),
            ].join(CRLF);
          }),
        ]);

  const lines = [
    headerLine("From", formatAddressHeader(message.from)),
    headerLine("To", formatAddressHeader(message.to)),
    headerLine("Subject", encodeHeaderText(message.subject)),
    headerLine("Date", formatRfc5322Date(options.date)),
    headerLine("Message-ID", `<${messageId}>`),
    "MIME-Version: 1.0",
    ...headers.slice(3).map(([name, value]) => headerLine(name, encodeHeaderText(value))),
    headerLine("Content-Type", content.contentType),
    "",
    content.body,
  ];
  return lines.join(CRLF);
}

/** `<outbox-<id>.<random>@<domain of the sender>>`, without the angle brackets. */
export function createMessageId(outboxId: number, from: string) {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `outbox-${outboxId}.${crypto.randomBytes(8).toString("hex")}@${domain}`;
}

const emlName = /^\d{4}-\d{2}-\d{2}T\d{6}(?:\.\d{3})?Z-(\d+)\.eml$/;

async function existingFor(dir: string, outboxId: number) {
  const names = await fs.readdir(dir);
  return names
    .filter((name) => Number(emlName.exec(name)?.[1]) === outboxId)
    .sort()
    .at(0);
}

/**
 * Saves the message as `<ISO timestamp>-<outboxId>.eml` in `dir`. The file appears whole or not
 * at all (temporary file, then rename), and a retry for the same outbox row returns the file
 * already written instead of producing a second copy.
 */
export async function writeEmlFile(
  dir: string,
  message: RenderedEmail,
  options: { outboxId: number; date?: Date },
): Promise<string> {
  if (!Number.isSafeInteger(options.outboxId) || options.outboxId < 0) {
    throw new Error(`outboxId non valido: ${options.outboxId}`);
  }
  await fs.mkdir(dir, { recursive: true });
  const existing = await existingFor(dir, options.outboxId);
  if (existing) return path.join(dir, existing);

  const date = options.date ?? new Date();
  const eml = formatEml(message, { messageId: createMessageId(options.outboxId, message.from), date });
  const name = `${date.toISOString().replace(/:/g, "")}-${options.outboxId}.eml`;
  const target = path.join(dir, name);
  // The leading dot and the suffix keep readers that list *.eml from seeing the partial file.
  const temporary = path.join(dir, `.${name}.${crypto.randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await fs.open(temporary, "wx", 0o640);
    try {
      await handle.writeFile(eml, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return target;
}
