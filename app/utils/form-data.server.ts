import type { AppLoadContext } from "@remix-run/node";
import { honeypotField } from "~/utils/forms/honeypot";

/** Far above the longest form the limits allow (about 6 KB), far below anything harmful. */
export const MAX_FORM_BYTES = 32 * 1024;

/**
 * The posted form, or null when the body is larger than the limit. The body is read as it
 * arrives and abandoned past the limit, so a huge post costs nothing.
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES) {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes || !request.body) return declared > maxBytes ? null : new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const contentType = request.headers.get("Content-Type") ?? "application/x-www-form-urlencoded";
  return new Response(Buffer.concat(chunks), { headers: { "Content-Type": contentType } }).formData();
}

/** A value in the field people never see: a bot. It is answered like a success. */
export function isBot(formData: FormData) {
  const value = formData.get(honeypotField);
  return typeof value === "string" && value.trim() !== "";
}

/** Who sent the form, as far as the server can tell without trusting the client. */
export function visitorContext(request: Request, context: AppLoadContext) {
  return {
    ip: context.clientIp,
    userAgent: request.headers.get("User-Agent")?.slice(0, 512) ?? null,
  };
}
