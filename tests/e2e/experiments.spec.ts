import crypto from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { queryDb } from "../support/db";
import { insertLandingPage, insertRunningExperiment, unchanged } from "../support/landing-pages";
import { open, shareEditorSession } from "./admin-support";
import { allowAxeRuns, expectNoViolations, siteScriptsRun } from "./axe-support";
import { dataDir, expect, label, test, uniqueTitle } from "./fixtures";

const desktop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let visitors = 0;

/** A visitor of their own (an address no other test uses), JavaScript as the project has it. */
async function visitorPage(browser: Browser, javaScriptOn: boolean, headers = {}) {
  visitors += 1;
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    javaScriptEnabled: javaScriptOn,
    userAgent: desktop,
    extraHTTPHeaders: {
      "X-Forwarded-For": `2001:db8:e5e:${(process.pid % 0xffff).toString(16)}:${test.info().workerIndex}::${visitors.toString(16)}`,
      ...headers,
    },
  });
  return context.newPage();
}

/** Visitors, one after another, until one is shown each headline: the variants split them. */
async function visitorsOfEachVariant(
  browser: Browser,
  javaScriptOn: boolean,
  path: string,
  headlines: string[],
) {
  const found = new Map<string, Page>();
  for (let tries = 0; tries < 16 && found.size < headlines.length; tries++) {
    const visitor = await visitorPage(browser, javaScriptOn);
    const answer = await visitor.goto(path);
    expect(answer?.headers()["cache-control"]).toBe("private, no-cache");
    const headline = (await visitor.getByRole("heading", { level: 1 }).textContent()) ?? "";
    // The same visitor sees the same variant on every visit of the day.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(headline);
    if (found.has(headline)) await visitor.context().close();
    else found.set(headline, visitor);
  }
  expect([...found.keys()].sort()).toEqual([...headlines].sort());
  return headlines.map((headline) => found.get(headline)!);
}

const experimentOf = (name: string) =>
  queryDb<{ id: number; status: string; promoted_at: number | null }>(
    dataDir(),
    "select id, status, promoted_at from experiments where name = ?",
    name,
  )[0];

test("staff test a landing page; each visitor sees one variant, counted; 'Promuovi' makes B the page", async ({
  page,
  browser,
  javaScriptOn,
}) => {
  allowAxeRuns(8);
  const pageTitle = uniqueTitle("Stand chiavi in mano");
  const landing = insertLandingPage(dataDir(), pageTitle);
  const name = uniqueTitle("Titolo breve");
  const headlineB = `Il tuo stand in 30 giorni ${crypto.randomUUID().slice(0, 4)}`;
  await shareEditorSession(page);
  await open(page, "/admin/esperimenti/nuovo", javaScriptOn);
  await page.getByLabel(label("Nome del test")).fill(name);
  await page
    .getByLabel(label("Pagina di atterraggio"))
    .selectOption({ label: `${pageTitle} (${landing.path})` });
  await page.getByLabel(label("Obiettivo")).selectOption({ label: "Richieste" });
  const variantB = page.getByRole("group", { name: "Variante B" });
  await variantB.getByLabel("Quota di traffico (%)").fill("40");
  await variantB.getByLabel("Titolo principale").fill(headlineB);
  await variantB.getByLabel("Non chiedere: Telefono").check();
  await page.getByRole("button", { name: "Salva la bozza" }).click();

  // Refused by its field, everything typed kept.
  await expect(page.getByText("Le quote devono fare 100 in tutto: ora fanno 90.")).toBeVisible();
  await expect(variantB.getByLabel("Titolo principale")).toHaveValue(headlineB);
  await expect(variantB.getByLabel("Non chiedere: Telefono")).toBeChecked();
  if (siteScriptsRun()) await expectNoViolations(page, "a test's form with its errors", ["scuro"]);

  await variantB.getByLabel("Quota di traffico (%)").fill("50");
  await page.getByRole("button", { name: "Salva la bozza" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(experimentOf(name)?.status).toBe("draft");
  await page.getByRole("button", { name: "Avvia il test" }).click();
  await expect(page.getByText("In corso", { exact: true })).toBeVisible();

  // Visitors: each keeps a variant; B's form does not ask the phone.
  const [inA, inB] = await visitorsOfEachVariant(browser, javaScriptOn, landing.path, [
    pageTitle,
    headlineB,
  ]);
  await expect(inA!.locator("#modulo-richiesta").getByLabel(label("Telefono"))).toHaveCount(1);
  const form = inB!.locator("#modulo-richiesta");
  await expect(form.getByLabel(label("Telefono"))).toHaveCount(0);
  const email = `variante.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await form.getByLabel(/informativa sulla privacy/).check();
  await form.getByLabel(label("Nome")).fill("Anna");
  await form.getByLabel(label("Cognome")).fill("Ferri");
  await form.getByLabel(label("Email")).fill(email);
  await form.getByLabel(label("Descrivi il tuo progetto")).fill("Uno stand per Cibus.");
  await form.getByRole("button", { name: "Richiedi informazioni" }).click();
  await inB!.waitForURL(/\/grazie$/);
  const { id } = experimentOf(name)!;
  expect(
    queryDb(
      dataDir(),
      `select leads.experiment_id as experiment, leads.variant from leads
         join contact_submissions on contact_submissions.id = leads.contact_id
        where contact_submissions.email = ?`,
      email,
    ),
  ).toEqual([{ experiment: id, variant: 1 }]);
  // Each visitor is counted once in the variant shown, however many pages they saw.
  await expect
    .poll(() =>
      queryDb<{ variant: number; visitors: number }>(
        dataDir(),
        "select variant, sum(visitors) as visitors from experiment_days where experiment_id = ? group by variant order by variant",
        id,
      ).every((row) => row.visitors >= 1),
    )
    .toBe(true);

  await page.reload();
  const results = page.getByRole("table", { name: "Risultati per variante" });
  await expect(results).toContainText("B · Variante B");
  if (siteScriptsRun()) await expectNoViolations(page, "a running test's results", ["scuro"]);

  if (javaScriptOn) page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Concludi il test" }).click();
  await expect(page.getByText("Concluso · Concluso dallo staff.")).toBeVisible();
  if (javaScriptOn) page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: /^Promuovi B/ }).click();
  await expect(page.getByText("Variante promossa: la pagina è stata aggiornata.")).toBeVisible();
  expect(experimentOf(name)?.promoted_at).not.toBeNull();
  if (siteScriptsRun()) await expectNoViolations(page, "a concluded test", ["scuro"]);

  // The page is B for everyone now, shared again.
  const later = await visitorPage(browser, javaScriptOn);
  const answer = await later.goto(landing.path);
  expect(answer?.headers()["cache-control"]).toMatch(/^public/);
  await expect(later.getByRole("heading", { level: 1 })).toHaveText(headlineB);
  await expect(later.locator("#modulo-richiesta").getByLabel(label("Telefono"))).toHaveCount(0);
  await later.context().close();
  await inA!.context().close();
  await inB!.context().close();
});

test("who asked not to be tracked sees the original and is not counted; the list on a phone", async ({
  page,
  browser,
  javaScriptOn,
}) => {
  const pageTitle = uniqueTitle("Packaging per l'export");
  const landing = insertLandingPage(dataDir(), pageTitle);
  const name = uniqueTitle("Solo titolo");
  // The variant with the whole share (the form would refuse it; the assignment takes it).
  const id = insertRunningExperiment(dataDir(), name, landing.id, [
    { name: "Originale", share: 0, changes: unchanged },
    {
      name: "Nuovo titolo",
      share: 100,
      changes: { ...unchanged, headline: "Packaging che vende all'estero" },
    },
  ]);
  for (const signal of [{ DNT: "1" }, { "Sec-GPC": "1" }]) {
    const visitor = await visitorPage(browser, javaScriptOn, signal);
    await expect
      .poll(async () => {
        await visitor.goto(landing.path);
        return visitor.getByRole("heading", { level: 1 }).textContent();
      })
      .toBe(pageTitle);
    await visitor.context().close();
  }
  // An ordinary visitor is shown the variant, and counted once: the server learns of a test
  // written straight to the database within a second, so the first look may come before it.
  const counted = await visitorPage(browser, javaScriptOn);
  await expect
    .poll(async () => {
      await counted.goto(landing.path);
      return counted.getByRole("heading", { level: 1 }).textContent();
    })
    .toBe("Packaging che vende all'estero");
  await counted.context().close();
  await expect
    .poll(
      () =>
        queryDb<{ n: number }>(
          dataDir(),
          "select coalesce(sum(visitors), 0) as n from experiment_days where experiment_id = ?",
          id,
        )[0]?.n,
    )
    .toBe(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await shareEditorSession(page);
  await open(page, "/admin/esperimenti", javaScriptOn);
  await expect(page.getByRole("link", { name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await open(page, `/admin/esperimenti/${id}`, javaScriptOn);
  await expect(
    page.getByText("Raccolta dei dati: ancora nessun verdetto possibile."),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
