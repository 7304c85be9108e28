import { beforeAll, expect, test } from "vitest";
import { pages } from "../../../db/schema";
import { searchPublishedPages } from "~/features/pages/page-search.server";
import { searchTermsOf } from "~/features/articles/search-query";
import { db, migrateDatabase } from "~/utils/db.server";

const found = (query: string, language: "it" | "en" = "it") =>
  searchPublishedPages(searchTermsOf(query, language).match!, 5, language).map(
    ({ path, type }) => ({ path, type }),
  );

beforeAll(() => {
  migrateDatabase();
  db.insert(pages)
    .values({
      type: "case-study",
      language: "en",
      slug: "unfinished-story",
      title: "An unfinished story",
      searchText: "Photorealistic renders of a box still being written",
      status: "draft",
    })
    .run();
});

test("an English search finds the published English pages at their English address", () => {
  const english = found("photorealistic renders", "en");
  expect(english).toContainEqual({ path: "/en/services/packaging-design", type: "service" });
  expect(english.every(({ path }) => path.startsWith("/en/"))).toBe(true);
  expect(found("box still being written", "en")).toEqual([]);
  expect(found("fotorealistici", "en")).toEqual([]);
});

test("an Italian search finds the Italian pages only, at their Italian address", () => {
  const italian = found("render fotorealistici");
  expect(italian).toContainEqual({ path: "/servizi/packaging-design", type: "service" });
  expect(italian.some(({ path }) => path.startsWith("/en/"))).toBe(false);
  expect(found("photorealistic")).toEqual([]);
});
