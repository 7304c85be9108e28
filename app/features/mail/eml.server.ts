import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import type { VisitorRecord } from "../../../emails/catalog";
import type { RenderedEmail } from "~/features/mail/email.server";
import {
  removeAbandonedTemporaryFiles,
  writeThroughTemporaryFile,
} from "~/utils/temporary-files.server";

/**
 * Whose row a copy is: the outbox's (`outbox-<id>`), or a newsletter campaign's recipient
 * (`newsletter-<id>`), whose ids are counted apart.
 */
export type EmlSeries = "outbox" | "newsletter";

/** `<outbox-<id>.<random>@<domain of the sender>>`: a saved message leads back to its row. */
function messageIdFor(series: EmlSeries, id: number, from: string) {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${series}-${id}.${crypto.randomBytes(8).toString("hex")}@${domain}>`;
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

/** `2025-09-16T072958.123Z`: the queue time without colons, which some file systems refuse. */
const stampOf = (when: Date) => when.toISOString().replace(/:/g, "");

/**
 * `<queue time>-<outboxId>.eml`, or `<queue time>-<outboxId>-<contatto|iscrizione>-<id>.eml`
 * for a message about a visitor's record: the name alone tells how old a copy is and whose
 * data it holds, without opening it.
 */
function emlFileName(
  queuedAt: Date,
  series: EmlSeries,
  outboxId: number,
  record: VisitorRecord | null,
) {
  // A payload's number is not checked to be a row id: one that is not would give a name
  // `listEmlFiles` does not recognise, a copy never cleaned up. Judged by its age instead.
  const named = record && Number.isSafeInteger(record.id) && record.id > 0;
  const about = named ? `-${record.kind}-${record.id}` : "";
  const row = series === "outbox" ? `${outboxId}` : `${series}-${outboxId}`;
  return `${stampOf(queuedAt)}-${row}${about}.eml`;
}

const emlFileNamePattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2})(\d{2})(\d{2}\.\d{3}Z)-(?:(newsletter)-)?(\d+)(?:-(contatto|iscrizione)-(\d+))?\.eml$/;

/** An .eml copy in the mail folder, as its name describes it. */
export type EmlFile = {
  file: string;
  queuedAt: Date;
  series: EmlSeries;
  /** The row's id in its series. */
  outboxId: number;
  record: VisitorRecord | null;
};

/**
 * The .eml copies in `dir` named as `writeEmlFile` names them (every release has named them
 * by a time and the outbox id); other files, which the site did not write, are left out.
 */
export async function listEmlFiles(dir: string): Promise<EmlFile[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names.flatMap((name) => {
    const match = emlFileNamePattern.exec(name);
    if (!match) return [];
    const [, hour, minute, rest, newsletter, outboxId, kind, id] = match;
    const queuedAt = new Date(`${hour}:${minute}:${rest}`);
    if (Number.isNaN(queuedAt.getTime())) return [];
    const record: VisitorRecord | null =
      kind === "contatto" || kind === "iscrizione" ? { kind, id: Number(id) } : null;
    const series: EmlSeries = newsletter ? "newsletter" : "outbox";
    return [{ file: path.join(dir, name), queuedAt, series, outboxId: Number(outboxId), record }];
  });
}

/**
 * Saves the message as `emlFileName` says in `dir`. The file appears whole or not at all
 * (temporary file, then rename). The name depends only on the outbox row, so a retry for the
 * same row finds the file already written with one lookup and returns it instead of
 * producing a second copy; the queue time keeps the folder in order and a row of a recreated
 * database, whose ids start again from 1, apart from the old files.
 */
export async function writeEmlFile(
  dir: string,
  message: RenderedEmail,
  options: { outboxId: number; queuedAt: Date; date?: Date; series?: EmlSeries },
): Promise<string> {
  const series = options.series ?? "outbox";
  if (!Number.isSafeInteger(options.outboxId) || options.outboxId < 0) {
    throw new Error(`outboxId non valido: ${options.outboxId}`);
  }
  await fs.mkdir(dir, { recursive: true });
  const name = emlFileName(options.queuedAt, series, options.outboxId, message.record);
  const target = path.join(dir, name);
  if (await exists(target)) return target;

  const date = options.date ?? new Date();
  const eml = await composeEml(message, {
    messageId: messageIdFor(series, options.outboxId, message.from),
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

/** What identifies the copies of one person's mail: the rows erased with them, and the address. */
export type EmlCopiesOf = {
  outboxIds: readonly number[];
  contactIds: readonly number[];
  registrationIds: readonly number[];
  address: string;
};

/**
 * Removes the .eml copies in `dir` that hold a person being erased: those of their outbox rows
 * and records, by name, and any other whose text holds their address (a copy older than its
 * outbox row, a newsletter confirmation). Quoted-printable may break a long line inside the
 * address, so soft line breaks are joined before looking. Answers how many went.
 */
export async function removeEmlCopiesOf(dir: string, of: EmlCopiesOf) {
  const outbox = new Set(of.outboxIds);
  const records = {
    contatto: new Set(of.contactIds),
    iscrizione: new Set(of.registrationIds),
  };
  const address = of.address.toLowerCase();
  let removed = 0;
  for (const copy of await listEmlFiles(dir)) {
    const named =
      (copy.series === "outbox" && outbox.has(copy.outboxId)) ||
      (copy.record && records[copy.record.kind].has(copy.record.id));
    const holds =
      named ||
      (await fs.readFile(copy.file, "latin1"))
        .replace(/=\r?\n/g, "")
        .toLowerCase()
        .includes(address);
    if (!holds) continue;
    await fs.rm(copy.file, { force: true });
    removed += 1;
  }
  return removed;
}
