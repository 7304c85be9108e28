import fs from "node:fs";
import type { Page } from "@playwright/test";
import { open, press, shareAdminSession, shareEditorSession } from "./admin-support";
import { dataDir, expect, label, test, uniqueTitle } from "./fixtures";
import { slugify } from "../../app/features/articles/slug";
import { createStaffAccount, signInByPost } from "../support/users";

/** An admin of the test's own: the log filtered by them holds this test's rows only. */
async function ownAdmin(page: Page) {
  const account = {
    email: `${slugify(uniqueTitle("attivita"))}@example.com`,
    password: "una-password-per-il-registro",
    name: "Ada Attività",
    role: "admin" as const,
  };
  await createStaffAccount(dataDir(), account);
  // The form's post alone, which the log records as any sign-in: the form is sign-in.spec.ts's.
  await signInByPost(page, "", account);
  return account;
}

const logRow = (page: Page, action: string, subject: string) =>
  page
    .getByRole("row")
    .filter({ hasText: action })
    .filter({ has: page.getByRole("cell", { name: subject, exact: true }) });

test("an admin's actions are in the log, filtered by action and person, and in its CSV; an editor finds no link to it", async ({
  page,
  javaScriptOn,
}) => {
  const admin = await ownAdmin(page);
  const title = uniqueTitle("Registro");
  await open(page, "/admin/articoli/nuovo", javaScriptOn);
  await page.getByLabel(label("Titolo")).fill(title);
  await page.getByLabel(label("Categoria")).selectOption("SEO");
  await page.getByLabel("Contenuto", { exact: true }).fill(`Testo di ${title}`);
  await press(page, "Pubblica");
  await expect(page.getByText("Articolo pubblicato")).toBeVisible();

  const source = `/${slugify(title)}-vecchio`;
  await open(page, "/admin/reindirizzamenti", javaScriptOn);
  await page.getByLabel(label("Da")).fill(source);
  await page.getByLabel(label("A"), { exact: true }).fill("/servizi");
  await page.getByRole("button", { name: "Aggiungi" }).click();
  await expect(page.getByRole("rowheader", { name: source, exact: true })).toBeVisible();

  const invited = `invitato-${slugify(title)}@example.com`;
  await open(page, "/admin/utenti/nuovo", javaScriptOn);
  await page.getByLabel(label("Nome")).fill("Ivo Invitato");
  await page.getByLabel(label("Email")).fill(invited);
  await page.getByLabel(label("Ruolo")).selectOption({ label: "Editor" });
  await page.getByRole("button", { name: "Invia invito" }).click();
  await expect(page).toHaveURL(/\/admin\/utenti$/);

  await page
    .getByRole("navigation", { name: "Area riservata" })
    .getByRole("link", { name: "Attività" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Attività" })).toBeVisible();
  await page.getByLabel(label("Persona")).selectOption(admin.email);
  await page.getByRole("button", { name: "Filtra" }).click();
  await expect(page).toHaveURL(/persona=/);
  await expect(page.getByRole("row")).toHaveCount(6);
  await expect(logRow(page, "Accesso", "Con la password")).toHaveCount(1);
  await expect(logRow(page, "Articolo creato", title)).toHaveCount(1);
  await expect(logRow(page, "Articolo pubblicato", title)).toHaveCount(1);
  await expect(logRow(page, "Reindirizzamento creato", `${source} → /servizi`)).toHaveCount(1);
  await expect(logRow(page, "Utente invitato", `${invited} (Editor)`)).toHaveCount(1);
  await expect(page.getByRole("row").nth(1)).toContainText(`Ada Attività (${admin.email})`);

  await page.getByLabel(label("Azione")).selectOption({ label: "Utente invitato" });
  await page.getByRole("button", { name: "Filtra" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(logRow(page, "Utente invitato", `${invited} (Editor)`)).toHaveCount(1);
  // The typed filters stay in the form.
  await expect(page.getByLabel(label("Persona"))).toHaveValue(admin.email);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Esporta CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attivita-staff-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync((await file.path()) ?? "", "utf8").split("\r\n");
  expect(lines[0]).toBe("\uFEFFData e ora;Chi;Azione;Oggetto");
  expect(lines.slice(1).filter(Boolean)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2};Ada Attività \\(${admin.email.replace(/\./g, "\\.")}\\);Utente invitato;${invited.replace(/\./g, "\\.")} \\(Editor\\)$`,
      ),
    ),
  ]);
  await page.getByLabel(label("Azione")).selectOption({ label: "Esportazione scaricata" });
  await page.getByRole("button", { name: "Filtra" }).click();
  await expect(logRow(page, "Esportazione scaricata", file.suggestedFilename())).toHaveCount(1);

  await page.context().clearCookies();
  await shareEditorSession(page);
  await open(page, "/admin", javaScriptOn);
  await expect(
    page
      .getByRole("navigation", { name: "Area riservata" })
      .getByRole("link", { name: "Attività" }),
  ).toHaveCount(0);
});

test("a day that is none is told by its field with a 400, the other filters kept", async ({
  page,
}) => {
  await shareAdminSession(page);
  const answer = await page.goto("/admin/attivita?azione=sign-in&dal=2026-02-31&al=2026-03-01");
  expect(answer?.status()).toBe(400);
  await expect(
    page.getByText("Inserisci una data valida, nel formato aaaa-mm-gg (ad esempio 2026-11-27)."),
  ).toBeVisible();
  await expect(page.getByLabel(label("Dal giorno"))).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(label("Azione"))).toHaveValue("sign-in");
  await expect(page.getByLabel(label("Al giorno"))).toHaveValue("2026-03-01");
  await expect(page.getByRole("link", { name: "Esporta CSV" })).toHaveCount(0);

  await page.getByLabel(label("Dal giorno")).fill("2026-03-02");
  await page.getByRole("button", { name: "Filtra" }).click();
  await expect(
    page.getByText("Il giorno finale non può venire prima di quello iniziale."),
  ).toBeVisible();
  await expect(page.getByLabel(label("Dal giorno"))).toHaveValue("2026-03-02");
});
