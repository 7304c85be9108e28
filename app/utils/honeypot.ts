// Apart from the schemas: the footer form names the field without loading Zod.

/** The field bots fill and people never see. */
export const honeypotField = "sito_web";
