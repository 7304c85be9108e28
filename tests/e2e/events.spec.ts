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
 * Events as staff publish them and visitors register for them, on a server of its own per
 * worker: the events made here are ahead, and the shared server's pages show none ahead.
 */

const test = eventsTest("e7e", { testSettings: { scheduleCheckMs: 500 } });

test.setTimeout(60_000);

let made = 0;
function uniqueTitle(what: string) {
  made += 1;
  const info = test.info();
  return `${what} ${info.project.name} ${info.workerIndex} ${made}`;
}

const slugOf = (title: string) => title.toLowerCase().replaceAll(" ", "-");
const mailDir = (server: RunningServer) => path.join(server.dataDir, "mail");
const registrations = (server: RunningServer, slug: string) =>
  queryDb(
    server.dataDir,
    "select email, status from event_registrations where evento = ? order by id",
    slug,
  ) as { email: string; status: string }[];

/**
 * Publishes a workshop through the staff form: on Sunday 28 March 2027, the day the clocks go
 * forward, from 09:30 to 13:30 Rome time, with `capacity` seats and a waiting list.
 */
async function publishEvent(page: Page, server: RunningServer, javaScriptOn: boolean) {
  const title = uniqueTitle("Workshop di primavera");
  await signInByPost(page, server.url, staff.admin);
  await ready(page, "/admin/eventi/nuovo", javaScriptOn);
  const form = page.locator("form#evento");
  await form.getByLabel(label("Titolo")).fill(title);
  await form
    .getByLabel(label("Sommario"))
    .fill("Una mattina per imparare a fotografare i prodotti.");
  await fillWorkshopFacts(form);
  await form.getByLabel(label("Posti (vuoto: senza limite)")).fill("1");
  await form.getByLabel("Lista d'attesa quando i posti finiscono").check();
  await form.getByRole("button", { name: "Pubblica", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/eventi$/);
  await expect(page.getByRole("rowheader", { name: title, exact: true })).toBeVisible();
  return { title, slug: slugOf(title) };
}

async function register(page: Page, slug: string, email: string, javaScriptOn: boolean) {
  await ready(page, `/eventi/${slug}`, javaScriptOn);
  const form = page.locator("form#modulo-iscrizione");
  await form.getByLabel(label("Nome")).fill("Paola");
  await form.getByLabel(label("Cognome")).fill("Neri");
  await form.getByLabel(label("Email")).fill(email);
  await form.getByLabel(/informativa sulla privacy/).check();
  await form.getByRole("button", { name: "Iscriviti" }).click();
  await expect(page).toHaveURL(/\/grazie$/);
}

test("staff publish an event; visitors register, wait, cancel and take the freed seat", async ({
  page,
  javaScriptOn,
  eventsServer,
  browser,
}) => {
  const { title, slug } = await publishEvent(page, eventsServer, javaScriptOn);

  await ready(page, "/eventi", javaScriptOn);
  const ahead = page.getByRole("region", { name: "Prossimi eventi" });
  await expect(ahead.getByRole("article", { name: title })).toContainText(
    "28 marzo 2027, 09:30–13:30 · Sala formazione, Corato (BA)",
  );

  const response = await ready(page, `/eventi/${slug}`, javaScriptOn);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator('time[datetime="2027-03-28T09:30:00+02:00"]')).toHaveText(
    "28 marzo 2027, 09:30–13:30",
  );
  await expect(page.getByText("49,50\u00a0€ + IVA")).toBeVisible();
  const [jsonLd] = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((block) => block["@type"] === "Event");
  expect(jsonLd).toMatchObject({
    name: title,
    startDate: "2027-03-28T09:30:00+02:00",
    endDate: "2027-03-28T13:30:00+02:00",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    offers: { price: 49.5, priceCurrency: "EUR", availability: "https://schema.org/InStock" },
    location: { "@type": "Place", name: "Sala formazione" },
  });
  const calendar = await page.request.get(`/eventi/${slug}/calendario.ics`);
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
  expect(await calendar.text()).toContain("DTSTART:20270328T073000Z");

  // The first visitor takes the only seat, with a calendar entry of their own.
  const first = `prima.${slug}@example.com`;
  await register(page, slug, first, javaScriptOn);
  const [confirmation] = await waitForMail(mailDir(eventsServer), first);
  expect(confirmation?.subject).toBe(
    `Iscrizione confermata: ${title} - 28 marzo 2027, 09:30–13:30`,
  );
  const ics = confirmation?.attachments.find((file) => file.filename === "evento.ics");
  expect(ics?.headers.get("content-type")).toMatchObject({ params: { method: "REQUEST" } });
  // Unfolded, as a calendar reads it (RFC 5545 §3.1).
  const entry = (ics?.content.toString("utf8") ?? "").replace(/\r\n /g, "");
  expect(entry).toContain("METHOD:REQUEST");
  expect(entry).toMatch(/UID:registrazione-\d+@127\.0\.0\.1/);
  expect(entry).toContain(`mailto:${first}`);
  expect(entry).toContain("SEQUENCE:0");

  // The second finds the seats gone and goes on the waiting list.
  await ready(page, `/eventi/${slug}`, javaScriptOn);
  await expect(
    page.getByText("I posti sono esauriti: iscrivendoti entri in lista d'attesa"),
  ).toBeVisible();
  const second = `seconda.${slug}@example.com`;
  await register(page, slug, second, javaScriptOn);
  expect(registrations(eventsServer, slug)).toEqual([
    { email: first, status: "confermata" },
    { email: second, status: "in-attesa" },
  ]);

  // Opening the link cancels nothing; its button does, and the seat goes to the second.
  const cancelUrl = /href="([^"]*\/iscrizioni\/annulla\?t=[^"]+)"/
    .exec(String(confirmation?.html))?.[1]
    ?.replaceAll("&amp;", "&");
  expect(cancelUrl).toBeTruthy();
  const visitor = await browser.newPage({ javaScriptEnabled: javaScriptOn });
  await visitor.goto(cancelUrl!);
  await expect(visitor.getByText(`Vuoi annullare la tua iscrizione a ${title}`)).toBeVisible();
  expect(registrations(eventsServer, slug)[0]?.status).toBe("confermata");
  await visitor.getByRole("button", { name: "Annulla l'iscrizione" }).click();
  await expect(visitor.getByRole("status")).toContainText(
    `La tua iscrizione a ${title} è annullata`,
  );
  await visitor.close();
  expect(registrations(eventsServer, slug)).toEqual([
    { email: first, status: "annullata" },
    { email: second, status: "confermata" },
  ]);
  const [, removal] = await waitForMail(mailDir(eventsServer), first, 2);
  expect(removal?.attachments[0]?.content.toString("utf8")).toContain("METHOD:CANCEL");
  const [, promoted] = await waitForMail(mailDir(eventsServer), second, 2);
  expect(promoted?.subject).toContain("Si è liberato un posto");
});

test("a post for a full event without a waiting list is refused by its field, values kept", async ({
  page,
  javaScriptOn,
  eventsServer,
}) => {
  const { title, slug } = await publishEvent(page, eventsServer, javaScriptOn);
  // The waiting list taken away: the one seat then is all there is.
  await page.getByRole("link", { name: `Modifica ${title}`, exact: true }).click();
  await page.locator("form#evento").getByLabel("Lista d'attesa quando i posti finiscono").uncheck();
  await page.locator("form#evento").getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/eventi$/);

  // Both open the page while a seat is free; the first to send takes it.
  const other = await page.context().browser()!.newPage({ javaScriptEnabled: javaScriptOn });
  await ready(other, `/eventi/${slug}`, javaScriptOn);
  await register(page, slug, `presto.${slug}@example.com`, javaScriptOn);
  const form = other.locator("form#modulo-iscrizione");
  await form.getByLabel(label("Nome")).fill("Luca");
  await form.getByLabel(label("Cognome")).fill("Tardi");
  await form.getByLabel(label("Email")).fill(`tardi.${slug}@example.com`);
  await form.getByLabel(/informativa sulla privacy/).check();
  const answered = other.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Iscriviti" }).click();
  expect((await answered).status()).toBe(409);
  await expect(form.getByText("I posti per questo evento sono esauriti.")).toBeVisible();
  await expect(form.getByLabel(label("Cognome"))).toHaveValue("Tardi");
  await other.close();
  expect(registrations(eventsServer, slug)).toHaveLength(1);
});

test("the event's page, the staff's form and the cancellation page pass axe in every theme; a phone scrolls only down", async ({
  page,
  javaScriptOn,
  eventsServer,
}) => {
  test.skip(!javaScriptOn, "axe runs in the page; the markup is the server's either way");
  test.setTimeout(120_000);
  const others = [
    "scuro",
    "alto contrasto",
    "scuro ad alto contrasto",
    "testo molto grande",
  ] as const;
  const { slug } = await publishEvent(page, eventsServer, javaScriptOn);
  // `/eventi`, `/iscrizioni` and `/formazione` are in axe.spec.ts's lists of public pages; the
  // list with an event ahead shows the same cards as its archive.
  for (const url of ["/admin/eventi", "/admin/eventi/nuovo", `/eventi/${slug}`]) {
    await ready(page, url, javaScriptOn);
    await expectNoViolations(page, url, others);
  }
  await ready(page, "/iscrizioni/annulla?t=sbagliato", javaScriptOn);
  await expectNoViolations(page, "annullamento", others);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of [`/eventi/${slug}`, "/eventi", "/admin/eventi/nuovo", "/admin/eventi"]) {
    await ready(page, url, javaScriptOn);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      url,
    ).toBeLessThanOrEqual(390);
  }
});
