import { describe, expect, it } from "vitest";
import { contentLanguages } from "../../db/schema";
import { fixedAlternates, languageOfPath, languages, localizedPath } from "./language";

describe("the public site's languages", () => {
  it("are the content rows' languages", () => {
    expect(languages).toEqual(contentLanguages);
  });

  it("read English from /en and below only", () => {
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/en/contact")).toBe("en");
    expect(languageOfPath("/")).toBe("it");
    expect(languageOfPath("/entrate")).toBe("it");
    expect(languageOfPath("/blog/en")).toBe("it");
  });

  it("give an interface page's English address, and a content page's once its slug is known", () => {
    expect(localizedPath("/contatti", "en")).toBe("/en/contact");
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/blog/cerca?q=logo", "en")).toBe("/en/blog/search?q=logo");
    expect(localizedPath("/blog/cerca", "en")).toBe("/en/blog/search");
    expect(localizedPath("/blog/rss.xml", "en")).toBe("/en/blog/rss.xml");
    expect(localizedPath("/blog/:slug", "en", { slug: "packaging-trends" })).toBe(
      "/en/blog/packaging-trends",
    );
    // Without the English slug, no guess from the Italian one.
    expect(localizedPath("/blog/tendenze-packaging", "en")).toBeNull();
    expect(localizedPath("/spicy", "en")).toBeNull();
    expect(localizedPath("/contatti", "it")).toBe("/contatti");
  });

  it("pair an interface page with its translation from either side, never a content page", () => {
    expect(fixedAlternates("/contatti")).toEqual({ it: "/contatti", en: "/en/contact" });
    expect(fixedAlternates("/en/contact/")).toEqual({ it: "/contatti", en: "/en/contact" });
    expect(fixedAlternates("/")).toEqual({ it: "/", en: "/en" });
    expect(fixedAlternates("/servizi/stand-fieristici")).toBeNull();
    expect(fixedAlternates("/spicy")).toBeNull();
  });
});
