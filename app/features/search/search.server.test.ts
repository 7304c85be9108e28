import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { articles, events, pages } from "../../../db/schema";
import {
  createArticle,
  deleteArticle,
  findArticle,
  listArticlesForAdmin,
  updateArticle,
} from "~/features/articles/articles.server";
import { articleSchema, type ArticleInput } from "~/features/articles/article-schema";
import { bySite } from "~/features/articles/revisions.server";
import { rebuildSearchIndex, relatedArticles } from "~/features/articles/article-search.server";
import { searchAnswer, type SearchAnswer } from "~/features/search/search-page.server";
import { publishedPagePaths, rebuildPageSearchIndex } from "~/features/pages/page-search.server";
import { statusOf } from "~/features/search/search-results";
import { searchLimit } from "~/features/search/search-rate-limit.server";
import { searchTermsOf } from "~/features/articles/search-query";
import { db, migrateDatabase } from "~/utils/db.server";

let ip = 0;
/** Each search from its own address, so the rate limit only counts where a test means it. */
async function search(query: string, { page = 1, from = `198.51.100.${++ip % 250}` } = {}) {
  const params = new URLSearchParams({ q: query, pagina: String(page) });
  const answer = searchAnswer(new Request(`http://sito/blog/cerca?${params}`), from);
  return { status: answer.init?.status ?? 200, ...(answer.data as SearchAnswer), answer };
}

const slugsOf = (answer: { results: { slug: string }[] }) =>
  answer.results.map((result) => result.slug);
const text = (segments: { text: string }[]) => segments.map((segment) => segment.text).join("");
const marked = (segments: { text: string; hit: boolean }[]) =>
  segments.filter((segment) => segment.hit).map((segment) => segment.text);

function insert(
  slug: string,
  fields: Partial<typeof articles.$inferInsert> & { title: string },
  publishedAt = new Date("2026-05-01T09:00:00Z"),
) {
  db.insert(articles)
    .values({
      slug,
      category: "SEO",
      status: "published",
      publishedAt,
      excerpt: "",
      content: "",
      ...fields,
    })
    .run();
  return db.select().from(articles).where(eq(articles.slug, slug)).get()!;
}

beforeAll(() => {
  migrateDatabase();
  insert("pubblicita-locale", {
    title: "Perché la pubblicità locale funziona",
    category: "Marketing Strategy",
    content: "## Il territorio\n\nLe **campagne** sui giornali di quartiere portano clienti.",
  });
  insert("elezioni", {
    title: "Elezioni comunali: il calendario",
    category: "Comunicazione Politica",
    excerpt: "Come prepararsi al voto.",
    content: "Una campagna elettorale dura sei settimane. Il packaging dei volantini conta.",
  });
  insert("bozza-segreta", {
    title: "Packaging segreto",
    status: "draft",
    publishedAt: null,
    content: "Packaging in bozza.",
  });
  insert("in-programma", {
    title: "Packaging in programma",
    status: "scheduled",
    content: "Packaging in arrivo.",
  });
  insert("archiviato", { title: "Packaging archiviato", status: "archived" });
  insert("marcato", {
    title: "Titoli con <b>grassetto</b> e packaging",
    category: "Web Design",
    content: "Testo qualsiasi.",
  });
});

describe("what a reader finds", () => {
  test("accents folded both ways: `pubblicita` and `perche` find `pubblicità`, `perché`", async () => {
    expect(slugsOf(await search("pubblicita"))).toEqual(["pubblicita-locale"]);
    expect(slugsOf(await search("PERCHE"))).toEqual(["pubblicita-locale"]);
    const found = await search("pubblicità");
    expect(marked(found.results[0]!.title)).toEqual(["pubblicità"]);
  });

  test("a plural by its singular and a singular by its plural", async () => {
    expect(slugsOf(await search("campagna"))).toEqual(
      expect.arrayContaining(["pubblicita-locale", "elezioni"]),
    );
    expect(slugsOf(await search("elezione comunale"))).toEqual(["elezioni"]);
  });

  test("the last word matches as it is being typed, the earlier ones whole", async () => {
    expect(slugsOf(await search("pubblicit"))).toEqual(["pubblicita-locale"]);
    expect(slugsOf(await search("calend"))).toEqual(["elezioni"]);
    expect((await search("calend elezioni")).state).toBe("none");
  });

  test("drafts, scheduled and archived articles are never found; staff find them all", async () => {
    expect(slugsOf(await search("packaging")).sort()).toEqual(["elezioni", "marcato"]);
    const staff = listArticlesForAdmin({ q: "packaging", status: null, category: null, page: 1 });
    expect(staff.articles.map((article) => article.title).sort()).toEqual([
      "Elezioni comunali: il calendario",
      "Packaging archiviato",
      "Packaging in programma",
      "Packaging segreto",
      "Titoli con <b>grassetto</b> e packaging",
    ]);
  });

  test("a word in the title ranks above the same word in the body", async () => {
    expect(slugsOf(await search("packaging"))).toEqual(["marcato", "elezioni"]);
  });

  test("the snippet is the body's words around the match, marked; a title's markup is text", async () => {
    const [result] = (await search("volantini")).results;
    expect(text(result!.snippet)).toContain("Il packaging dei volantini conta.");
    expect(marked(result!.snippet)).toEqual(["volantini"]);
    const [titled] = (await search("grassetto")).results;
    expect(text(titled!.title)).toBe("Titoli con <b>grassetto</b> e packaging");
    expect(marked(titled!.title)).toEqual(["grassetto"]);
  });

  test("FTS5 syntax is text: quotes, stars, NEAR, minus, colons never fail", async () => {
    for (const query of [
      '"packaging',
      "packaging*",
      "NEAR(packaging elezioni)",
      "-packaging",
      "title:packaging",
      "packaging AND OR NOT",
      "{title}: ^packaging",
      "'; drop table articles; --",
    ]) {
      const answer = await search(query);
      expect(answer.status, query).toBe(200);
      expect(["found", "none"], query).toContain(answer.state);
    }
    expect(slugsOf(await search('"packaging"'))).toEqual(["marcato", "elezioni"]);
    expect((await search("*** ::: ---")).state).toBe("empty");
  });

  test("nothing found: the message and the categories and newest articles to go to", async () => {
    const answer = await search("zebre volanti");
    expect(answer.state).toBe("none");
    expect(answer.suggestions.categories).toContainEqual({
      name: "Comunicazione Politica",
      path: "/blog/categoria/comunicazione-politica",
    });
    expect(answer.suggestions.newest.length).toBeGreaterThan(0);
    expect(answer.suggestions.newest.map((article) => article.slug)).not.toContain("bozza-segreta");
  });

  test("a query is cut at 200 characters and its stopwords are left out", () => {
    expect(searchTermsOf("a".repeat(500)).text).toHaveLength(200);
    expect(searchTermsOf("la campagna di Roma").stems).toEqual(["campagn", "rom"]);
    expect(searchTermsOf("per").stems).toEqual(["per"]);
    // Everyday words kept out of an import's keywords are still searched for.
    expect(searchTermsOf("vista mare").stems).toHaveLength(2);
    expect(searchTermsOf("auto usate").stems).toHaveLength(2);
  });

  test("pages of 10, a page past the last shows the last", async () => {
    for (let n = 0; n < 12; n++)
      insert(`girasoli-${n}`, { title: `Girasoli ${n}`, content: "Girasoli nel campo." });
    const first = await search("girasoli");
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.results).toHaveLength(10);
    const past = await search("girasoli", { page: 9 });
    expect(past).toMatchObject({ page: 2 });
    expect(past.results).toHaveLength(2);
  });

  test("past 60 searches a minute from one address: 429 with the message, others still search", async () => {
    const from = "203.0.113.9";
    for (let n = 0; n < searchLimit.limit; n++)
      expect((await search("girasoli", { from })).status).toBe(200);
    const refused = await search("girasoli", { from });
    expect(refused.status).toBe(429);
    expect(refused.state).toBe("limited");
    expect(refused.query).toBe("girasoli");
    expect(Number(new Headers(refused.answer.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect((await search("girasoli")).status).toBe(200);
  });
});

describe("the index in step with every write", () => {
  const input = (fields: Record<string, string>): ArticleInput =>
    articleSchema().parse({ category: "SEO", intent: "publish", ...fields });

  test("the editor's create, update and delete", async () => {
    const created = await createArticle(
      input({ title: "Orsetti lavatori", content: "Un testo sui procioni." }),
      null,
    );
    if (created.outcome !== "saved") throw new Error(created.outcome);
    expect(slugsOf(await search("procione"))).toEqual(["orsetti-lavatori"]);
    const article = findArticle(created.id)!;
    await updateArticle(
      article,
      input({ title: "Orsetti lavatori", slug: "orsetti-lavatori", content: "Ora sui tassi." }),
      article.updatedAt.getTime(),
      bySite("editor"),
    );
    expect((await search("procione")).state).toBe("none");
    expect(slugsOf(await search("tasso"))).toEqual(["orsetti-lavatori"]);
    deleteArticle(created.id);
    // A case study speaks of its clients' "tasso di riacquisto": only the articles are asked.
    expect(slugsOf(await search("tasso"))).toEqual([]);
    expect(
      db.$client
        .prepare("select count(*) from article_search_docs where article_id = ?")
        .pluck()
        .get(created.id),
    ).toBe(0);
  });

  test("publishing a scheduled article makes it findable with no other write", async () => {
    db.update(articles).set({ status: "published" }).where(eq(articles.slug, "in-programma")).run();
    expect(slugsOf(await search("programma"))).toEqual(["in-programma"]);
    db.update(articles).set({ status: "scheduled" }).where(eq(articles.slug, "in-programma")).run();
  });

  test("a rebuild finds the same as the triggers kept", async () => {
    const before = slugsOf(await search("packaging"));
    const count = db.$client.prepare("select count(*) from articles").pluck().get();
    expect(rebuildSearchIndex()).toBe(count);
    expect(slugsOf(await search("packaging"))).toEqual(before);
  });
});

describe("related articles", () => {
  test("three, its own category first, by shared words, never itself nor a draft", () => {
    const own = insert("vetrine", {
      title: "Vetrine natalizie per negozi",
      category: "Branding",
      content: "Allestire vetrine natalizie: luci, colori, vetrine che vendono.",
    });
    insert("vetrine-estive", {
      title: "Vetrine estive",
      category: "Branding",
      content: "Le vetrine d'estate: colori chiari.",
    });
    insert("luci-natale", {
      title: "Luci di Natale in città",
      category: "Digital Culture",
      content: "Vetrine e luci natalizie nel centro.",
    });
    insert("bozza-vetrine", {
      title: "Vetrine in bozza",
      category: "Branding",
      status: "draft",
      publishedAt: null,
    });
    const related = relatedArticles(own.id).map((article) => article.slug);
    expect(related).toHaveLength(3);
    expect(related.slice(0, 2)).toEqual(["vetrine-estive", "luci-natale"]);
    expect(related).not.toContain("vetrine");
    expect(related).not.toContain("bozza-vetrine");
  });
});

test("an article cannot take the address of the search page: refused, or the next free one", async () => {
  const cerca = articleSchema().parse({ title: "Cerca", category: "SEO", intent: "draft" });
  expect((await createArticle(cerca, null)).outcome).toBe("slug-taken");
  const imported = await createArticle(cerca, null, new Date(), { freeSlug: true });
  if (imported.outcome !== "saved") throw new Error(imported.outcome);
  expect(findArticle(imported.id)?.slug).toBe("cerca-2");
});

test("published events and courses are found in a group of their own, drafts are not", async () => {
  db.update(events).set({ status: "draft" }).where(eq(events.slug, "digitale-solidale")).run();
  const found = await search("fotografare prodotti");
  expect(found.state).toBe("found");
  expect(found.events.map((event) => event.path)).toEqual(["/eventi/foto-smartphone"]);
  expect(text(found.events[0]!.title)).toBe(
    "Laboratorio di fotografia di prodotto con lo smartphone",
  );
  expect(found.events[0]!.when).toBe("24 maggio 2025");
  expect((await search("Digitale Solidale")).events).toEqual([]);
});

test("published case studies are found in a group of their own at their address, drafts and noindex ones are not", async () => {
  const study = (slug: string, fields: Partial<typeof pages.$inferInsert> = {}) =>
    db
      .insert(pages)
      .values({
        type: "case-study",
        slug,
        title: `Cantina ${slug}`,
        excerpt: "Vendemmia raccontata sui social.",
        searchText: "Etichette per la vendemmia dei vitigni autoctoni",
        status: "published",
        ...fields,
      })
      .run();
  study("aurora");
  study("bozza", { status: "draft" });
  study("nascosta", { noindex: true });
  const expected = [
    {
      path: "/casi-studio/aurora",
      title: [{ text: "Cantina aurora", hit: false }],
      type: "Caso studio",
      snippet: [{ text: "Vendemmia raccontata sui social.", hit: false }],
    },
  ];
  const found = await search("vitigni autoctoni");
  expect(found.state).toBe("found");
  expect(found.sitePages).toEqual(expected);
  expect(statusOf(found, "it")).toBe("1 risultato per «vitigni autoctoni»");
  expect(rebuildPageSearchIndex()).toBe(
    db.$client.prepare("select count(*) from pages").pluck().get(),
  );
  expect((await search("vitigni autoctoni")).sitePages).toEqual(expected);
  // The portfolio's works have no page of their own, so are never found; its page is.
  expect((await search("cofanetto")).sitePages).toEqual([]);
  expect((await search("processo di design")).sitePages.map((page) => page.path)).toEqual([
    "/portfolio",
  ]);
  const paths = publishedPagePaths().map((page) => page.path);
  expect(paths).toContain("/casi-studio/aurora");
  expect(paths).not.toContain("/casi-studio/bozza");
  expect(paths).not.toContain("/casi-studio/nascosta");
});
