import type { Page } from "@playwright/test";
import { open, press, redirected, shareAdminSession, shareEditorSession } from "./admin-support";
import { dataDir, expect, label, test, uniqueTitle } from "./fixtures";
import { insertArticles } from "../support/articles";
import { queryDb, writeDb } from "../support/db";
import { slugify } from "../../app/features/articles/slug";

/** A published article written straight into the database (no autosave writes over it); its id. */
function insertPublished(title: string, content: string) {
  const slug = slugify(title);
  insertArticles(dataDir(), [{ title, slug, status: "published", content }]);
  const [row] = queryDb<{ id: string }>(dataDir(), "select id from articles where slug = ?", slug);
  return { id: row?.id ?? "", slug };
}

/** Saves the article from the editor with `content` (and a new title if given). */
async function saveFromEditor(
  page: Page,
  id: string,
  javaScriptOn: boolean,
  fields: { content: string; title?: string },
) {
  await open(page, `/admin/articoli/${id}`, javaScriptOn);
  if (fields.title) await page.getByLabel(label("Titolo")).fill(fields.title);
  await page.getByLabel("Contenuto", { exact: true }).fill(fields.content);
  expect(await press(page, "Salva")).toBe(redirected(javaScriptOn));
  await expect(page.getByText("Articolo aggiornato")).toBeVisible();
}

const versions = (page: Page) =>
  page
    .getByRole("table", { name: "Le versioni salvate, dalla più recente" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

test("three saves are three revisions: the diff marks the words changed, and a version restored is a new one", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Articolo rivisto");
  const { id } = insertPublished(title, "Il primo testo parla di marchi.");
  await shareEditorSession(page);
  await saveFromEditor(page, id, javaScriptOn, {
    content: "Il primo testo parla di marchi forti.",
  });
  await saveFromEditor(page, id, javaScriptOn, {
    content: "Il secondo testo parla di marchi forti.",
  });
  await saveFromEditor(page, id, javaScriptOn, {
    content: "Il secondo testo parla di marchi forti.\n\nUn paragrafo nuovo.",
    title: `${title} (rivisto)`,
  });

  await open(page, `/admin/articoli/${id}`, javaScriptOn);
  await page.getByRole("link", { name: "Revisioni" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Revisioni di «${title} (rivisto)»` }),
  ).toBeVisible();
  // The version it had before revisions, then the three saves.
  await expect(versions(page)).toHaveCount(4);
  await expect(versions(page).first()).toContainText("versione attuale");
  await expect(versions(page).first()).toContainText("Editor");
  await expect(versions(page).last()).toContainText("Versione precedente alle revisioni");

  // By default, the latest version against the one before it.
  await expect(page.getByText("Dalla versione 3 alla versione 4")).toBeVisible();
  await expect(page.locator("ins")).toContainText(["Un paragrafo nuovo."]);
  await expect(page.getByRole("table", { name: "Campi modificati" })).toContainText(
    `${title} (rivisto)`,
  );

  // Any two versions, chosen without JavaScript by a plain form.
  await page.getByLabel("Dalla versione", { exact: true }).fill("2");
  await page.getByLabel("Alla versione", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Confronta" }).click();
  await expect(page.getByText("Dalla versione 2 alla versione 3")).toBeVisible();
  await expect(page.locator("del")).toContainText(["primo"]);
  await expect(page.locator("ins")).toContainText(["secondo"]);
  await expect(page.locator("ins").first()).toContainText("inizio aggiunta");

  page.on("dialog", (dialog) => void dialog.accept());
  expect(await press(page, "Ripristina la versione 2")).toBe(redirected(javaScriptOn));
  await expect(page.getByText("La versione 2 è ora quella attuale")).toBeVisible();
  await expect(versions(page)).toHaveCount(5);
  await expect(versions(page).first()).toContainText("Ripristino");
  const [stored] = queryDb<{ title: string; content: string; status: string }>(
    dataDir(),
    "select title, content, status from articles where id = ?",
    id,
  );
  expect(stored).toEqual({
    title,
    content: "Il primo testo parla di marchi forti.",
    status: "published",
  });

  // Saved by someone else after the page was opened: nothing is overwritten unseen.
  writeDb(dataDir(), (db) =>
    db.prepare("update articles set updated_at = updated_at + 1000 where id = ?").run(id),
  );
  expect(await press(page, "Ripristina la versione 4")).toBe(409);
  await expect(page.getByText("L'articolo è cambiato nel frattempo")).toBeVisible();
  expect(
    queryDb<{ n: number }>(
      dataDir(),
      "select count(*) as n from article_revisions where article_id = ?",
      id,
    )[0]?.n,
  ).toBe(5);
});

test("a deleted article waits in 'Articoli eliminati' for an admin, and comes back as a draft under a free address", async ({
  page,
  request,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Articolo eliminato per errore");
  const { id, slug } = insertPublished(title, "Un testo da non perdere.");
  await shareEditorSession(page);
  await open(page, `/admin/articoli/${id}/elimina`, javaScriptOn);
  expect(await press(page, "Elimina")).toBe(redirected(javaScriptOn));
  await expect(page.getByText("ripristinarlo per 30 giorni")).toBeVisible();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // Meanwhile another article took its address.
  insertArticles(dataDir(), [{ title: `${title} bis`, slug, status: "draft" }]);
  await page.context().clearCookies();
  await shareAdminSession(page);
  await open(page, "/admin", javaScriptOn);
  await page.getByRole("link", { name: "Articoli eliminati" }).click();
  const row = page.getByRole("row").filter({ hasText: title }).filter({ hasNotText: "bis" });
  await expect(row).toContainText("Pubblicato");
  expect(await press(page, `Ripristina «${title}» come bozza`)).toBe(redirected(javaScriptOn));
  await expect(page.getByText(`L'indirizzo «${slug}» è ora di un altro articolo`)).toBeVisible();
  expect(
    queryDb<{ slug: string; status: string; content: string }>(
      dataDir(),
      "select slug, status, content from articles where id = ?",
      id,
    ),
  ).toEqual([{ slug: `${slug}-2`, status: "draft", content: "Un testo da non perdere." }]);
  await open(page, "/admin/articoli/eliminati", javaScriptOn);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("an article deleted more than 30 days ago is no longer restored, even from a page opened before", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Eliminato da troppo");
  const { id } = insertPublished(title, "Un testo ormai perso.");
  await shareAdminSession(page);
  await open(page, `/admin/articoli/${id}/elimina`, javaScriptOn);
  expect(await press(page, "Elimina")).toBe(redirected(javaScriptOn));
  await open(page, "/admin/articoli/eliminati", javaScriptOn);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);

  // The page stays open while the 30 days run out; the daily purge has not run yet.
  writeDb(dataDir(), (db) =>
    db
      .prepare("update deleted_articles set deleted_at = ? where article_id = ?")
      .run(Date.now() - 31 * 86_400_000, id),
  );
  expect(await press(page, `Ripristina «${title}» come bozza`)).toBe(410);
  await expect(
    page.getByRole("alert").filter({ hasText: "Non si può più ripristinare" }),
  ).toContainText(`«${title}» è stato eliminato più di 30 giorni fa`);
  expect(queryDb(dataDir(), "select id from articles where id = ?", id)).toEqual([]);
  expect(
    queryDb(dataDir(), "select article_id from deleted_articles where article_id = ?", id),
  ).toHaveLength(1);
  await open(page, "/admin/articoli/eliminati", javaScriptOn);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});
