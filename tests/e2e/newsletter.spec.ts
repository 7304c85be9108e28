import type { Page } from "@playwright/test";
import { queryDb } from "../support/db";
import { headerValue, waitForMail } from "../support/mail";
import { dataDir, expect, gotoReady, label, mailDir, serverAnswer, test } from "./fixtures";

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;
const subscribersFor = (email: string) =>
  queryDb<{ status: string; token: string; source: string }>(
    dataDir(),
    "select status, token, source from newsletter_subscribers where email = ?",
    email,
  );
const footerForm = (page: Page) => page.locator("form#newsletter-footer");

test("signing up in the footer leads to /grazie and sends a confirmation link that works", async ({
  page,
  javaScriptOn,
}) => {
  const email = uniqueEmail("iscritto");
  await gotoReady(page, "/", javaScriptOn);
  await footerForm(page).getByLabel(label("La tua e-mail")).fill(email);
  await footerForm(page).getByRole("button", { name: "Iscriviti" }).click();
  await expect(page).toHaveURL(/\/grazie$/);
  await expect(footerForm(page).getByLabel(label("La tua e-mail"))).toHaveValue("");
  expect(subscribersFor(email)).toMatchObject([{ status: "pending", source: "footer" }]);

  const [confirmation] = await waitForMail(mailDir(), email);
  expect(confirmation && headerValue(confirmation, "List-Unsubscribe")).toMatch(
    /^<http[^>]+\/newsletter\/disiscrizione\?token=[\w-]+>$/,
  );
  const link = /https?:\/\/[^\s"<>]+\/newsletter\/conferma\?token=[\w-]+/.exec(
    confirmation?.text ?? "",
  )?.[0];
  expect(link).toBeTruthy();
  expect(confirmation?.text).toContain("/newsletter/disiscrizione?token=");
  const notifications = await waitForMail(mailDir(), "agenzia@example.com");
  expect(notifications.some((mail) => mail.text?.includes(email))).toBe(true);

  await gotoReady(page, new URL(link ?? "").pathname + new URL(link ?? "").search, javaScriptOn);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iscrizione confermata!");
  expect(subscribersFor(email)[0]?.status).toBe("confirmed");
});

test("an empty address is not sent: the browser asks for it (spec)", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/", javaScriptOn);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const field = footerForm(page).getByLabel(label("La tua e-mail"));
  await footerForm(page).getByRole("button", { name: "Iscriviti" }).click();
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  expect(posts).toEqual([]);
});

test("an address the server refuses is shown on /newsletter by its field, as typed", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/chi-siamo", javaScriptOn);
  // The browser's own check lets it through; the server wants a domain with a dot.
  await footerForm(page).getByLabel(label("La tua e-mail")).fill("nome@dominio");
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await footerForm(page).getByRole("button", { name: "Iscriviti" }).click();
  expect((await response).status()).toBe(400);
  await expect(page).toHaveURL(/\/newsletter$/);
  const pageForm = page.locator("form#newsletter-pagina");
  await expect(pageForm.getByText("Inserisci un indirizzo e-mail valido")).toBeVisible();
  await expect(pageForm.getByLabel(label("La tua e-mail"))).toHaveValue("nome@dominio");
  await expect(pageForm.getByLabel(label("La tua e-mail"))).toHaveAttribute("aria-invalid", "true");
});

test("the /newsletter page's own form records where the signup came from", async ({
  page,
  javaScriptOn,
}) => {
  const email = uniqueEmail("pagina");
  await gotoReady(page, "/newsletter", javaScriptOn);
  await page.locator("form#newsletter-pagina").getByLabel(label("La tua e-mail")).fill(email);
  await page.locator("form#newsletter-pagina").getByRole("button", { name: "Iscriviti" }).click();
  await expect(page).toHaveURL(/\/grazie$/);
  expect(subscribersFor(email)).toMatchObject([{ status: "pending", source: "newsletter" }]);
});

test("with JavaScript the button says 'Iscrizione...' while signing up", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "pending state is an enhancement");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/newsletter.data*", async (route) => {
    await held;
    await route.continue();
  });
  await gotoReady(page, "/", javaScriptOn);
  await footerForm(page).getByLabel(label("La tua e-mail")).fill(uniqueEmail("attesa"));
  await footerForm(page).getByRole("button", { name: "Iscriviti" }).click();
  await expect(footerForm(page).getByRole("button", { name: "Iscrizione..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/grazie$/);
});

test("a body far larger than any signup is refused with a message on /newsletter", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/newsletter", javaScriptOn);
  const form = page.locator("form#newsletter-pagina");
  await form.getByLabel(label("La tua e-mail")).fill(`${"a".repeat(40_000)}@example.com`);
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Iscriviti" }).click();
  expect((await response).status()).toBe(413);
  await expect(page.getByRole("alert")).toContainText("supera la dimensione consentita");
});

test(
  "an address with a line break is refused, and nobody is subscribed",
  serverAnswer,
  async ({ request }) => {
    const email = uniqueEmail("a.capo");
    const response = await request.post("/newsletter", {
      form: { email: `${email}\r\nBcc: vittima@example.com` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("non può contenere a capo o caratteri di controllo.");
    expect(subscribersFor(email)).toHaveLength(0);
  },
);

test("subscribing twice is harmless and looks the same", serverAnswer, async ({ request }) => {
  const email = uniqueEmail("doppio");
  for (let i = 0; i < 2; i += 1) {
    const response = await request.post("/newsletter", { form: { email }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/grazie");
  }
  expect(subscribersFor(email)).toHaveLength(1);
});

test("when the signup fails the visitor still lands on /grazie, with the error message", async ({
  page,
  request,
  javaScriptOn,
}) => {
  for (let i = 0; i < 5; i += 1) {
    expect(
      (
        await request.post("/newsletter", {
          form: { email: uniqueEmail("limite") },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(303);
  }
  await gotoReady(page, "/", javaScriptOn);
  await footerForm(page).getByLabel(label("La tua e-mail")).fill(uniqueEmail("oltre"));
  await footerForm(page).getByRole("button", { name: "Iscriviti" }).click();
  await expect(page).toHaveURL(/\/grazie$/);
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Errore");
  await expect(alert).toContainText(
    "Si è verificato un errore nell'iscrizione alla newsletter. Riprova più tardi.",
  );
  await gotoReady(page, "/grazie", javaScriptOn);
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});

test("the unsubscribe link asks, then unsubscribes", async ({ page, request, javaScriptOn }) => {
  const email = uniqueEmail("uscita");
  await request.post("/newsletter", { form: { email }, maxRedirects: 0 });
  const [subscriber] = subscribersFor(email);
  await gotoReady(page, `/newsletter/disiscrizione?token=${subscriber?.token}`, javaScriptOn);
  expect(subscribersFor(email)[0]?.status).toBe("pending");
  await page.getByRole("button", { name: "Conferma disiscrizione" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disiscrizione completata");
  expect(subscribersFor(email)[0]?.status).toBe("unsubscribed");
});

test("a made-up confirmation token confirms nothing", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/newsletter/conferma?token=inventato", javaScriptOn);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link non valido");
});

test("/grazie is not indexed and offers the next steps", async ({ page, javaScriptOn }) => {
  await gotoReady(page, "/grazie", javaScriptOn);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  for (const step of ["Ti rispondiamo via e-mail", "Chiamata gratuita", "Proposta su misura"]) {
    await expect(page.getByRole("heading", { name: step })).toBeVisible();
  }
  await expect(
    page.getByRole("main").getByRole("link", { name: "Torna alla home" }),
  ).toHaveAttribute("href", "/");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Scopri i nostri servizi" }),
  ).toHaveAttribute("href", "/servizi");
  await expect(page.getByRole("main").getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "target",
    "_blank",
  );
});
