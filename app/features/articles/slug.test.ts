import { describe, expect, test } from "vitest";
import { slugify, slugPattern, uniqueSlug } from "~/features/articles/slug";

test.each([
  ["Ciao Mondo", "ciao-mondo"],
  ["Perché l'SEO è più semplice", "perche-lseo-e-piu-semplice"],
  ["  spazi   ai   bordi  ", "spazi-ai-bordi"],
  ["Trattini -- ripetuti --- qui", "trattini-ripetuti-qui"],
  ["-inizio e fine-", "inizio-e-fine"],
  ["Città, Università & Caffè!", "citta-universita-caffe"],
  ["E-commerce 2025: 10 idee", "e-commerce-2025-10-idee"],
  ["Tab\te a capo\nqui", "tab-e-a-capo-qui"],
  ["Ñandú Straße", "nandu-strae"],
  ["!!!", ""],
  ["", ""],
])("slugify(%j) is %j", (title, slug) => {
  expect(slugify(title)).toBe(slug);
});

test("every non-empty slug it makes has the stored format, and making it again changes nothing", () => {
  for (const title of ["Ciao Mondo", " -a- ", "Già fatto: 3 passi", "x"]) {
    const slug = slugify(title);
    expect(slug).toMatch(slugPattern);
    expect(slugify(slug)).toBe(slug);
  }
});

test("the format refuses what slugify never makes", () => {
  for (const slug of ["", "-a", "a-", "a--b", "A", "à", "a b", "a_b"])
    expect(slug).not.toMatch(slugPattern);
});

describe("uniqueSlug", () => {
  const taken =
    (...slugs: string[]) =>
    (slug: string) =>
      slugs.includes(slug);

  test("gives the base when it is free, -2 after one clash, -3 after two", () => {
    expect(uniqueSlug("guida-seo", taken(), 200)).toBe("guida-seo");
    expect(uniqueSlug("guida-seo", taken("guida-seo"), 200)).toBe("guida-seo-2");
    expect(uniqueSlug("guida-seo", taken("guida-seo", "guida-seo-2"), 200)).toBe("guida-seo-3");
  });

  test("takes the first free number, even below a taken one", () => {
    expect(uniqueSlug("guida-seo", taken("guida-seo", "guida-seo-3"), 200)).toBe("guida-seo-2");
  });

  test("fits the limit, keeping the number and leaving no hyphen before it", () => {
    const base = `${"a".repeat(196)}-bcd`;
    expect(uniqueSlug(base, taken(), 200)).toBe("a".repeat(196) + "-bcd");
    expect(uniqueSlug(`${base}-efg`, taken(), 200)).toBe(base);
    expect(uniqueSlug(base, taken(base), 200)).toBe(`${"a".repeat(196)}-b-2`);
  });
});
