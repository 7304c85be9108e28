// The pages feature's door: what other features may use, in the browser as on the server.
export { CardGrid } from "./card-grid";
export { type FaqItem, faqHeading } from "./content/faq-item";
export type { Cta, Testimonial } from "./content/home";
export { serviceChoices, serviceLabel, serviceValues } from "./content/services";
export { Faq } from "./faq";
export { HeroArt, heroLayout } from "./hero-art";
export { blogPostingJsonLd, breadcrumbJsonLd, faqJsonLd } from "./structured-data";
export { Rating, TestimonialCard } from "./testimonials";
