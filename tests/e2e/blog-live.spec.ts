import type { Browser, Page } from "@playwright/test";
import { insertArticles } from "../support/articles";
import { slugify } from "../../app/features/articles/slug";
import { shareEditorSession } from "./admin-support";
import {
  dataDir,
  expect,
  gotoReady,
  label,
  serverAnswer,
  test,
  uniqueTitle,
  waitForHydration,
} from "./fixtures";

/** A second visitor: the editor, with the worker's session, in a browser context of their own. */
async function editorPage(
  browser: Browser,
  javaScriptOn: boolean,
  baseURL: string | undefined,
  ip: string,
) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: javaScriptOn,
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  const page = await context.newPage();
  await shareEditorSession(page);
  return page;
}

async function publishNew(page: Page, javaScriptOn: boolean, title: string) {
  await page.goto("/admin/articoli/nuovo");
  if (javaScriptOn) await waitForHydration(page);
  await page.getByLabel(label("Titolo")).fill(title);
  await page.getByLabel(label("Categoria")).selectOption("E-commerce");
  await page.getByLabel("Estratto", { exact: true }).fill("Appena pubblicato.");
  await page.getByLabel("Contenuto", { exact: true }).fill(`Testo di ${title}`);
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Articolo pubblicato!");
}

/** Opens a blog page and, with JavaScript, waits until its live-update stream is open. */
async function openLive(page: Page, url: string, javaScriptOn: boolean) {
  const streaming = javaScriptOn
    ? page.waitForResponse((response) => response.url().endsWith("/blog/aggiornamenti"))
    : null;
  await gotoReady(page, url, javaScriptOn);
  await streaming;
}

test("an article published in the admin appears in an open list and updates an open article", async ({
  page,
  browser,
  javaScriptOn,
  baseURL,
  visitorIp,
}) => {
  const editor = await editorPage(browser, javaScriptOn, baseURL, visitorIp);
  try {
    // The category's page exists once it has a published article.
    const first = uniqueTitle("Primo in E-commerce");
    insertArticles(dataDir(), [{ title: first, slug: slugify(first), category: "E-commerce" }]);
    await openLive(page, "/blog/categoria/e-commerce", javaScriptOn);
    const title = uniqueTitle("In diretta");
    await publishNew(editor, javaScriptOn, title);
    const heading = page.getByRole("heading", { name: title });
    if (javaScriptOn) {
      await expect(heading).toBeVisible({ timeout: 2_000 });
    } else {
      await expect(heading).toHaveCount(0);
      await page.reload();
      await expect(heading).toBeVisible();
    }

    // The open article page follows an edit, without a reload and at the same scroll position.
    await openLive(page, `/blog/${slugify(title)}`, javaScriptOn);
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    await editor.goto(`/admin?${new URLSearchParams({ q: title })}`);
    await editor.getByRole("link", { name: `Modifica ${title}` }).click();
    if (javaScriptOn) await editor.waitForLoadState("networkidle");
    await editor.getByLabel("Estratto", { exact: true }).fill("Estratto cambiato in diretta.");
    await editor.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(editor.getByRole("status")).toContainText("Articolo aggiornato");
    // The article's own header: a related article's card may hold the same excerpt.
    const excerpt = page
      .getByRole("main")
      .locator("header")
      .first()
      .getByText("Estratto cambiato in diretta.");
    if (javaScriptOn) {
      await expect(excerpt).toBeVisible({ timeout: 2_000 });
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    } else {
      await expect(excerpt).toHaveCount(0);
      await page.reload();
      await expect(excerpt).toBeVisible();
    }
  } finally {
    await editor.context().close();
  }
});

test(
  "staff open a draft with ?anteprima=1 under a 'Bozza' banner; visitors get the 404",
  serverAnswer,
  async ({ page, browser, javaScriptOn, baseURL, visitorIp }) => {
    const title = uniqueTitle("Bozza in anteprima");
    const slug = slugify(title);
    insertArticles(dataDir(), [{ title, slug, status: "draft" }]);
    const editor = await editorPage(browser, javaScriptOn, baseURL, visitorIp);
    try {
      const response = await editor.goto(`/blog/${slug}?anteprima=1`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(editor.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(editor.getByRole("note")).toContainText("Bozza");
      await expect(editor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

      const withoutPreview = await editor.goto(`/blog/${slug}`);
      expect(withoutPreview?.status()).toBe(404);
      const visitor = await page.goto(`/blog/${slug}?anteprima=1`);
      expect(visitor?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "Articolo non trovato" }),
      ).toBeVisible();
    } finally {
      await editor.context().close();
    }
  },
);
