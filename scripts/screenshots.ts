// Pages photographed at 390 and 1366 px wide, light and dark, to compare a redesign's before
// and after. Run after `npm run build`: `npm run screenshots -- <set> [sito|staff]`.
// - `sito` (the default): the first screen of the pages a prospective client or a member of
//   staff sees first, as docs/screenshots/<set>/<page>-<width>-<theme>.png.
// - `staff`: every staff view, whole, with the data that fills its lists, as
//   docs/screenshots/<set>/<view>-<width>-<theme>.webp (a whole page in PNG weighs ten times more).
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import sharp from "sharp";
import { sampleArticles } from "../app/features/articles/content/sample-articles";
import { runAgency } from "../tests/support/agency";
import { seedAnalyticsWeek, seededWeek } from "../tests/support/analytics";
import { queryDb, writeDb } from "../tests/support/db";
import { waitForMail } from "../tests/support/mail";
import { startServer, type RunningServer } from "../tests/support/server";
import { storeTestImage } from "../tests/support/uploaded-images";
import { createStaffAccount, type StaffAccount } from "../tests/support/users";

const [set, kind = "sito"] = process.argv.slice(2);
if (!set || !/^[a-z0-9-]+$/.test(set) || !["sito", "staff"].includes(kind)) {
  console.error("Uso: npm run screenshots -- <serie, ad esempio prima o dopo> [sito|staff]");
  process.exit(2);
}
const folder = path.join("docs/screenshots", set);
const admin: StaffAccount = {
  email: "foto@example.com",
  password: "una-password-per-le-foto",
  name: "Anna Ferri",
  role: "admin",
};
// A second member with an authenticator app: the second sign-in step is theirs.
const withApp: StaffAccount = {
  email: "foto-app@example.com",
  password: "un-altra-password-per-le-foto",
  name: "Bruno Esposito",
  role: "editor",
};
const article = sampleArticles[0]!;

const widths = { 390: { width: 390, height: 844 }, 1366: { width: 1366, height: 768 } } as const;
const themes = { chiaro: [], scuro: ["toggle-dark"] } as const;

/** Who opens a view: a visitor, the admin, or the member with an app after their password. */
type View = { name: string; address: string; as: "visitor" | "admin" | "second-step" };

const server = await startServer();
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const seeded = await runAgency(
    server.dataDir,
    "seed",
    "--email",
    admin.email,
    "--password",
    admin.password,
  );
  if (seeded.code !== 0) throw new Error(seeded.output);
  const id = queryDb<{ id: string }>(
    server.dataDir,
    "select id from articles where slug = ?",
    article.slug,
  )[0]?.id;
  if (!id) throw new Error(`Articolo di esempio ${article.slug} non trovato`);
  fs.mkdirSync(folder, { recursive: true });
  if (kind === "sito") {
    await photograph(browser, server, [
      { name: "home", address: "/", as: "visitor" },
      { name: "servizio", address: "/servizi/packaging-design", as: "visitor" },
      { name: "contatti", address: "/contatti", as: "visitor" },
      { name: "spicy", address: "/spicy", as: "visitor" },
      { name: "blog", address: "/blog", as: "visitor" },
      { name: "articolo", address: `/blog/${article.slug}`, as: "visitor" },
      { name: "admin-articoli", address: "/admin", as: "admin" },
      { name: "admin-editor", address: `/admin/articoli/${id}`, as: "admin" },
    ]);
  } else {
    await photograph(browser, server, await staffViews(browser, server, id), {
      whole: true,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

/** Each view in each width and theme, in one browser context per pair, signed in when needed. */
async function photograph(
  browser: Browser,
  server: RunningServer,
  views: View[],
  { whole = false } = {},
) {
  for (const [width, viewport] of Object.entries(widths)) {
    for (const [theme, intents] of Object.entries(themes)) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      const chooseTheme = async () => {
        for (const intent of intents)
          await page.request.post("/preferenze", { form: { intent }, maxRedirects: 0 });
      };
      await chooseTheme();
      for (const as of ["visitor", "admin", "second-step"] as const) {
        if (as === "admin") await signIn(page, admin);
        if (as === "second-step") {
          await context.clearCookies();
          await chooseTheme();
          await typePassword(page, withApp);
          await page.waitForURL(/\/login\/verifica$/);
        }
        for (const view of views.filter((v) => v.as === as)) {
          await page.goto(view.address, { waitUntil: "networkidle" });
          await page.evaluate(() => document.fonts.ready);
          const name = `${view.name}-${width}-${theme}`;
          const file = path.join(folder, `${name}.${whole ? "webp" : "png"}`);
          if (whole) {
            const png = await page.screenshot({ fullPage: true });
            await sharp(png).webp({ quality: 80 }).toFile(file);
          } else await page.screenshot({ path: file });
          console.log(`${file} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
        }
      }
      await context.close();
    }
  }
}

/**
 * Every page a member of staff can open, with rows in its lists: the signed-out pages, the
 * second step of a member with an app, and each staff page, filled by the site's own forms
 * where that is short, or written to the database as the e2e tests do.
 */
async function staffViews(browser: Browser, server: RunningServer, articleId: string) {
  const dataDir = server.dataDir;
  await createStaffAccount(dataDir, withApp);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();

  // A reset link, from the e-mail the 'Password dimenticata?' form sends.
  await page.goto("/password-dimenticata");
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByRole("button", { name: /Invia/ }).click();
  const [mail] = await waitForMail(path.join(dataDir, "mail"), admin.email);
  const resetLink = /\/reimposta-password\?[^\s"<]+/.exec(String(mail?.text))?.[0];
  if (!resetLink) throw new Error("Nessun link di reimpostazione nell'e-mail");

  // The member with an app sets it up; their sign-in then stops at the second step.
  await signIn(page, withApp);
  await page.goto("/admin/account/app-di-autenticazione");
  const key = ((await page.locator("code").first().textContent()) ?? "").replace(/\s+/g, "");
  await page
    .getByLabel(/^Codice dell'app/)
    .fill(generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole("button", { name: "Attiva" }).click();
  await page.getByRole("heading", { name: /codici di recupero/i }).waitFor();
  await context.clearCookies();

  // A Markdown import, finished or failed: its progress page.
  await signIn(page, admin);
  await page.goto("/admin/importa-markdown", { waitUntil: "networkidle" });
  await page.getByLabel("File Markdown (.md)").setInputFiles({
    name: "piano-editoriale.md",
    mimeType: "text/markdown",
    buffer: Buffer.from(
      "# Un piano editoriale per il forno\n\nTre uscite a settimana, una ricetta al mese.\n",
    ),
  });
  await page.getByLabel(/^Categoria/).selectOption("SEO");
  await page.getByRole("button", { name: "Importa e Pubblica Automaticamente" }).click();
  await page.waitForURL(/\/admin\/importa-markdown\/[0-9a-f-]{36}$/);
  const importJob = new URL(page.url()).pathname;
  // A second save of the sample article, for its revisions' diff.
  await page.goto(`/admin/articoli/${articleId}`, { waitUntil: "networkidle" });
  await page.getByLabel(/^Estratto/).fill(`${article.excerpt} Aggiornato per le foto.`);
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await page.waitForLoadState("networkidle");
  await context.close();

  const media = await storeTestImage(dataDir, admin.email);
  seedAnalyticsWeek(dataDir);
  const { contact, redirect } = writeDb(dataDir, (db) => {
    const now = Date.now();
    const day = 86_400_000;
    const contactRow = db.prepare(
      `insert into contact_submissions (nome, cognome, email, telefono, azienda, servizio, messaggio, privacy_accepted, created_at, processed_at, retention_expires_at)
       values (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    );
    const first = contactRow.run(
      "Maria",
      "Bianchi",
      "maria.bianchi@example.com",
      "+39 080 123 4567",
      "Forno Bianchi",
      "social-media",
      "Vorremmo un piano editoriale per il nostro forno, con foto dei prodotti.",
      now - day,
      null,
      now + 729 * day,
    );
    contactRow.run(
      "Luca",
      "Rossi",
      "luca.rossi@example.com",
      null,
      null,
      "eventi",
      "Un preventivo per uno stand alla fiera di settembre.",
      now - 3 * day,
      now - 2 * day,
      now + 727 * day,
    );
    db.prepare(
      `insert into event_registrations (nome, cognome, email, azienda, evento, privacy_accepted, created_at, retention_expires_at)
       values ('Paolo', 'Neri', 'paolo.neri@example.com', 'Neri Srl', 'content-creation-mastery', 1, ?, ?)`,
    ).run(now - day, now + 729 * day);
    db.prepare(
      `insert into newsletter_subscribers (email, nome, status, token, source, consent_at, confirmed_at, created_at)
       values ('giulia.conti@example.com', 'Giulia', 'confirmed', 'gettone-foto', 'footer', ?, ?, ?)`,
    ).run(now - day, now - day, now - day);
    const redirectRow = db
      .prepare("insert into redirects (from_path, target, status) values (?, ?, 301)")
      .run("/vecchio-blog/packaging", "/servizi/packaging-design");
    return {
      contact: Number(first.lastInsertRowid),
      redirect: Number(redirectRow.lastInsertRowid),
    };
  });

  const out = (name: string, address: string): View => ({ name, address, as: "visitor" });
  const staff = (name: string, address: string): View => ({ name, address, as: "admin" });
  return [
    out("login", "/login"),
    out("password-dimenticata", "/password-dimenticata"),
    out("reimposta-password", resetLink),
    out("primo-amministratore", "/primo-amministratore"),
    staff("articoli", "/admin"),
    staff("nuovo-articolo", "/admin/articoli/nuovo"),
    staff("editor", `/admin/articoli/${articleId}`),
    staff("revisioni", `/admin/articoli/${articleId}/revisioni`),
    staff("elimina-articolo", `/admin/articoli/${articleId}/elimina`),
    staff("articoli-eliminati", "/admin/articoli/eliminati"),
    staff("importa", "/admin/importa"),
    staff("importa-markdown", "/admin/importa-markdown"),
    staff("importazione", importJob),
    staff("media", "/admin/media"),
    staff("immagine", `/admin/media/${media}`),
    staff("reindirizzamenti", "/admin/reindirizzamenti"),
    staff("reindirizzamento", `/admin/reindirizzamenti/${redirect}`),
    staff("sincronizzazione", "/admin/sincronizzazione"),
    staff("statistiche", `/admin/statistiche?dal=${seededWeek.from}&al=${seededWeek.to}`),
    staff("sicurezza", "/admin/sicurezza"),
    staff("contatto", `/admin/sicurezza/contatti/${contact}`),
    staff("richieste", "/admin/richieste"),
    staff("newsletter", "/admin/newsletter"),
    staff("iscrizioni", "/admin/iscrizioni"),
    staff("attivita", "/admin/attivita"),
    staff("utenti", "/admin/utenti"),
    staff("nuovo-utente", "/admin/utenti/nuovo"),
    staff("account", "/admin/account"),
    staff("app-di-autenticazione", "/admin/account/app-di-autenticazione"),
    staff("pagina-inesistente", "/admin/pagina-che-non-esiste"),
    { name: "verifica", address: "/login/verifica", as: "second-step" },
  ] satisfies View[];
}

async function typePassword(page: Page, account: StaffAccount) {
  await page.goto("/login", { waitUntil: "networkidle" });
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
}

async function signIn(page: Page, account: StaffAccount) {
  await typePassword(page, account);
  await page.waitForURL(/\/admin$/);
}
