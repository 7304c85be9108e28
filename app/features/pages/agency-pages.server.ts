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
  shownSinglePage,
  type PageEntry,
} from "~/features/pages/page-content.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { alternatesOf } from "~/features/pages/translations.server";
import { caseStudyCard, testimonialCard } from "~/features/pages/work-pages.server";
import type { Language } from "~/utils/language";
import { site } from "~/utils/site";

/**
 * What the home page, `/chi-siamo` and `/servizi` show, read from the pages' content
 * (decision 0266) and sent by their loaders: the copy travels as data with the document, not
 * in the page's script. In English, each reads its page's English row, and is null (a 404)
 * until that row is published.
 */

/** The services as `/servizi` describes them, which the home page's cards show too. */
const servicesOf = (page: PageEntry<"services-page">) =>
  page.fields.services.map((service) => ({
    ...service,
    // Chosen among the form's options, which are these names.
    icon: service.icon as ServiceIconName,
    color: service.color as ServiceColor,
  }));

function readServicesPageContent(language: Language) {
  const page = shownSinglePage("services-page", language);
  if (!page) return null;
  const meta = siteMeta();
  const alternates = alternatesOf(page);
  return {
    head: {
      ...headOf(page),
      alternates,
      jsonLd: page.fields.services.map((service) =>
        serviceJsonLd(
          meta,
          {
            title: service.title,
            description: service.description,
            path: `${addressIn("services-page", page.slug, language)}#${service.anchor}`,
          },
          language,
        ),
      ),
    },
    alternates,
    title: page.title,
    ...page.fields,
    services: servicesOf(page),
  };
}

function readHomePageContent(language: Language) {
  const page = shownSinglePage("home-page", language);
  const servicesPage = shownSinglePage("services-page", language);
  if (!page) return null;
  const { hero, servicesIntro, approach, testimonials, closing } = page.fields;
  const alternates = alternatesOf(page);
  return {
    head: { ...headOf(page, language === "it" ? "/" : "/en"), alternates },
    alternates,
    hero: { ...hero, headline: page.title },
    // The drawn one if the image chosen is no longer among the site's illustrations.
    heroImage: (hero.image && imageEntryOf(hero.image)) ?? heroImage("home-hero"),
    servicesIntro,
    // The services' full descriptions belong to /servizi.
    services: (servicesPage ? servicesOf(servicesPage) : []).map(
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
      items: publishedPagesById("case-study", page.fields.featuredCases, language).map(
        caseStudyCard,
      ),
    },
    testimonials: {
      ...testimonials,
      items: publishedPagesById("testimonial", testimonials.items, language).map(testimonialCard),
    },
    closing,
    bookingUrl: site.bookingUrl,
    reviewsUrl: site.reviewsUrl,
  };
}

function readAboutPageContent(language: Language) {
  const page = shownSinglePage("about-page", language);
  if (!page) return null;
  const people = publishedPages("team-member", language).map(({ title, fields }) => ({
    name: title,
    ...fields,
  }));
  const alternates = alternatesOf(page);
  return {
    head: { ...headOf(page), alternates },
    alternates,
    title: page.title,
    ...page.fields,
    founders: people.filter((person) => person.founder === "fondatore"),
    team: people.filter((person) => person.founder !== "fondatore"),
  };
}

export const homePageContent = (language: Language) =>
  keptPageContent(`home:${language}`, () => readHomePageContent(language));
export const aboutPageContent = (language: Language) =>
  keptPageContent(`about:${language}`, () => readAboutPageContent(language));
export const servicesPageContent = (language: Language) =>
  keptPageContent(`services:${language}`, () => readServicesPageContent(language));
