// The pages a prospective client or a member of staff sees first, photographed at 390 and 1366
// px wide, light and dark: docs/screenshots/<set>/<page>-<width>-<theme>.png, the first screen
// of each page. Run after `npm run build`: `npm run screenshots -- <set>` (e.g. `prima`, `dopo`).
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { sampleArticles } from "../app/features/articles/content/sample-articles";
import { runAgency } from "../tests/support/agency";
import { queryDb } from "../tests/support/db";
import { startServer } from "../tests/support/server";

const set = process.argv[2];
if (!set || !/^[a-z0-9-]+$/.test(set)) {
  console.error("Uso: npm run screenshots -- <nome della serie, ad esempio prima o dopo>");
  process.exit(2);
}
const folder = path.join("docs/screenshots", set);
const admin = { email: "foto@example.com", password: "una-password-per-le-foto" };
const article = sampleArticles[0]!;

const widths = { 390: { width: 390, height: 844 }, 1366: { width: 1366, height: 768 } } as const;
const themes = { chiaro: [], scuro: ["toggle-dark"] } as const;

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
  const pages = {
    home: "/",
    servizio: "/servizi/packaging-design",
    contatti: "/contatti",
    spicy: "/spicy",
    blog: "/blog",
    articolo: `/blog/${article.slug}`,
    "admin-articoli": "/admin",
    "admin-editor": `/admin/articoli/${id}`,
  };
  fs.mkdirSync(folder, { recursive: true });
  for (const [width, viewport] of Object.entries(widths)) {
    for (const [theme, intents] of Object.entries(themes)) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const intent of intents)
        await page.request.post("/preferenze", { form: { intent }, maxRedirects: 0 });
      // The public pages as a visitor sees them; staff sign in for the admin's.
      let signedIn = false;
      for (const [name, address] of Object.entries(pages)) {
        if (address.startsWith("/admin") && !signedIn) {
          await signIn(page);
          signedIn = true;
        }
        await page.goto(address, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(folder, `${name}-${width}-${theme}.png`);
        await page.screenshot({ path: file });
        console.log(`${file} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await page.waitForURL(/\/admin$/);
}
