import crypto from "node:crypto";

/** A nonce no one else knows, standing in for one while a shared page renders. */
export const scriptMarker = () => crypto.randomBytes(16).toString("base64url");

const scriptOpen = Buffer.from("<script");
const scriptClose = Buffer.from("</script>");

/**
 * A document rendered to be sent to everyone, its own inline scripts (Remix's context and
 * module scripts, the scroll restoration: those given the render's nonce) marked with
 * `marker`: each allowed by its SHA-256 instead, the marker taken out. A script that got into
 * the markup any other way has no marker, so no hash: the browser refuses it. Read as bytes,
 * as the render left them: turning the page into a string and back would cost more than this.
 */
export function hashMarkedScripts(page: Buffer, marker: string) {
  const attribute = Buffer.from(` nonce="${marker}"`);
  const hashes = new Set<string>();
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(attribute); at !== -1; at = page.indexOf(attribute, from)) {
    parts.push(page.subarray(from, at));
    from = at + attribute.length;
    const tag = page.lastIndexOf("<", at);
    if (!page.subarray(tag, tag + scriptOpen.length).equals(scriptOpen)) continue;
    const start = page.indexOf(">", from) + 1;
    const end = page.indexOf(scriptClose, start);
    hashes.add(
      `'sha256-${crypto.createHash("sha256").update(page.subarray(start, end)).digest("base64")}'`,
    );
  }
  parts.push(page.subarray(from));
  return { page: Buffer.concat(parts), hashes: [...hashes] };
}
