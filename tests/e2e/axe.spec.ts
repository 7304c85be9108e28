import AxeBuilder from "@axe-core/playwright";
import {
  allowAxeRuns,
  applyTheme,
  axeViolations,
  rulesFor,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
  themes,
  type ThemeName,
} from "./axe-support";
import { expect, gotoReady, test } from "./fixtures";
import { publicPages } from "./public-pages";

runAxeWithSiteScriptsOnlyInScriptedProject();

// Without JavaScript the markup differs (slide links, open dialog, <details> menus), so the
// three themes of the issue are checked there too; the combined themes use the same colours
// with or without JavaScript, and the scripted run covers them.
const checkedThemes = (scripted: boolean) =>
  (Object.keys(themes) as ThemeName[]).filter(
    (theme) => scripted || ["chiaro", "scuro", "alto contrasto"].includes(theme),
  );

// A few pages a test, each loaded once per theme: a test's own browser costs more than a load.
const pagesPerTest = 4;

for (let first = 0; first < publicPages.length; first += pagesPerTest) {
  const paths = publicPages.slice(first, first + pagesPerTest);
  test(`axe finds nothing on ${paths.join(", ")} in every theme`, async ({ page }) => {
    const scripted = siteScriptsRun();
    const checked = checkedThemes(scripted);
    allowAxeRuns(paths.length * checked.length);
    for (const theme of checked) {
      await applyTheme(page, themes[theme]);
      for (const path of paths) {
        await gotoReady(page, path, scripted);
        // The home page gets the whole rule set in every theme too: its header, footer and
        // accessibility panel, whose buttons show the theme, are on every page.
        const rules = path === "/" ? undefined : rulesFor(theme);
        expect.soft(await axeViolations(page, rules), `${path} (${theme})`).toEqual([]);
      }
    }
  });
}

test("axe finds nothing with the small-screen menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoReady(page, "/", siteScriptsRun());
  await (
    siteScriptsRun()
      ? page.getByRole("button", { name: "Menu" })
      : page.getByRole("banner").locator("summary")
  ).click();
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
