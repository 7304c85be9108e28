import type { Page } from "@playwright/test";
import { storeGallery } from "../../app/features/store/content/spicy";
import { expect, gotoReady, test } from "./fixtures";

const deck = (page: Page) => page.getByRole("region", { name: "Presentazione dello store" });
const counter = (page: Page) => deck(page).getByText(/^\d+ \/ \d+$/);

test("the deck starts at 1 / 8 with 'previous' disabled and walks to the end", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/spicy-presentazione-slides", javaScriptOn);
  await expect(counter(page)).toHaveText("1 / 8");
  await expect(deck(page).getByRole("button", { name: /Precedente/ })).toBeDisabled();
  await expect(deck(page).getByRole("heading", { level: 2 })).toHaveText("Spicy Phygital Store");

  await deck(page)
    .getByRole("link", { name: /Successiva/ })
    .click();
  await expect(page).toHaveURL(/\?slide=2$/);
  await expect(counter(page)).toHaveText("2 / 8");
  await expect(deck(page).getByRole("link", { name: /Precedente/ })).toHaveAttribute(
    "href",
    /slide=1$/,
  );

  await deck(page).getByRole("link", { name: "Vai alla slide 8" }).click();
  await expect(counter(page)).toHaveText("8 / 8");
  await expect(deck(page).getByRole("button", { name: /Successiva/ })).toBeDisabled();
  await expect(deck(page).getByRole("link", { name: "Vai alla slide 8" })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(deck(page).getByRole("heading", { level: 2 })).toHaveText(
    "Solo 7 posti disponibili",
  );
});

test("a slide number outside the deck shows the nearest slide", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/spicy-presentazione-slides?slide=99", javaScriptOn);
  await expect(counter(page)).toHaveText("8 / 8");
  await gotoReady(page, "/spicy-presentazione-slides?slide=abc", javaScriptOn);
  await expect(counter(page)).toHaveText("1 / 8");
});

test("with JavaScript the arrow keys move between slides without reloading", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "an enhancement");
  await gotoReady(page, "/spicy-presentazione-slides", javaScriptOn);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText("2 / 8");
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText("3 / 8");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("2 / 8");
  await expect(page).toHaveURL(/\?slide=2$/);
  // Keys pressed faster than the slides load each step from the one asked for before.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("3 / 8");
  await expect(page).toHaveURL(/\?slide=3$/);
  // After a dot, or the browser's back button, the keys go on from the slide shown.
  await deck(page).getByRole("link", { name: "Vai alla slide 6" }).click();
  await expect(counter(page)).toHaveText("6 / 8");
  await page.keyboard.press("ArrowRight");
  await expect(counter(page)).toHaveText("7 / 8");
  await page.goBack();
  await expect(counter(page)).toHaveText("6 / 8");
  await page.keyboard.press("ArrowLeft");
  await expect(counter(page)).toHaveText("5 / 8");
  await expect(page).toHaveURL(/\?slide=5$/);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test("the deck's slides hold the store's facts", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/spicy-presentazione-slides?slide=3", javaScriptOn);
  for (const theme of ["Cibo e territorio", "Bellezza e lifestyle", "Artigianato locale"]) {
    await expect(deck(page).getByText(theme)).toBeVisible();
  }
  await gotoReady(page, "/spicy-presentazione-slides?slide=7", javaScriptOn);
  await expect(deck(page)).toContainText("lunedì-venerdì 19:00-22:00");
  await gotoReady(page, "/spicy-presentazione-slides?slide=6", javaScriptOn);
  await expect(deck(page).getByRole("link", { name: /Apri la mappa/ })).toHaveAttribute(
    "target",
    "_blank",
  );
});

test("the first slide gives the dates as Italian running text", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/spicy-presentazione-slides", javaScriptOn);
  await expect(deck(page).getByRole("article")).toContainText("dal 29 novembre al 10 gennaio");
});

test("the gallery slide shows the store's photos of the space", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/spicy-presentazione-slides?slide=4", javaScriptOn);
  await expect(deck(page).getByRole("heading", { level: 2 })).toHaveText("Lo spazio");
  const images = deck(page).getByRole("article").getByRole("img");
  await expect(images).toHaveCount(storeGallery.images.length);
  for (const [index, image] of storeGallery.images.entries()) {
    const element = images.nth(index);
    await element.scrollIntoViewIfNeeded();
    await expect(element).toHaveAttribute("alt", image.alt.it);
    await expect(element).toHaveJSProperty("complete", true);
    expect(await element.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const slide of [1, 2, 8]) {
    test(`'Precedente' and 'Successiva' share one row on slide ${slide}`, async ({
      page,
      javaScriptOn,
    }) => {
      await gotoReady(page, `/spicy-presentazione-slides?slide=${slide}`, javaScriptOn);
      const previous = await deck(page).getByText("‹ Precedente").boundingBox();
      const next = await deck(page).getByText("Successiva ›").boundingBox();
      if (!previous || !next) throw new Error("a step control is not rendered");
      expect(Math.abs(next.y - previous.y)).toBeLessThan(2);
      expect(next.x).toBeGreaterThan(previous.x + previous.width);
      expect(next.x + next.width).toBeLessThanOrEqual(390);
    });
  }
});
