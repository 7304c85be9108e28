import type { Page } from "@playwright/test";
import {
  open,
  press,
  redirected,
  shareAdminSession,
  signInAsAdmin,
  signInAsEditor,
} from "./admin-support";
import { dataDir, expect, serverAnswer, test, uniqueTitle } from "./fixtures";
import { queryDb, writeDb } from "../support/db";
import { staff } from "../support/users";

const day = 24 * 60 * 60 * 1000;

type NewContact = {
  nome: string;
  messaggio?: string;
  servizio?: string;
  source?: string;
  createdAt?: number;
  retentionExpiresAt?: number;
  anonymizedAt?: number | null;
};

/** Writes a contact straight into the e2e server's database, as a submission would; its id and full name. */
function insertContact(contact: NewContact) {
  return writeDb(dataDir(), (db) => {
    const createdAt = contact.createdAt ?? Date.now();
    const result = db
      .prepare(
        `insert into contact_submissions
           (nome, cognome, email, telefono, azienda, servizio, messaggio, privacy_accepted, source, ip_address, created_at, anonymized_at, retention_expires_at)
         values (?, 'Verdi', ?, '+39 02 1234567', 'Officina Srl', ?, ?, 1, ?, '198.51.100.9', ?, ?, ?)`,
      )
      .run(
        contact.nome,
        `${contact.nome.toLowerCase().replace(/\W+/g, ".")}@example.com`,
        contact.servizio ?? "social-media",
        contact.messaggio ?? "Vorrei un preventivo.",
        contact.source ?? "contatti",
        createdAt,
        contact.anonymizedAt ?? null,
        contact.retentionExpiresAt ?? createdAt + 730 * day,
      );
    return { id: Number(result.lastInsertRowid), name: `${contact.nome} Verdi` };
  });
}

const contactRow = (id: number) =>
  queryDb<{ nome: string; processed_at: number | null; anonymized_at: number | null }>(
    dataDir(),
    "select nome, processed_at, anonymized_at from contact_submissions where id = ?",
    id,
  )[0];

const auditRowsFor = (action: string, subject: string) =>
  queryDb<{ actor: string }>(
    dataDir(),
    "select actor from contact_audit_log where action = ? and subject = ?",
    action,
    subject,
  );

const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

test(
  "an editor finds no link to the dashboard, and opening it is told 'Accesso non autorizzato'",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await signInAsEditor(page, javaScriptOn);
    await expect(
      page
        .getByRole("navigation", { name: "Area riservata" })
        .getByRole("link", { name: "Sicurezza Contatti" }),
    ).toHaveCount(0);
    await page.goto("/admin/sicurezza");
    await expect(
      page.getByRole("heading", { level: 1, name: "Accesso non autorizzato" }),
    ).toBeVisible();
  },
);

test("the dashboard lists contacts with their badges; 'Segna processato' marks one and is audited", async ({
  page,
  javaScriptOn,
}) => {
  const now = Date.now();
  const pending = insertContact({ nome: uniqueTitle("Lucia"), servizio: "consulenza" });
  const expiring = insertContact({
    nome: uniqueTitle("Marco"),
    retentionExpiresAt: now + 10 * day,
  });
  const gone = insertContact({
    nome: "Anonimizzato",
    anonymizedAt: now,
    retentionExpiresAt: now - day,
  });

  await signInAsAdmin(page, javaScriptOn);
  await page
    .getByRole("navigation", { name: "Area riservata" })
    .getByRole("link", { name: "Sicurezza Contatti" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Dashboard Sicurezza Contatti" }),
  ).toBeVisible();
  for (const counter of ["Contatti totali", "Processati", "Anonimizzati"])
    await expect(page.getByText(counter, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Protezioni attive" })).toBeVisible();

  const row = rowOf(page, pending.name);
  await expect(row).toContainText("Consulenza Strategica");
  await expect(row).toContainText("In attesa");
  await expect(row).toContainText("Scade in 2 anni");
  await expect(rowOf(page, expiring.name)).toContainText("Scade in 10 giorni");
  const goneRow = rowOf(page, `Contatto anonimizzato n. ${gone.id}`);
  await expect(goneRow).toContainText("Anonimizzato");
  await expect(goneRow).toContainText("Scaduto");
  await expect(goneRow.getByRole("button")).toHaveCount(0);

  expect(await press(page, `Segna processato: ${pending.name}`)).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("status")).toContainText("Contatto segnato come processato");
  await expect(rowOf(page, pending.name)).toContainText("Processato");
  await expect(rowOf(page, pending.name).getByRole("button")).toHaveCount(0);
  expect(contactRow(pending.id)?.processed_at).toEqual(expect.any(Number));
  expect(auditRowsFor("mark-processed", String(pending.id))).toEqual([
    { actor: staff.admin.email },
  ]);
});

test("a contact's page shows the whole message and its form, records the view, and marks it processed", async ({
  page,
  javaScriptOn,
}) => {
  const messaggio = `Buongiorno,\nci serve il packaging per una nuova linea di pasta.\n\n${"Dettagli del progetto. ".repeat(40)}Fine.`;
  const { id, name } = insertContact({
    nome: uniqueTitle("Paola"),
    servizio: "packaging-design",
    source: "packaging-design",
    messaggio,
  });

  await shareAdminSession(page);
  await open(page, "/admin/sicurezza", javaScriptOn);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/sicurezza/contatti/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Contatto di ${name}` })).toBeVisible();
  await expect(page.locator("p", { hasText: "Buongiorno," })).toHaveText(messaggio);
  await expect(
    page.getByText("Richiesta informazioni Packaging Design (/servizi/packaging-design)"),
  ).toBeVisible();
  await expect(page.getByText("Officina Srl")).toBeVisible();
  await expect(page.getByText("198.51.100.9")).toBeVisible();
  expect(auditRowsFor("view-contact", String(id))).toHaveLength(1);

  if (javaScriptOn) await page.waitForLoadState("networkidle");
  expect(await press(page, `Segna processato: ${name}`)).toBe(redirected(javaScriptOn));
  await expect(page).toHaveURL(new RegExp(`/admin/sicurezza/contatti/${id}$`));
  await expect(page.getByRole("status")).toContainText("Contatto segnato come processato");
  await expect(page.getByText("Processato", { exact: true })).toBeVisible();

  expect((await page.goto("/admin/sicurezza/contatti/999999999"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
});

test("'Anonimizza Dati Vecchi' anonymizes a year-old contact; with JavaScript it asks first, and 'Annulla' sends nothing", async ({
  page,
  javaScriptOn,
}) => {
  const { id } = insertContact({ nome: uniqueTitle("Bruno"), createdAt: Date.now() - 400 * day });
  await shareAdminSession(page);
  await open(page, "/admin/sicurezza", javaScriptOn);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  if (javaScriptOn) {
    const dismissed = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole("button", { name: "Anonimizza Dati Vecchi" }).click();
    expect(await dismissed).toContain(
      "Anonimizzare ora i contatti e le iscrizioni ricevuti più di un anno fa?",
    );
    page.once("dialog", (dialog) => void dialog.accept());
  }
  expect(await press(page, "Anonimizza Dati Vecchi")).toBe(redirected(javaScriptOn));
  // The dismissed dialog sent nothing: the only post is the accepted one.
  expect(posts).toHaveLength(1);
  await expect(page.getByRole("status")).toContainText("Successo");
  // Both projects share the database: the other one's run may have anonymized this row first.
  await expect(page.getByRole("status")).toContainText(
    /Anonimizzati \d+ contatt|Nessun dato da anonimizzare/,
  );
  expect(contactRow(id)).toMatchObject({ nome: "Anonimizzato", anonymized_at: expect.any(Number) });
});
