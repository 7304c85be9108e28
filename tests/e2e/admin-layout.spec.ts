import type { Locator, Page } from "@playwright/test";
import { open, shareEditorSession, signInAsEditor } from "./admin-support";
import { expect, test } from "./fixtures";

/** Nothing wider than the window: only a table may scroll sideways, inside its own box. */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box;
}

const writing = (page: Page) => page.getByLabel("Contenuto", { exact: true });
const settings = (page: Page) => page.getByRole("group", { name: "Impostazioni" });
const seo = (page: Page) => page.getByRole("region", { name: "SEO", exact: true });

for (const width of [1024, 820]) {
  test(`at ${width} px the article list and the editor do not scroll sideways`, async ({
    page,
    javaScriptOn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsEditor(page, javaScriptOn);
    await expect(page.getByRole("navigation", { name: "Area riservata" })).toBeVisible();
    expect(await fitsTheWindow(page)).toBe(true);

    await open(page, "/admin/articoli/nuovo", javaScriptOn);
    await expect(page.getByRole("heading", { level: 1, name: "Nuovo Articolo" })).toBeVisible();
    expect(await fitsTheWindow(page)).toBe(true);
  });
}

test("at 1024 px the editor's side panel sits beside the form", async ({ page, javaScriptOn }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await shareEditorSession(page);
  await open(page, "/admin/articoli/nuovo", javaScriptOn);
  const form = await boxOf(writing(page));
  for (const panel of [settings(page), seo(page)]) {
    const box = await boxOf(panel);
    expect(box.x).toBeGreaterThanOrEqual(form.x + form.width);
  }
});

test("at 820 px the editor's side panel comes after the form", async ({ page, javaScriptOn }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await shareEditorSession(page);
  await open(page, "/admin/articoli/nuovo", javaScriptOn);
  const form = await boxOf(writing(page));
  const box = await boxOf(settings(page));
  expect(box.y).toBeGreaterThanOrEqual(form.y + form.height);
});
