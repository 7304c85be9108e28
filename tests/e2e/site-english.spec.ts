import type { Page } from "@playwright/test";
import {
  allowAxeRuns,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  siteScriptsRun,
} from "./axe-support";
import { expect, gotoReady, htmlClass, serverAnswer, test } from "./fixtures";

const switcher = (page: Page) => page.getByRole("banner").locator("[data-language-switch]").first();

test("the contact page in each language names its language and links the other", async ({
  page,
  baseURL,
  javaScriptOn,
}) => {
  for (const [path, language, locale, other] of [
    ["/en/contact", "en", "en_GB", "it_IT"],
    ["/contatti", "it", "it_IT", "en_GB"],
  ] as const) {
    await gotoReady(page, path, javaScriptOn);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
      "href",
      `${baseURL}/contatti`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `${baseURL}/en/contact`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${baseURL}/contatti`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", locale);
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      "content",
      other,
    );
  }
  // The switcher leads to the same page in the other language.
  await expect(switcher(page)).toHaveAttribute("hreflang", "en");
  await expect(switcher(page)).toHaveAttribute("lang", "en");
  await switcher(page).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(switcher(page)).toHaveText("Italiano");
  await expect(
    page.getByRole("contentinfo").getByRole("heading", { name: "Follow us" }),
  ).toBeVisible();
});

test("a page without a translation offers the other language's home, saying so", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/spicy", javaScriptOn);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  const link = switcher(page);
  await expect(link).toHaveText("English home page");
  await expect(link).toHaveAccessibleDescription(/not translated into English/);
  await link.click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the English not-found page is English, with status 404", async ({ page, javaScriptOn }) => {
  const response = await gotoReady(page, "/en/nope", javaScriptOn);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(/Page not found/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
    "href",
    "/en",
  );
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/en/contact",
  );
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
});

test("the accessibility panel works in English and comes back to the English page", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/en/contact", javaScriptOn);
  const panel = page.getByRole("contentinfo").getByRole("region", { name: "Accessibility" });
  await panel.getByRole("button", { name: "Increase the text size" }).click();
  await expect(page.locator("html")).toHaveClass("font-large");
  await expect(panel).toContainText("Text size: large");
  await panel.getByRole("button", { name: "Dark mode", exact: true }).click();
  await expect(page.locator("html")).toHaveClass("dark font-large");
  await expect(page).toHaveURL(javaScriptOn ? /\/en\/contact$/ : /\/en\/contact#accessibilita$/);
  await expect(panel.locator("form")).toHaveAttribute("aria-busy", "false");
  await gotoReady(page, "/en/contact", javaScriptOn);
  expect(await htmlClass(page)).toBe("dark font-large");
  await panel.getByRole("button", { name: "Reset" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("class", /\S/);
});

test.describe("axe", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test("the English frame has nothing for axe to find", async ({ page }) => {
    allowAxeRuns(2);
    for (const path of ["/en/contact", "/en/nope"]) {
      await gotoReady(page, path, siteScriptsRun());
      await expectNoViolations(page, path);
    }
  });
});

test(
  "the panel's English address refuses a forged setting in English and leads home",
  serverAnswer,
  async ({ request }) => {
    const forged = await request.post("/en/preferences", {
      form: { intent: "rm -rf", redirectTo: "/en/contact" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain("Setting not recognised.");
    const elsewhere = await request.post("/en/preferences", {
      form: { intent: "toggle-dark", redirectTo: "https://evil.example/" },
      maxRedirects: 0,
    });
    expect(elsewhere.headers().location).toBe("/en#accessibilita");
    const opened = await request.get("/en/preferences", { maxRedirects: 0 });
    expect(opened.headers().location).toBe("/en");
  },
);

test(
  "the sitemap lists the English pages with their alternates",
  serverAnswer,
  async ({ request, baseURL }) => {
    const body = await (await request.get("/sitemap.xml")).text();
    const line = (loc: string) =>
      body.split("\n").find((each) => each.includes(`<loc>${baseURL}${loc}</loc>`)) ?? "";
    const contactLinks =
      `<xhtml:link rel="alternate" hreflang="it" href="${baseURL}/contatti"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/contact"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/contatti"/>`;
    expect(line("/contatti")).toContain(contactLinks);
    expect(line("/en/contact")).toContain(contactLinks);
    expect(line("/spicy")).not.toContain("xhtml:link");
  },
);

test("at 1024 px the header keeps one row in English and with the longest switch label", async ({
  page,
  javaScriptOn,
}) => {
  // 1009 px: a 1024 px window less a classic scrollbar.
  await page.setViewportSize({ width: 1009, height: 800 });
  for (const path of ["/en/contact", "/spicy"]) {
    await gotoReady(page, path, javaScriptOn);
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(90);
    const logo = await header.locator("img").first().boundingBox();
    expect(logo?.width).toBe(36);
    const link = await switcher(page).boundingBox();
    expect(link && logo && link.y < logo.y + logo.height).toBe(true);
  }
});
