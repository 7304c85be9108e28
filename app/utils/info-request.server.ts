import type { AppLoadContext } from "@remix-run/node";
import { formAlerts } from "~/content/forms";
import type { InfoRequestSource } from "~/content/services";
import { submitContactRequest } from "~/utils/contact.server";
import { infoRequestSchema } from "~/utils/forms/contact-schema";
import { handleVisitorForm, orNull } from "~/utils/visitor-forms.server";

/**
 * The action of a service page's information request form. It is stored as a contact
 * submission named after the page, with the contact form's limits, flow and messages.
 */
export function handleInfoRequest(request: Request, context: AppLoadContext, source: InfoRequestSource) {
  return handleVisitorForm(request, context, {
    schema: infoRequestSchema,
    alerts: {
      rateLimited: formAlerts.contactRateLimited,
      spooled: formAlerts.contactSpooled,
      unexpected: formAlerts.contactUnexpected,
    },
    submit: (value, visitor) =>
      submitContactRequest({
        ...value,
        telefono: orNull(value.telefono),
        azienda: orNull(value.azienda),
        servizio: source,
        newsletter: false,
        source,
        ...visitor,
      }),
  });
}
