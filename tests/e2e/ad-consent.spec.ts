import type { Page } from "@playwright/test";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/mail";
import {
  allowAxeRuns,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  sameMarkup,
  siteScriptsRun,
  type ThemeName,
} from "./axe-support";
import { dataDir, expect, gotoReady, mailDir, test } from "./fixtures";

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

/** A contact as the form posts it without scripts, the advertising box ticked or not. */
async function sendContact(page: Page, email: string, ads: boolean) {
  const answer = await page.request.post("/contatti", {
    form: {
      nome: "Sara",
      cognome: "Conti",
      email,
      servizio: "social-media",
      messaggio: "Vorrei sapere di più sulle campagne.",
      privacy_accepted: "on",
      ...(ads ? { ads_accepted: "on" } : {}),
    },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

/** The withdrawal page's address in the visitor's acknowledgement, or undefined without one. */
async function linkInAcknowledgement(email: string) {
  const [ack] = await waitForMail(mailDir(), email);
  return /href="([^"]*\/consenso-pubblicita\?t=[^"]+)"/
    .exec(String(ack?.html))?.[1]
    ?.replaceAll("&amp;", "&");
}

const leadOf = (email: string) =>
  queryDb<{ id: number; revoked: number | null }>(
    dataDir(),
    `select leads.id, leads.ad_consent_revoked_at as revoked from leads
       join contact_submissions on contact_submissions.id = leads.contact_id
      where contact_submissions.email = ?`,
    email,
  )[0]!;

test("a visitor withdraws the advertising consent from the link in their e-mail", async ({
  page,
  javaScriptOn,
}) => {
  const email = uniqueEmail("consenso");
  await sendContact(page, email, true);
  const link = await linkInAcknowledgement(email);
  expect(link).toBeTruthy();

  // Opening the link withdraws nothing: a mail scanner may open it.
  await gotoReady(page, link!, javaScriptOn);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Revoca il consenso per la pubblicità",
  );
  await expect(page.getByText(/La tua richiesta del .*: Gestione Social Media\./)).toBeVisible();
  expect(leadOf(email).revoked).toBeNull();

  await page.getByRole("button", { name: "Revoca il consenso" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Fatto: il consenso è revocato. Non comunicheremo più nulla di questa richiesta a Google o a Meta.",
  );
  await expect(page.getByRole("button", { name: "Revoca il consenso" })).toHaveCount(0);
  const lead = leadOf(email);
  expect(lead.revoked).not.toBeNull();
  expect(
    queryDb<{ text: string; actor: string }>(
      dataDir(),
      "select text, actor from lead_timeline where lead_id = ? and kind = 'modifica'",
      lead.id,
    ),
  ).toEqual([
    {
      text: "Consenso alla comunicazione a Google e Meta revocato dalla persona, con il link dell'e-mail",
      actor: "",
    },
  ]);

  // Opened again, it says so; a forged link names nothing (404).
  await gotoReady(page, link!, javaScriptOn);
  await expect(page.getByText("Il consenso per questa richiesta è già revocato")).toBeVisible();
  const forged = await page.goto(`${link!.slice(0, -4)}AAAA`);
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText("Il link non è valido");
});

test("without the box ticked, the acknowledgement has no withdrawal link", async ({ page }) => {
  const email = uniqueEmail("senza.consenso");
  await sendContact(page, email, false);
  expect(await linkInAcknowledgement(email)).toBeUndefined();
});

test.describe("axe", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test(
    "axe finds nothing on the withdrawal page, open and refused, in every theme",
    sameMarkup,
    async ({ page }) => {
      const others: ThemeName[] = [
        "scuro",
        "alto contrasto",
        "scuro ad alto contrasto",
        "testo molto grande",
      ];
      allowAxeRuns(10);
      const email = uniqueEmail("consenso.axe");
      await sendContact(page, email, true);
      await gotoReady(page, (await linkInAcknowledgement(email))!, siteScriptsRun());
      await expectNoViolations(page, "la revoca del consenso", others);
      await gotoReady(page, "/consenso-pubblicita?t=sbagliato", siteScriptsRun());
      await expectNoViolations(page, "il link non valido", others);
    },
  );
});
