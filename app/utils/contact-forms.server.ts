import type { AppLoadContext } from "@remix-run/node";
import type * as z from "zod";
import { formAlerts } from "~/content/forms";
import type { InfoRequestSource } from "~/content/services";
import { submitContactRequest } from "~/utils/contact.server";
import { contactSchema, infoRequestSchema } from "~/utils/forms/contact-schema";
import { handleVisitorForm, orNull } from "~/utils/visitor-forms.server";

type ContactLike = z.infer<typeof infoRequestSchema> & { servizio?: string; newsletter_accepted?: boolean };

function handleContactRequest(
  request: Request,
  context: AppLoadContext,
  schema: typeof contactSchema | typeof infoRequestSchema,
  source: string,
) {
  return handleVisitorForm(request, context, {
    schema,
    alerts: formAlerts.contact,
    submit: (value: ContactLike, visitor) =>
      submitContactRequest({
        ...value,
        telefono: orNull(value.telefono),
        azienda: orNull(value.azienda),
        servizio: value.servizio ?? source,
        newsletter: value.newsletter_accepted ?? false,
        source,
        ...visitor,
      }),
  });
}

/** The action of the contact form: /contatti, and the political-communication page. */
export function handleContactForm(request: Request, context: AppLoadContext, source: "contatti" | "comunicazione-politica") {
  return handleContactRequest(request, context, contactSchema, source);
}

/**
 * The action of a service page's information request form: stored as a contact
 * submission named after the page, with the contact form's limits, flow and messages.
 */
export function handleInfoRequest(request: Request, context: AppLoadContext, source: InfoRequestSource) {
  return handleContactRequest(request, context, infoRequestSchema, source);
}
