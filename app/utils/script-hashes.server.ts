import crypto from "node:crypto";

/** A nonce no one else knows, standing in for one while a shared page renders. */
export const scriptMarker = () => crypto.randomBytes(16).toString("base64url");

/**
 * A document rendered to be sent to everyone, its own inline scripts (Remix's context and
 * module scripts, the scroll restoration: those given the render's nonce) marked with
 * `marker`: each allowed by its SHA-256 instead, the marker taken out. A script that got into
 * the markup any other way has no marker, so no hash: the browser refuses it.
 */
export function hashMarkedScripts(html: string, marker: string) {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", source = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!attributes.includes(attribute)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(source).digest("base64")}'`);
  }
  return { html: html.replaceAll(attribute, ""), hashes: [...hashes] };
}
