import {
  allowAxeRuns,
  applyTheme,
  axeViolations,
  expectNoViolations,
  runAxe,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
  themes,
  type ThemeName,
} from "./axe-support";
import { expect, gotoReady, test } from "./fixtures";
import { publicPages } from "./public-pages";

runAxeWithSiteScriptsOnlyInScriptedProject();

const allThemes = Object.keys(themes) as ThemeName[];
const otherThemes = allThemes.filter((theme) => theme !== "chiaro");

// The home page is loaded in every theme with the whole rule set: its header, footer and
// accessibility panel, whose buttons show the theme, are on every page. Every other page is
// loaded once, checked in full, and then in each other theme switched in place on the page
// root, where only the theme rules can change: its own content shows the theme through the
// root's classes alone, and the parts that show it otherwise are the home page's.
test("axe finds nothing on the home page, loaded in every theme", async ({ page }) => {
  const scripted = siteScriptsRun();
  allowAxeRuns(allThemes.length);
  for (const theme of allThemes) {
    await applyTheme(page, themes[theme]);
    await gotoReady(page, "/", scripted);
    expect.soft(await axeViolations(page), `/ (${theme})`).toEqual([]);
  }
});

// A few pages a test: a test's own browser costs more than a load.
const pagesPerTest = 4;
const otherPages = publicPages.filter((path) => path !== "/");

for (let first = 0; first < otherPages.length; first += pagesPerTest) {
  const paths = otherPages.slice(first, first + pagesPerTest);
  test(`axe finds nothing on ${paths.join(", ")} in every theme`, async ({ page }) => {
    const scripted = siteScriptsRun();
    allowAxeRuns(paths.length * allThemes.length);
    for (const path of paths) {
      await gotoReady(page, path, scripted);
      await expectNoViolations(page, path, otherThemes);
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
  expect(await runAxe(page)).toEqual([]);
});
