import { romeDayOf } from "~/utils/rome-time";
import type { LegalPage } from "~/features/pages/content/legal";
import {
  entryOf,
  headOf,
  keptPageContent,
  publishedPage,
  type PageEntry,
} from "~/features/pages/page-content.server";
import { alternatesOf, publishedTranslationOfSlug } from "~/features/pages/translations.server";
import type { Language } from "~/utils/language";

/**
 * A simple page (the privacy, cookie and terms pages, and any staff add) as its document
 * shows it: paragraphs and bulleted lists, links to the site or, with an https address, out
 * of it, dated by the day its text was last saved (decision 0266). A translation names its
 * Italian original's address, whose text prevails (`original`), when that one is published.
 */
export function simplePageView(page: PageEntry<"simple-page">) {
  const { intro, controllerTitle, sections, contact } = page.fields;
  const linkOf = (link: { label: string; to: string }) => ({
    label: link.label,
    href: link.to,
    external: /^https?:/.test(link.to),
  });
  const document: LegalPage = {
    title: page.title,
    intro,
    controllerTitle,
    sections: sections.map((section) => ({
      id: section.anchor,
      title: section.title,
      body: section.blocks.map((block) =>
        block.kind === "elenco"
          ? block.text.split("\n").filter((line) => line.trim() !== "")
          : block.text,
      ),
      ...(section.links.length > 0 ? { links: section.links.map(linkOf) } : {}),
    })),
    contact: {
      title: contact.title,
      text: contact.text,
      ...(contact.provider.label
        ? { provider: { ...linkOf(contact.provider), intro: contact.providerIntro } }
        : {}),
    },
  };
  const alternates = alternatesOf(page);
  return {
    head: { ...headOf(page), alternates },
    alternates,
    document,
    updated: romeDayOf(page.updatedAt),
    language: page.language,
    original: page.language === "it" ? null : (alternates.it ?? null),
  };
}

/**
 * The simple page at `slug` in Italian; in English, the published translation of that Italian
 * page (a route of its own, like the cookie page's, knows its page by the Italian slug). Null
 * when there is none.
 */
export const simplePageContent = (slug: string, language: Language = "it") =>
  keptPageContent(`simple-page:${language}:${slug}`, () => {
    if (language === "it") {
      const page = publishedPage("simple-page", slug);
      return page ? simplePageView(page) : null;
    }
    const translation = publishedTranslationOfSlug("simple-page", slug, language);
    return translation ? simplePageView(entryOf<"simple-page">(translation)) : null;
  });
