import {
  homeApproach,
  homeClosing,
  homeHead,
  homeHero,
  homeServices,
  homeTestimonials,
} from "~/features/blocks/content/home";
import { heroImage } from "~/features/illustrations/content/images-heroes";
import { services } from "~/features/blocks/content/services";
import { site } from "~/utils/site";

/**
 * What the home page shows, sent by its loader: the copy travels as data with the document,
 * not in the page's script (the services' full descriptions belong to /servizi).
 */
export function homePageContent() {
  return {
    head: homeHead,
    hero: homeHero,
    heroImage: heroImage("home-hero"),
    servicesIntro: homeServices,
    services: services.map(({ id, icon, color, link, title, subtitle }) => ({
      id,
      icon,
      color,
      link,
      title,
      subtitle,
    })),
    approach: homeApproach,
    testimonials: homeTestimonials,
    closing: homeClosing,
    bookingUrl: site.bookingUrl,
    reviewsUrl: site.reviewsUrl,
  };
}
