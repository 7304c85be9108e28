import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";
import { publicPages } from "./public-pages";

const themes = {
  chiaro: [],
  scuro: ["toggle-dark"],
  "alto contrasto": ["toggle-contrast"],
  "scuro ad alto contrasto": ["toggle-dark", "toggle-contrast"],
  "testo molto grande": ["font-increase", "font-increase"],
} as const;

// axe runs inside the page, so the browser keeps JavaScript on here; in the no-JavaScript
// project the site's own scripts are blocked instead, which leaves the markup that
// visitors without JavaScript get.
test.use({ javaScriptEnabled: true });
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "senza-js") await page.route(/\/build\/.*\.js$/, (route) => route.abort());
});
const siteScriptsRun = () => test.info().project.name !== "senza-js";

async function applyTheme(page: Page, intents: readonly string[]) {
  for (const intent of intents) {
    await page.request.post("/preferenze", { form: { intent }, maxRedirects: 0 });
  }
}

// Without JavaScript the markup differs (slide links, open dialog, <details> menus), so the
// three themes of the issue are checked there too.
const noScriptThemes = new Set(["chiaro", "scuro", "alto contrasto"]);

for (const [name, intents] of Object.entries(themes)) {
  for (const path of publicPages) {
    test(`axe finds nothing on ${path} (${name})`, async ({ page }) => {
      test.skip(
        !siteScriptsRun() && !noScriptThemes.has(name),
        "the combined themes use the same colours with or without JavaScript; the scripted run covers them",
      );
      await applyTheme(page, intents);
      await gotoReady(page, path, siteScriptsRun());
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
}

test("axe finds nothing with the small-screen menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoReady(page, "/", siteScriptsRun());
  await (
    siteScriptsRun() ? page.getByRole("button", { name: "Menu" }) : page.getByRole("banner").locator("summary")
  ).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
