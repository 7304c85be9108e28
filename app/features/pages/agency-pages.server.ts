import { heroImage } from "~/features/illustrations/index";
import { serviceJsonLd } from "~/features/blocks/structured-data";
import { siteMeta } from "~/features/blocks/site-meta.server";
import type { ServiceColor, ServiceIconName } from "~/features/blocks/content/services";
import {
  headOf,
  keptPageContent,
  imageEntryOf,
  publishedPages,
  publishedPagesById,
  singlePage,
  type PageEntry,
} from "~/features/pages/page-content.server";
import { caseStudyCard, testimonialCard } from "~/features/pages/work-pages.server";
import { site } from "~/utils/site";

/**
 * What the home page, `/chi-siamo` and `/servizi` show, read from the pages' content
 * (decision 0266) and sent by their loaders: the copy travels as data with the document, not
 * in the page's script.
 */

/** The services as `/servizi` describes them, which the home page's cards show too. */
const servicesOf = (page: PageEntry<"services-page">) =>
  page.fields.services.map((service) => ({
    ...service,
    // Chosen among the form's options, which are these names.
    icon: service.icon as ServiceIconName,
    color: service.color as ServiceColor,
  }));

function readServicesPageContent() {
  const page = singlePage("services-page");
  const meta = siteMeta();
  return {
    head: {
      ...headOf(page),
      jsonLd: page.fields.services.map((service) =>
        serviceJsonLd(meta, {
          title: service.title,
          description: service.description,
          path: `/servizi#${service.anchor}`,
        }),
      ),
    },
    title: page.title,
    ...page.fields,
    services: servicesOf(page),
  };
}

function readHomePageContent() {
  const page = singlePage("home-page");
  const { hero, servicesIntro, approach, testimonials, closing } = page.fields;
  return {
    head: headOf(page, "/"),
    hero: { ...hero, headline: page.title },
    // The drawn one if the image chosen is no longer among the site's illustrations.
    heroImage: (hero.image && imageEntryOf(hero.image)) ?? heroImage("home-hero"),
    servicesIntro,
    // The services' full descriptions belong to /servizi.
    services: servicesOf(singlePage("services-page")).map(
      ({ anchor, icon, color, homeLink, title, subtitle }) => ({
        id: anchor,
        icon,
        color,
        link: homeLink,
        title,
        subtitle,
      }),
    ),
    approach,
    featuredCases: {
      title: page.fields.casesTitle,
      items: publishedPagesById("case-study", page.fields.featuredCases).map(caseStudyCard),
    },
    testimonials: {
      ...testimonials,
      items: publishedPagesById("testimonial", testimonials.items).map(testimonialCard),
    },
    closing,
    bookingUrl: site.bookingUrl,
    reviewsUrl: site.reviewsUrl,
  };
}

function readAboutPageContent() {
  const page = singlePage("about-page");
  const people = publishedPages("team-member").map(({ title, fields }) => ({
    name: title,
    ...fields,
  }));
  return {
    head: headOf(page),
    title: page.title,
    ...page.fields,
    founders: people.filter((person) => person.founder === "fondatore"),
    team: people.filter((person) => person.founder !== "fondatore"),
  };
}

export const homePageContent = () => keptPageContent("home", readHomePageContent);
export const aboutPageContent = () => keptPageContent("about", readAboutPageContent);
export const servicesPageContent = () => keptPageContent("services", readServicesPageContent);
