import { slugify } from "~/features/articles/slug";
import { imageSrc } from "~/features/illustrations/index";
import {
  headOf,
  imageEntries,
  keptPageContent,
  publishedPage,
  publishedPages,
  publishedPagesById,
  singlePage,
  type PageEntry,
} from "~/features/pages/page-content.server";

/**
 * What `/casi-studio` and `/portfolio` show, and the portfolio's work other pages show (the
 * packaging service's carousel): read from the pages' content (decision 0266).
 */

/** A case study as its card shows it. */
export function caseStudyCard({ slug, title, fields }: PageEntry<"case-study">) {
  return {
    slug,
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
export function caseStudyView(study: PageEntry<"case-study">) {
  const [testimonial] = study.fields.testimonial
    ? publishedPagesById("testimonial", [study.fields.testimonial])
    : [];
  const related = publishedPagesById("case-study", study.fields.related).map((entry) => ({
    path: `/casi-studio/${entry.slug}`,
    client: entry.title,
    project: entry.fields.project,
  }));
  return {
    head: headOf(study, `/casi-studio/${study.slug}`),
    slug: study.slug,
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
    closing: singlePage("case-studies-page").fields.closing,
  };
}

function readCaseStudiesPageContent() {
  const page = singlePage("case-studies-page");
  const studies = publishedPages("case-study").map(caseStudyCard);
  return {
    head: headOf(page),
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

export const portfolioCards = () =>
  keptPageContent("portfolio-cards", () => publishedPages("portfolio-item").map(portfolioCard));

function readPortfolioPageContent() {
  const page = singlePage("portfolio-page");
  const items = portfolioCards();
  // The page's categories in its order, then any a piece names that the list lacks.
  const labels = [...new Set([...page.fields.categories, ...items.map((item) => item.category)])];
  return {
    head: headOf(page),
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

export const caseStudyPage = (slug: string) =>
  keptPageContent(`case-study:${slug}`, () => {
    const study = publishedPage("case-study", slug);
    return study ? caseStudyView(study) : null;
  });
export const caseStudiesPageContent = () =>
  keptPageContent("case-studies", readCaseStudiesPageContent);
export const portfolioPageContent = () => keptPageContent("portfolio", readPortfolioPageContent);

export type CaseStudyPage = ReturnType<typeof caseStudyView>;
