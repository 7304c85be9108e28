import * as z from "zod";
import { fieldRules } from "~/utils/fields";
import type { Language } from "~/utils/language";

/** Where a signup came from: the form in every page's footer, or the /newsletter page. */
export const newsletterSources = ["footer", "newsletter"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

const newsletterSchemaIn = (language: Language) =>
  z.object({
    email: fieldRules[language].email,
    fonte: z.enum(newsletterSources).catch("footer"),
  });

/** The signup's schema, its message in the language of the page it is sent from. */
export const newsletterSchemas = { it: newsletterSchemaIn("it"), en: newsletterSchemaIn("en") };
