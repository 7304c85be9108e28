import Database from "better-sqlite3";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import Parser from "rss-parser";
import { insertArticles, setArticleStatus } from "../support/articles";
import { writeDb } from "../support/db";
import { startServer } from "../support/server";
import { sampleArticles } from "../../app/features/articles/content/sample-articles";
import { slugify } from "../../app/features/articles/slug";
import { categoryCopy } from "../../app/features/blog/content/categories";
import { dataDir, expect, gotoReady, serverAnswer, test, uniqueTitle } from "./fixtures";

const day = 24 * 60 * 60 * 1000;

const darkModeCookie = `preferenze=${encodeURIComponent(
  Buffer.from(JSON.stringify({ darkMode: true, fontSize: "normal", highContrast: false })).toString(
    "base64",
  ),
)}`;

function jsonLdOf(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((blocks) => blocks.map((block) => JSON.parse(block) as Record<string, unknown>));
}

test("the list shows published articles as cards, newest first, and never a draft", async ({
  page,
  request,
  javaScriptOn,
}) => {
  // The older one was imported when no image could be made: it names the drawn placeholder.
  const placeholder = `${crypto.randomBytes(16).toString("hex")}.svg`;
  fs.mkdirSync(path.join(dataDir(), "uploads"), { recursive: true });
  fs.writeFileSync(
    path.join(dataDir(), "uploads", placeholder),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><text>Immagine placeholder</text></svg>',
  );
  const category = uniqueTitle("Categoria");
  const older = uniqueTitle("Articolo meno recente");
  const newer = uniqueTitle("Articolo più recente");
  const draft = uniqueTitle("Bozza nascosta");
  insertArticles(dataDir(), [
    {
      title: older,
      slug: slugify(older),
      category,
      publishedAt: new Date(Date.now() - 2 * day),
      featuredImageUrl: `/uploads/${placeholder}`,
    },
    {
      title: newer,
      slug: slugify(newer),
      category,
      excerpt: "Un estratto da leggere.",
      publishedAt: new Date(Date.now() - day),
    },
    { title: draft, slug: slugify(draft), category, status: "draft" },
  ]);
  const response = await gotoReady(page, `/blog/categoria/${slugify(category)}`, javaScriptOn);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: category })).toBeVisible();

  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole("heading")).toHaveText(newer);
  await expect(cards.nth(1).getByRole("heading")).toHaveText(older);
  const card = cards.nth(0);
  await expect(card).toContainText(category);
  await expect(card).toContainText("Un estratto da leggere.");
  await expect(card).toContainText("Spezia Digitale Team");
  await expect(card.locator("time")).toHaveText(/^\d{1,2} [a-z]+ \d{4}$/);
  // Neither has an image of its own: each shows its generated cover, never the placeholder.
  const covers = await cards
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  expect(covers).toEqual([
    expect.stringMatching(new RegExp(`^/copertine/${slugify(newer)}/1200\\.jpg\\?v=`)),
    expect.stringMatching(new RegExp(`^/copertine/${slugify(older)}/1200\\.jpg\\?v=`)),
  ]);
  await expect(card.locator("img")).toHaveAttribute("width", "1200");
  await expect(cards.nth(1).locator("img")).toHaveAttribute("loading", "lazy");
  await expect(page.getByText("Immagine placeholder")).toHaveCount(0);
  await expect(page.locator(`img[src*="${placeholder}"]`)).toHaveCount(0);
  const cover = await request.get(covers[0]!);
  expect(cover.status()).toBe(200);
  expect(cover.headers()["content-type"]).toBe("image/jpeg");
  await expect(page.getByText(draft)).toHaveCount(0);

  await card.getByRole("link", { name: "Leggi l'articolo" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slugify(newer)}$`));
  await expect(page.getByRole("heading", { level: 1, name: newer })).toBeVisible();
});

test("twelve cards a page, with links to older and newer ones, and category chips", async ({
  page,
  javaScriptOn,
}) => {
  const category = uniqueTitle("Paginata");
  const titles = Array.from({ length: 13 }, (_, index) =>
    uniqueTitle(`Pagina articolo ${index + 1}`),
  );
  insertArticles(
    dataDir(),
    titles.map((title, index) => ({
      title,
      slug: slugify(title),
      category,
      publishedAt: new Date(Date.now() - (index + 1) * 60_000),
    })),
  );
  const path = `/blog/categoria/${slugify(category)}`;
  await gotoReady(page, path, javaScriptOn);
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByText("Pagina 1 di 2")).toBeVisible();
  await expect(page.getByRole("link", { name: "Articoli più recenti" })).toHaveCount(0);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", `${path}?pagina=2`);

  await page.getByRole("link", { name: "Articoli meno recenti" }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").getByRole("heading")).toHaveText(titles[12] ?? "");
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${path}\\?pagina=2$`),
  );

  await page.getByRole("link", { name: "Articoli più recenti" }).click();
  await expect(page.getByRole("article")).toHaveCount(12);

  const chips = page.getByRole("navigation", { name: "Filtra per categoria" });
  await expect(chips.getByRole("link", { name: category })).toHaveAttribute("aria-current", "page");
  await chips.getByRole("link", { name: "Tutti" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(chips.getByRole("link", { name: "Tutti" })).toHaveAttribute("aria-current", "page");
});

test(
  "a category chip opens the category's page; its old address and an unknown slug are answered",
  serverAnswer,
  async ({ page, request }) => {
    const category = uniqueTitle("Rubrica");
    const other = uniqueTitle("Altra rubrica");
    const titles = [uniqueTitle("Nella rubrica"), uniqueTitle("Sempre nella rubrica")];
    const elsewhere = uniqueTitle("Fuori rubrica");
    insertArticles(dataDir(), [
      ...titles.map((title) => ({ title, slug: slugify(title), category })),
      { title: elsewhere, slug: slugify(elsewhere), category: other },
    ]);
    await page.goto("/blog");
    const chips = page.getByRole("navigation", { name: "Filtra per categoria" });
    await chips.getByRole("link", { name: category, exact: true }).click();
    const path = `/blog/categoria/${slugify(category)}`;
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: category })).toBeVisible();
    await expect(page.getByText(categoryCopy.it.fallbackDescription(category))).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    for (const title of titles)
      await expect(page.getByRole("article").getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(elsewhere)).toHaveCount(0);
    const trail = page.getByRole("navigation", { name: "Percorso di navigazione" });
    await expect(trail.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(chips.getByRole("link", { name: category, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
    const crumbs = (await jsonLdOf(page)).find((block) => block["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toHaveLength(3);

    const moved = await request.get("/blog?categoria=SEO", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/blog/categoria/seo");
    expect((await request.get("/blog/categoria/non-esiste")).status()).toBe(404);
  },
);

test("an article shows its facts, reading time, body, contact link and structured data", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Guida completa");
  const words = Array.from({ length: 250 }, () => "parola").join(" ");
  insertArticles(dataDir(), [
    {
      title,
      slug: slugify(title),
      category: "Social Media",
      excerpt: "Cosa sapere prima di iniziare.",
      content: `## Primo passo\n\n${words}\n\n- [x] fatto\n- [ ] da fare`,
      publishedAt: new Date("2026-03-05T10:00:00Z"),
    },
  ]);
  const response = await gotoReady(page, `/blog/${slugify(title)}`, javaScriptOn);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Social Media");
  await expect(main).toContainText("Cosa sapere prima di iniziare.");
  await expect(main).toContainText("5 marzo 2026");
  await expect(main).toContainText("Spezia Digitale Team");
  await expect(main).toContainText("2 min di lettura");
  await expect(page.getByRole("heading", { level: 2, name: "Primo passo" })).toHaveAttribute(
    "id",
    "primo-passo",
  );
  await expect(page.getByRole("checkbox")).toHaveCount(2);
  await expect(page.getByRole("checkbox").first()).toBeChecked();
  await expect(page.getByRole("checkbox").first()).toBeDisabled();
  await expect(main.getByRole("link", { name: "Contattaci" })).toHaveAttribute("href", "/contatti");

  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    "content",
    "2026-03-05T10:00:00.000Z",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${slugify(title)}$`),
  );
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
  const blocks = await jsonLdOf(page);
  const posting = blocks.find((block) => block["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: title,
    datePublished: "2026-03-05T10:00:00.000Z",
    author: { "@type": "Organization" },
  });
  expect(String(posting?.image)).toMatch(/^http/);
  expect(blocks.find((block) => block["@type"] === "BreadcrumbList")).toBeTruthy();
});

test("a missing or unpublished article is a 404 with a way back", async ({
  page,
  javaScriptOn,
}) => {
  const draft = uniqueTitle("Bozza non pubblica");
  insertArticles(dataDir(), [{ title: draft, slug: slugify(draft), status: "draft" }]);
  for (const slug of ["articolo-che-non-esiste", slugify(draft), `${slugify(draft)}?anteprima=1`]) {
    const response = await gotoReady(page, `/blog/${slug}`, javaScriptOn);
    expect(response?.status(), slug).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Articolo non trovato" }),
    ).toBeVisible();
    await expect(
      page.getByText("L'articolo che stai cercando non esiste o non è stato pubblicato."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(draft)).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Torna al blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("the list and an article answer 304 to a browser holding the current version", async ({
  request,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "HTTP checks run once");
  const title = uniqueTitle("Versione");
  const slug = slugify(title);
  insertArticles(dataDir(), [{ title, slug }]);
  for (const url of ["/blog", `/blog/${slug}`]) {
    // Other tests publish articles meanwhile, and the list may change between two requests:
    // what must hold is that the version just received is answered 304.
    await expect(async () => {
      const first = await request.get(url);
      const etag = first.headers().etag ?? "";
      expect(etag, url).toMatch(/^W\/"/);
      expect(first.headers()["last-modified"], url).toBeTruthy();
      // A browser asks every time (max-age=0); shared caches may keep it, to be forgotten by tag.
      expect(first.headers()["cache-control"], url).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(first.headers()["cache-tag"], url).toBe("blog, blog-it");
      const again = await request.get(url, { headers: { "If-None-Match": etag } });
      expect(again.status(), url).toBe(304);
      // Different accessibility settings make a different page.
      const dark = await request.get(url, {
        headers: { "If-None-Match": etag, Cookie: darkModeCookie },
      });
      expect(dark.status(), url).not.toBe(304);
    }).toPass({ timeout: 10_000 });
  }
  // A change the reader would see: the browser's copy is stale and the new page comes whole.
  const before = (await request.get(`/blog/${slug}`)).headers().etag ?? "";
  const retitled = uniqueTitle("Versione nuova");
  writeDb(dataDir(), (db) =>
    db
      .prepare("update articles set title = ?, updated_at = ? where slug = ?")
      .run(retitled, Date.now(), slug),
  );
  const after = await request.get(`/blog/${slug}`, { headers: { "If-None-Match": before } });
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(retitled);
});

test("the RSS feed lists the newest published articles with their content, and the sitemap lists each with lastmod", async ({
  request,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "HTTP checks run once");
  const title = uniqueTitle("Nel feed");
  const slug = slugify(title);
  insertArticles(dataDir(), [{ title, slug, content: "## Sezione\n\nTesto **importante**." }]);
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  const feed = await new Parser({ customFields: { item: ["content:encoded"] } }).parseString(xml);
  expect(xml).toMatch(/<rss version="2.0"/);
  expect(feed.title).toBe("Blog di Spezia Digitale");
  expect(feed.items.length).toBeLessThanOrEqual(20);
  const item = feed.items.find((entry) => entry.title === title);
  expect(item?.link).toMatch(new RegExp(`/blog/${slug}$`));
  expect(item?.["content:encoded"]).toContain("<strong>importante</strong>");
  // Other tests publish meanwhile: the feed just received is the one answered 304.
  await expect(async () => {
    const latest = await request.get("/blog/rss.xml");
    const cached = await request.get("/blog/rss.xml", {
      headers: { "If-None-Match": latest.headers().etag ?? "" },
    });
    expect(cached.status()).toBe(304);
  }).toPass({ timeout: 10_000 });

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(
    new RegExp(`<loc>[^<]*/blog/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
  );
  expect(sitemap).toMatch(/<loc>[^<]*\/blog\/categoria\/seo<\/loc><lastmod>/);
  setArticleStatus(dataDir(), slug, "draft");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/blog/${slug}<`);
  expect(await (await request.get("/blog/rss.xml")).text()).not.toContain(title);
});

test("an excerpt holding markup reaches the feed as text, even one stored before excerpts were plain text", async ({
  request,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "HTTP checks run once");
  const hostile = [
    "</script><script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "<object data=javascript:alert(1)></object>",
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    "Fine della sezione ]]><script>alert(1)</script>",
  ];
  const titles = hostile.map((_, index) => uniqueTitle(`Estratto ostile ${index}`));
  insertArticles(
    dataDir(),
    titles.map((title, index) => ({
      title,
      slug: slugify(title),
      excerpt: hostile[index],
      content: "Testo.",
    })),
  );
  const xml = await (await request.get("/blog/rss.xml")).text();
  for (const [index, title] of titles.entries()) {
    const item = xml.split("<item>").find((part) => part.includes(title));
    const description = /<description><!\[CDATA\[([\s\S]*?)\]\]><\/description>/.exec(
      item ?? "",
    )?.[1];
    // What a reader renders as HTML holds no tag: the characters arrive escaped, as text.
    expect(description, hostile[index]).toBeDefined();
    expect(description, hostile[index]).not.toContain("<");
    expect(description, hostile[index]).toContain("&lt;");
  }
  const feed = await new Parser().parseString(xml);
  expect(feed.items.filter((entry) => titles.includes(entry.title ?? ""))).toHaveLength(
    titles.length,
  );
});

test("with JavaScript, a client navigation shows the loading texts while the data loads", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "loading texts belong to client navigations");
  const title = uniqueTitle("Caricamento lento");
  const category = uniqueTitle("Lenta");
  insertArticles(dataDir(), [{ title, slug: slugify(title), category }]);
  await gotoReady(page, "/", javaScriptOn);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(
    page.getByRole("status").filter({ hasText: "Caricamento articoli..." }),
  ).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();

  await page.goto(`/blog/categoria/${slugify(category)}`);
  await page.waitForLoadState("networkidle");
  let releaseArticle = () => {};
  const heldArticle = new Promise<void>((resolve) => (releaseArticle = resolve));
  await page.unroute(/\.data(\?|$)/);
  await page.route(/\.data(\?|$)/, async (route) => {
    await heldArticle;
    await route.continue();
  });
  await page.getByRole("link", { name: "Leggi l'articolo" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Caricamento articolo..." }),
  ).toBeVisible();
  releaseArticle();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test.describe("when the database cannot be read", () => {
  test("the list shows the two sample articles with the error texts as a 503, and their pages open", async ({
    page,
    javaScriptOn,
  }) => {
    const server = await startServer();
    try {
      const empty = await page.goto(`${server.url}/blog`);
      expect(empty?.status()).toBe(200);
      await expect(page.getByText("Nessun articolo pubblicato al momento.")).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: "Contattaci" }),
      ).toHaveAttribute("href", "/contatti");

      // Another process takes the table away: every read of it now fails, as a lost file would.
      const db = new Database(path.join(server.dataDir, "app.db"));
      db.exec("alter table articles rename to articles_altrove");
      db.close();

      const broken = await page.goto(`${server.url}/blog`);
      expect(broken?.status()).toBe(503);
      expect(await broken?.headerValue("retry-after")).toBe("120");
      await expect(page.getByRole("alert")).toContainText("Errore nel caricamento degli articoli");
      await expect(page.getByRole("alert")).toContainText("Mostrando articoli di esempio.");
      await expect(page.getByRole("article")).toHaveCount(2);
      for (const sample of sampleArticles)
        await expect(page.getByRole("heading", { name: sample.title })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      if (javaScriptOn) await page.waitForLoadState("networkidle");

      await page.getByRole("link", { name: "Leggi l'articolo" }).first().click();
      await expect(
        page.getByRole("heading", { level: 1, name: sampleArticles[0]?.title ?? "" }),
      ).toBeVisible();
      const sample = await page.request.get(`${server.url}/blog/${sampleArticles[1]?.slug}`);
      expect(sample.status()).toBe(503);
      expect(await sample.text()).toContain(sampleArticles[1]?.title ?? "");
      const other = await page.request.get(`${server.url}/blog/un-articolo-qualunque`);
      expect(other.status()).toBe(503);
      expect(await other.text()).toContain("Articolo non trovato");
      const [political] = sampleArticles;
      const category = await page.request.get(
        `${server.url}/blog/categoria/${slugify(political?.category ?? "")}`,
      );
      expect(category.status()).toBe(503);
      expect(await category.text()).toContain(political?.title ?? "");
    } finally {
      await server.stop();
    }
  });
});
