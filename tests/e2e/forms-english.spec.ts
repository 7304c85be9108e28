import type { Page } from "@playwright/test";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/mail";
import { expectNoViolations, runAxeWithSiteScriptsOnlyInScriptedProject } from "./axe-support";
import { dataDir, expect, gotoReady, label, mailDir, test } from "./fixtures";

// The contact and newsletter forms on the English side: every word a visitor meets, every
// message by a field, the thank-you page and the e-mails that follow are English.

let counter = 0;
const uniqueEmail = (what: string) => `${what}.${Date.now()}.${++counter}@example.com`;

const contactForm = (page: Page) => page.locator("form#modulo-contatto");
const languageOf = (table: string, email: string) =>
  queryDb<{ language: string }>(
    dataDir(),
    `select language from ${table} where email = ?`,
    email,
  )[0]?.language;

async function fillContact(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel(/privacy notice/).check();
  await form.getByLabel(label("First name")).fill("Anna");
  await form.getByLabel(label("Surname")).fill("Smith");
  await form.getByLabel(label("Email")).fill(email);
  await form.getByLabel(label("Company")).fill("Smith Packaging Ltd");
  await form.getByLabel(label("Service you are interested in")).selectOption("consulenza");
  await form.getByLabel(label("Message")).fill("A stand for a trade fair in Cologne.");
}

const send = (page: Page) =>
  contactForm(page).getByRole("button", { name: "Send message" }).click();

test("bad input on /en/contact is told in English by each field, with a 400, as typed", async ({
  page,
  javaScriptOn,
}) => {
  await gotoReady(page, "/en/contact", javaScriptOn);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await fillContact(page, "anna@");
  await contactForm(page).getByLabel(label("Surname")).fill("");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await send(page);
  expect((await answer).status()).toBe(400);
  const form = contactForm(page);
  await expect(form.getByText("Enter your surname.")).toBeVisible();
  await expect(
    form.getByText("Enter a valid email address, for example name@company.com."),
  ).toBeVisible();
  await expect(form.getByLabel(label("Email"))).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(label("Message"))).toHaveValue(
    "A stand for a trade fair in Cologne.",
  );
  await expect(page).toHaveURL(/\/en\/contact$/);
});

test("a good request lands on /en/thank-you and is acknowledged in English", async ({
  page,
  javaScriptOn,
}) => {
  const email = uniqueEmail("anna");
  await gotoReady(page, "/en/contact", javaScriptOn);
  await fillContact(page, email);
  await send(page);
  await expect(page).toHaveURL(/\/en\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you, we have received your request!",
  );
  expect(languageOf("contact_submissions", email)).toBe("en");

  const [acknowledgement] = await waitForMail(mailDir(), email);
  expect(acknowledgement?.subject).toMatch(/^We have received your request - /);
  expect(acknowledgement?.text).toContain("Thank you for writing to us!");
  expect(acknowledgement?.text).toContain("Strategic Consulting");
  expect(acknowledgement?.html).toContain('lang="en"');
});

test("signing up on /en/newsletter sends an English confirmation whose link confirms in English", async ({
  page,
  javaScriptOn,
}) => {
  const email = uniqueEmail("subscriber");
  await gotoReady(page, "/en/newsletter", javaScriptOn);
  const form = page.locator("form#newsletter-pagina");
  await form.getByLabel(label("Your email")).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you$/);
  expect(languageOf("newsletter_subscribers", email)).toBe("en");

  const [confirmation] = await waitForMail(mailDir(), email);
  expect(confirmation?.subject).toMatch(/^Confirm your subscription to the .+ newsletter$/);
  const link = /https?:\/\/[^\s"<>]+\/en\/newsletter\/confirm\?token=[\w-]+/.exec(
    confirmation?.text ?? "",
  )?.[0];
  expect(link).toBeTruthy();
  const address = new URL(link ?? "");
  await gotoReady(page, address.pathname + address.search, javaScriptOn);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed!");
});

test("the footer's signup on an English page stays in English", async ({ page, javaScriptOn }) => {
  const email = uniqueEmail("footer");
  await gotoReady(page, "/en/contact", javaScriptOn);
  const footer = page.locator("form#newsletter-footer");
  await footer.getByLabel(label("Your email")).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you$/);
  expect(languageOf("newsletter_subscribers", email)).toBe("en");
});

test.describe("accessibility", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test("the English contact page, with its errors shown, has nothing axe finds", async ({
    page,
  }) => {
    await page.goto("/en/contact");
    await contactForm(page).getByLabel(label("First name")).fill("Anna");
    await send(page);
    await expect(contactForm(page).getByText("Enter your surname.")).toBeVisible();
    await expectNoViolations(page, "/en/contact");
  });
});
