import crypto from "node:crypto";
import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { queryDb, writeDb } from "../support/db";
import { open, press, redirected, shareAdminSession, shareEditorSession } from "./admin-support";
import { dataDir, expect, gotoReady, label, serverAnswer, test } from "./fixtures";

let made = 0;
/** A name no other test, project or run uses: every spec shares the e2e database. */
function unique(what: string) {
  made += 1;
  return `${what}-${test.info().project.name}-${process.pid}-${Date.now().toString(36)}-${made}`;
}

/** Writes rows straight into the e2e database, as a form submission would have. */
function insertRows(statements: [sql: string, ...params: unknown[]][]) {
  writeDb(dataDir(), (db) => {
    for (const [sql, ...params] of statements) db.prepare(sql).run(...params);
  });
}

const now = () => Date.now();
const keep = () => Date.now() + 730 * 24 * 60 * 60 * 1000;

const registration = (
  evento: string,
  person: { nome: string; email: string; azienda?: string; anonymized?: boolean },
) =>
  [
    `insert into event_registrations (nome, cognome, email, azienda, evento, privacy_accepted, created_at, anonymized_at, retention_expires_at)
     values (?, 'Prova', ?, ?, ?, 1, ?, ?, ?)`,
    person.nome,
    person.email,
    person.azienda ?? null,
    evento,
    now(),
    person.anonymized ? now() : null,
    keep(),
  ] as [string, ...unknown[]];

const subscriber = (email: string, status: "pending" | "confirmed") =>
  [
    `insert into newsletter_subscribers (email, status, token, source, consent_at, confirmed_at) values (?, ?, ?, 'footer', ?, ?)`,
    email,
    status,
    crypto.randomUUID(),
    now(),
    status === "confirmed" ? now() : null,
  ] as [string, ...unknown[]];

const contact = (email: string) =>
  [
    `insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, created_at, retention_expires_at)
     values ('Carla', 'Prova', ?, 'seo', 'Vorrei un preventivo.', 1, ?, ?)`,
    email,
    now(),
    keep(),
  ] as [string, ...unknown[]];

/** A person with a contact (stored in capitals), a registration and a confirmed subscription. */
function personWithData() {
  const email = `${unique("interessata")}@example.com`.toLowerCase();
  const evento = unique("evento-richiesta");
  insertRows([
    contact(email.toUpperCase()),
    registration(evento, { nome: "Carla", email }),
    subscriber(email, "confirmed"),
  ]);
  return { email, evento };
}

async function downloaded(
  page: Page,
  start: () => Promise<void>,
): Promise<{ file: Download; bytes: Buffer }> {
  const waiting = page.waitForEvent("download");
  await start();
  const file = await waiting;
  return { file, bytes: fs.readFileSync(await file.path()) };
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/** Searches for `typed`; the records are listed under the address as stored, in lowercase. */
async function search(page: Page, typed: string) {
  await page.getByLabel(label("Email dell'interessato")).fill(typed);
  expect(await press(page, "Cerca")).toBe(200);
  await expect(
    page.getByRole("heading", { level: 2, name: `Dati trovati per ${typed.toLowerCase()}` }),
  ).toBeVisible();
}

test(
  "an editor opening the data requests is told 'Accesso non autorizzato'",
  serverAnswer,
  async ({ page }) => {
    await shareEditorSession(page);
    await page.goto("/admin/richieste");
    await expect(
      page.getByRole("heading", { level: 1, name: "Accesso non autorizzato" }),
    ).toBeVisible();
  },
);

test("the registrations page counts an event's rows; its CSV opens in Excel and escapes formulas", async ({
  page,
  javaScriptOn,
}) => {
  const evento = unique("evento-csv");
  const email = `${unique("iscritta")}@example.com`.toLowerCase();
  insertRows([
    registration(evento, { nome: "Agnès", email, azienda: "=1+1" }),
    registration(evento, { nome: "Bruno", email: `secondo-${email}` }),
    registration(evento, { nome: "Anonimizzato", email: "anonimizzato@invalid", anonymized: true }),
  ]);
  await shareAdminSession(page);
  await open(page, "/admin/iscrizioni", javaScriptOn);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: evento, exact: true }) });
  await expect(row.getByRole("cell")).toHaveText(["3", "1", "Scarica CSV"]);

  const { file, bytes } = await downloaded(page, () =>
    row.getByRole("link", { name: `Scarica il CSV delle iscrizioni a ${evento}` }).click(),
  );
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^iscrizioni-${evento}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toBe(
    "Data iscrizione;Nome;Cognome;Email;Telefono;Azienda;Messaggio;Consenso newsletter",
  );
  expect(lines.find((line) => line.includes(`;${email};`))).toMatch(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2};Agnès;Prova;[^;]+;;'=1\+1;;No$/,
  );
  expect(lines.filter((line) => line.includes("anonimizzato"))).toEqual([]);
});

test("the newsletter CSV holds a confirmed address and not a pending one", async ({
  page,
  javaScriptOn,
}) => {
  const confirmed = `${unique("confermata")}@example.com`.toLowerCase();
  const pending = `${unique("in-attesa")}@example.com`.toLowerCase();
  insertRows([subscriber(confirmed, "confirmed"), subscriber(pending, "pending")]);
  await shareAdminSession(page);
  await open(page, "/admin/newsletter", javaScriptOn);
  await expect(page.getByRole("rowheader", { name: confirmed })).toBeVisible();

  const { file, bytes } = await downloaded(page, () =>
    page.getByRole("link", { name: "Scarica CSV degli iscritti confermati" }).click(),
  );
  expect(file.suggestedFilename()).toMatch(/^newsletter-confermati-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = bytes.toString("utf8");
  expect(text.startsWith("\uFEFFEmail;Nome;Cognome;Data conferma;Fonte\r\n")).toBe(true);
  expect(text).toContain(`${confirmed};`);
  expect(text).not.toContain(pending);
});

test("a data request: a wrong address is refused by its field, a search lists the records, 'Esporta' downloads them", async ({
  page,
  javaScriptOn,
}) => {
  const { email, evento } = personWithData();
  await shareAdminSession(page);
  await open(page, "/admin/richieste", javaScriptOn);
  const field = page.getByLabel(label("Email dell'interessato"));
  // The browser's own check lets it through; the server wants a domain with a dot.
  await field.fill("nome@dominio");
  expect(await press(page, "Cerca")).toBe(400);
  await expect(
    page.getByText("Inserisci un indirizzo e-mail valido, ad esempio nome@azienda.it."),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("nome@dominio");

  await search(page, email.toUpperCase());
  await expect(page.getByRole("table", { name: "Richieste di contatto" })).toContainText(
    "Vorrei un preventivo.",
  );
  await expect(page.getByRole("table", { name: "Iscrizioni a eventi e corsi" })).toContainText(
    evento,
  );
  await expect(page.getByRole("table", { name: "Newsletter" })).toContainText("Confermati");

  const { file, bytes } = await downloaded(page, () =>
    page.getByRole("button", { name: "Esporta" }).click(),
  );
  expect(file.suggestedFilename()).toMatch(/^dati-personali-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(bytes.toString("utf8"))).toMatchObject({
    indirizzo: email,
    richiesteDiContatto: [{ email: email.toUpperCase(), messaggio: "Vorrei un preventivo." }],
    iscrizioniAEventi: [{ email, evento }],
    newsletter: [{ email, stato: "confirmed" }],
  });
  await expect(
    page.getByRole("heading", { level: 2, name: `Dati trovati per ${email}` }),
  ).toBeVisible();
});

test("'Cancella tutto' needs its confirmation, then erases everything and keeps the address off the newsletter", async ({
  page,
  javaScriptOn,
}) => {
  page.on("dialog", (dialog) => void dialog.accept());
  const { email } = personWithData();
  await shareAdminSession(page);
  await open(page, "/admin/richieste", javaScriptOn);
  await search(page, email);

  const eraseForm = page.locator("form", {
    has: page.getByRole("button", { name: "Cancella tutto" }),
  });
  // Without JavaScript the browser itself holds the form back; the server's answer is what is tested.
  if (!javaScriptOn) await eraseForm.evaluate((form: HTMLFormElement) => (form.noValidate = true));
  expect(await press(page, "Cancella tutto")).toBe(400);
  const confirmation = page.getByLabel(label("Confermo la cancellazione definitiva"));
  await expect(page.getByText("Spunta la conferma per cancellare i dati.")).toBeVisible();
  await expect(confirmation).toHaveAttribute("aria-invalid", "true");
  expect(
    queryDb(dataDir(), "select id from newsletter_subscribers where email = ?", email),
  ).toHaveLength(1);

  await confirmation.check();
  expect(await press(page, "Cancella tutto")).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("status")).toContainText(
    "3 record cancellati (1 contatto, 1 iscrizione a eventi, 1 iscrizione alla newsletter).",
  );
  const left = (table: string) =>
    queryDb(dataDir(), `select id from ${table} where lower(email) = ?`, email).length;
  expect([
    left("contact_submissions"),
    left("event_registrations"),
    left("newsletter_subscribers"),
  ]).toEqual([0, 0, 0]);
  expect(
    queryDb(
      dataDir(),
      "select email_hash from newsletter_suppressions where email_hash = ?",
      sha256(email),
    ),
  ).toHaveLength(1);
  const audited = queryDb<{ action: string }>(
    dataDir(),
    "select action from contact_audit_log where subject like ?",
    `%${sha256(email)}%`,
  );
  expect(audited.map((row) => row.action)).toEqual([
    "data-request-search",
    "data-request-search",
    "data-request-erase",
  ]);
  expect(
    queryDb(
      dataDir(),
      "select id from contact_audit_log where lower(subject) like ?",
      `%${email}%`,
    ),
  ).toEqual([]);

  await gotoReady(page, "/", javaScriptOn);
  const footer = page.locator("form#newsletter-footer");
  await footer.getByLabel(label("La tua e-mail")).fill(email);
  await footer.getByRole("button", { name: "Iscriviti" }).click();
  await expect(page).toHaveURL(/\/grazie$/);
  expect(
    queryDb(dataDir(), "select id from newsletter_subscribers where email = ?", email),
  ).toEqual([]);
  expect(
    queryDb(
      dataDir(),
      "select id from email_outbox where recipient = ? or json_extract(payload, '$.email') = ?",
      email,
      email,
    ),
  ).toEqual([]);
});
