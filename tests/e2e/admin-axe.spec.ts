import crypto from "node:crypto";
import fs from "node:fs";
import { shareAdminSession, shareEditorSession } from "./admin-support";
import {
  allowAxeRuns,
  expectNoViolations,
  runAxeWithSiteScriptsOnlyInScriptedProject,
  sameMarkup,
  siteScriptsRun,
} from "./axe-support";
import {
  articleText,
  dataDir,
  expect,
  label,
  mailDir,
  pasteInto,
  test,
  uniqueTitle,
  waitForHydration,
} from "./fixtures";
import { pngImage } from "../support/image-files";
import { seedAnalyticsWeek, seededWeek } from "../support/analytics";
import { insertArticles } from "../support/articles";
import { queryDb, writeDb } from "../support/db";
import { waitForMail } from "../support/mail";
import { startServer } from "../support/server";
import { storeTestImage } from "../support/uploaded-images";
import { createStaffAccount, staff } from "../support/users";
import { setUpApp, typePassword } from "./two-factor-support";
import { slugify } from "../../app/features/articles/slug";

runAxeWithSiteScriptsOnlyInScriptedProject();

// Staff views are checked as they are reached, in the default theme and, switched in place,
// in the dark one: the two whose colours differ. High contrast uses the public pages' tokens,
// which the public axe run covers.
const dark = ["scuro"] as const;

test("axe finds nothing on the sign-in screen, the article list and a missing page", async ({
  page,
}) => {
  allowAxeRuns(6);
  // The list's badges include 'Programmato'.
  const scheduledTitle = uniqueTitle("Axe programmato");
  insertArticles(dataDir(), [
    {
      title: scheduledTitle,
      slug: slugify(scheduledTitle),
      status: "scheduled",
      publishedAt: new Date(Date.now() + 86_400_000),
    },
  ]);
  await page.goto("/login");
  await expectNoViolations(page, "the sign-in screen", dark);
  await page.getByLabel(label("Email")).fill(staff.admin.email);
  await page.getByLabel(label("Password")).fill(staff.admin.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
  await expectNoViolations(page, "the article list", dark);
  await page.goto("/admin/pagina-che-non-esiste");
  await expect(page.getByText("Pagina non trovata")).toBeVisible();
  await expectNoViolations(page, "the staff area's missing page", dark);
});

let articles = 0;

test("axe finds nothing on the article editor, its errors, a refused save and the delete confirmation", async ({
  page,
  context,
}) => {
  allowAxeRuns(10);
  articles += 1;
  const title = `Axe ${test.info().project.name} w${test.info().workerIndex} n${articles}`;
  await shareEditorSession(page);

  await page.goto("/admin/articoli/nuovo");
  await expectNoViolations(page, "a new article", dark);
  await page.locator("#articolo").evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByLabel("URL immagine in evidenza", { exact: true }).fill("ftp://x");
  await page.getByLabel("Pubblica il").fill("2020-01-01T10:00");
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await expect(page.getByText("Inserisci il titolo.")).toBeVisible();
  await expect(page.getByText("La data di pubblicazione è già passata")).toBeVisible();
  await expectNoViolations(page, "the editor's errors", dark);

  await page.goto("/admin/articoli/nuovo");
  await page.getByLabel(label("Titolo")).fill(title);
  await page.getByLabel(label("Categoria")).selectOption("SEO");
  await page.getByRole("button", { name: "Salva Bozza" }).click();
  await expect(page.getByText("Bozza salvata!")).toBeVisible();
  await expectNoViolations(page, "a saved draft", dark);

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
  await expectNoViolations(page, "a refused save", dark);
  // The delete confirmation is the same markup with scripts or without.
  if (!siteScriptsRun()) return;

  await page.goto(`${editUrl}/elimina`);
  await expect(page.getByText("Sei sicuro di voler eliminare questo articolo?")).toBeVisible();
  await expectNoViolations(page, "the delete confirmation", dark);
});

// The editor's own parts: the SEO bands use a colour of their own in each theme, high
// contrast included.
test("axe finds nothing on the editor's preview, template question, image notice, SEO bands, image dialog and focus mode", async ({
  page,
}) => {
  const themes = ["scuro", "alto contrasto"] as const;
  allowAxeRuns(18);
  await shareEditorSession(page);
  await page.goto("/admin/articoli/nuovo");
  const scripted = siteScriptsRun();
  if (scripted) await waitForHydration(page);
  const content = page.getByLabel("Contenuto", { exact: true });
  const panel = page.getByRole("region", { name: "SEO", exact: true });
  const post = (name: string) =>
    scripted ? Promise.resolve() : page.getByRole("button", { name, exact: true }).click();

  await page.getByLabel(label("Titolo")).fill("Una guida di prova per il controllo");
  await content.fill("Testo breve.");
  await post("Scrivi");
  await expect(panel).toContainText("Scarso");
  await expectNoViolations(page, "a poor SEO band", themes);

  await page.getByRole("button", { name: "Applica modello" }).click();
  await expect(page.getByText("Il contenuto attuale verrà sostituito")).toBeVisible();
  await expectNoViolations(page, "the template question", themes);
  await page.getByRole("button", { name: "Sostituisci" }).click();
  await page.getByLabel("Meta description", { exact: true }).fill("m".repeat(130));
  await page.getByLabel("Descrizione per generare un'immagine").fill("Un guasto");
  await page.getByRole("button", { name: "Genera immagine" }).click();
  await expect(page.getByText("Immagine placeholder", { exact: true })).toBeVisible();
  await expect(panel).toContainText("Migliorabile");
  await expectNoViolations(page, "the image notice and a middling SEO band", themes);

  // A tag turns the body into HTML, and the preview says so (the quick import's preview
  // shows the Markdown line).
  await content.fill(`${await articleText(page).inputValue()}\n\n<p>Un paragrafo in HTML.</p>`);
  // With scripts, at this width, the preview is beside the text already.
  if (!scripted) await page.getByRole("button", { name: "Anteprima" }).click();
  await expect(page.locator("#pannello-anteprima h2").first()).toBeVisible();
  await expect(
    page.getByText("Il contenuto contiene HTML: verrà mostrato come HTML"),
  ).toBeVisible();
  await expectNoViolations(page, scripted ? "the preview beside the text" : "the preview", themes);
  if (!scripted) return;

  await pasteInto(content, { file: { name: "grafico.png", bytes: pngImage(40, 30) } });
  await expect(page.getByRole("dialog", { name: "Descrivi l'immagine" })).toBeVisible();
  await expectNoViolations(page, "the dialog asking an image's text", themes);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Scrittura senza distrazioni" }).click();
  await expect(page.getByRole("navigation", { name: "Area riservata" })).toBeHidden();
  await expectNoViolations(page, "writing without distractions", themes);
});

test("axe finds nothing on the editor's preview link section, a new link, and the page it opens", async ({
  page,
  browser,
  baseURL,
}) => {
  const themes = ["scuro", "alto contrasto"] as const;
  allowAxeRuns(6);
  const title = uniqueTitle("Axe anteprima");
  const slug = slugify(title);
  insertArticles(dataDir(), [{ title, slug, status: "draft" }]);
  const [article] = queryDb<{ id: string }>(
    dataDir(),
    "select id from articles where slug = ?",
    slug,
  );
  await shareEditorSession(page);
  await page.goto(`/admin/articoli/${article?.id}`);
  if (siteScriptsRun()) await waitForHydration(page);
  await expectNoViolations(page, "the editor's preview link section", dark);
  await page.getByRole("button", { name: "Crea link di anteprima" }).click();
  const link = await page.getByLabel("Il link da inviare").inputValue();
  await expectNoViolations(page, "a new preview link", dark);

  // The client's view: signed out, and as the project runs, with or without the site's scripts.
  const client = await browser.newPage({
    baseURL,
    javaScriptEnabled: true,
    reducedMotion: "reduce",
  });
  try {
    if (!siteScriptsRun()) await client.route(/\/build\/.*\.js$/, (route) => route.abort());
    await client.goto(link);
    await expect(client.getByRole("note")).toContainText("Anteprima");
    await expectNoViolations(client, "the page a preview link opens", themes);
  } finally {
    await client.close();
  }
});

test(
  "axe finds nothing on an article's revisions with a diff and on the deleted articles",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(4);
    const title = uniqueTitle("Axe revisioni");
    const slug = slugify(title);
    insertArticles(dataDir(), [
      { title, slug, status: "published", content: "Un testo di prova.\n\nUn secondo paragrafo." },
    ]);
    const [article] = queryDb<{ id: string }>(
      dataDir(),
      "select id from articles where slug = ?",
      slug,
    );
    await shareAdminSession(page);
    await page.goto(`/admin/articoli/${article?.id}`);
    // Typed before the editor's scripts take over, the text would be replaced by theirs.
    await waitForHydration(page);
    await page.getByLabel(label("Titolo")).fill(`${title} rivisto`);
    await page
      .getByLabel("Contenuto", { exact: true })
      .fill("Un testo rivisto.\n\nUn paragrafo nuovo.");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(page.getByText("Articolo aggiornato")).toBeVisible();
    await page.goto(`/admin/articoli/${article?.id}/revisioni`);
    await expect(page.locator("del").first()).toBeVisible();
    await expectNoViolations(page, "an article's revisions and their diff", dark);

    await page.goto(`/admin/articoli/${article?.id}/elimina`);
    await page.getByRole("button", { name: "Elimina", exact: true }).click();
    await expect(page.getByText("Articolo eliminato", { exact: true })).toBeVisible();
    await page.goto("/admin/articoli/eliminati");
    await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();
    await expectNoViolations(page, "the deleted articles", dark);
  },
);

test("axe finds nothing on the quick import, its preview and its validation errors", async ({
  page,
}) => {
  allowAxeRuns(6);
  await shareEditorSession(page);
  await page.goto("/admin/importa");
  const scripted = siteScriptsRun();
  if (scripted) await waitForHydration(page);
  await expectNoViolations(page, "the quick import", dark);

  await page
    .getByLabel(label("Documento"))
    .fill("# Una guida di Branding\n\nIl primo paragrafo della guida.");
  if (!scripted) await page.getByRole("button", { name: "Estrai" }).click();
  await expect(page.getByLabel(label("Titolo"))).toHaveValue("Una guida di Branding");
  await page.getByRole("button", { name: "Anteprima", exact: true }).click();
  await expect(page.getByRole("region", { name: "Anteprima dell'articolo" })).toContainText(
    "Il primo paragrafo della guida.",
  );
  await expect(
    page.getByText("Il contenuto verrà convertito da Markdown.", { exact: false }),
  ).toBeVisible();
  await expectNoViolations(page, "the quick import's preview", dark);

  await page.goto("/admin/importa");
  await page.getByRole("button", { name: "Salva Bozza" }).click();
  await expect(
    page.getByText("Compila tutti i campi obbligatori (titolo, contenuto, categoria)"),
  ).toBeVisible();
  await expectNoViolations(page, "the quick import's errors", dark);
});

test("axe finds nothing on the Markdown import, its errors and its progress page, finished and failed", async ({
  page,
}) => {
  allowAxeRuns(10);
  const scripted = siteScriptsRun();
  await shareEditorSession(page);
  const file = page.getByLabel("File Markdown (.md)");
  const importFile = async (name: string, text: string) => {
    await page.goto("/admin/importa-markdown");
    if (scripted) await waitForHydration(page);
    await file.setInputFiles({ name, mimeType: "text/markdown", buffer: Buffer.from(text) });
    await page.getByLabel(label("Categoria")).selectOption("SEO");
    await page.getByRole("button", { name: "Importa e Pubblica Automaticamente" }).click();
    await expect(page).toHaveURL(/\/admin\/importa-markdown\/[0-9a-f-]{36}$/);
  };
  // With scripts the page follows the import by itself: watched throughout, not in one-second
  // tries with pauses between them, where the end could wait unseen for a pause.
  const refreshUntil = async (text: string) => {
    if (scripted) return expect(page.getByText(text)).toBeVisible({ timeout: 20_000 });
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(text)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  };

  await page.goto("/admin/importa-markdown");
  await expectNoViolations(page, "the Markdown import", dark);
  if (scripted)
    await file.setInputFiles({
      name: "appunti.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("testo"),
    });
  else await page.getByRole("button", { name: "Importa e Pubblica Automaticamente" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoViolations(page, "the Markdown import's error", dark);

  const title = `Axe import ${test.info().project.name} ${Date.now().toString(36)}`;
  await importFile("solo-titolo.md", `# ${title} vuoto\n`);
  await refreshUntil("Errore durante l'import");
  await expectNoViolations(page, "a failed import", dark);

  await importFile(
    "articolo.md",
    `# ${title}\n\nUn paragrafo dell'articolo da importare, abbastanza lungo da contare.\n\n<br>`,
  );
  await refreshUntil("Articolo importato e pubblicato!");
  await expect(page.getByText("Immagine placeholder", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Il file contiene HTML: l'articolo è mostrato come HTML"),
  ).toBeVisible();
  await expectNoViolations(page, "a finished import", dark);
});

let invited = 0;

// Signs in by itself: it signs out, which ends its session.
test("axe finds nothing on the users views, the account page and the password pages", async ({
  page,
  request,
}) => {
  allowAxeRuns(12);
  // An admin of its own: the passkey listed below is a second factor, which would send the
  // shared admin's sign-ins of every other test to the second step.
  const admin = {
    email: `axe-conto-${test.info().project.name}-${process.pid}@example.com`,
    password: "una-password-di-prova-per-axe",
    name: "Amministratrice Axe",
    role: "admin",
  } as const;
  await createStaffAccount(dataDir(), admin);
  // Another session of the admin's, so the account page lists one with its button.
  const elsewhere = await request.post("/login", {
    form: { email: admin.email, password: admin.password },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(303);
  await page.goto("/login");
  await page.getByLabel(label("Email")).fill(admin.email);
  await page.getByLabel(label("Password")).fill(admin.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The passkey section with one listed: stored directly, the ceremony is passkeys.spec.ts's.
  writeDb(dataDir(), (db) =>
    db
      .prepare(
        "insert or ignore into passkeys (id, user_id, name, public_key) select ?, id, ?, x'00' from users where email = ?",
      )
      .run(`axe-${test.info().project.name}`, "Chiavetta di prova", admin.email),
  );
  await page.goto("/admin/account");
  await expect(page.getByRole("button", { name: "Esci da tutti gli altri" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Le tue passkey" })).toBeVisible();
  await expectNoViolations(page, "the account page with its passkeys and sessions", dark);
  // The views that follow are the same markup with scripts or without.
  if (!siteScriptsRun()) return;
  await page.goto("/admin/utenti/nuovo");
  await expectNoViolations(page, "the invitation form", dark);

  invited += 1;
  const email = `axe-${test.info().project.name}-${process.pid}-${Date.now().toString(36)}-${invited}@example.com`;
  await page.getByLabel(label("Nome")).fill("Persona Axe");
  await page.getByLabel(label("Email")).fill(email);
  await page.getByLabel(label("Ruolo")).selectOption({ label: "Editor" });
  await page.getByRole("button", { name: "Invia invito" }).click();
  await expect(page).toHaveURL(/\/admin\/utenti$/);
  // The list with its one-time message.
  await expectNoViolations(page, "the users list", dark);
  await page.getByRole("button", { name: "Esci" }).click();

  const [mail] = await waitForMail(mailDir(), email);
  const link =
    /https?:\/\/[^\s"<>]+\/reimposta-password\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Scegli la password" })).toBeVisible();
  await expectNoViolations(page, "the password choice", dark);
  await page.goto("/reimposta-password?token=nessuno");
  await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();
  await expectNoViolations(page, "an invalid password link", dark);
  await page.goto("/password-dimenticata");
  await expectNoViolations(page, "the forgotten password form", dark);
});

test("axe finds nothing on the first administrator's setup page", sameMarkup, async ({ page }) => {
  allowAxeRuns(4);
  const server = await startServer();
  try {
    const link =
      /https?:\/\/\S+\/primo-amministratore\?token=[\w-]+/.exec(
        fs.readFileSync(server.logFile, "utf8"),
      )?.[0] ?? "";
    await page.goto(link);
    await expect(
      page.getByRole("heading", { level: 1, name: "Primo amministratore" }),
    ).toBeVisible();
    await expectNoViolations(page, "the first administrator's setup", dark);
    await page.goto(`${server.url}/primo-amministratore`);
    await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();
    await expectNoViolations(page, "an invalid setup link", dark);
  } finally {
    await server.stop();
  }
});

test(
  "axe finds nothing on the authenticator app's pages, the recovery codes and the second step",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(8);
    const tag = uniqueTitle("axe").replace(/\W+/g, "-").toLowerCase();
    const account = {
      email: `${tag}@example.com`,
      password: "una-password-per-axe-lunga",
      name: "Axe Verifica",
      role: "editor",
    } as const;
    await createStaffAccount(dataDir(), account);
    await typePassword(page, "", account, true);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/account/app-di-autenticazione");
    await expectNoViolations(page, "the authenticator app's setup", dark);
    await setUpApp(page);
    await expectNoViolations(page, "the recovery codes", dark);
    await page.goto("/admin/account/app-di-autenticazione");
    await expect(
      page.getByRole("heading", { name: "Rigenera i codici di recupero" }),
    ).toBeVisible();
    await expectNoViolations(page, "the authenticator app once on", dark);
    await page.getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await typePassword(page, "", account, true);
    await expect(
      page.getByRole("heading", { level: 1, name: "Verifica in due passaggi" }),
    ).toBeVisible();
    await expectNoViolations(page, "the second step", dark);
  },
);

/**
 * Three contacts whose badges use every tone: waiting and ten days left, processed, and
 * anonymized past its retention, and a privacy search in the audit list, whose address's
 * hash shows shortened. Returns the first contact's id.
 */
function insertBadgeContacts(name: string) {
  return writeDb(dataDir(), (db) => {
    const hash = crypto.createHash("sha256").update(`${name}@example.com`).digest("hex");
    db.prepare(
      "insert into contact_audit_log (action, actor, subject) values ('data-request-search', ?, ?)",
    ).run(staff.admin.email, `sha256 ${hash}: contatti 1, iscrizioni 0, newsletter 0`);
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const insert = db.prepare(
      `insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, created_at, processed_at, anonymized_at, retention_expires_at)
       values (?, 'Verdi', 'axe@example.com', 'eventi', ?, 1, ?, ?, ?, ?)`,
    );
    const first = insert.run(
      name,
      "Vorremmo organizzare un evento.\nGrazie.",
      now,
      null,
      null,
      now + 10 * day,
    );
    insert.run(`${name} bis`, "Un preventivo, grazie.", now, now, null, now + 730 * day);
    insert.run("Anonimizzato", "Anonimizzato", now, null, now, now - day);
    return Number(first.lastInsertRowid);
  });
}

// The badges are text in the theme's success, warning, danger and muted colours, whose
// high-contrast values the theme's contrast tests check; light and dark are the two that differ here.
test(
  "axe finds nothing on the security dashboard, its badges and a contact's page",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(6);
    const id = insertBadgeContacts(uniqueTitle("Axe"));
    await shareAdminSession(page);
    await page.goto("/admin/sicurezza");
    await expect(page.getByText("Scade in 10 giorni").first()).toBeVisible();
    await expectNoViolations(page, "the security dashboard", dark);
    // On a phone the tables' rows are cards, their headings hidden: still a table to axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoViolations(page, "the security dashboard on a phone", dark);
    await page.goto(`/admin/sicurezza/contatti/${id}`);
    await expect(page.getByRole("heading", { name: "Messaggio" })).toBeVisible();
    await expectNoViolations(page, "a contact's page", dark);
  },
);

test(
  "axe finds nothing on registrations, subscribers and a data request with its results and its error",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(10);
    const email = `${uniqueTitle("axe").toLowerCase().replace(/\W+/g, ".")}@example.com`;
    writeDb(dataDir(), (db) =>
      db
        .prepare(
          `insert into contact_submissions (nome, cognome, email, servizio, messaggio, privacy_accepted, retention_expires_at)
         values ('Axe', 'Verdi', ?, 'eventi', 'Un preventivo, grazie.', 1, ?)`,
        )
        .run(email, Date.now() + 730 * 24 * 60 * 60 * 1000),
    );
    await shareAdminSession(page);
    for (const view of ["/admin/iscrizioni", "/admin/newsletter", "/admin/richieste"]) {
      await page.goto(view);
      await expectNoViolations(page, view, dark);
    }
    await page.getByLabel(label("Email dell'interessato")).fill(email);
    await page.getByRole("button", { name: "Cerca" }).click();
    await expect(page.getByRole("heading", { name: `Dati trovati per ${email}` })).toBeVisible();
    await expectNoViolations(page, "a data request's results", dark);
    await page
      .getByRole("button", { name: "Cancella tutto" })
      .evaluate((button) => button.closest("form")?.setAttribute("novalidate", ""));
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancella tutto" }).click();
    await expect(page.getByLabel(label("Confermo la cancellazione definitiva"))).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoViolations(page, "a data request's error", dark);
  },
);

test(
  "axe finds nothing on the sync page, a new token and a refused webhook address",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(6);
    await shareAdminSession(page);
    await page.goto("/admin/sincronizzazione");
    await expectNoViolations(page, "the sync page", dark);
    await page.getByLabel(label("Nome del token")).fill(uniqueTitle("Axe"));
    await page.getByRole("button", { name: "Crea token" }).click();
    await expect(page.getByLabel(/^Token «Axe/)).toHaveValue(/^art_/);
    await expectNoViolations(page, "a new token", dark);
    await page.getByLabel(label("URL del webhook Make")).fill("http://127.0.0.1/hook");
    await page.getByRole("button", { name: "Test Webhook" }).click();
    await expect(page.getByLabel(label("URL del webhook Make"))).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoViolations(page, "a refused webhook address", dark);
  },
);

test(
  "axe finds nothing on the redirects page, its errors, a refused import and the edit page",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(8);
    const source = `/${uniqueTitle("Axe").toLowerCase().replace(/\W+/g, "-")}`;
    await shareAdminSession(page);
    await page.goto("/admin/reindirizzamenti");
    await page.getByLabel(label("Da")).fill(source);
    await page.getByLabel(label("A"), { exact: true }).fill("/servizi");
    await page.getByRole("button", { name: "Aggiungi" }).click();
    await expect(page.getByRole("rowheader", { name: source, exact: true })).toBeVisible();
    await expectNoViolations(page, "the redirects page", dark);

    await page.getByLabel(label("Da")).fill("/admin");
    await page.getByLabel(label("A"), { exact: true }).fill("http://altro.example/");
    await page.getByRole("button", { name: "Aggiungi" }).click();
    await expect(page.getByLabel(label("A"), { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoViolations(page, "the redirect form's errors", dark);

    await page.getByLabel("File CSV").setInputFiles({
      name: "redirect.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("from,to\n/axe-a,/axe-b\n/axe-b,/axe-a\n"),
    });
    await page.getByRole("button", { name: "Importa" }).click();
    await expect(page.getByText("File non importato")).toBeVisible();
    await expectNoViolations(page, "a refused import", dark);

    await page.getByRole("link", { name: `Modifica il reindirizzamento da ${source}` }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Modifica reindirizzamento" }),
    ).toBeVisible();
    await expectNoViolations(page, "a redirect's edit page", dark);
  },
);

test(
  "axe finds nothing on the activity log and its refused filters",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(2);
    await shareAdminSession(page);
    await page.goto("/admin/attivita");
    await expect(page.getByRole("table", { name: "Le azioni, dalla più recente" })).toBeVisible();
    await expectNoViolations(page, "the activity log", dark);
    await page.goto("/admin/attivita?dal=2026-02-31");
    await expect(page.getByLabel(label("Dal giorno"))).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "the activity log's refused filters", dark);
  },
);

test(
  "axe finds nothing on the statistics, their chart's table and a refused range",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(4);
    seedAnalyticsWeek(dataDir());
    await shareEditorSession(page);
    await page.goto(`/admin/statistiche?dal=${seededWeek.from}&al=${seededWeek.to}`);
    await page.getByText("Dati del grafico").click();
    await expect(page.getByRole("table", { name: /^Visitatori per giorno/ })).toBeVisible();
    await expectNoViolations(page, "the statistics", dark);
    await page.goto("/admin/statistiche?dal=2026-02-31");
    await expect(page.getByLabel(label("Dal giorno"))).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "the statistics' refused range", dark);
  },
);

test(
  "axe finds nothing on the media page and an image's page with its error",
  sameMarkup,
  async ({ page }) => {
    allowAxeRuns(3);
    const name = await storeTestImage(dataDir(), staff.editor.email);
    await shareEditorSession(page);
    await page.goto("/admin/media");
    await expect(page.getByRole("link", { name: `Modifica l'immagine ${name}` })).toBeVisible();
    await expectNoViolations(page, "the media page", dark);
    await page.goto(`/admin/media/${name}`);
    await page
      .locator("#testo-alternativo")
      .evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Salva il testo" }).click();
    await expect(page.getByText("Scrivi cosa mostra l'immagine.")).toBeVisible();
    await expectNoViolations(page, "an image's page with its error", dark);
  },
);
