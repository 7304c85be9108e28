import type { Page } from "@playwright/test";
import { romeDayOf } from "../../app/utils/rome-time";
import { writeDb } from "../support/db";
import { open, shareAdminSession } from "./admin-support";
import {
  allowAxeRuns,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  sameMarkup,
  siteScriptsRun,
} from "./axe-support";
import { dataDir, expect, label, test } from "./fixtures";

const day = 86_400_000;

/**
 * Two consenting leads from ads, qualified at noon on a day of the project's own (the e2e
 * database is shared): one with a gclid, one with only a gbraid.
 */
function qualifiedLeads(daysAgo: number) {
  const at = Date.now() - daysAgo * day;
  const dayOf = romeDayOf(at);
  return writeDb(dataDir(), (db) => {
    const insert = db.prepare(
      `insert into leads (kind, subject, stage, channel, gclid, gbraid, clicked_at, ad_consent_at,
         ad_consent_version, value_cents, created_at, changed_at)
       values ('contatto', 'Stand in fiera', 'qualificato', 'google', ?, ?, ?, ?, '2026-12-03', 180000, ?, ?)`,
    );
    const gclid = `Cj0KCQe2e${daysAgo}${Date.now().toString(36)}`;
    const withGclid = Number(
      insert.run(gclid, null, at - day, at - day, at - day, at).lastInsertRowid,
    );
    const appOnly = Number(
      insert.run(null, `0AAAAAe2e${daysAgo}`, at - day, at - day, at - day, at).lastInsertRowid,
    );
    const move = db.prepare(
      "insert into lead_timeline (lead_id, kind, at, from_stage, to_stage) values (?, 'fase', ?, 'nuovo', 'qualificato')",
    );
    move.run(withGclid, at);
    move.run(appOnly, at);
    return { day: dayOf, gclid, appOnly };
  });
}

const fill = async (page: Page, from: string, to: string) => {
  await page.getByLabel(label("Dal")).fill(from);
  await page.getByLabel(label("Al")).fill(to);
};

test("an admin picks a stage and a period: the CSV is Google's, the app clicks apart", async ({
  page,
  javaScriptOn,
}) => {
  const mine = qualifiedLeads(javaScriptOn ? 11 : 10);
  await shareAdminSession(page);
  await open(page, "/admin/lead", javaScriptOn);
  await page.getByRole("link", { name: "Conversioni Google" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Conversioni per Google Ads" }),
  ).toBeVisible();
  await expect(page.getByLabel(label("Nome della conversione"))).toHaveValue("Lead qualificato");

  // A period that ends before it starts is refused by its field, the values kept.
  await fill(page, mine.day, "2020-01-01");
  const refused = page.waitForResponse((response) => response.url().includes("fase="));
  await page.getByRole("button", { name: "Mostra" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText("La data finale viene prima di quella iniziale.")).toBeVisible();
  await expect(page.getByLabel(label("Al"))).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(label("Dal"))).toHaveValue(mine.day);

  await fill(page, mine.day, mine.day);
  await page.getByRole("button", { name: "Mostra" }).click();
  await expect(page.getByRole("status")).toHaveText("1 conversione pronta da caricare.");
  const apart = page.getByRole("table", { name: "Lead con solo gbraid o wbraid" });
  await expect(apart.getByRole("link", { name: `Lead n. ${mine.appOnly}` })).toBeVisible();

  const link = page.getByRole("link", { name: "Scarica il CSV" });
  const answer = await page.request.get((await link.getAttribute("href"))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-disposition"]).toMatch(
    /^attachment; filename="conversioni-google-qualificato-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const [header, row] = (await answer.text()).split("\r\n");
  expect(header).toBe(
    "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
  );
  expect(row).toMatch(
    new RegExp(
      `^${mine.gclid},Lead qualificato,${mine.day} \\d{2}:\\d{2}:\\d{2}\\+0[12]:00,1800\\.00,EUR$`,
    ),
  );
});

test.describe("axe", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test(
    "axe finds nothing on the conversions page, refused and with its lists; a phone scrolls only down",
    sameMarkup,
    async ({ page }) => {
      allowAxeRuns(4);
      const mine = qualifiedLeads(12);
      await shareAdminSession(page);
      await open(
        page,
        `/admin/lead/conversioni?fase=qualificato&dal=${mine.day}&al=2020-01-01&nome=x`,
        siteScriptsRun(),
      );
      await expectNoViolations(page, "le conversioni rifiutate");
      await open(
        page,
        `/admin/lead/conversioni?fase=qualificato&dal=${mine.day}&al=${mine.day}&nome=x`,
        siteScriptsRun(),
      );
      await expectNoViolations(page, "le conversioni", ["scuro"]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    },
  );
});
