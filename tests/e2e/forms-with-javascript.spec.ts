import type { Page } from "@playwright/test";
import { expect, gotoReady, htmlClass, label, test } from "./fixtures";

// With JavaScript the forms are ordinary route code: they hydrate with the page and keep
// everything the visitor did before that, and a client navigation shows them at once.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "about what JavaScript adds");

const contactForm = (page: Page) => page.locator("form#modulo-contatto");
const contactRouteCode = /\/build\/routes\/_site\.contatti-[A-Z0-9]+\.js$/;

test("text typed before the page's code arrives is kept, and then sent", async ({ page }) => {
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(contactRouteCode, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto("/contatti", { waitUntil: "commit" });
  const name = contactForm(page).getByLabel(label("Nome"));
  const message = contactForm(page).getByLabel(label("Messaggio"));
  await name.fill("Maria");
  await message.fill("Scritto prima che arrivasse il codice.");
  await message.focus();
  releaseCode();
  await page.locator('button[aria-controls="menu-mobile"]').waitFor({ state: "attached" });

  await expect(name).toHaveValue("Maria");
  await expect(message).toHaveValue("Scritto prima che arrivasse il codice.");
  await expect(message).toBeFocused();
  // The enhanced submission carries the typed values: the server's verdict names only what is missing.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await contactForm(page).getByRole("button", { name: "Invia messaggio" }).click();
  await expect(contactForm(page).getByText("Inserisci il tuo cognome.")).toBeVisible();
  await expect(contactForm(page).getByText("Inserisci il tuo nome.")).toHaveCount(0);
  await expect(name).toHaveValue("Maria");
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
});

test("a button's own intent goes with the very first press after the page loads", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/chi-siamo", javaScriptOn);
  const intents: (string | null)[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") intents.push(new URLSearchParams(request.postData() ?? "").get("intent"));
  });
  await page.getByRole("button", { name: "Modalità scura" }).click();
  await expect.poll(() => htmlClass(page)).toContain("dark");
  expect(intents).toEqual(["toggle-dark"]);
});

test("a client navigation shows the form at once, whole", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/", javaScriptOn);
  await page.getByRole("banner").getByRole("link", { name: "Contatti" }).click();
  await page.waitForURL(/\/contatti$/);
  // Checked in the same task as the URL change: no moment without the form.
  const fields = await page.evaluate(() => document.querySelectorAll("form#modulo-contatto input, form#modulo-contatto textarea").length);
  expect(fields).toBeGreaterThan(5);
  await expect(contactForm(page).getByLabel(label("Nome"))).toBeVisible();
});

test("a refusal for the whole form takes the focus, so it is seen and heard", async ({ page, request, javaScriptOn }) => {
  const form = {
    nome: "Lia",
    cognome: "Neri",
    servizio: "consulenza",
    messaggio: "Richiesta",
    privacy_accepted: "on",
  };
  for (let i = 0; i < 5; i += 1) {
    const response = await request.post("/contatti", { form: { ...form, email: `limite.${Date.now()}.${i}@example.com` }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
  }
  await gotoReady(page, "/contatti", javaScriptOn);
  await contactForm(page).getByLabel(label("Nome")).fill(form.nome);
  await contactForm(page).getByLabel(label("Cognome")).fill(form.cognome);
  await contactForm(page).getByLabel(label("Email")).fill("sesta@example.com");
  await contactForm(page).getByLabel(label("Servizio di interesse")).selectOption(form.servizio);
  await contactForm(page).getByLabel(label("Messaggio")).fill(form.messaggio);
  await contactForm(page).getByLabel(/informativa sulla privacy/).check();
  await contactForm(page).getByRole("button", { name: "Invia messaggio" }).click();
  const alert = contactForm(page).getByRole("alert");
  await expect(alert).toContainText("Hai raggiunto il limite di invii.");
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
});
