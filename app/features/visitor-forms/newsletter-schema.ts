import * as z from "zod";
import { email } from "~/utils/fields";

/** Where a signup came from: the form in every page's footer, or the /newsletter page. */
export const newsletterSources = ["footer", "newsletter"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const newsletterSchema = z.object({
  email,
  fonte: z.enum(newsletterSources).catch("footer"),
});
