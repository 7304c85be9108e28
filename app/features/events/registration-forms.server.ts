import { visitorForm } from "~/features/visitor-forms/visitor-submission.server";
import { registrationSchema, registrationSchemas } from "~/features/events/registration-schema";
import { registrationKind } from "~/features/events/registrations.server";

/**
 * The registration form where it is sent from: /iscrizioni, or an event's own page. Bound on
 * the server: a route importing the schema for its action would carry Zod into its script.
 */
export const registrationForms = {
  iscrizioni: visitorForm({
    rules: registrationKind,
    schema: registrationSchema,
    schemaIn: (language) => registrationSchemas[language],
    source: "iscrizioni",
  }),
  evento: visitorForm({
    rules: registrationKind,
    schema: registrationSchema,
    schemaIn: (language) => registrationSchemas[language],
    source: "eventi",
  }),
};
