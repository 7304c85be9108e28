import type { UnreadableForm } from "~/components/form-messages";

/**
 * The most a form post may weigh, by kind of form: the one place these limits are set.
 * Visitor forms: far above the longest form the field limits allow (about 6 KB), far below
 * anything harmful.
 */
export const bodyLimits = {
  publicForm: 32 * 1024,
  /** Staff forms: an article of up to a million characters, written in any script, fits. */
  adminForm: 2 * 1024 * 1024,
  /**
   * The article editor, whose post may carry a featured image (at most 15 MB): with room to
   * spare, so an image somewhat too large is refused next to its field, with everything
   * typed kept, rather than as an unreadable post.
   */
  articleForm: 24 * 1024 * 1024,
  /** The Markdown import, whose file may weigh 1 MB: a file somewhat larger gets the form's own message. */
  markdownImport: 4 * 1024 * 1024,
  /**
   * The quick import, posted as multipart: a document at the body's limit of a million
   * characters fits with its title and excerpt, even written in a script of two bytes a
   * character.
   */
  quickImport: 3 * 1024 * 1024,
} as const;

export type FormBody =
  | { ok: true; formData: FormData }
  | { ok: false; problem: UnreadableForm; status: 400 | 413 | 415 };

const statusOf = {
  "too-large": 413,
  "unsupported-type": 415,
  malformed: 400,
  "invalid-encoding": 400,
} as const;

function refused(problem: UnreadableForm): FormBody {
  return { ok: false, problem, status: statusOf[problem] };
}

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A body of one of `types`, in UTF-8: browsers send forms of UTF-8 pages in UTF-8, with or
 * without saying so, and JSON is UTF-8 by definition.
 */
export function isUtf8Type(contentType: string | null, types: ReadonlySet<string>) {
  const [type = "", ...parameters] = (contentType ?? "")
    .toLowerCase()
    .split(";")
    .map((part) => part.trim());
  const charset = parameters
    .find((parameter) => parameter.startsWith("charset="))
    ?.slice("charset=".length);
  return types.has(type) && (charset === undefined || charset.replace(/"/g, "") === "utf-8");
}

/** Reads the body as it arrives and stops past `maxBytes`, so a huge post costs nothing. */
export async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * A request's body, or null when it is larger than `maxBytes`: by its declared length, read
 * no further, or as it arrives.
 */
export async function readRequestAtMost(request: Request, maxBytes: number) {
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) return null;
  return request.body ? readAtMost(request.body, maxBytes) : Buffer.alloc(0);
}

/**
 * Invalid UTF-8 decodes to U+FFFD in both form encodings; a form of this site never sends
 * that character, so finding it means the text arrived damaged and would be stored wrong.
 */
function hasUndecodableText(formData: FormData) {
  for (const [name, value] of formData) {
    if (name.includes("\uFFFD") || (typeof value === "string" && value.includes("\uFFFD")))
      return true;
  }
  return false;
}

/**
 * The posted form, or why it cannot be one: larger than `maxBytes` (413, read no further),
 * not a web form (415), a broken multipart body (400), text that is not UTF-8 (400).
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const contentType = request.headers.get("Content-Type");
  if (contentType === null || !isUtf8Type(contentType, formTypes))
    return refused("unsupported-type");
  const bytes = await readRequestAtMost(request, maxBytes);
  if (bytes === null) return refused("too-large");
  let formData: FormData;
  try {
    formData = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return refused("malformed");
  }
  if (hasUndecodableText(formData)) return refused("invalid-encoding");
  return { ok: true, formData };
}

/**
 * Headers for a refused body: the connection closes after the answer, so the rest of an
 * oversized upload is not read (and thrown away) before the next request.
 */
export const refusedBodyHeaders = { Connection: "close" } as const;
