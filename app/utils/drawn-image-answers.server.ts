import { wholeAnswer } from "~/utils/resource-answer.server";

/**
 * The answers of the drawn images' addresses (social cards, generated covers). Their address
 * names what they show, so under it they never change: a year in any cache. Asked for under
 * another version (a page some cache kept from before an edit), the current image, kept only
 * minutes.
 */
export function drawnImageAnswer(bytes: Buffer, type: string, current: boolean) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.length),
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}

/** A refusal in words: not found, or not now. */
export const drawnImageRefusal = (
  status: number,
  text: string,
  headers: Record<string, string> = {},
) =>
  wholeAnswer(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });

/** What a drawn image's address answers when its article cannot be read now. */
export const drawnImageUnavailable = () =>
  drawnImageRefusal(503, "Immagine non disponibile, riprova tra poco.", { "Retry-After": "120" });
