import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { articles } from "../../../db/schema";
import { relatedArticles } from "~/features/articles/article-search.server";
import { searchTermsOf } from "~/features/articles/search-query";
import { blogFeedResponse } from "~/features/blog/blog-feed.server";
import { searchAnswer, type SearchAnswer } from "~/features/search/search-page.server";
import { statusOf } from "~/features/search/search-results";
import { db, migrateDatabase } from "~/utils/db.server";
import { insertMovedEventPair } from "../../../tests/support/events";

let ip = 0;
function search(path: string, query: string) {
  const answer = searchAnswer(
    new Request(`http://sito${path}?${new URLSearchParams({ q: query })}`),
    `203.0.113.${++ip % 250}`,
  );
  return answer.data as SearchAnswer;
}

const slugsOf = (answer: SearchAnswer) => answer.results.map((result) => result.slug);

function insert(slug: string, fields: Partial<typeof articles.$inferInsert> & { title: string }) {
  db.insert(articles)
    .values({
      slug,
      category: "Comunicazione Politica",
      status: "published",
      publishedAt: new Date("2026-05-01T09:00:00Z"),
      ...fields,
    })
    .run();
  return db.select().from(articles).where(eq(articles.slug, slug)).get()!;
}

beforeAll(() => {
  migrateDatabase();
  insert("stand-fieristici", {
    title: "Progettare stand fieristici",
    content: "Il design di uno stand parte dal prodotto.",
  });
  insert("designing-stands", {
    language: "en",
    title: "Designing trade-fair stands",
    content: "How we are designing the stands our clients take abroad.",
  });
  insert("packaging-that-sells", {
    language: "en",
    title: "Packaging that sells",
    content: "A box is the first thing a buyer holds: its design sells the product.",
  });
});

describe("the English search", () => {
  test("reads the query with the English stemmer and leaves English stop words out", () => {
    expect(searchTermsOf("the designs of a stand", "en").stems).toEqual(["design", "stand"]);
    expect(searchTermsOf("the", "en").stems).toEqual(["the"]);
    // Italian reads its own: 'di' is its stop word, 'the' is not.
    expect(searchTermsOf("the design di stand").stems).toEqual(["the", "design", "stand"]);
  });

  test("finds 'designing' for 'design', English articles only, its words marked in English", () => {
    const found = search("/en/blog/search", "design");
    expect(found.state).toBe("found");
    expect(slugsOf(found).sort()).toEqual(["designing-stands", "packaging-that-sells"]);
    const title = found.results.find((result) => result.slug === "designing-stands")!.title;
    expect(title.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual([
      "Designing",
    ]);
    expect(found.results[0]?.category).toBe("Political Communication");
    expect(found.results[0]?.categoryPath).toBe("/en/blog/category/political-communication");
    expect(found.results[0]?.date).toBe("1 May 2026");
    // The English pages of the site about design lead the two articles.
    expect(found.total).toBe(2);
    expect(found.sitePages.length).toBeGreaterThan(0);
    expect(statusOf(found, "en")).toBe(`${2 + found.sitePages.length} results for “design”`);
    expect(found.head.path).toBe("/en/blog/search");

    // The Italian search never lists an English article, nor the English an Italian one.
    expect(slugsOf(search("/blog/cerca", "design"))).toEqual(["stand-fieristici"]);
    expect(slugsOf(search("/en/blog/search", "progettare"))).toEqual([]);
  });

  test("says in English that nothing was found, with English suggestions", () => {
    const none = search("/en/blog/search", "zebras");
    expect(none.state).toBe("none");
    expect(statusOf(none, "en")).toBe("No results for “zebras”");
    expect(none.suggestions.newest.map((article) => article.slug).sort()).toEqual([
      "designing-stands",
      "packaging-that-sells",
    ]);
  });

  test("relates an English article to English ones only", () => {
    const english = db.select().from(articles).where(eq(articles.slug, "designing-stands")).get()!;
    expect(relatedArticles(english.id).map((article) => article.slug)).toEqual([
      "packaging-that-sells",
    ]);
  });
});

describe("the English search's events and pages", () => {
  test("lead the results in English, at their English addresses, an event on its original's dates", () => {
    insertMovedEventPair(
      {
        title: "Allestire uno stand in fiera",
        slug: "allestire-stand",
        excerpt: "Una giornata sugli allestimenti.",
      },
      {
        title: "Photorealistic stands in a day",
        slug: "photorealistic-stands",
        excerpt: "A workshop on exhibition stands.",
      },
    );

    const found = search("/en/blog/search", "photorealistic");
    expect(found.state).toBe("found");
    expect(found.events.map(({ path, when }) => ({ path, when }))).toEqual([
      { path: "/en/events/photorealistic-stands", when: "10 March 2027, 10:00–14:00" },
    ]);
    const service = found.sitePages.find((page) => page.path === "/en/services/packaging-design");
    expect(service?.type).toBe("Service");
    expect(found.sitePages.every((page) => page.path.startsWith("/en/"))).toBe(true);
    expect(statusOf(found, "en")).toBe(
      `${found.events.length + found.sitePages.length} results for “photorealistic”`,
    );

    const italian = search("/blog/cerca", "allestire stand");
    expect(italian.events.map((event) => event.path)).toEqual(["/eventi/allestire-stand"]);
    expect(search("/blog/cerca", "photorealistic").state).toBe("none");
  });
});

describe("the feed in each language", () => {
  const feed = async (path: string) => {
    const response = blogFeedResponse(new Request(`http://sito${path}`), {
      buildVersion: "prova",
    } as never);
    return { headers: response.headers, text: await response.text() };
  };

  test("lists its own language's articles, with its language and addresses", async () => {
    const english = await feed("/en/blog/rss.xml");
    expect(english.text).toContain("<language>en-gb</language>");
    expect(english.text).toContain("/en/blog/designing-stands</link>");
    expect(english.text).not.toContain("stand-fieristici");
    expect(english.headers.get("Cache-Tag")).toBe("blog, blog-en");

    const italian = await feed("/blog/rss.xml");
    expect(italian.text).toContain("<language>it</language>");
    expect(italian.text).toContain("/blog/stand-fieristici</link>");
    expect(italian.text).not.toContain("designing-stands");
  });
});
