import type { Page } from "@playwright/test";
import { insertArticles } from "../support/articles";
import { dataDir, expect, gotoReady, test, uniqueTitle } from "./fixtures";

// The visual system's promises a visitor notices: light fonts, a readable line, buttons big
// enough to hit, cards that answer the pointer and the keyboard, and no motion for whoever
// asked the system for none.

test("both faces are preloaded and the first visit loads at most 80 KB of fonts", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "fonts load the same with JavaScript on; one run is enough");
  const fonts: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font")
      fonts.push(response.body().then((body) => body.length));
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  const preloads = page.locator('link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(2);
  for (const preload of await preloads.all()) {
    await expect(preload).toHaveAttribute("type", "font/woff2");
    await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  }
  const sizes = await Promise.all(fonts);
  expect(sizes.length).toBe(2);
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(80 * 1024);
  expect(await page.evaluate(() => document.fonts.check("1rem 'Atkinson Hyperlegible Next'"))).toBe(
    true,
  );
  expect(await page.evaluate(() => document.fonts.check("700 1rem 'Bricolage Grotesque'"))).toBe(
    true,
  );
});

test("running text of an article keeps to about 65 characters a line", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Misura della riga");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const sentence =
    "Una strategia digitale chiara parte dagli obiettivi, misura i risultati e corregge la rotta. ";
  insertArticles(dataDir(), [{ title, slug, status: "published", content: sentence.repeat(8) }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoReady(page, `/blog/${slug}`, javaScriptOn);
  const paragraph = page.locator("article p", { hasText: "Una strategia digitale chiara" }).first();
  await expect(paragraph).toBeVisible();
  const perLine = await paragraph.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return (element.textContent ?? "").length / lines.size;
  });
  expect(perLine).toBeGreaterThan(55);
  expect(perLine).toBeLessThan(80);
});

/** Every visible button, and every link drawn as one, on the page. */
async function targetSizes(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "button, input[type='submit'], summary, main a[class]",
      ),
    ]
      .filter(
        (element) =>
          element.getClientRects().length > 0 && getComputedStyle(element).display !== "inline",
      )
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.textContent?.trim().slice(0, 40),
          width: box.width,
          height: box.height,
        };
      }),
  );
}

for (const path of ["/", "/contatti", "/spicy", "/servizi/packaging-design"]) {
  test(`every button on ${path} is a target of at least 24 by 24 px`, async ({
    page,
    javaScriptOn,
  }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, path, javaScriptOn);
      const targets = await targetSizes(page);
      expect(targets.length).toBeGreaterThan(3);
      expect(
        targets.filter((target) => target.width < 24 || target.height < 24),
        `a ${width} px`,
      ).toEqual([]);
    }
  });
}

test("a service card lifts under the pointer and takes the brand colour when focus is inside", async ({
  page,
  javaScriptOn,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoReady(page, "/", javaScriptOn);
  const card = page.getByRole("region", { name: "I nostri servizi" }).getByRole("listitem").first();
  const resting = await card.evaluate((element) => getComputedStyle(element).borderColor);
  await card.hover();
  await expect
    .poll(() => card.evaluate((element) => getComputedStyle(element).transform))
    .not.toBe("none");
  await page.mouse.move(0, 0);
  await expect
    .poll(() => card.evaluate((element) => getComputedStyle(element).transform))
    .toBe("none");
  // Back at rest first, so the edge that changes next is the focus's, not the hover's fading out.
  await expect
    .poll(() => card.evaluate((element) => getComputedStyle(element).borderColor))
    .toBe(resting);
  await card.getByRole("link").focus();
  await expect
    .poll(() => card.evaluate((element) => getComputedStyle(element).borderColor))
    .not.toBe(resting);
});

test("transitions run for most visitors and are off for whoever asks for reduced motion", async ({
  page,
  javaScriptOn,
}) => {
  const durations = () =>
    page.evaluate(() => {
      const of = (selector: string) => {
        const element = document.querySelector(selector);
        return element
          ? getComputedStyle(element)
              .transitionDuration.split(",")
              .map((value) => parseFloat(value))
          : [];
      };
      return [
        ...of("main a[href='/chi-siamo']"),
        ...of("main li a[href='/servizi']"),
        ...of("footer button"),
      ];
    });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await gotoReady(page, "/", javaScriptOn);
  const moving = await durations();
  expect(moving.length).toBeGreaterThan(2);
  expect(moving.every((seconds) => seconds > 0)).toBe(true);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await durations()).toEqual(moving.map(() => 0));
});
