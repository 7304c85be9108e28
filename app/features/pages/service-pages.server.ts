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

/**
 * What a service page (`/servizi/<slug>`) shows, read from its entry (decisions 0266, 0268): its parts
 * as saved, with the questions, testimonials, portfolio work and case studies it names that
 * are published. The services feature lays them out.
 */
export function servicePageView(entry: PageEntry<"service">) {
  const { fields } = entry;
  const path = `/servizi/${entry.slug}`;
  const trail = [
    { name: "Servizi", path: "/servizi" },
    { name: fields.name, path },
  ];
  const faq = publishedPagesById("faq-item", fields.faq.items).map((item) => ({
    question: item.title,
    answer: item.fields.answer,
  }));
  const head = headOf(entry);
  return {
    head: servicePageHead(
      head,
      { title: fields.name, headline: fields.headline, description: head.description, path, trail },
      faq,
    ),
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
      works: publishedPagesById("portfolio-item", fields.projects.works).map(portfolioCard),
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
    related: publishedPagesById("case-study", fields.related).map((study) => ({
      path: `/casi-studio/${study.slug}`,
      client: study.title,
      project: study.fields.project,
    })),
    faq: { title: fields.faq.title, items: faq },
    quote: fields.quote,
    testimonials: {
      ...fields.testimonials,
      items: publishedPagesById("testimonial", fields.testimonials.items).map(testimonialCard),
    },
    contact: fields.contact,
    // The embedded video's address is configuration: the content security policy allows it.
    videoUrl: site.packagingVideoUrl,
  };
}

export const servicePage = (slug: string) =>
  keptPageContent(`service:${slug}`, () => {
    const entry = publishedPage("service", slug);
    return entry ? servicePageView(entry) : null;
  });

export type ServicePage = ReturnType<typeof servicePageView>;
