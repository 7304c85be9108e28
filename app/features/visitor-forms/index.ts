// The visitor-forms feature's door: what other features may use, in the browser as on the server.
export { ContactForm, InfoRequestForm } from "./contact-form";
export { FooterNewsletterForm } from "./footer-newsletter-form";
export {
  optionalRequestFields,
  type OptionalRequestField,
  type RequestFormShape,
} from "./request-fields";
