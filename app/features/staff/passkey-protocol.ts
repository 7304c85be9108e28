/**
 * What the passkey buttons post and what they are answered, shared by the browser code and
 * the server. Every post is a form; `intent` says which step it is.
 */
export const passkeyIntents = {
  /** The options for a ceremony (JSON), with the challenge's cookie. */
  options: "passkey-opzioni",
  /** The browser's answer: `response` holds it as JSON. */
  verify: "passkey-verifica",
  /** A passkey removed from the account page (a plain form post). */
  remove: "passkey-rimuovi",
} as const;

/** The JSON answer of any step: options, success (and where to go), or a message. */
export type PasskeyAnswer<Options = unknown> =
  | { state: "options"; options: Options }
  | { state: "done"; redirectTo?: string }
  | { state: "failed"; message: string; fieldErrors?: Record<string, string[]> };
