import {
  headOf,
  imageEntryOf,
  publishedPagesById,
  type PageEntry,
} from "~/features/pages/page-content.server";
import { caseStudyCard, testimonialCard } from "~/features/pages/work-pages.server";
import { addressIn } from "~/features/pages/page-addresses.server";
import { alternatesOf } from "~/features/pages/translations.server";
import type { Language } from "~/utils/language";
import type { PageFieldsOf } from "~/features/pages/page-types";
import type { OptionalRequestField, RequestFormShape } from "~/features/visitor-forms/index";

type Section = PageFieldsOf<"landing-page">["sections"][number];

/** One section as the page shows it, with the entries it names read; null if it names none published. */
function shownSection(section: Section, language: Language) {
  switch (section.kind) {
    case "hero":
      return { ...section, image: section.image ? imageEntryOf(section.image) : null };
    case "logos": {
      const items = publishedPagesById("client-logo", section.items, language).flatMap((entry) => {
        const logo = entry.fields.logo ? imageEntryOf(entry.fields.logo) : null;
        return logo ? [{ name: entry.title, logo, website: entry.fields.website }] : [];
      });
      return items.length ? { ...section, items } : null;
    }
    case "testimonial": {
      const [entry] = section.item
        ? publishedPagesById("testimonial", [section.item], language)
        : [];
      return entry ? { kind: section.kind, item: testimonialCard(entry) } : null;
    }
    case "case-study": {
      const [entry] = section.item
        ? publishedPagesById("case-study", [section.item], language)
        : [];
      return entry ? { kind: section.kind, item: caseStudyCard(entry) } : null;
    }
    case "faq": {
      const items = publishedPagesById("faq-item", section.items, language).map((entry) => ({
        question: entry.title,
        answer: entry.fields.answer,
      }));
      return items.length ? { ...section, items } : null;
    }
    default:
      return section;
  }
}

export type LandingSection = NonNullable<ReturnType<typeof shownSection>>;

type Asks = Extract<Section, { kind: "contact" }>["asks"];

/** The optional fields a landing page's form leaves out, by its contact section's choice. */
export function skippedFieldsOf(asks: Asks | undefined): OptionalRequestField[] {
  switch (asks) {
    case "telefono":
      return ["azienda"];
    case "azienda":
      return ["telefono"];
    case "nessuno":
      return ["telefono", "azienda"];
    default:
      return [];
  }
}

/**
 * A landing page as it shows (decision 0269): its sections in staff's order, each with the
 * entries it names that are published; a section naming none is left out.
 */
export function landingPageView(page: PageEntry<"landing-page">) {
  const path = addressIn("landing-page", page.slug, page.language) ?? "";
  const contact = page.fields.sections.find((section) => section.kind === "contact");
  const alternates = alternatesOf(page);
  return {
    id: page.id,
    path,
    title: page.title,
    head: { ...headOf(page), alternates, ...(page.noindex ? { noindex: true } : {}) },
    alternates,
    sections: page.fields.sections.flatMap((section) => {
      const shown = shownSection(section, page.language);
      return shown ? [shown] : [];
    }),
    form: { skipped: skippedFieldsOf(contact?.asks), hidden: {} } as LandingForm,
  };
}

/** A landing page's form as a test's variant shapes it (decision 0281). */
export type LandingForm = RequestFormShape;

export type LandingPageView = ReturnType<typeof landingPageView>;
