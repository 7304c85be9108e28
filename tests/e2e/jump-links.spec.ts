import type { Locator, Page } from "@playwright/test";
import { showroomHero } from "../../app/features/store/content/showroom";
import { storedPage } from "../support/pages";
import { dataDir, expect, gotoReady, test } from "./fixtures";

/** How far down the window a jump may leave its target's top: just below the sticky header. */
const maxLandingTop = 120;

/** The portfolio's categories as the migrated content names them, each a section of the page. */
const portfolioCategories = [
  { slug: "food-beverage", label: "Food & Beverage" },
  { slug: "lifestyle", label: "Lifestyle" },
  { slug: "export-corea", label: "Export Corea" },
] as const;

type Category = (typeof portfolioCategories)[number];

const main = (page: Page) => page.getByRole("main");
const headerLink = (page: Page, name: string) =>
  page
    .getByRole("banner")
    .getByRole("navigation", { name: "Menu principale" })
    .getByRole("link", { name, exact: true });
const breadcrumbLink = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Percorso di navigazione" })
    .getByRole("link", { name, exact: true });
const mainLink = (page: Page, name: string) => main(page).getByRole("link", { name, exact: true });
/** A button of the page's hero, the first region of its content. */
const heroLink = (page: Page, name: string) =>
  main(page).getByRole("region").first().getByRole("link", { name, exact: true });
/** The hero of a service page as its entry in the database has it: its buttons' labels. */
const serviceHero = (slug: string) => storedPage(dataDir(), "service", slug).fields.hero;

/** The services of `/servizi` as the migrated content names them, by their anchors. */
const serviceNames: Record<string, string> = {
  "content-marketing": "Content Marketing",
  "consulenza-strategica": "Consulenza Strategica",
  "social-google-ads": "Social & Google Ads",
  formazione: "Formazione",
  eventi: "Eventi",
};
const serviceLink = (page: Page, id: string) =>
  page
    .getByRole("navigation", { name: "Vai al servizio" })
    .getByRole("link", { name: serviceNames[id] ?? id, exact: true });
const categoryLink = (page: Page, category: Category) =>
  page
    .getByRole("navigation", { name: "Categorie del portfolio" })
    .getByRole("link", { name: category.label, exact: true });
const categoryId = (category: Category) => `categoria-${category.slug}`;
const showroomLink = (page: Page, href: string) =>
  mainLink(page, showroomHero.actions.find((action) => action.href === href)?.label ?? href);

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
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
  expect(top, "the target's top is not under the header").toBeGreaterThanOrEqual(headerBottom - 1);
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
  if (javaScriptOn)
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  if (javaScriptOn) {
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  }
}

test.describe("in-page links land on their target every time", () => {
  test("the service index, then the portfolio categories on the next page", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/servizi", javaScriptOn);
    await jump(page, serviceLink(page, "content-marketing"), "content-marketing");
    await jump(page, serviceLink(page, "consulenza-strategica"), "consulenza-strategica");
    await jump(page, serviceLink(page, "content-marketing"), "content-marketing");

    await follow(page, headerLink(page, "Portfolio"), "/portfolio", javaScriptOn);
    const [, lifestyle] = portfolioCategories;
    await jump(page, categoryLink(page, lifestyle), categoryId(lifestyle));
  });

  test("the portfolio categories, then the hero's contact link of the packaging page", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/portfolio", javaScriptOn);
    const [foodBeverage, lifestyle, korea] = portfolioCategories;
    await jump(page, categoryLink(page, lifestyle), categoryId(lifestyle));
    await jump(page, categoryLink(page, korea), categoryId(korea));
    await jump(page, categoryLink(page, foodBeverage), categoryId(foodBeverage));
    await jump(page, categoryLink(page, lifestyle), categoryId(lifestyle));

    await follow(
      page,
      mainLink(page, "Scopri il servizio di packaging design"),
      "/servizi/packaging-design",
      javaScriptOn,
    );
    await jump(page, heroLink(page, serviceHero("packaging-design").action), "contatti");
  });

  test("the showroom's hero links, then the service index on the next page", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/showroom", javaScriptOn);
    await jump(page, showroomLink(page, "#domande"), "domande");
    await jump(page, showroomLink(page, "#galleria"), "galleria");
    await jump(page, showroomLink(page, "#domande"), "domande");

    await follow(page, headerLink(page, "Servizi"), "/servizi", javaScriptOn);
    await jump(page, serviceLink(page, "social-google-ads"), "social-google-ads");
  });

  test("the political page's contact link, the service index, 'Guarda i progetti' on the stands page", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/servizi/comunicazione-politica", javaScriptOn);
    await jump(page, heroLink(page, serviceHero("comunicazione-politica").action), "contatti");
    await follow(page, breadcrumbLink(page, "Servizi"), "/servizi", javaScriptOn);
    await jump(page, serviceLink(page, "eventi"), "eventi");

    await gotoReady(page, "/servizi/stand-fieristici", javaScriptOn);
    await jump(page, heroLink(page, serviceHero("stand-fieristici").projectsLabel), "progetti");
    await follow(page, breadcrumbLink(page, "Servizi"), "/servizi", javaScriptOn);
    await jump(page, serviceLink(page, "formazione"), "formazione");
    await jump(page, serviceLink(page, "content-marketing"), "content-marketing");
  });

  test("the skip link moves to the content after jumps on an earlier page", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/portfolio", javaScriptOn);
    const [, lifestyle, korea] = portfolioCategories;
    await jump(page, categoryLink(page, lifestyle), categoryId(lifestyle));
    await jump(page, categoryLink(page, korea), categoryId(korea));
    await follow(page, headerLink(page, "Servizi"), "/servizi", javaScriptOn);

    await page.getByRole("link", { name: "Vai al contenuto" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contenuto$/);
    await expectJustBelowHeader(page, main(page));
    await expect(main(page)).toBeFocused();
  });

  test("back returns to where the visitor followed the link, forward to its target again", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/servizi", javaScriptOn);
    const link = serviceLink(page, "consulenza-strategica");
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
