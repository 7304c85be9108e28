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

test("a button's own intent goes with the very first press after the page loads", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/chi-siamo", javaScriptOn);
  const post = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Modalità scura" }).click();
  expect(new URLSearchParams((await post).postData() ?? "").get("intent")).toBe("toggle-dark");
  await expect.poll(() => htmlClass(page)).toContain("dark");
});

test("a client navigation shows the form at once, whole", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/", javaScriptOn);
  // Counted the moment the new page's heading enters the document: no moment without the form.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (!document.getElementById("contatti-titolo")) return;
      const fields = document.querySelectorAll(
        "form#modulo-contatto input, form#modulo-contatto textarea",
      );
      Object.assign(window, { fieldsOnArrival: fields.length });
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("banner").getByRole("link", { name: "Contatti" }).click();
  await expect(contactForm(page).getByLabel(label("Nome"))).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, "fieldsOnArrival"))).toBeGreaterThan(5);
});

test("a refusal for the whole form takes the focus, so it is seen and heard", async ({
  page,
  request,
  javaScriptOn,
}) => {
  const form = {
    nome: "Lia",
    cognome: "Neri",
    servizio: "consulenza",
    messaggio: "Richiesta",
    privacy_accepted: "on",
  };
  for (let i = 0; i < 5; i += 1) {
    const response = await request.post("/contatti", {
      form: { ...form, email: `limite.${Date.now()}.${i}@example.com` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }
  await gotoReady(page, "/contatti", javaScriptOn);
  await contactForm(page).getByLabel(label("Nome")).fill(form.nome);
  await contactForm(page).getByLabel(label("Cognome")).fill(form.cognome);
  await contactForm(page).getByLabel(label("Email")).fill("sesta@example.com");
  await contactForm(page).getByLabel(label("Servizio di interesse")).selectOption(form.servizio);
  await contactForm(page).getByLabel(label("Messaggio")).fill(form.messaggio);
  await contactForm(page)
    .getByLabel(/informativa sulla privacy/)
    .check();
  await contactForm(page).getByRole("button", { name: "Invia messaggio" }).click();
  const alert = contactForm(page).getByRole("alert");
  await expect(alert).toContainText("Hai raggiunto il limite di invii.");
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
});
