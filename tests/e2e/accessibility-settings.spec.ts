import type { Page } from "@playwright/test";
import { expect, gotoReady, htmlClass, serverAnswer, test } from "./fixtures";

const panel = (page: Page) =>
  page.getByRole("contentinfo").getByRole("region", { name: "Accessibilità" });
const press = (page: Page, name: string) =>
  panel(page).getByRole("button", { name, exact: true }).click();
/** With JavaScript, changes are sent in the background: wait until the last one is stored. */
const stored = (page: Page) =>
  expect(panel(page).locator("form")).toHaveAttribute("aria-busy", "false");

/** Without JavaScript each press loads a page; with it the page must stay the same document. */
async function markDocument(page: Page, javaScriptOn: boolean) {
  if (javaScriptOn)
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
}
async function expectSameDocument(page: Page, javaScriptOn: boolean) {
  if (!javaScriptOn) return;
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
}

test.describe("accessibility settings", () => {
  test("dark mode toggles on and off, is in the server-rendered page and stays across pages", async ({
    page,
    request,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/", javaScriptOn);
    await markDocument(page, javaScriptOn);
    await press(page, "Modalità scura");
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(panel(page).getByRole("button", { name: "Modalità scura" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectSameDocument(page, javaScriptOn);
    await expect(page).toHaveURL(javaScriptOn ? /\/$/ : /\/#accessibilita$/);

    await stored(page);
    // In place in the server-rendered page, before any script runs.
    const cookies = await page.context().cookies();
    const header = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const html = await (await request.get("/", { headers: { Cookie: header } })).text();
    expect(html).toMatch(/<html lang="it" class="dark">/);
    await gotoReady(page, "/pagina-qualsiasi", javaScriptOn);
    expect(await htmlClass(page)).toBe("dark");

    await press(page, "Modalità scura");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(page).toHaveURL(
      javaScriptOn ? /\/pagina-qualsiasi$/ : /\/pagina-qualsiasi#accessibilita$/,
    );
  });

  test("text size steps up to extra large, never past it, and back down to normal", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/", javaScriptOn);
    await markDocument(page, javaScriptOn);
    const bigger = panel(page).getByRole("button", { name: "Aumenta la dimensione del testo" });
    const smaller = panel(page).getByRole("button", { name: "Riduci la dimensione del testo" });
    await expect(smaller).toBeDisabled();

    await bigger.click();
    await expect(page.locator("html")).toHaveClass("font-large");
    await expect(panel(page)).toContainText("Dimensione testo: grande");
    await bigger.click();
    await expect(page.locator("html")).toHaveClass("font-extra-large");
    await expect(bigger).toBeDisabled();
    await expectSameDocument(page, javaScriptOn);
    await stored(page);

    await gotoReady(page, "/blog", javaScriptOn);
    expect(await htmlClass(page)).toBe("font-extra-large");
    await smaller.click();
    await expect(page.locator("html")).toHaveClass("font-large");
    await smaller.click();
    await expect(page.locator("html")).not.toHaveClass(/font-/);
    await expect(smaller).toBeDisabled();
  });

  test("high contrast toggles and combines with dark mode; reset returns to light, normal text and no contrast", async ({
    page,
    javaScriptOn,
  }) => {
    await gotoReady(page, "/", javaScriptOn);
    await press(page, "Alto contrasto");
    await expect(page.locator("html")).toHaveClass("high-contrast");
    await press(page, "Modalità scura");
    await expect(page.locator("html")).toHaveClass("dark high-contrast");
    await stored(page);
    await gotoReady(page, "/", javaScriptOn);
    expect(await htmlClass(page)).toBe("dark high-contrast");
    await press(page, "Alto contrasto");
    await expect(page.locator("html")).toHaveClass("dark");

    await press(page, "Alto contrasto");
    await expect(page.locator("html")).toHaveClass(/high-contrast/);
    await panel(page).getByRole("button", { name: "Aumenta la dimensione del testo" }).click();
    await expect(page.locator("html")).toHaveClass("dark font-large high-contrast");
    await press(page, "Ripristina");
    await expect(page.locator("html")).not.toHaveAttribute("class", /\S/);
    await stored(page);
    await gotoReady(page, "/", javaScriptOn);
    expect(await htmlClass(page)).toBe("");
  });

  test("without JavaScript a press comes back at the panel, so the next one needs no scrolling", async ({
    page,
    javaScriptOn,
  }) => {
    test.skip(javaScriptOn, "with JavaScript a press never leaves the page");
    await gotoReady(page, "/chi-siamo", javaScriptOn);
    const bigger = panel(page).getByRole("button", { name: "Aumenta la dimensione del testo" });
    await bigger.click();
    await expect(page.locator("html")).toHaveClass("font-large");
    await expect(page).toHaveURL(/\/chi-siamo#accessibilita$/);
    await expect(bigger).toBeInViewport({ ratio: 1 });

    // Pressed where it is on the screen, as a visitor would, without scrolling to it first,
    // once the page has settled (the browser keeps the panel in view while images load).
    const where = async () => (await bigger.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    let box = await where();
    await expect(async () => {
      const previous = box;
      await page.waitForTimeout(200);
      box = await where();
      expect(box.y).toBeCloseTo(previous.y, 0);
    }).toPass();
    const header = await page.getByRole("banner").boundingBox();
    expect(box.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator("html")).toHaveClass("font-extra-large");
    await expect(page).toHaveURL(/\/chi-siamo#accessibilita$/);
    await expect(bigger).toBeInViewport({ ratio: 1 });
  });
});

test("quick presses in a row are all kept", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/", javaScriptOn);
  const bigger = panel(page).getByRole("button", { name: "Aumenta la dimensione del testo" });
  await bigger.click();
  await bigger.click();
  await press(page, "Modalità scura");
  await press(page, "Alto contrasto");
  await expect(page.locator("html")).toHaveClass("dark font-extra-large high-contrast");
  await stored(page);
  await gotoReady(page, "/", javaScriptOn);
  expect(await htmlClass(page)).toBe("dark font-extra-large high-contrast");
});

test(
  "a forged setting is refused with 400 and changes nothing",
  serverAnswer,
  async ({ request }) => {
    const response = await request.post("/preferenze", {
      form: { intent: "rm -rf", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  },
);

test("the panel never sends the visitor to another site", serverAnswer, async ({ request }) => {
  const response = await request.post("/preferenze", {
    form: { intent: "toggle-dark", redirectTo: "https://evil.example/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/#accessibilita");
});
