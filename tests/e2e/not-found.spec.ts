import { expect, gotoReady, serverAnswer, serverLog, test } from "./fixtures";

test("an unknown path answers 404 with the not-found page", async ({ page, javaScriptOn }) => {
  const response = await gotoReady(page, "/questa-pagina-non-esiste", javaScriptOn);
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByText("404", { exact: true })).toBeVisible();
  await expect(
    main.getByRole("heading", { level: 1, name: "Oops! Pagina non trovata" }),
  ).toBeVisible();
  await expect(main.getByText(/non esiste/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Torna alla home" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Contattaci" })).toHaveAttribute("href", "/contatti");
  await expect(main.getByRole("search", { name: "Cerca nel blog" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page).toHaveTitle(/Pagina non trovata/);
  // The shell is still there, so the visitor can go on from here.
  await expect(
    page.getByRole("banner").getByRole("navigation", { name: "Menu principale" }),
  ).toBeAttached();
});

test("the server logs the missing path", serverAnswer, async ({ request }) => {
  const path = `/percorso-mancante-${Date.now()}`;
  expect((await request.get(path)).status()).toBe(404);
  await expect.poll(() => serverLog()).toContain(path);
});

test("nested unknown paths and posts to them are 404 too", serverAnswer, async ({ request }) => {
  expect((await request.get("/servizi/inesistente/profondo")).status()).toBe(404);
  expect((await request.post("/percorso-inesistente", { form: { a: "b" } })).status()).toBe(404);
});

test("the not-found page's buttons lead home", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/altro-percorso-inesistente", javaScriptOn);
  await page.getByRole("main").getByRole("link", { name: "Torna alla home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("spezia");
});
