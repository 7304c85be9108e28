import AxeBuilder from "@axe-core/playwright";
import {
  applyTheme,
  axeViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
  themes,
} from "./axe-support";
import { expect, gotoReady, test } from "./fixtures";
import { publicPages } from "./public-pages";

runAxeWithSiteScriptsOnlyInScriptedProject();

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
      expect(await axeViolations(page)).toEqual([]);
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
