import crypto from "node:crypto";
import fs from "node:fs";
import { signInAsAdmin, signInAsEditor } from "./admin-support";
import { applyTheme, axeViolations, runAxeWithSiteScriptsOnlyInScriptedProject, siteScriptsRun } from "./axe-support";
import { dataDir, expect, label, mailDir, test, uniqueTitle } from "./fixtures";
import { writeDb } from "../support/db";
import { waitForMail } from "../support/mail";
import { startServer } from "../support/server";
import { staff } from "../support/users";

runAxeWithSiteScriptsOnlyInScriptedProject();

// Staff views in the two themes whose colours differ; high contrast uses the public pages'
// tokens, which the public axe run covers.
for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the sign-in screen and the article list (${theme})`, async ({ page }) => {
    await applyTheme(page, intents);
    await page.goto("/login");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(label("Email")).fill(staff.admin.email);
    await page.getByLabel(label("Password")).fill(staff.admin.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

let articles = 0;

for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the article editor, its errors, a refused save and the delete confirmation (${theme})`, async ({
    page,
    context,
  }) => {
    articles += 1;
    const title = `Axe ${theme} ${test.info().project.name} w${test.info().workerIndex} n${articles}`;
    await applyTheme(page, intents);
    await signInAsEditor(page, siteScriptsRun());

    await page.goto("/admin/articoli/nuovo");
    expect(await axeViolations(page)).toEqual([]);
    await page.locator("#articolo").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByLabel("URL immagine in evidenza", { exact: true }).fill("ftp://x");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page.getByText("Inserisci il titolo.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/admin/articoli/nuovo");
    await page.getByLabel(label("Titolo")).fill(title);
    await page.getByLabel(label("Categoria")).selectOption("SEO");
    await page.getByRole("button", { name: "Salva Bozza" }).click();
    await expect(page.getByText("Bozza salvata!")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/admin?${new URLSearchParams({ q: title })}`);
    await page.getByRole("link", { name: `Modifica ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Modifica Articolo" })).toBeVisible();
    const editUrl = page.url();
    const other = await context.newPage();
    await other.goto(editUrl);
    await other.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(other.getByText("Articolo aggiornato")).toBeVisible();
    await other.close();
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page.getByRole("region", { name: "La versione salvata da altri" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${editUrl}/elimina`);
    await expect(page.getByText("Sei sicuro di voler eliminare questo articolo?")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The editor's own parts: the SEO bands use a colour of their own in each theme, high
// contrast included.
for (const [theme, intents] of [
  ["chiaro", []],
  ["scuro", ["toggle-dark"]],
  ["alto contrasto", ["toggle-contrast"]],
] as const) {
  test(`axe finds nothing on the editor's preview, template question, image notice and SEO bands (${theme})`, async ({ page }) => {
    await applyTheme(page, intents);
    await signInAsEditor(page, siteScriptsRun());
    await page.goto("/admin/articoli/nuovo");
    const scripted = siteScriptsRun();
    if (scripted) await page.waitForLoadState("networkidle");
    const content = page.getByLabel("Contenuto", { exact: true });
    const panel = page.getByRole("region", { name: "SEO", exact: true });
    const post = (name: string) => (scripted ? Promise.resolve() : page.getByRole("button", { name, exact: true }).click());

    await page.getByLabel(label("Titolo")).fill("Una guida di prova per il controllo");
    await content.fill("Testo breve.");
    await post("Scrivi");
    await expect(panel).toContainText("Scarso");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Applica modello" }).click();
    await expect(page.getByText("Il contenuto attuale verrà sostituito")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sostituisci" }).click();
    await page.getByLabel("Meta description", { exact: true }).fill("m".repeat(130));
    await page.getByLabel("Descrizione per generare un'immagine").fill("Un guasto");
    await page.getByRole("button", { name: "Genera immagine" }).click();
    await expect(page.getByText("Immagine placeholder", { exact: true })).toBeVisible();
    await expect(panel).toContainText("Migliorabile");
    expect(await axeViolations(page)).toEqual([]);

    // A tag turns the body into HTML, and the preview says so (the quick import's preview
    // shows the Markdown line).
    await content.fill(`${await content.inputValue()}\n\n<p>Un paragrafo in HTML.</p>`);
    await page.getByRole(scripted ? "tab" : "button", { name: "Anteprima" }).click();
    await expect(page.locator("#pannello-anteprima h2").first()).toBeVisible();
    await expect(page.getByText("Il contenuto contiene HTML: verrà mostrato come HTML")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the quick import, its preview and its validation errors (${theme})`, async ({ page }) => {
    await applyTheme(page, intents);
    await signInAsEditor(page, siteScriptsRun());
    await page.goto("/admin/importa");
    const scripted = siteScriptsRun();
    if (scripted) await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(label("Documento")).fill("# Una guida di Branding\n\nIl primo paragrafo della guida.");
    if (!scripted) await page.getByRole("button", { name: "Estrai" }).click();
    await expect(page.getByLabel(label("Titolo"))).toHaveValue("Una guida di Branding");
    await page.getByRole("button", { name: "Anteprima", exact: true }).click();
    await expect(page.getByRole("region", { name: "Anteprima dell'articolo" })).toContainText("Il primo paragrafo della guida.");
    await expect(page.getByText("Il contenuto verrà convertito da Markdown.", { exact: false })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/admin/importa");
    await page.getByRole("button", { name: "Salva Bozza" }).click();
    await expect(page.getByText("Compila tutti i campi obbligatori (titolo, contenuto, categoria)")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the Markdown import, its errors and its progress page, finished and failed (${theme})`, async ({ page }) => {
    test.slow();
    await applyTheme(page, intents);
    const scripted = siteScriptsRun();
    await signInAsEditor(page, scripted);
    const file = page.getByLabel("File Markdown (.md)");
    const importFile = async (name: string, text: string) => {
      await page.goto("/admin/importa-markdown");
      if (scripted) await page.waitForLoadState("networkidle");
      await file.setInputFiles({ name, mimeType: "text/markdown", buffer: Buffer.from(text) });
      await page.getByLabel(label("Categoria")).selectOption("SEO");
      await page.getByRole("button", { name: "Importa e Pubblica Automaticamente" }).click();
      await expect(page).toHaveURL(/\/admin\/importa-markdown\/[0-9a-f-]{36}$/);
    };
    const refreshUntil = async (text: string) =>
      expect(async () => {
        if (!scripted) await page.reload();
        await expect(page.getByText(text)).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });

    await page.goto("/admin/importa-markdown");
    expect(await axeViolations(page)).toEqual([]);
    if (scripted) await file.setInputFiles({ name: "appunti.txt", mimeType: "text/plain", buffer: Buffer.from("testo") });
    else await page.getByRole("button", { name: "Importa e Pubblica Automaticamente" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const title = `Axe import ${theme} ${test.info().project.name} ${Date.now().toString(36)}`;
    await importFile("solo-titolo.md", `# ${title} vuoto\n`);
    await refreshUntil("Errore durante l'import");
    expect(await axeViolations(page)).toEqual([]);

    await importFile("articolo.md", `# ${title}\n\nUn paragrafo dell'articolo da importare, abbastanza lungo da contare.\n\n<br>`);
    await refreshUntil("Articolo importato e pubblicato!");
    await expect(page.getByText("Immagine placeholder", { exact: true })).toBeVisible();
    await expect(page.getByText("Il file contiene HTML: l'articolo è mostrato come HTML")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

let invited = 0;

for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the users views, the account page and the password pages (${theme})`, async ({ page }) => {
    await applyTheme(page, intents);
    await page.goto("/login");
    await page.getByLabel(label("Email")).fill(staff.admin.email);
    await page.getByLabel(label("Password")).fill(staff.admin.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto("/admin/account");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/admin/utenti/nuovo");
    expect(await axeViolations(page)).toEqual([]);

    invited += 1;
    const email = `axe-${test.info().project.name}-${theme}-${process.pid}-${Date.now().toString(36)}-${invited}@example.com`;
    await page.getByLabel(label("Nome")).fill("Persona Axe");
    await page.getByLabel(label("Email")).fill(email);
    await page.getByLabel(label("Ruolo")).selectOption({ label: "Editor" });
    await page.getByRole("button", { name: "Invia invito" }).click();
    await expect(page).toHaveURL(/\/admin\/utenti$/);
    // The list with its one-time message.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Esci" }).click();

    const [mail] = await waitForMail(mailDir(), email);
    const link = /https?:\/\/[^\s"<>]+\/reimposta-password\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Scegli la password" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/reimposta-password?token=nessuno");
    await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/password-dimenticata");
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`axe finds nothing on the first administrator's setup page (${theme})`, async ({ page }) => {
    const server = await startServer();
    try {
      for (const intent of intents) await page.request.post(`${server.url}/preferenze`, { form: { intent }, maxRedirects: 0 });
      const link = /https?:\/\/\S+\/primo-amministratore\?token=[\w-]+/.exec(fs.readFileSync(server.logFile, "utf8"))?.[0] ?? "";
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Primo amministratore" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${server.url}/primo-amministratore`);
      await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
}

/**
 * Three contacts whose badges use every tone: waiting and ten days left, processed, and
 * anonymized past its retention, and a privacy search in the audit list, whose address's
 * hash shows shortened. Returns the first contact's id.
 */
function insertBadgeContacts(name: string) {
  return writeDb(dataDir(), (db) => {
    const hash = crypto.createHash("sha256").update(`${name}@example.com`).digest("hex");
    db.prepare("insert into contact_audit_log (action, actor, subject) values ('data-request-search', ?, ?)").run(
      staff.admin.email,
      `sha256 ${hash}: contatti 1, iscrizioni 0, newsletter 0`,
    );
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const insert = db.prepare(
      `insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, created_at, processed_at, anonymized_at, retention_expires_at)
       values (?, 'Verdi', 'axe@example.com', 'eventi', ?, 1, ?, ?, ?, ?)`,
    );
    const first = insert.run(name, "Vorremmo organizzare un evento.\nGrazie.", now, null, null, now + 10 * day);
    insert.run(`${name} bis`, "Un preventivo, grazie.", now, now, null, now + 730 * day);
    insert.run("Anonimizzato", "Anonimizzato", now, null, now, now - day);
    return Number(first.lastInsertRowid);
  });
}

// The badges are text in the theme's success, warning, danger and muted colours, whose
// high-contrast values the theme's contrast tests check; light and dark are the two that differ here.
for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the security dashboard, its badges and a contact's page (${theme})`, async ({ page }) => {
    const id = insertBadgeContacts(uniqueTitle("Axe"));
    await applyTheme(page, intents);
    await signInAsAdmin(page, siteScriptsRun());
    await page.goto("/admin/sicurezza");
    await expect(page.getByText("Scade in 10 giorni").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // On a phone the tables' rows are cards, their headings hidden: still a table to axe.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/admin/sicurezza/contatti/${id}`);
    await expect(page.getByRole("heading", { name: "Messaggio" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on registrations, subscribers and a data request with its results and its error (${theme})`, async ({ page }) => {
    const email = `${uniqueTitle("axe").toLowerCase().replace(/\W+/g, ".")}@example.com`;
    writeDb(dataDir(), (db) =>
      db
        .prepare(
          `insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, retention_expires_at)
           values ('Axe', 'Verdi', ?, 'eventi', 'Un preventivo, grazie.', 1, ?)`,
        )
        .run(email, Date.now() + 730 * 24 * 60 * 60 * 1000),
    );
    await applyTheme(page, intents);
    await signInAsAdmin(page, siteScriptsRun());
    for (const view of ["/admin/iscrizioni", "/admin/newsletter", "/admin/richieste"]) {
      await page.goto(view);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.getByLabel(label("Email dell'interessato")).fill(email);
    await page.getByRole("button", { name: "Cerca" }).click();
    await expect(page.getByRole("heading", { name: `Dati trovati per ${email}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancella tutto" }).evaluate((button) => button.closest("form")?.setAttribute("novalidate", ""));
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancella tutto" }).click();
    await expect(page.getByLabel(label("Confermo la cancellazione definitiva"))).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const [theme, intents] of [["chiaro", []], ["scuro", ["toggle-dark"]]] as const) {
  test(`axe finds nothing on the sync page, a new token and a refused webhook address (${theme})`, async ({ page }) => {
    await applyTheme(page, intents);
    await signInAsAdmin(page, siteScriptsRun());
    await page.goto("/admin/sincronizzazione");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(label("Nome del token")).fill(uniqueTitle("Axe"));
    await page.getByRole("button", { name: "Crea token" }).click();
    await expect(page.getByLabel(/^Token «Axe/)).toHaveValue(/^art_/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(label("URL del webhook Make")).fill("http://127.0.0.1/hook");
    await page.getByRole("button", { name: "Test Webhook" }).click();
    await expect(page.getByLabel(label("URL del webhook Make"))).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
}
