// Apart from the schemas, so that the form markup can name the field without loading Zod.

/** The field bots fill and people never see. */
export const honeypotField = "sito_web";
