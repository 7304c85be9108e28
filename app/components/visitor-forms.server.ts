// The visitor forms as the server renders them. In the browser this module is empty, so
// `visitor-forms.tsx` loads each form's code on demand instead of with the page.
export { ContactForm, InfoRequestForm } from "./contact-form";
export { NewsletterForm } from "./newsletter-form";
export { RegistrationForm } from "./registration-form";
