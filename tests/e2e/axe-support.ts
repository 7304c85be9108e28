import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test } from "./fixtures";

/** The accessibility settings axe checks a page in, as the footer panel's intents. */
export const themes = {
  chiaro: [],
  scuro: ["toggle-dark"],
  "alto contrasto": ["toggle-contrast"],
  "scuro ad alto contrasto": ["toggle-dark", "toggle-contrast"],
  "testo molto grande": ["font-increase", "font-increase"],
} as const;

/**
 * axe runs inside the page, so the browser keeps JavaScript on; in the no-JavaScript project
 * the site's own scripts are blocked instead, which leaves the markup that visitors without
 * JavaScript get. Call at the top of a spec file or describe block.
 */
export function runAxeWithSiteScriptsOnlyInScriptedProject() {
  test.use({ javaScriptEnabled: true });
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === "senza-js") await page.route(/\/build\/.*\.js$/, (route) => route.abort());
  });
}

export const siteScriptsRun = () => test.info().project.name !== "senza-js";

export async function applyTheme(page: Page, intents: readonly string[]) {
  for (const intent of intents) {
    await page.request.post("/preferenze", { form: { intent }, maxRedirects: 0 });
  }
}

/** WCAG 2.1 A/AA and best-practice violations, one line each with the elements concerned. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
