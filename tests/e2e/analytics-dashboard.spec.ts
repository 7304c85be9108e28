import type { Page } from "@playwright/test";
import { open, shareEditorSession } from "./admin-support";
import { dataDir, expect, label, serverAnswer, test } from "./fixtures";
import {
  seedAnalyticsWeek,
  seededCampaign,
  seededVisitors,
  seededWeek,
} from "../support/analytics";
import { queryDb } from "../support/db";
import { staff } from "../support/users";

/** A headline figure's value, by its name. */
const figure = (page: Page, name: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator("xpath=following-sibling::dd[1]");

const weekAddress = `/admin/statistiche?dal=${seededWeek.from}&al=${seededWeek.to}`;

test.beforeEach(() => seedAnalyticsWeek(dataDir()));

test("an editor finds the statistics in the sidebar", serverAnswer, async ({ page }) => {
  await shareEditorSession(page);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Area riservata" })
    .getByRole("link", { name: "Statistiche" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Statistiche" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ultimi 30 giorni" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test(
  "a week's figures, its chart with the chart's table, and the tables",
  serverAnswer,
  async ({ page }) => {
    await shareEditorSession(page);
    await page.goto(weekAddress);
    await expect(page.getByText("Dal 3 marzo 2025 al 9 marzo 2025", { exact: true })).toBeVisible();
    await expect(figure(page, "Visitatori")).toHaveText("114");
    await expect(figure(page, "Visualizzazioni")).toHaveText("342");
    await expect(figure(page, "Frequenza di rimbalzo")).toHaveText("33,3%");
    await expect(figure(page, "Visualizzazioni per visitatore")).toHaveText("3,0");
    await expect(page.getByText("Nessun dato nei 7 giorni precedenti da confrontare")).toHaveCount(
      4,
    );

    const chart = page.getByRole("img", { name: /^Visitatori per giorno, dal 3 marzo 2025/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator("rect")).toHaveCount(7);
    // The chart's figures, in a table that opens without scripts.
    await page.getByText("Dati del grafico").click();
    const data = page.getByRole("table", { name: /^Visitatori per giorno/ });
    await expect(data.getByRole("row")).toHaveCount(8);
    await expect(data.getByRole("row").nth(4)).toHaveText(`6 marzo 2025${seededVisitors[3]}`);

    const sources = page.getByRole("table", { name: "Sorgenti" });
    await expect(sources.getByRole("rowheader").first()).toHaveText(/Diretto o sconosciuto/);
    await expect(page.getByRole("table", { name: "Dispositivi" })).toContainText("Smartphone");
  },
);

test("a campaign's link filters the figures and says so, until the filter is removed", async ({
  page,
  javaScriptOn,
}) => {
  await shareEditorSession(page);
  await open(page, weekAddress, javaScriptOn);
  await page
    .getByRole("table", { name: "Campagne" })
    .getByRole("link", { name: `Filtra per la campagna ${seededCampaign}` })
    .click();
  await expect(page.getByText(`Filtro: campagna ${seededCampaign}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`campagna=${seededCampaign}`));
  await expect(
    page.getByRole("link", { name: `Filtra per la campagna ${seededCampaign}` }),
  ).toHaveAttribute("aria-current", "true");
  await expect(figure(page, "Visitatori")).toHaveText("7");
  await page.getByRole("link", { name: "Rimuovi filtro" }).click();
  await expect(page.getByText("Filtro:")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`dal=${seededWeek.from}`));
});

test(
  "a day that is none is told by its field with a 400, what was typed kept",
  serverAnswer,
  async ({ page }) => {
    await shareEditorSession(page);
    const answer = await page.goto("/admin/statistiche?dal=2025-02-30&al=2025-03-09");
    expect(answer?.status()).toBe(400);
    const from = page.getByLabel(label("Dal giorno"));
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(from).toHaveAccessibleDescription(
      "Inserisci una data valida, nel formato aaaa-mm-gg (ad esempio 2026-11-27).",
    );
    await expect(page.getByLabel(label("Al giorno"))).toHaveValue("2025-03-09");
  },
);

test(
  "each table downloads as CSV with its Italian header, every row",
  serverAnswer,
  async ({ page }) => {
    const fileName = `statistiche-sorgenti-${seededWeek.from}-${seededWeek.to}.csv`;
    const downloads = () =>
      queryDb(
        dataDir(),
        "select actor from staff_activity where action = 'export-downloaded' and subject = ? order by id",
        fileName,
      );
    const before = downloads().length;
    await shareEditorSession(page);
    await page.goto(weekAddress);
    const link = page.getByRole("link", { name: "Scarica CSV (Sorgenti)" });
    const answer = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    // Like every export, the download is in the staff activity log.
    expect(downloads().slice(before)).toEqual([{ actor: staff.editor.email }]);
    const lines = (await answer.text()).split("\r\n");
    expect(lines[0]).toBe("\uFEFFSorgente;Visitatori;Visualizzazioni");
    expect(lines).toContain("newsletter;7;21");
    expect((await page.request.get("/admin/statistiche/esporta?tabella=segreta")).status()).toBe(
      404,
    );
  },
);
