import { describe, expect, test } from "vitest";
import { accessibilityPanelCopy } from "~/features/site/content/accessibility-panel";
import { errorCopy, footerCopy } from "~/features/site/content/frame";
import { languageSwitch, navigation } from "~/features/site/content/navigation";
import { siteWords } from "~/utils/site";
import { notFoundCopy } from "~/components/not-found";
import { blogLoadingText } from "~/features/blog/content/blog-loading";
import type { Catalogue } from "~/utils/language";

/** Every text of an entry, with where it is, for the entries that are words. */
function texts(value: unknown, where = ""): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value))
    return value.flatMap((each, index) => texts(each, `${where}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, each]) => texts(each, `${where}.${key}`));
  return [];
}

const frame: Record<string, Catalogue<unknown>> = {
  accessibilityPanelCopy,
  errorCopy,
  footerCopy,
  languageSwitch,
  navigation,
  siteWords,
  notFoundCopy,
  blogLoadingText,
};

// Names the Italian site uses in English already.
const sameInBoth = new Set(["Privacy Policy", "Cookie Policy"]);

describe("the public frame's catalogues", () => {
  test.each(Object.entries(frame))("%s has an English text for every Italian one", (_, copy) => {
    const english = new Map(texts(copy.en));
    for (const [where, italian] of texts(copy.it)) {
      const translation = english.get(where);
      expect(translation, where).toBeTruthy();
      // A sentence of several words is translated; a name (Newsletter, Portfolio) stays.
      if (italian.includes(" ") && !sameInBoth.has(italian))
        expect(translation, where).not.toBe(italian);
    }
  });

  test("the English links lead to English addresses", () => {
    const links = [...navigation.en.main, ...navigation.en.footer, ...navigation.en.legal];
    for (const link of links) expect(link.to).toMatch(/^\/en(\/|$)/);
    expect(notFoundCopy.en.homePath).toBe("/en");
    expect(notFoundCopy.en.contactPath).toBe("/en/contact");
  });
});
