import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import {
  applyPreferenceIntent,
  defaultPreferences,
  preferenceClasses,
  type PreferenceIntent,
} from "../../app/features/site/preferences";
import { expect, test } from "./fixtures";

/** The accessibility settings axe checks a page in, as the footer panel's intents. */
export const themes = {
  chiaro: [],
  scuro: ["toggle-dark"],
  "alto contrasto": ["toggle-contrast"],
  "scuro ad alto contrasto": ["toggle-dark", "toggle-contrast"],
  "testo molto grande": ["font-increase", "font-increase"],
} as const;

export type ThemeName = keyof typeof themes;

/**
 * The rules whose outcome a theme can change. A theme changes colours, and the largest text
 * changes the layout too (which regions overflow and scroll); every other rule reads markup
 * that is the same in every theme, so it runs once per view, in the default theme.
 */
export const themeRules = [
  "color-contrast",
  "link-in-text-block",
  "scrollable-region-focusable",
] as const;

/**
 * The rules a theme needs checked in place. The largest text keeps the default colours, and
 * larger text only lowers the contrast it needs: what it can change is the layout.
 */
const rulesOf = (theme: ThemeName): readonly string[] =>
  theme === "testo molto grande" ? ["scrollable-region-focusable"] : themeRules;

/**
 * A test's time for `checks` axe runs, each with the load or the steps before it: one run
 * can take several seconds on a busy machine, and a test of a view in every theme has many.
 */
export function allowAxeRuns(checks: number) {
  test.setTimeout(Math.max(30_000, checks * 15_000));
}

/**
 * axe runs inside the page, so the browser keeps JavaScript on; in the no-JavaScript project
 * the site's own scripts are blocked instead, which leaves the markup that visitors without
 * JavaScript get. Call at the top of a spec file or describe block.
 */
export function runAxeWithSiteScriptsOnlyInScriptedProject() {
  test.use({ javaScriptEnabled: true });
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.project.name === "senza-js")
      await page.route(/\/build\/.*\.js$/, (route) => route.abort());
  });
}

export const siteScriptsRun = () => test.info().project.name !== "senza-js";

/**
 * The tag of an axe test whose views the site's scripts leave as the server rendered them:
 * no part of them swaps its markup once hydrated (`useHydrated`). The scripted project checks
 * that markup with every rule, colours and themes included; the no-JavaScript project would
 * check the same markup again, so it leaves such a test out (`playwright.config.ts`). A view
 * with a fallback of its own without scripts (the sign-in's passkey, the article list's
 * delete, the editor, the imports, the account's passkeys, every public page's menu) is
 * checked in both.
 */
export const sameMarkup = { tag: "@same-markup" };

/** Sets the theme's cookie from the defaults, as the footer panel would; the next load shows it. */
export async function applyTheme(page: Page, intents: readonly string[]) {
  for (const intent of ["reset", ...intents]) {
    await page.request.post("/preferenze", { form: { intent }, maxRedirects: 0 });
  }
}

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe's violations on the page as it stands, one line each with the elements concerned. axe
 * is put in the page once per document and run there: `@axe-core/playwright` evaluated its
 * half-megabyte source twice on every run, about half a second each time, which was more
 * than the rules themselves on most views. One run in the top document only (`iframes`
 * off): the site's only frames are the embedded videos, whose content is not the site's.
 */
export async function runAxe(page: Page, options: RunOptions = {}, exclude: string[] = []) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ options, exclude }) => {
      const { axe } = window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<AxeResults> };
      };
      const results = await axe.run(exclude.length > 0 ? { exclude } : document, options);
      return results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    },
    {
      options: { ...options, iframes: false, resultTypes: ["violations"] } satisfies RunOptions,
      exclude,
    },
  );
}

/**
 * WCAG 2.1 A/AA and best-practice violations, or only those of `rules`, on the elements outside
 * `exclude`. Only a rule that judges each element by itself (the theme rules) may leave some
 * out: the page-wide ones (unique ids, heading order, landmarks) need the whole document.
 */
export function axeViolations(page: Page, rules?: readonly string[], exclude: string[] = []) {
  if (rules) return runAxe(page, { runOnly: { type: "rule", values: [...rules] } }, exclude);
  return runAxe(page, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    // Colours are the same style sheet with scripts or without, and the scripted project checks
    // them on every view: without scripts, the rules that only read colours (the slowest) rest.
    ...(siteScriptsRun()
      ? {}
      : {
          rules: { "color-contrast": { enabled: false }, "link-in-text-block": { enabled: false } },
        }),
  });
}

/**
 * The public site's footer: one component with no input from the page but the address its
 * settings panel sends back to (a hidden field), the same elements on every page. The home page
 * is loaded in each theme, its panel showing that theme, and checked there in full (axe.spec.ts);
 * switched in place on another page, the footer would be the same colours again, with a panel
 * showing the theme the page was loaded in (decision 0283).
 */
const siteFooter = "#contenuto ~ footer";

/** The classes the page root carries in `theme`, as the server renders them from the cookie. */
export const themeClasses = (theme: ThemeName) =>
  preferenceClasses(
    (themes[theme] as readonly PreferenceIntent[]).reduce(
      applyPreferenceIntent,
      defaultPreferences,
    ),
  );

/**
 * Expects axe to find nothing on the page as it stands: the whole rule set in the default
 * theme it was loaded in, then the theme rules with the page root's classes switched to each
 * of `others`, and back. Switching in place keeps states a reload would lose (a form's errors,
 * a dialog) and costs no load; it is faithful where nothing but the root shows the theme: the
 * staff area, and a public page's own content (the accessibility panel, whose buttons show the
 * theme, is checked on the home page loaded in each theme: in the other themes the site's
 * footer is left to it, `siteFooter`). `what` names the view in the failure.
 *
 * The other themes are checked with the site's scripts only: a theme is the same tokens on
 * either markup, the scripted one shows every control the other does and more, and the
 * fallbacks only the unscripted one has (the menu's and the panel's) are on the home page,
 * which both projects load in every theme. Switching themes is most of axe's time here.
 */
export async function expectNoViolations(
  page: Page,
  what: string,
  others: readonly ThemeName[] = [],
) {
  expect.soft(await axeViolations(page), `${what} (chiaro)`).toEqual([]);
  if (others.length === 0 || !siteScriptsRun()) return;
  const loaded = await page.evaluate(() => document.documentElement.className);
  // The colours change with a transition: under the suite's reduced motion they are final.
  try {
    for (const theme of others) {
      await page.evaluate((classes) => {
        document.documentElement.className = classes;
      }, themeClasses(theme));
      expect
        .soft(await axeViolations(page, rulesOf(theme), [siteFooter]), `${what} (${theme})`)
        .toEqual([]);
    }
  } finally {
    await page.evaluate((classes) => {
      document.documentElement.className = classes;
    }, loaded);
  }
}
