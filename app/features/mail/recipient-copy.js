// @ts-check
// One recipient's copy of a message rendered once for many: plain JavaScript, so that the
// batch-sending thread (run as it is, outside the bundles) and the server share it.

/**
 * @typedef {{ from: string; subject: string; html: string; text: string; headers: Record<string, string> }} Rendering
 */

/**
 * The rendering with the recipient's address and, in place of `placeholder`, their token.
 * @param {Rendering} rendering
 * @param {string} placeholder
 * @param {{ email: string; token: string }} recipient
 */
export function recipientCopy(rendering, placeholder, recipient) {
  const put = (/** @type {string} */ value) =>
    value.replaceAll(placeholder, encodeURIComponent(recipient.token));
  return {
    from: rendering.from,
    to: recipient.email,
    subject: rendering.subject,
    html: put(rendering.html),
    text: put(rendering.text),
    headers: Object.fromEntries(
      Object.entries(rendering.headers).map(([name, value]) => [name, put(value)]),
    ),
  };
}
