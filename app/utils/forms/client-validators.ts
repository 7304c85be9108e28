import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema, infoRequestSchema } from "./contact-schema";
import { newsletterSchema } from "./newsletter-schema";
import { registrationSchema } from "./registration-schema";

// The form schemas as Conform runs them in the browser, in a chunk of their own: Zod is
// the largest part of the site's JavaScript, and most visitors never fill in a form.
type Context = { formData: FormData };

export const validators = {
  contatto: ({ formData }: Context) => parseWithZod(formData, { schema: contactSchema }),
  richiesta: ({ formData }: Context) => parseWithZod(formData, { schema: infoRequestSchema }),
  iscrizione: ({ formData }: Context) => parseWithZod(formData, { schema: registrationSchema }),
  newsletter: ({ formData }: Context) => parseWithZod(formData, { schema: newsletterSchema }),
};
