import { servicePageHead } from "~/features/blocks/site-meta.server";
import { site } from "~/utils/site";
import {
  headOf,
  imageEntries,
  imageEntryOf,
  keptPageContent,
  publishedPage,
  publishedPagesById,
  type PageEntry,
} from "~/features/pages/page-content.server";
import { portfolioCard, testimonialCard } from "~/features/pages/work-pages.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { alternatesOf } from "~/features/pages/translations.server";
import { serviceWords } from "~/features/pages/content/public-pages";
import type { Language } from "~/utils/language";

/**
 * What a service page (`/servizi/<slug>`, `/en/services/<slug>`) shows, read from its entry (decisions 0266, 0268): its parts
 * as saved, with the questions, testimonials, portfolio work and case studies it names that
 * are published. The services feature lays them out.
 */
export function servicePageView(entry: PageEntry<"service">) {
  const { fields, language } = entry;
  const path = addressIn("service", entry.slug, language) ?? "";
  const trail = [
    { name: serviceWords[language].trail, path: addressIn("services-page", "", language) ?? "" },
    { name: fields.name, path },
  ];
  const faq = publishedPagesById("faq-item", fields.faq.items, language).map((item) => ({
    question: item.title,
    answer: item.fields.answer,
  }));
  const head = { ...headOf(entry), alternates: alternatesOf(entry) };
  return {
    head: servicePageHead(
      head,
      { title: fields.name, headline: fields.headline, description: head.description, path, trail },
      faq,
      language,
    ),
    alternates: head.alternates,
    slug: entry.slug,
    path,
    trail,
    title: entry.title,
    layout: fields.layout,
    hero: { ...fields.hero, image: fields.hero.image ? imageEntryOf(fields.hero.image) : null },
    dialog: fields.dialog,
    intro: { ...fields.intro, image: fields.intro.image ? imageEntryOf(fields.intro.image) : null },
    offer: fields.offer,
    benefits: fields.benefits,
    projects: {
      ...fields.projects,
      works: publishedPagesById("portfolio-item", fields.projects.works, language).map(
        portfolioCard,
      ),
      items: fields.projects.items.map((item) => ({ ...item, images: imageEntries(item.images) })),
    },
    process: fields.process,
    highlights: {
      ...fields.highlights,
      items: fields.highlights.items.flatMap(({ image, ...item }) => {
        const entry = image ? imageEntryOf(image) : null;
        return entry ? [{ ...item, image: entry }] : [];
      }),
    },
    video: fields.video,
    related: publishedPagesById("case-study", fields.related, language).map((study) => ({
      path: addressIn("case-study", study.slug, language) ?? "",
      client: study.title,
      project: study.fields.project,
    })),
    faq: { title: fields.faq.title, items: faq },
    quote: fields.quote,
    testimonials: {
      ...fields.testimonials,
      items: publishedPagesById("testimonial", fields.testimonials.items, language).map(
        testimonialCard,
      ),
    },
    contact: fields.contact,
    // The embedded video's address is configuration: the content security policy allows it.
    videoUrl: site.packagingVideoUrl,
  };
}

export const servicePage = (slug: string, language: Language) =>
  keptPageContent(`service:${language}:${slug}`, () => {
    const entry = publishedPage("service", slug, language);
    return entry ? servicePageView(entry) : null;
  });

export type ServicePage = ReturnType<typeof servicePageView>;
