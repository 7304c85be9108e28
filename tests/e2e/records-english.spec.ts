import { shareEditorSession } from "./admin-support";
import {
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  sameMarkup,
} from "./axe-support";
import { dataDir, expect, serverAnswer, test } from "./fixtures";
import { writeDb } from "../support/db";

/** A day of figures in both languages, rolled up: what the statistics read. */
const day = "2025-04-07";

function seedLanguageDay() {
  writeDb(dataDir(), (db) => {
    const insert = db.prepare(
      `insert or ignore into analytics_daily (dimension, day, value, visitors, views, visits, bounces)
       values (?, ?, ?, ?, ?, ?, 0)`,
    );
    const rows: [string, string, number, number][] = [
      ["total", "", 30, 70],
      ["language", "it", 21, 50],
      ["language", "en", 9, 20],
      ["page", "/", 21, 50],
      ["page", "/en/services", 9, 20],
      ["entry", "/", 21, 50],
      ["entry", "/en/services", 9, 20],
    ];
    for (const [dimension, value, visitors, views] of rows)
      insert.run(dimension, day, value, visitors, views, visitors);
  });
}

test(
  "the statistics keep to one language with the language form, without JavaScript",
  serverAnswer,
  async ({ page }) => {
    seedLanguageDay();
    await shareEditorSession(page);
    await page.goto(`/admin/statistiche?dal=${day}&al=${day}`);
    const languages = page.getByRole("table", { name: "Lingue" });
    await expect(languages.getByRole("row", { name: /Italiano/ })).toContainText("21");
    await expect(languages.getByRole("row", { name: /Inglese/ })).toContainText("9");

    await page.getByLabel("Lingua", { exact: true }).selectOption("en");
    await page.getByRole("button", { name: "Applica" }).click();
    await expect(page).toHaveURL(new RegExp(`dal=${day}&al=${day}&lingua=en$`));
    await expect(page.getByText("Lingua: inglese")).toBeVisible();
    const visitors = page
      .getByRole("term")
      .filter({ hasText: /^Visitatori$/ })
      .locator("xpath=following-sibling::dd[1]");
    await expect(visitors).toHaveText("9");
    const pages = page.getByRole("table", { name: "Pagine", exact: true });
    await expect(pages.getByRole("row")).toHaveCount(2);
    await expect(pages).toContainText("/en/services");

    await page.getByRole("link", { name: "Tutte le lingue" }).click();
    await expect(visitors).toHaveText("30");
  },
);

let made = 0;

test.describe("an English campaign", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test(
    "its web version is an English page, at its English address only",
    sameMarkup,
    async ({ page }) => {
      made += 1;
      const slug = `trade-fairs-${test.info().project.name}-${test.info().workerIndex}-${process.pid}-${made}`;
      writeDb(dataDir(), (db) =>
        db
          .prepare(
            `insert into newsletter_campaigns (slug, subject, body, language, status, web_version, sent_at)
         values (?, ?, ?, 'en', 'sent', 1, ?)`,
          )
          .run(
            slug,
            "Trade fair season",
            "## Stands\n\nOur spring stands.",
            Date.parse("2026-12-03T09:00:00Z"),
          ),
      );
      await page.goto(`/en/newsletter/archive/${slug}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade fair season");
      await expect(page.getByText("Sent on 3 December 2026")).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Subscribe to the newsletter and read past issues" }),
      ).toHaveAttribute("href", "/en/newsletter");
      await expectNoViolations(page, "English web version");

      const italian = await page.request.get(`/newsletter/archivio/${slug}`);
      expect(italian.status()).toBe(404);
    },
  );
});
