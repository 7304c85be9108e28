// The blocks feature's door: what other features may use, in the browser as on the server.
export { CardGrid } from "./card-grid";
export type { Cta } from "./content/cta";
export { type FaqItem, faqHeadings } from "./content/faq-item";
export { serviceChoicesIn, serviceLabel, serviceValues } from "./content/services";
export { Faq } from "./faq";
export { HeroArt, heroLayout } from "./hero-art";
export { ServiceIcon } from "./service-icon";
export { blogPostingJsonLd, breadcrumbJsonLd, faqJsonLd } from "./structured-data";
export { Rating, type Testimonial, TestimonialCard } from "./testimonials";
