/** The request's fields a landing page's variant may leave out: never the e-mail or a consent. */
export const optionalRequestFields = ["telefono", "azienda"] as const;
export type OptionalRequestField = (typeof optionalRequestFields)[number];

/**
 * The shape of a request form a landing page's variant under test changes: the optional
 * fields it leaves out, and the hidden fields that carry the variant back with the post.
 */
export type RequestFormShape = {
  skipped: readonly OptionalRequestField[];
  hidden: Readonly<Record<string, string>>;
};
