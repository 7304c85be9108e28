import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { open, press, redirected, shareEditorSession } from "./admin-support";
import {
  axeViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
} from "./axe-support";
import { dataDir, expect, gotoReady, label, test, uniqueTitle } from "./fixtures";
import { registerSearchFunctions } from "../../db/search-text";
import { slugify } from "../../app/features/articles/slug";

// axe runs in the page: without the site's scripts in the project that has none.
runAxeWithSiteScriptsOnlyInScriptedProject();

/**
 * An Italian article and, when `english` is given, its published English translation in the
 * same group, written straight into the server's database as another process would.
 */
function insertPair(italianTitle: string, english?: { title: string; content: string }) {
  const db = new Database(path.join(dataDir(), "app.db"));
  db.pragma("busy_timeout = 5000");
  registerSearchFunctions(db);
  const italianId = crypto.randomUUID();
  const now = Date.now();
  const insert = db.prepare(
    `insert into articles (id, language, translation_group, translated_from_seq, title, slug,
       excerpt, content, category, status, published_at, created_at, updated_at)
     values (@id, @language, @group, @seq, @title, @slug, @excerpt, @content,
       'Comunicazione Politica', 'published', @now, @now, @now)`,
  );
  try {
    db.transaction(() => {
      insert.run({
        id: italianId,
        language: "it",
        group: english ? italianId : null,
        seq: null,
        title: italianTitle,
        slug: slugify(italianTitle),
        excerpt: `Estratto di ${italianTitle}.`,
        content: "La campagna comincia dal territorio.",
        now,
      });
      if (english)
        insert.run({
          id: crypto.randomUUID(),
          language: "en",
          group: italianId,
          seq: 0,
          title: english.title,
          slug: slugify(english.title),
          excerpt: `A summary of ${english.title}.`,
          content: english.content,
          now,
        });
    })();
  } finally {
    db.close();
  }
  return {
    italianId,
    italianSlug: slugify(italianTitle),
    englishSlug: slugify(english?.title ?? ""),
  };
}

test("the English blog lists, shows, files and finds its own articles, in English", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const javaScriptOn = siteScriptsRun();
  const italianTitle = uniqueTitle("Stand in fiera");
  const englishTitle = uniqueTitle("Designing stands for trade fairs");
  const { italianSlug, englishSlug } = insertPair(italianTitle, {
    title: englishTitle,
    content: "## Abroad\n\nWe are designing the stands our clients take abroad.",
  });

  await gotoReady(page, "/en/blog", javaScriptOn);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: englishTitle })).toBeVisible();
  await expect(page.getByText(italianTitle)).toHaveCount(0);
  await page
    .getByRole("article", { name: englishTitle })
    .getByRole("link", { name: "Read the article" })
    .click();

  await expect(page).toHaveURL(`/en/blog/${englishSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: englishTitle })).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${italianSlug}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${italianSlug}$`),
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
  const switcher = page.locator("[data-language-switch]").first();
  await expect(switcher).toHaveAttribute("href", `/blog/${italianSlug}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Political Communication" }).first().click();
  await expect(page).toHaveURL("/en/blog/category/political-communication");
  await expect(
    page.getByRole("heading", { level: 1, name: "Political Communication" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: englishTitle })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await gotoReady(page, "/en/blog/search?q=design", javaScriptOn);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: englishTitle })).toBeVisible();
  await expect(page.locator("mark").filter({ hasText: "Designing" }).first()).toBeVisible();
  await expect(page.getByText(italianTitle)).toHaveCount(0);

  // The Italian article's switcher leads back to the English one.
  await gotoReady(page, `/blog/${italianSlug}`, javaScriptOn);
  await expect(page.locator("[data-language-switch]").first()).toHaveAttribute(
    "href",
    `/en/blog/${englishSlug}`,
  );
});

test("staff create an article's English translation beside the Italian, and see when it falls behind", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const javaScriptOn = siteScriptsRun();
  const italianTitle = uniqueTitle("Da tradurre");
  const { italianId } = insertPair(italianTitle);
  await shareEditorSession(page);

  await open(page, `/admin/articoli/${italianId}`, javaScriptOn);
  const panel = page.getByRole("region", { name: "Traduzione inglese" });
  await panel.getByRole("button", { name: "Crea la traduzione inglese" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Originale italiano" })).toBeVisible();
  await expect(page).not.toHaveURL(`/admin/articoli/${italianId}`);
  const englishEditor = new URL(page.url()).pathname;
  if (javaScriptOn) await open(page, englishEditor, javaScriptOn);
  expect(await axeViolations(page)).toEqual([]);

  // Both projects share one server: each saves its translation under a slug of its own.
  const englishTitle = uniqueTitle("To be translated");
  await page.getByLabel(label("Titolo")).fill(englishTitle);
  await page.getByLabel(label("Slug")).fill(slugify(englishTitle));
  expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));

  await open(page, `/admin/articoli/${italianId}`, javaScriptOn);
  await expect(page.getByRole("link", { name: "Modifica la traduzione inglese" })).toBeVisible();
  await expect(page.getByText("Traduzione da aggiornare")).toHaveCount(0);
  await page.getByLabel(label("Estratto")).fill("Un estratto riscritto dopo la traduzione.");
  expect(await press(page, "Salva")).toBe(redirected(javaScriptOn));

  await expect(page.getByText("Traduzione da aggiornare").first()).toBeVisible();
  await open(page, englishEditor, javaScriptOn);
  await expect(
    page.getByRole("note").filter({ hasText: "Traduzione da aggiornare" }),
  ).toBeVisible();
});
