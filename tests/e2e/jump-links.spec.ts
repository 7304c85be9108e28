import type { Locator, Page } from "@playwright/test";
import { packagingHero } from "../../app/content/packaging";
import { politicalHero } from "../../app/content/political";
import { portfolioCategories, portfolioClosing } from "../../app/content/portfolio";
import { services, servicesHero } from "../../app/content/services";
import { showroomHero } from "../../app/content/showroom";
import { standsHero } from "../../app/content/stands";
import { expect, gotoReady, test } from "./fixtures";

/** How far down the window a jump may leave its target's top: just below the sticky header. */
const maxLandingTop = 120;

const main = (page: Page) => page.getByRole("main");
const serviceIndex = (page: Page) => page.getByRole("navigation", { name: servicesHero.tocLabel });
const portfolioIndex = (page: Page) => page.getByRole("navigation", { name: "Categorie del portfolio" });
const mainMenu = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Menu principale" });
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Percorso di navigazione" });

const serviceTitle = (id: string) => services.find((service) => service.id === id)?.title ?? id;
const showroomAction = (href: string) => showroomHero.actions.find((action) => action.href === href)?.label ?? href;

/**
 * The target's top once the page has stopped scrolling: smooth scrolling passes through
 * other positions on the way, and a position restored by mistake arrives a moment later.
 */
async function restingTop(page: Page, target: Locator) {
  let previous = Number.NaN;
  for (let sample = 0; sample < 40; sample += 1) {
    await page.waitForTimeout(150);
    const top = (await target.boundingBox())?.y ?? Number.NaN;
    if (Math.abs(top - previous) < 1) return top;
    previous = top;
  }
  return previous;
}

async function expectJustBelowHeader(page: Page, target: Locator) {
  const top = await restingTop(page, target);
  const header = await page.getByRole("banner").boundingBox();
  expect(header, "the sticky header").not.toBeNull();
  expect(top, "the target's top is not under the header").toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  expect(top, "the target's top is near the top of the window").toBeLessThanOrEqual(maxLandingTop);
}

/** Follows an in-page link and checks that its target is what the visitor now sees first. */
async function jump(page: Page, link: Locator, targetId: string) {
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
  await expectJustBelowHeader(page, page.locator(`[id="${targetId}"]`));
}

/** A link of the site followed in the page: with JavaScript the router renders the next page. */
async function follow(page: Page, link: Locator, path: string, javaScriptOn: boolean) {
  if (javaScriptOn) await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  if (javaScriptOn) {
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }
}

test.describe("in-page links land on their target every time", () => {
  test("the service index, then the portfolio categories on the next page", async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/servizi", javaScriptOn);
    const to = (id: string) => serviceIndex(page).getByRole("link", { name: serviceTitle(id), exact: true });
    await jump(page, to("content-marketing"), "content-marketing");
    await jump(page, to("consulenza-strategica"), "consulenza-strategica");
    await jump(page, to("content-marketing"), "content-marketing");

    await follow(page, mainMenu(page).getByRole("link", { name: "Portfolio", exact: true }), "/portfolio", javaScriptOn);
    const [, lifestyle] = portfolioCategories;
    await jump(page, portfolioIndex(page).getByRole("link", { name: lifestyle.label }), `categoria-${lifestyle.slug}`);
  });

  test("the portfolio categories, then the hero's contact link of the packaging page", async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/portfolio", javaScriptOn);
    const [foodBeverage, lifestyle, korea] = portfolioCategories;
    const to = (category: { label: string }) => portfolioIndex(page).getByRole("link", { name: category.label });
    await jump(page, to(lifestyle), `categoria-${lifestyle.slug}`);
    await jump(page, to(korea), `categoria-${korea.slug}`);
    await jump(page, to(foodBeverage), `categoria-${foodBeverage.slug}`);
    await jump(page, to(lifestyle), `categoria-${lifestyle.slug}`);

    await follow(
      page,
      main(page).getByRole("link", { name: portfolioClosing.secondary.label }),
      portfolioClosing.secondary.to,
      javaScriptOn,
    );
    await jump(page, main(page).getByRole("link", { name: packagingHero.contactLabel, exact: true }), "contatti");
  });

  test("the showroom's hero links, then the service index on the next page", async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/showroom", javaScriptOn);
    const to = (href: string) => main(page).getByRole("link", { name: showroomAction(href), exact: true });
    await jump(page, to("#domande"), "domande");
    await jump(page, to("#galleria"), "galleria");
    await jump(page, to("#domande"), "domande");

    await follow(page, mainMenu(page).getByRole("link", { name: "Servizi", exact: true }), "/servizi", javaScriptOn);
    await jump(page, serviceIndex(page).getByRole("link", { name: serviceTitle("social-google-ads") }), "social-google-ads");
  });

  test("the political page's contact link, the service index, 'Guarda i progetti' on the stands page", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/servizi/comunicazione-politica", javaScriptOn);
    await jump(page, main(page).getByRole("link", { name: politicalHero.contactLabel, exact: true }), "contatti");

    await follow(page, breadcrumb(page).getByRole("link", { name: "Servizi" }), "/servizi", javaScriptOn);
    await jump(page, serviceIndex(page).getByRole("link", { name: serviceTitle("eventi") }), "eventi");

    await gotoReady(page, "/servizi/stand-fieristici", javaScriptOn);
    await jump(page, main(page).getByRole("link", { name: standsHero.projectsLabel, exact: true }), "progetti");
    await follow(page, breadcrumb(page).getByRole("link", { name: "Servizi" }), "/servizi", javaScriptOn);
    await jump(page, serviceIndex(page).getByRole("link", { name: serviceTitle("formazione") }), "formazione");
    await jump(page, serviceIndex(page).getByRole("link", { name: serviceTitle("content-marketing") }), "content-marketing");
  });

  test("the skip link moves to the content after jumps on an earlier page", async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/portfolio", javaScriptOn);
    const [, lifestyle, korea] = portfolioCategories;
    await jump(page, portfolioIndex(page).getByRole("link", { name: lifestyle.label }), `categoria-${lifestyle.slug}`);
    await jump(page, portfolioIndex(page).getByRole("link", { name: korea.label }), `categoria-${korea.slug}`);
    await follow(page, mainMenu(page).getByRole("link", { name: "Servizi", exact: true }), "/servizi", javaScriptOn);

    const skipLink = page.getByRole("link", { name: "Vai al contenuto" });
    await skipLink.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contenuto$/);
    await expectJustBelowHeader(page, main(page));
    await expect(main(page)).toBeFocused();
  });

  test("back returns to where the visitor followed the link, forward to its target again", async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/servizi", javaScriptOn);
    const link = serviceIndex(page).getByRole("link", { name: serviceTitle("consulenza-strategica") });
    await jump(page, link, "consulenza-strategica");

    await page.goBack();
    await expect(page).toHaveURL(/\/servizi$/);
    await restingTop(page, link);
    await expect(link).toBeInViewport();

    await page.goForward();
    await expect(page).toHaveURL(/#consulenza-strategica$/);
    await expectJustBelowHeader(page, page.locator("#consulenza-strategica"));
  });
});
