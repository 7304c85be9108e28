import {
  axeViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
} from "./axe-support";
import { expect, gotoReady, test } from "./fixtures";

// axe runs in the page: without the site's scripts in the project that has none.
runAxeWithSiteScriptsOnlyInScriptedProject();

test("the English search finds the site's English pages and leads to them", async ({ page }) => {
  await gotoReady(page, "/en/blog/search?q=photorealistic+renders", siteScriptsRun());
  await expect(page.getByRole("status")).toHaveText(/^\d+ results? for “photorealistic renders”$/);
  const pages = page.getByRole("region", { name: "Pages of the site" });
  const service = pages.getByRole("listitem").filter({
    has: page.locator('a[href="/en/services/packaging-design"]'),
  });
  await expect(service.getByText("Service", { exact: true })).toBeVisible();
  await expect(service.locator("mark")).toHaveText(["renders"]);
  await expect(pages.locator('a[href^="/servizi"], a[href^="/casi-studio"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await service.getByRole("link").click();
  await expect(page).toHaveURL("/en/services/packaging-design");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
