import { expect, gotoReady, serverAnswer, test } from "./fixtures";

const navigation = [
  ["Home", "/"],
  ["Chi Siamo", "/chi-siamo"],
  ["Servizi", "/servizi"],
  ["Formazione", "/formazione"],
  ["Eventi", "/eventi"],
  ["Portfolio", "/portfolio"],
  ["Blog", "/blog"],
  ["Contatti", "/contatti"],
] as const;

test.use({ viewport: { width: 1280, height: 900 } });

test(
  "the page is Italian and the header has the logo and the eight menu links",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/", javaScriptOn);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Spezia Digitale" })).toHaveAttribute(
      "href",
      "/",
    );
    const menu = header.getByRole("navigation", { name: "Menu principale" });
    for (const [label, href] of navigation) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
  },
);

for (const width of [1024, 1280, 1366, 1920]) {
  test(`at ${width} px the header is one row: logo, every menu link and the booking button`, async ({
    page,
    javaScriptOn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, "/", javaScriptOn);
    const header = page.getByRole("banner");
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(90);

    const logo = await header.getByRole("link", { name: "Spezia Digitale" }).boundingBox();
    const cta = await header.getByRole("link", { name: /Consulenza Gratuita/ }).boundingBox();
    if (!logo || !cta) throw new Error("logo or booking button not rendered");
    expect(cta.y).toBeLessThan(logo.y + logo.height);
    expect(cta.y + cta.height).toBeGreaterThan(logo.y);
    expect(cta.x + cta.width).toBeLessThanOrEqual(width);

    const menu = header.getByRole("navigation", { name: "Menu principale" });
    for (const [label] of navigation) {
      const link = menu.getByRole("link", { name: label, exact: true });
      await expect(link).toBeVisible();
      const item = await link.boundingBox();
      expect(item && item.y < logo.y + logo.height && item.x + item.width <= cta.x).toBe(true);
    }
    await expect(header.getByText("Menu", { exact: true })).toBeHidden();
  });
}

test("the current page is marked in the menu", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/", javaScriptOn);
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Menu principale" });
  await expect(menu.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);

  await gotoReady(page, "/blog", javaScriptOn);
  await expect(menu.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("'Consulenza Gratuita' opens the booking calendar in a new tab", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/", javaScriptOn);
  const cta = page.getByRole("banner").getByRole("link", { name: /Consulenza Gratuita/ });
  await expect(cta).toHaveAttribute("target", "_blank");
  await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
  await expect(cta).toHaveAttribute("href", /^https:\/\//);
  await expect(cta).toContainText("si apre in una nuova scheda");
});

test(
  "the footer has the accessibility panel, menu, contacts, social and legal links",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/", javaScriptOn);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Accessibilità" })).toBeVisible();
    for (const name of ["Modalità scura", "Alto contrasto", "Ripristina"]) {
      await expect(footer.getByRole("button", { name })).toBeVisible();
    }
    for (const href of [
      "/",
      "/chi-siamo",
      "/servizi",
      "/formazione",
      "/eventi",
      "/portfolio",
      "/contatti",
      "/privacy",
      "/cookie",
      "/termini",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(footer.locator("address")).toContainText("Corato");
    for (const name of ["Facebook", "Instagram", "LinkedIn"]) {
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
        "rel",
        "noopener noreferrer",
      );
    }
    await expect(footer).toContainText("© 2024");
    await expect(footer).toContainText("P.IVA");
    await expect(footer.locator('form[action="/preferenze"]')).toHaveCount(1);
    await expect(footer.locator('form[action="/newsletter"]')).toHaveCount(1);
  },
);

test(
  "the home page shows the hero with both calls to action and the proof points",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await gotoReady(page, "/", javaScriptOn);
    const main = page.getByRole("main").getByRole("region", { name: /spezia/ });
    await expect(main.getByRole("heading", { level: 1 })).toContainText("spezia");
    await expect(main.getByRole("link", { name: "Scopri la nostra visione" })).toHaveAttribute(
      "href",
      "/chi-siamo",
    );
    await expect(main.getByRole("link", { name: "Richiedi consulenza gratuita" })).toHaveAttribute(
      "href",
      "/contatti",
    );
    for (const point of ["50+ PMI servite", "100% soddisfazione", "Crescita misurabile"]) {
      await expect(main.getByText(point)).toBeVisible();
    }
  },
);

test("a skip link leads keyboard users to the content", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/", javaScriptOn);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Vai al contenuto" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(page).toHaveURL(/#contenuto$/);
});
