import { onDemand } from "./on-demand";
import * as server from "./visitor-forms.server";

// Conform and the form markup load when a visitor reaches for a form (see `onDemand`).
export const ContactForm = onDemand(server.ContactForm, () => import("./contact-form").then((m) => m.ContactForm));
export const InfoRequestForm = onDemand(server.InfoRequestForm, () =>
  import("./contact-form").then((m) => m.InfoRequestForm),
);
export const NewsletterForm = onDemand(server.NewsletterForm, () =>
  import("./newsletter-form").then((m) => m.NewsletterForm),
);
export const RegistrationForm = onDemand(server.RegistrationForm, () =>
  import("./registration-form").then((m) => m.RegistrationForm),
);
