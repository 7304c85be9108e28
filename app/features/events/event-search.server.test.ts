import { beforeAll, expect, test } from "vitest";
import { events } from "../../../db/schema";
import { searchPublishedEvents } from "~/features/events/event-search.server";
import { searchTermsOf } from "~/features/articles/search-query";
import { db, migrateDatabase } from "~/utils/db.server";
import { insertMovedEventPair } from "../../../tests/support/events";

const match = (query: string, language: "it" | "en") => searchTermsOf(query, language).match!;

const italianStart = new Date("2027-03-10T09:00:00Z");

beforeAll(() => {
  migrateDatabase();
  insertMovedEventPair(
    {
      title: "Allestire uno stand in fiera",
      slug: "allestire-stand",
      excerpt: "Una giornata sugli allestimenti fieristici.",
    },
    {
      title: "Fitting out a trade-fair stand",
      slug: "fitting-out-a-stand",
      excerpt: "A day on exhibition stands.",
    },
  );
  db.insert(events)
    .values({
      title: "Exhibiting abroad",
      slug: "exhibiting-abroad",
      excerpt: "Still a draft.",
      kind: "sociali",
      format: "fiera",
      language: "en",
      status: "draft",
    })
    .run();
});

test("an English search finds the published English events, at their English address, with their original's dates", () => {
  const found = searchPublishedEvents(match("exhibition stands", "en"), 5, "en");
  expect(found.map(({ path, title, startsAt }) => ({ path, title, startsAt }))).toEqual([
    {
      path: "/en/events/fitting-out-a-stand",
      title: "Fitting out a trade-fair stand",
      startsAt: italianStart,
    },
  ]);
  expect(searchPublishedEvents(match("allestimenti", "en"), 5, "en")).toEqual([]);
  expect(searchPublishedEvents(match("exhibiting", "en"), 5, "en")).toEqual([]);
});

test("an Italian search finds the Italian events only, at their Italian address", () => {
  expect(searchPublishedEvents(match("stand", "it"), 5).map((event) => event.path)).toEqual([
    "/eventi/allestire-stand",
  ]);
  expect(searchPublishedEvents(match("exhibition", "it"), 5)).toEqual([]);
});
