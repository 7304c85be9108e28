import type { APIRequestContext, Page } from "@playwright/test";
import { open, press, redirected, shareAdminSession, signInAsEditor } from "./admin-support";
import { dataDir, expect, label, test, uniqueTitle } from "./fixtures";
import { slugify } from "../../app/features/articles/slug";
import { insertArticles } from "../support/articles";
import { queryDb } from "../support/db";

const pagePath = "/admin/reindirizzamenti";

/** A path of its own for each test, project and worker: they all share one server. */
const uniquePath = (what: string) => `/${slugify(uniqueTitle(what))}`;

/** What an anonymous visitor's request for `path` answers, without following it. */
async function answerTo(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

const row = (page: Page, from: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: from, exact: true }) });

test("a published article's new slug answers 301 from its old address, kept page or not, the query passed on", async ({
  page,
  request,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Articolo spostato");
  const slug = slugify(title);
  insertArticles(dataDir(), [{ title, slug }]);
  // Seen once by a visitor: the page cache keeps it.
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

  const [article] = queryDb<{ id: string }>(
    dataDir(),
    "select id from articles where slug = ?",
    slug,
  );
  await signInAsEditor(page, javaScriptOn);
  await open(page, `/admin/articoli/${article?.id}`, javaScriptOn);
  await page.getByLabel(label("Slug")).fill(`${slug}-nuovo`);
  expect(await press(page, "Salva")).toBe(redirected(javaScriptOn));
  await expect(page.getByText("Articolo aggiornato")).toBeVisible();

  expect(await answerTo(request, `/blog/${slug}/?utm_source=giornale`)).toEqual({
    status: 301,
    location: `/blog/${slug}-nuovo?utm_source=giornale`,
  });
  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}-nuovo$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an admin adds, edits and removes a redirect, refused sources told by the field; an editor finds no link to them", async ({
  page,
  request,
  javaScriptOn,
}) => {
  await signInAsEditor(page, javaScriptOn);
  const nav = page.getByRole("navigation", { name: "Area riservata" });
  await expect(nav.getByRole("link", { name: "Reindirizzamenti" })).toHaveCount(0);
  await page.context().clearCookies();

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await shareAdminSession(page);
  await open(page, "/admin", javaScriptOn);
  await nav.getByRole("link", { name: "Reindirizzamenti" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reindirizzamenti" })).toBeVisible();

  const from = page.getByLabel(label("Da"));
  const to = page.getByLabel(label("A"), { exact: true });
  await from.fill("/admin/utenti");
  await to.fill("/servizi");
  expect(await press(page, "Aggiungi")).toBe(400);
  await expect(page.locator("#nuovo-from-errore")).toHaveText(
    "Gli indirizzi che iniziano con /admin non si possono reindirizzare: servono al sito stesso.",
  );
  await expect(to).toHaveValue("/servizi");
  await from.fill("/Chi-Siamo/");
  expect(await press(page, "Aggiungi")).toBe(400);
  await expect(page.locator("#nuovo-from-errore")).toContainText(
    "/Chi-Siamo è una pagina del sito",
  );

  const source = uniquePath("Listino vecchio");
  await from.fill(`${source}/`);
  await page.getByLabel(label("Tipo")).selectOption("302");
  expect(await press(page, "Aggiungi")).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("status")).toContainText("Reindirizzamento aggiunto");
  await expect(from).toHaveValue("");
  await expect(row(page, source)).toContainText("/servizi");
  expect(await answerTo(request, `${source}?da=volantino`)).toEqual({
    status: 302,
    location: "/servizi?da=volantino",
  });
  await page.reload();
  await expect(row(page, source).locator('[data-label="Visite"]')).toHaveText("1");

  await row(page, source)
    .getByRole("link", { name: `Modifica il reindirizzamento da ${source}` })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Modifica reindirizzamento" }),
  ).toBeVisible();
  await page.getByLabel(label("A"), { exact: true }).fill("https://www.example.com/listino");
  await page.getByLabel(label("Tipo")).selectOption("301");
  expect(await press(page, "Salva")).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("status")).toContainText("Reindirizzamento aggiornato");
  expect(await answerTo(request, source)).toEqual({
    status: 301,
    location: "https://www.example.com/listino",
  });

  expect(await press(page, `Elimina il reindirizzamento da ${source}`)).toBe(
    redirected(javaScriptOn),
  );
  await expect(page.getByRole("status")).toContainText("Reindirizzamento eliminato");
  await expect(row(page, source)).toHaveCount(0);
  expect((await answerTo(request, source)).status).toBe(404);
  expect(dialogs).toHaveLength(javaScriptOn ? 1 : 0);
});

test("a CSV with a loop is refused whole, naming its rows; a good one is imported and exported back", async ({
  page,
  request,
  javaScriptOn,
}) => {
  const a = uniquePath("Catena a");
  const b = uniquePath("Catena b");
  const c = uniquePath("Singolo");
  await shareAdminSession(page);
  await open(page, pagePath, javaScriptOn);
  const file = page.getByLabel("File CSV");
  const importCsv = async (text: string) => {
    await file.setInputFiles({
      name: "redirect.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });
    return press(page, "Importa");
  };

  expect(await importCsv(`from,to,type\n${c},/servizi,301\n${a},${b},301\n${b},${a}/,302\n`)).toBe(
    400,
  );
  await expect(page.getByRole("alert")).toContainText("File non importato");
  await expect(page.locator("#importa-file-errore")).toHaveText(
    "2 righe non vanno bene: il file non è stato importato. Correggi e riprova.",
  );
  await expect(page.getByRole("listitem").filter({ hasText: /^Riga \d/ })).toHaveText([
    `Riga 3: Si formerebbe un ciclo: ${a} → ${b} → ${a}.`,
    `Riga 4: Si formerebbe un ciclo: ${b} → ${a} → ${b}.`,
  ]);
  expect((await answerTo(request, c)).status).toBe(404);

  expect(
    await importCsv(`from;to;type\n${c};/servizi;301\n${a};https://www.example.com/;302\n`),
  ).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("status")).toContainText(
    "Reindirizzamenti aggiunti: 2, aggiornati: 0",
  );
  await expect(row(page, c)).toContainText("/servizi");
  expect(await answerTo(request, a)).toEqual({ status: 302, location: "https://www.example.com/" });

  const exported = await page.request.get(`${pagePath}/esporta`);
  expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await exported.text()).split("\n");
  expect(lines[0]).toBe("from,to,type");
  expect(lines).toContain(`${c},/servizi,301`);
  expect(lines).toContain(`${a},https://www.example.com/,302`);
});
