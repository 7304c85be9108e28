import { slugify } from "~/features/articles/slug";
import { imageSrc } from "~/features/illustrations/index";
import {
  headOf,
  imageEntries,
  keptPageContent,
  publishedPage,
  publishedPages,
  publishedPagesById,
  shownSinglePage,
  type PageEntry,
} from "~/features/pages/page-content.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { alternatesOf } from "~/features/pages/translations.server";
import type { Language } from "~/utils/language";

/**
 * What `/casi-studio` and `/portfolio` show, and the portfolio's work other pages show (the
 * packaging service's carousel): read from the pages' content (decision 0266).
 */

/** A case study as its card shows it. */
export function caseStudyCard({ slug, title, fields, language }: PageEntry<"case-study">) {
  return {
    slug,
    path: addressIn("case-study", slug, language) ?? "",
    client: title,
    project: fields.project,
    sector: fields.sector,
    services: fields.services,
    challenge: fields.challenge,
    solution: fields.solution,
    // One text, as a figure and its words read together ("+180% di visite…").
    results: fields.results.map(({ figure, label }) => (figure ? `${figure} ${label}` : label)),
    images: imageEntries(fields.gallery),
  };
}

export type CaseStudyCard = ReturnType<typeof caseStudyCard>;

/** A testimonial as the site's card shows it; without a rating, no stars. */
export const testimonialCard = ({ title, fields }: PageEntry<"testimonial">) => ({
  nome: title,
  attivita: fields.source,
  testo: fields.text,
  rating: Number(fields.rating) || 0,
  iniziali: fields.initials,
});

/**
 * A case study's own page: its facts, gallery and results, the testimonial and related cases
 * it names that are published, and the closing the case studies' page ends with.
 */
export function caseStudyView(
  study: PageEntry<"case-study">,
  closingPage: PageEntry<"case-studies-page">,
) {
  const { language } = study;
  const [testimonial] = study.fields.testimonial
    ? publishedPagesById("testimonial", [study.fields.testimonial], language)
    : [];
  const related = publishedPagesById("case-study", study.fields.related, language).map((entry) => ({
    path: addressIn("case-study", entry.slug, language) ?? "",
    client: entry.title,
    project: entry.fields.project,
  }));
  const path = addressIn("case-study", study.slug, language) ?? "";
  const alternates = alternatesOf(study);
  return {
    head: { ...headOf(study, path), alternates },
    alternates,
    slug: study.slug,
    path,
    listPath: addressIn("case-studies-page", "", language) ?? "",
    client: study.title,
    project: study.fields.project,
    sector: study.fields.sector,
    services: study.fields.services,
    challenge: study.fields.challenge,
    solution: study.fields.solution,
    results: study.fields.results,
    images: imageEntries(study.fields.gallery),
    testimonial: testimonial ? testimonialCard(testimonial) : null,
    related,
    closing: closingPage.fields.closing,
  };
}

function readCaseStudiesPageContent(language: Language) {
  const page = shownSinglePage("case-studies-page", language);
  if (!page) return null;
  const studies = publishedPages("case-study", language).map(caseStudyCard);
  const alternates = alternatesOf(page);
  return {
    head: { ...headOf(page), alternates },
    alternates,
    title: page.title,
    ...page.fields,
    studies,
    // The first six images are preloaded: the first three of each of the first two cases.
    preloads: studies.slice(0, 2).flatMap((study) => study.images.slice(0, 3).map(imageSrc)),
  };
}

/** A piece of the portfolio as its card and the packaging service's carousel show it. */
export function portfolioCard({ slug, title, fields }: PageEntry<"portfolio-item">) {
  return {
    slug,
    title,
    category: fields.category,
    year: fields.year,
    description: fields.description,
    images: imageEntries(fields.images),
  };
}

export type PortfolioCard = ReturnType<typeof portfolioCard>;

export const portfolioCards = (language: Language) =>
  keptPageContent(`portfolio-cards:${language}`, () =>
    publishedPages("portfolio-item", language).map(portfolioCard),
  );

function readPortfolioPageContent(language: Language) {
  const page = shownSinglePage("portfolio-page", language);
  if (!page) return null;
  const items = portfolioCards(language);
  const alternates = alternatesOf(page);
  // The page's categories in its order, then any a piece names that the list lacks.
  const labels = [...new Set([...page.fields.categories, ...items.map((item) => item.category)])];
  return {
    head: { ...headOf(page), alternates },
    alternates,
    title: page.title,
    lead: page.fields.lead,
    categories: labels.map((label) => ({
      slug: slugify(label),
      label,
      items: items.filter((item) => item.category === label),
    })),
    process: page.fields.process,
    closing: page.fields.closing,
  };
}

/** The case study at `slug` in `language`, with the closing of that language's list; else null. */
export const caseStudyPage = (slug: string, language: Language) =>
  keptPageContent(`case-study:${language}:${slug}`, () => {
    const study = publishedPage("case-study", slug, language);
    const closing = shownSinglePage("case-studies-page", language);
    return study && closing ? caseStudyView(study, closing) : null;
  });
export const caseStudiesPageContent = (language: Language) =>
  keptPageContent(`case-studies:${language}`, () => readCaseStudiesPageContent(language));
export const portfolioPageContent = (language: Language) =>
  keptPageContent(`portfolio:${language}`, () => readPortfolioPageContent(language));

export type CaseStudyPage = ReturnType<typeof caseStudyView>;
