import type { Page, Request } from "@playwright/test";
import { expect, gotoReady, label, test } from "./fixtures";

// With JavaScript, a form's code (Conform, its markup, its rules) is not part of the page's
// scripts: it loads when the visitor reaches for the form, which until then is the server's
// HTML and works as it does without JavaScript.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "loading on demand is about JavaScript");

const contactForm = (page: Page) => page.locator("form#modulo-contatto");
const formCode = (request: Request) => /\/build\/_shared\/contact-form-[A-Z0-9]+\.js$/.test(request.url());

function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

test("the form's code loads when the visitor steps into the form, not with the page", async ({
  page,
  javaScriptOn,
}) => {
  const requests = recordRequests(page);
  await gotoReady(page, "/contatti", javaScriptOn);
  await page.waitForLoadState("networkidle");
  expect(requests.filter(formCode)).toHaveLength(0);
  await expect(page.locator("[data-live]")).toHaveCount(0);

  await contactForm(page).getByLabel(label("Nome")).focus();
  await expect(page.locator("[data-live]").locator("form#modulo-contatto")).toHaveCount(1);
  expect(requests.filter(formCode)).toHaveLength(1);
  // The footer's newsletter form is still waiting for its visitor.
  await expect(page.locator("[data-live]").locator("form#newsletter-footer")).toHaveCount(0);
});

test("what is typed before the code arrives is kept, and a submission waits for it", async ({ page, javaScriptOn }) => {
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/build\/_shared\/contact-form-[A-Z0-9]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  const requests = recordRequests(page);
  await gotoReady(page, "/contatti", javaScriptOn);
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  const name = contactForm(page).getByLabel(label("Nome"));
  await name.fill("Maria");
  await name.press("Enter");
  await expect(name).toBeFocused();
  releaseCode();

  // The submission went on through the enhanced form: no new document, the server's
  // verdict in place, the typed name still there.
  await expect(contactForm(page).getByText("Inserisci il tuo cognome.")).toBeVisible();
  await expect(name).toHaveValue("Maria");
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  expect(requests.filter((request) => request.method() === "POST" && request.isNavigationRequest())).toHaveLength(0);
});

test("a navigation leaves the footer form as the server sent it, and it still works", async ({
  page,
  javaScriptOn,
}) => {
  // (the server's 400 for the empty signup is logged by the browser, and expected)
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("status of 400")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoReady(page, "/contatti", javaScriptOn);
  await page.getByRole("banner").getByRole("link", { name: "Chi Siamo" }).click();
  await expect(page).toHaveURL(/\/chi-siamo$/);
  const footer = page.locator("form#newsletter-footer");
  await expect(page.locator("[data-live]").locator("form#newsletter-footer")).toHaveCount(0);
  await footer.getByRole("button", { name: "Iscriviti" }).click();
  await expect(footer.getByText("Inserisci il tuo indirizzo e-mail.")).toBeVisible();
  await expect(page).toHaveURL(/\/chi-siamo$/);
  expect(errors).toEqual([]);
});

test("a page reached by a navigation shows its form", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/", javaScriptOn);
  await page.getByRole("banner").getByRole("link", { name: "Contatti" }).click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(contactForm(page).getByLabel(label("Nome"))).toBeVisible();
  await expect(page.locator("[data-live]").locator("form#modulo-contatto")).toHaveCount(1);
});

test("the stands dialog's form loads its code when the dialog first opens", async ({ page, javaScriptOn }) => {
  const requests = recordRequests(page);
  await gotoReady(page, "/servizi/stand-fieristici", javaScriptOn);
  await page.waitForLoadState("networkidle");
  expect(requests.filter(formCode)).toHaveLength(0);
  await page.locator('button[aria-haspopup="dialog"]').first().click();
  const dialogForm = page.locator("dialog[open] form");
  await expect(dialogForm.getByLabel(label("Nome"))).toBeVisible();
  expect(requests.filter(formCode)).toHaveLength(1);
});

test("when the form's code cannot load, the submission goes as a plain post", async ({ page, javaScriptOn }) => {
  await page.route(/\/build\/_shared\/newsletter-form-[A-Z0-9]+\.js$/, (route) => route.abort());
  await gotoReady(page, "/chi-siamo", javaScriptOn);
  const footer = page.locator("form#newsletter-footer");
  await footer.getByRole("button", { name: "Iscriviti" }).click();
  // The server's answer to the post: the newsletter page, with the message by the field.
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByText("Inserisci il tuo indirizzo e-mail.").first()).toBeVisible();
});
