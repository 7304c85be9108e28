import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import type { RenderedEmail } from "~/features/mail/email.server";
import {
  removeAbandonedTemporaryFiles,
  writeThroughTemporaryFile,
} from "~/utils/temporary-files.server";

/** `<outbox-<id>.<random>@<domain of the sender>>`: a saved message leads back to its outbox row. */
function messageIdFor(outboxId: number, from: string) {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${outboxId}.${crypto.randomBytes(8).toString("hex")}@${domain}>`;
}

/** The whole message as MIME text, the way a mail client saves it. */
function composeEml(
  message: RenderedEmail,
  options: { messageId: string; date: Date },
): Promise<Buffer> {
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

/** Whether `file` exists; any other failure to look is the caller's problem. */
async function exists(file: string) {
  try {
    await fs.access(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Saves the message as `<queue time>-<outboxId>.eml` in `dir`. The file appears whole or not
 * at all (temporary file, then rename). The name depends only on the outbox row, so a retry
 * for the same row finds the file already written with one lookup and returns it instead of
 * producing a second copy; the queue time keeps the folder in order and a row of a recreated
 * database, whose ids start again from 1, apart from the old files.
 */
export async function writeEmlFile(
  dir: string,
  message: RenderedEmail,
  options: { outboxId: number; queuedAt: Date; date?: Date },
): Promise<string> {
  if (!Number.isSafeInteger(options.outboxId) || options.outboxId < 0) {
    throw new Error(`outboxId non valido: ${options.outboxId}`);
  }
  await fs.mkdir(dir, { recursive: true });
  const name = `${options.queuedAt.toISOString().replace(/:/g, "")}-${options.outboxId}.eml`;
  const target = path.join(dir, name);
  if (await exists(target)) return target;

  const date = options.date ?? new Date();
  const eml = await composeEml(message, {
    messageId: messageIdFor(options.outboxId, message.from),
    date,
  });
  // The temporary name's leading dot and suffix keep readers that list *.eml from seeing the partial file.
  await writeThroughTemporaryFile(dir, name, async (temporary) => {
    const handle = await fs.open(temporary, "wx", 0o640);
    try {
      await handle.writeFile(eml);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
  return target;
}

/**
 * The temporary files of .eml writes: `.<name>.eml.<writer>.<random>.tmp`, or, from earlier
 * releases, `.<name>.eml.<random>.tmp`. The folder may be shared with other programs, so no
 * other hidden file is taken for one.
 */
const isEmlTemporary = (name: string) =>
  /^\..+\.eml\.(?:[0-9a-f]{8}\.\d+\.)?[0-9a-f]{12}\.tmp$/.test(name);

/** Removes from `dir` the temporary .eml files of writes a killed process abandoned; how many. */
export function removeAbandonedEmlFiles(
  dir: string,
  options?: { olderThanMs?: number; now?: number },
) {
  return removeAbandonedTemporaryFiles(dir, isEmlTemporary, options);
}
