import type { AppLoadContext } from "@remix-run/node";
import { formAlerts } from "~/content/forms";
import { registrationSchema } from "~/utils/forms/registration-schema";
import { submitRegistration } from "~/utils/registration.server";
import { handleVisitorForm, orNull } from "~/utils/visitor-forms.server";

/** The action of the event registration form on /iscrizioni. */
export function handleRegistrationForm(request: Request, context: AppLoadContext) {
  return handleVisitorForm(request, context, {
    schema: registrationSchema,
    alerts: formAlerts.registration,
    submit: (value, visitor) =>
      submitRegistration({
        ...value,
        telefono: orNull(value.telefono),
        azienda: orNull(value.azienda),
        messaggio: orNull(value.messaggio),
        newsletter: value.newsletter_accepted,
        ...visitor,
      }),
  });
}
