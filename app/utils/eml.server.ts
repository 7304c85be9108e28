import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import type { RenderedEmail } from "~/utils/email.server";

/** `<outbox-<id>.<random>@<domain of the sender>>`: a saved message leads back to its outbox row. */
function messageIdFor(outboxId: number, from: string) {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${outboxId}.${crypto.randomBytes(8).toString("hex")}@${domain}>`;
}

/** The whole message as MIME text, the way a mail client saves it. */
function composeEml(message: RenderedEmail, options: { messageId: string; date: Date }): Promise<Buffer> {
  return new MailComposer({
    from: message.from,
    to: message.to,
    subject: message.subject,
    messageId: options.messageId,
    date: options.date,
    text: message.text,
    html: message.html,
    headers: message.headers,
    attachments: message.attachments,
    // RFC 5322 line ends throughout; the rendered text and HTML come with bare LF.
    newline: "\r\n",
  })
    .compile()
    .build();
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
  const eml = await composeEml(message, { messageId: messageIdFor(options.outboxId, message.from), date });
  const name = `${date.toISOString().replace(/:/g, "")}-${options.outboxId}.eml`;
  const target = path.join(dir, name);
  // The leading dot and the suffix keep readers that list *.eml from seeing the partial file.
  const temporary = path.join(dir, `.${name}.${crypto.randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await fs.open(temporary, "wx", 0o640);
    try {
      await handle.writeFile(eml);
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
