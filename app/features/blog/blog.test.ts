import { describe, expect, test } from "vitest";
import { knownCategories } from "~/features/articles/article-schema";
import { categoryPath } from "~/features/blog/blog";
import {
  categoriesBySlug,
  categoryDescription,
  typedCategoryOf,
} from "~/features/blog/categories.server";
import { categoryCopy } from "~/features/blog/content/categories";

const categoryDescriptions = categoryCopy.it.descriptions;

describe("category pages", () => {
  test("a category's page is its name slugified; names alike share one, none without a slug", () => {
    expect(categoriesBySlug(["E-commerce", "SEO", "Social Media", "Seo", "!!!"])).toEqual([
      { name: "E-commerce", slug: "e-commerce", names: ["E-commerce"] },
      { name: "SEO", slug: "seo", names: ["SEO", "Seo"] },
      { name: "Social Media", slug: "social-media", names: ["Social Media"] },
    ]);
    // The typed name shows, whichever comes first.
    expect(categoriesBySlug(["Social  media", "Social Media"])[0]?.name).toBe("Social Media");
    expect(categoryPath("social-media")).toBe("/blog/categoria/social-media");
    expect(typedCategoryOf("comunicazione-politica")).toEqual({
      name: "Comunicazione Politica",
      slug: "comunicazione-politica",
    });
    expect(typedCategoryOf("non-esiste")).toBeNull();
  });

  test("every category an article can hold has its own description; another gets one from its name", () => {
    for (const name of knownCategories) {
      expect(categoryDescription(name), name).toBe(
        categoryDescriptions[name as keyof typeof categoryDescriptions],
      );
    }
    expect(Object.keys(categoryDescriptions).sort()).toEqual([...knownCategories].sort());
    expect(categoryDescription("Fotografia")).toContain("Fotografia");
    expect(categoryDescription("constructor")).toContain("constructor");
  });

  test("an English page shows a category under its English name, with its English description", () => {
    expect(categoriesBySlug(["Comunicazione Politica", "SEO"], "en")).toEqual([
      {
        name: "Political Communication",
        slug: "political-communication",
        names: ["Comunicazione Politica"],
      },
      { name: "SEO", slug: "seo", names: ["SEO"] },
    ]);
    expect(categoryPath("political-communication", "en")).toBe(
      "/en/blog/category/political-communication",
    );
    expect(typedCategoryOf("political-communication", "en")).toEqual({
      name: "Political Communication",
      slug: "political-communication",
    });
    expect(categoryDescription("Comunicazione Politica", "en")).toMatch(/^Election campaigns/);
    expect(categoryDescription("Fotografia", "en")).toBe(
      categoryCopy.en.fallbackDescription("Fotografia"),
    );
  });
});
