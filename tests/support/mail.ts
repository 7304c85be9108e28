import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

export type StoredMail = ParsedMail & { file: string };

/** Every .eml the server wrote to a mail folder, parsed as a mail client would. */
export async function readMailbox(dir: string): Promise<StoredMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map(async (name) =>
      Object.assign(await simpleParser(fs.readFileSync(path.join(dir, name))), { file: name }),
    ),
  );
}

/** A header's value as a mail client reads it: unfolded (RFC 5322 §2.2.3), without its name. */
export function headerValue(mail: ParsedMail, name: string) {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r\n(?=[ \t])/g, "")
    .trim();
}

export const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((v) => v.address),
  );

/** Waits (up to 10 s) for the mails sent to `to` to reach `count`, then returns them. */
export async function waitForMail(dir: string, to: string, count = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await readMailbox(dir)).filter((mail) => recipientsOf(mail).includes(to));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`Attese ${count} e-mail per ${to}, trovate ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
