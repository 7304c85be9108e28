import path from "node:path";
import type { Page } from "@playwright/test";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/mail";
import type { RunningServer } from "../support/server";
import { signInByPost, staff } from "../support/users";
import { expectNoViolations } from "./axe-support";
import { eventsTest, fillWorkshopFacts, ready } from "./events-support";
import { expect, label } from "./fixtures";

/**
 * An event in English: staff translate it beside its Italian original, and a visitor reads
 * and registers from its English page, answered in English. On a server of its own per worker,
 * like events.spec.ts: the events made here are ahead, and the shared server shows none ahead.
 */

const test = eventsTest("e7f");
let made = 0;

test.setTimeout(90_000);

/**
 * Publishes an Italian workshop on 28 March 2027, 09:30-13:30 Rome time, then its English
 * translation from the editor's panel, written and published beside the original.
 */
async function publishTranslatedEvent(page: Page, server: RunningServer, javaScriptOn: boolean) {
  const n = `${test.info().project.name}-${test.info().workerIndex}-${++made}`;
  const italian = `Laboratorio di fotografia ${n}`;
  const english = `Product photography workshop ${n}`;
  await signInByPost(page, server.url, staff.admin);
  await ready(page, "/admin/eventi/nuovo", javaScriptOn);
  const form = page.locator("form#evento");
  await form.getByLabel(label("Titolo")).fill(italian);
  await form.getByLabel(label("Sommario")).fill("Fotografare i prodotti con lo smartphone.");
  await fillWorkshopFacts(form);
  await form.getByRole("button", { name: "Pubblica", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/eventi$/);
  await page.getByRole("link", { name: `Modifica ${italian}`, exact: true }).click();

  const panel = page.getByRole("region", { name: "Traduzione inglese" });
  await panel.getByRole("button", { name: "Crea la traduzione inglese" }).click();
  await expect(page.getByRole("complementary", { name: "Originale italiano" })).toContainText(
    "Fotografare i prodotti con lo smartphone.",
  );
  const translation = page.locator("form#evento");
  await translation.getByLabel(label("Titolo")).fill(english);
  await translation.getByLabel(label("Slug (indirizzo)")).fill(`photography-${n}`);
  await translation.getByLabel(label("Sommario")).fill("Taking pictures of products with a phone.");
  await translation.getByRole("button", { name: "Pubblica", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/eventi$/);
  await expect(page.getByRole("rowheader", { name: new RegExp(english) })).toContainText("EN");
  return {
    italian,
    english,
    slug: `photography-${n}`,
    italianSlug: italian.toLowerCase().replaceAll(" ", "-"),
  };
}

test("an English event: its page, bad input told in English, and an English confirmation with its calendar file", async ({
  page,
  javaScriptOn,
  eventsServer,
}) => {
  const event = await publishTranslatedEvent(page, eventsServer, javaScriptOn);

  const response = await ready(page, `/en/events/${event.slug}`, javaScriptOn);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.english);
  await expect(page.locator('time[datetime="2027-03-28T09:30:00+02:00"]')).toHaveText(
    "28 March 2027, 09:30–13:30",
  );
  await expect(page.getByText("€49.50 + VAT")).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
    "href",
    new RegExp(`/eventi/${event.italianSlug}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/en/events/${event.slug}$`),
  );

  await ready(page, `/en/registration?evento=${event.slug}`, javaScriptOn);
  const form = page.locator("form#modulo-iscrizione");
  await expect(form.getByLabel(label("Event or course"))).toHaveValue(event.slug);
  await form.getByLabel(label("First name")).fill("Emma");
  await form.getByLabel(label("Surname")).fill("Clarke");
  await form.getByLabel(label("Email")).fill("not-an-address");
  await form.getByLabel(/privacy notice/).check();
  const answered = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Register" }).click();
  expect((await answered).status()).toBe(400);
  await expect(
    form.getByText("Enter a valid email address, for example name@company.com."),
  ).toBeVisible();
  await expect(form.getByLabel(label("Surname"))).toHaveValue("Clarke");

  const email = `emma.${event.slug}@example.com`;
  await form.getByLabel(label("Email")).fill(email);
  if (!javaScriptOn) await form.getByLabel(/privacy notice/).check();
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you$/);
  const stored = queryDb(
    eventsServer.dataDir,
    "select language, evento from event_registrations where email = ?",
    email,
  );
  expect(stored).toEqual([{ language: "en", evento: event.italianSlug }]);

  const [confirmation] = await waitForMail(path.join(eventsServer.dataDir, "mail"), email);
  expect(confirmation?.subject).toBe(
    `Registration confirmed: ${event.english} - 28 March 2027, 09:30–13:30`,
  );
  expect(confirmation?.text).toContain("your registration for");
  const ics = confirmation?.attachments.find((file) => file.filename === "event.ics");
  const entry = (ics?.content.toString("utf8") ?? "").replace(/\r\n /g, "");
  expect(entry).toContain(`SUMMARY:${event.english}`);
  expect(entry).toContain(`/en/events/${event.slug}`);
});

test("the English event page, registration page and translation editor pass axe", async ({
  page,
  javaScriptOn,
  eventsServer,
}) => {
  test.skip(!javaScriptOn, "axe runs in the page; the markup is the server's either way");
  const event = await publishTranslatedEvent(page, eventsServer, javaScriptOn);
  for (const url of [
    `/en/events/${event.slug}`,
    "/en/registration",
    "/en/events",
    "/en/training",
  ]) {
    await ready(page, url, javaScriptOn);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectNoViolations(page, url);
  }
  await ready(page, "/admin/eventi", javaScriptOn);
  await page.getByRole("link", { name: `Modifica ${event.english}`, exact: true }).click();
  await expectNoViolations(page, "traduzione inglese");
});
