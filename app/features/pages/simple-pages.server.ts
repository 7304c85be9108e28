import { romeDayOf } from "~/utils/rome-time";
import type { LegalPage } from "~/features/pages/content/legal";
import {
  headOf,
  keptPageContent,
  publishedPage,
  type PageEntry,
} from "~/features/pages/page-content.server";

/**
 * A simple page (the privacy, cookie and terms pages, and any staff add) as its document
 * shows it: paragraphs and bulleted lists, links to the site or, with an https address, out
 * of it, dated by the day its text was last saved (decision 0266). Null when none is
 * published at `slug`.
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
  return { head: headOf(page), document, updated: romeDayOf(page.updatedAt) };
}

export const simplePageContent = (slug: string) =>
  keptPageContent(`simple-page:${slug}`, () => {
    const page = publishedPage("simple-page", slug);
    return page ? simplePageView(page) : null;
  });
