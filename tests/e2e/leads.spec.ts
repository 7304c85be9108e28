import type { Page } from "@playwright/test";
import { queryDb, writeDb } from "../support/db";
import { open, shareAdminSession } from "./admin-support";
import {
  allowAxeRuns,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  sameMarkup,
  siteScriptsRun,
} from "./axe-support";
import { dataDir, expect, label, serverAnswer, test } from "./fixtures";

let made = 0;
/** A surname no other test, project or run uses: every spec shares the e2e database. */
function uniqueSurname() {
  made += 1;
  const info = test.info();
  return `Lupo${info.project.name.replace("-", "")}w${info.workerIndex}p${process.pid}t${Date.now().toString(36)}n${made}`;
}

/**
 * A contact as the form stores it, with its lead: the store itself is tested beside it
 * (leads.server.test.ts). The board is then searched for the surname alone.
 */
function leadFor(cognome: string, campaign = "fiera-primavera") {
  return writeDb(dataDir(), (db) => {
    const now = Date.now() - 3 * 3_600_000;
    const contact = db
      .prepare(
        `insert into contact_submissions (nome, cognome, email, azienda, servizio, messaggio, privacy_accepted,
           created_at, retention_expires_at, utm_source, utm_campaign)
         values ('Elena', ?, ?, 'Cantina Lupo', 'social-media', 'Vorrei un preventivo per il nuovo vino.', 1, ?, ?, 'google', ?)`,
      )
      .run(
        cognome,
        `elena.${cognome.toLowerCase()}@example.com`,
        now,
        now + 730 * 86_400_000,
        campaign,
      );
    const lead = db
      .prepare(
        `insert into leads (kind, contact_id, subject, channel, utm_campaign, entry_path, created_at, changed_at)
         values ('contatto', ?, 'Gestione Social Media', 'google', ?, '/servizi', ?, ?)`,
      )
      .run(contact.lastInsertRowid, campaign, now, now);
    return { id: Number(lead.lastInsertRowid), name: `Elena ${cognome}` };
  });
}

const boardOf = (cognome: string) => `/admin/lead?${new URLSearchParams({ q: cognome })}`;
const column = (page: Page, stage: string) =>
  page.getByRole("region", { name: stage, exact: true });
const cardIn = (page: Page, stage: string, name: string) =>
  column(page, stage).getByRole("article", { name });
const stageOf = (id: number) =>
  queryDb<{ stage: string; lost_reason: string | null }>(
    dataDir(),
    "select stage, lost_reason from leads where id = ?",
    id,
  )[0];

test("a card moves with its stage select and 'Sposta'; to 'Perso' only with a reason", async ({
  page,
  javaScriptOn,
}) => {
  const cognome = uniqueSurname();
  const lead = leadFor(cognome);
  await shareAdminSession(page);
  await open(page, boardOf(cognome), javaScriptOn);
  const card = cardIn(page, "Nuovo", lead.name);
  await expect(card).toContainText("Cantina Lupo");
  await expect(card).toContainText("In attesa da 3 h");

  await card.getByLabel(`Sposta ${lead.name} in`).selectOption("qualificato");
  await card.getByRole("button", { name: `Sposta: ${lead.name}` }).click();
  await expect(cardIn(page, "Qualificato", lead.name)).toBeVisible();
  await expect(column(page, "Nuovo")).toContainText("Nessun lead in questa fase.");
  expect(stageOf(lead.id)?.stage).toBe("qualificato");

  const moved = cardIn(page, "Qualificato", lead.name);
  await moved.getByLabel(`Sposta ${lead.name} in`).selectOption("perso");
  if (javaScriptOn) {
    // Hydrated, choosing 'Perso' asks for the reason at once; sent empty, the server refuses.
    await expect(moved.getByLabel("Motivo della perdita")).toBeVisible();
  }
  await moved.getByRole("button", { name: `Sposta: ${lead.name}` }).click();
  const reason = cardIn(page, "Qualificato", lead.name).getByLabel("Motivo della perdita");
  await expect(cardIn(page, "Qualificato", lead.name)).toContainText(
    "Scrivi il motivo della perdita.",
  );
  // The refusal brings the hydrated page's keyboard to the field; a new page starts at its top.
  if (javaScriptOn) await expect(reason).toBeFocused();
  expect(stageOf(lead.id)?.stage).toBe("qualificato");

  await reason.fill("Ha scelto un'agenzia locale");
  await cardIn(page, "Qualificato", lead.name)
    .getByRole("button", { name: `Sposta: ${lead.name}` })
    .click();
  await expect(cardIn(page, "Perso", lead.name)).toContainText("Ha scelto un'agenzia locale");
  expect(stageOf(lead.id)).toEqual({ stage: "perso", lost_reason: "Ha scelto un'agenzia locale" });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "dragging and keys need scripts");

  test("a card moves by dragging and by Alt + arrow, announced, without a reload", async ({
    page,
  }) => {
    const cognome = uniqueSurname();
    const lead = leadFor(cognome);
    await shareAdminSession(page);
    await open(page, boardOf(cognome), true);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await cardIn(page, "Nuovo", lead.name).dragTo(column(page, "Contattato"));
    await expect(cardIn(page, "Contattato", lead.name)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "spostato" })).toHaveText(
      `Lead n. ${lead.id} spostato in Contattato`,
    );

    await cardIn(page, "Contattato", lead.name).focus();
    await page.keyboard.press("Alt+ArrowRight");
    await expect(cardIn(page, "Qualificato", lead.name)).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "spostato" })).toHaveText(
      `Lead n. ${lead.id} spostato in Qualificato`,
    );
    expect(stageOf(lead.id)?.stage).toBe("qualificato");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });
});

test("a lead's page keeps its owner, value and next action, refuses a wrong amount by its field, and adds a note", async ({
  page,
  javaScriptOn,
}) => {
  const cognome = uniqueSurname();
  const lead = leadFor(cognome);
  await shareAdminSession(page);
  await open(page, `/admin/lead/${lead.id}`, javaScriptOn);
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
  await expect(page.getByText("Vorrei un preventivo per il nuovo vino.")).toBeVisible();

  await page.getByLabel("Valore in euro").fill("mille");
  await page.getByLabel("Prossima azione", { exact: true }).fill("Inviare la proposta");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Scrivi un importo in euro, come 1.500 o 1500,50.")).toBeVisible();
  await expect(page.getByLabel("Prossima azione", { exact: true })).toHaveValue(
    "Inviare la proposta",
  );

  await page.getByLabel("Valore in euro").fill("2.400");
  await page.getByLabel("Responsabile").selectOption({ label: "Anna Amministratrice" });
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati del lead salvati")).toBeVisible();
  await expect(page.getByLabel("Valore in euro")).toHaveValue("2400");
  await expect(page.getByRole("list").getByText(/Valore: 2400,00\s€/)).toBeVisible();

  await page.getByRole("button", { name: "Aggiungi la nota" }).click();
  await expect(page.getByText("Scrivi il testo della nota.")).toBeVisible();
  await page.getByLabel(label("Nota")).fill("Richiamare dopo la fiera.");
  await page.getByRole("button", { name: "Aggiungi la nota" }).click();
  await expect(page.getByText("Richiamare dopo la fiera.")).toBeVisible();
  expect(
    queryDb<{ value_cents: number; next_action: string }>(
      dataDir(),
      "select value_cents, next_action from leads where id = ?",
      lead.id,
    )[0],
  ).toEqual({ value_cents: 240_000, next_action: "Inviare la proposta" });
});

test.describe("axe", () => {
  runAxeWithSiteScriptsOnlyInScriptedProject();

  test("axe finds nothing on the board, with a refused move, and on the list", async ({ page }) => {
    const javaScriptOn = siteScriptsRun();
    allowAxeRuns(3);
    const cognome = uniqueSurname();
    const lead = leadFor(cognome);
    await shareAdminSession(page);
    await open(page, boardOf(cognome), javaScriptOn);
    await expectNoViolations(page, "/admin/lead");
    const card = cardIn(page, "Nuovo", lead.name);
    await card.getByLabel(`Sposta ${lead.name} in`).selectOption("perso");
    await card.getByRole("button", { name: `Sposta: ${lead.name}` }).click();
    await expect(cardIn(page, "Nuovo", lead.name)).toContainText("Scrivi il motivo della perdita.");
    await expectNoViolations(page, "/admin/lead (motivo mancante)");
    await open(page, `${boardOf(cognome)}&vista=elenco`, javaScriptOn);
    await expect(page.getByRole("link", { name: lead.name })).toBeVisible();
    await expectNoViolations(page, "/admin/lead?vista=elenco");
  });

  test("axe finds nothing on a lead's page and its refused form", sameMarkup, async ({ page }) => {
    allowAxeRuns(2);
    const lead = leadFor(uniqueSurname());
    await shareAdminSession(page);
    await open(page, `/admin/lead/${lead.id}`, true);
    await expectNoViolations(page, "/admin/lead/:id");
    await page.getByLabel("Valore in euro").fill("mille");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page.getByText("Scrivi un importo in euro, come 1.500 o 1500,50.")).toBeVisible();
    await expectNoViolations(page, "/admin/lead/:id (errori)");
  });
});

test(
  "at 390 px the board is a list of stages that fits the screen",
  serverAnswer,
  async ({ page }) => {
    const cognome = uniqueSurname();
    const lead = leadFor(cognome);
    await page.setViewportSize({ width: 390, height: 844 });
    await shareAdminSession(page);
    await open(page, boardOf(cognome), false);
    await expect(cardIn(page, "Nuovo", lead.name)).toBeVisible();
    const [nuovo, contattato] = await Promise.all([
      column(page, "Nuovo").boundingBox(),
      column(page, "Contattato").boundingBox(),
    ]);
    expect(contattato!.y).toBeGreaterThan(nuovo!.y + nuovo!.height - 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  },
);

test("the statistics count a campaign's leads and won work, and its spend gives the cost of each", async ({
  page,
  javaScriptOn,
}) => {
  const campaign = `fiera-${uniqueSurname().toLowerCase()}`;
  const won = leadFor(uniqueSurname(), campaign);
  leadFor(uniqueSurname(), campaign);
  writeDb(dataDir(), (db) =>
    db
      .prepare(
        "update leads set stage = 'vinto', reached_stage = 4, value_cents = 400000 where id = ?",
      )
      .run(won.id),
  );
  await shareAdminSession(page);
  await open(page, "/admin/statistiche?periodo=7", javaScriptOn);
  const section = page.getByRole("region", { name: "Lead e ricavi" });
  const row = section.getByRole("table", { name: /Lead per campagna/ }).getByRole("row", {
    name: new RegExp(campaign),
  });
  await expect(row).toContainText("4000 €");

  const month = new Date().toISOString().slice(0, 7);
  await section.getByLabel("Campagna (utm_campaign)").fill(campaign);
  await section.getByLabel("Mese").fill(month);
  await section.getByLabel("Spesa in euro").fill("molti");
  await section.getByRole("button", { name: "Salva la spesa" }).click();
  await expect(section.getByText("Scrivi un importo in euro, come 1.500 o 1500,50.")).toBeVisible();
  await expect(section.getByLabel("Campagna (utm_campaign)")).toHaveValue(campaign);

  await section.getByLabel("Spesa in euro").fill("1.000.000");
  await section.getByRole("button", { name: "Salva la spesa" }).click();
  await expect(page.getByText("Spesa salvata")).toBeVisible();
  // A week of the month's spend, shared by the two leads and the one client.
  await expect(row).toContainText(/4000\s€.*€.*€.*€/);
  expect(
    queryDb<{ amount_cents: number }>(
      dataDir(),
      "select amount_cents from campaign_spend where campaign = ?",
      campaign,
    )[0],
  ).toEqual({ amount_cents: 100_000_000 });
});
