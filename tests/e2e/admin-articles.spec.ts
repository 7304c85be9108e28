import type { Page } from "@playwright/test";
import { open, press, redirected, shareEditorSession } from "./admin-support";
import { expect, label, serverAnswer, test, uniqueTitle } from "./fixtures";
import { slugify } from "../../app/features/articles/slug";
import { startServer } from "../support/server";
import { createStaffAccount, signInByPost, staff } from "../support/users";

async function newArticle(
  page: Page,
  javaScriptOn: boolean,
  title: string,
  fields: { slug?: string } = {},
) {
  await open(page, "/admin/articoli/nuovo", javaScriptOn);
  await page.getByLabel(label("Titolo")).fill(title);
  if (fields.slug !== undefined) await page.getByLabel("Slug", { exact: true }).fill(fields.slug);
  await page.getByLabel(label("Categoria")).selectOption("SEO");
  await page.getByLabel("Contenuto", { exact: true }).fill(`Testo di ${title}`);
}

/** The list filtered to one title, so parallel tests do not see each other's articles. */
async function findInList(page: Page, javaScriptOn: boolean, title: string) {
  await open(page, `/admin?${new URLSearchParams({ q: title })}`, javaScriptOn);
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
}

async function openEditor(page: Page, javaScriptOn: boolean, title: string) {
  const card = await findInList(page, javaScriptOn, title);
  await card.getByRole("link", { name: `Modifica ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Modifica Articolo" })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await shareEditorSession(page);
});

test("an article is created as a draft, edited, published, archived and deleted", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Ciclo di vita è completo");
  await newArticle(page, javaScriptOn, title);
  expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("status")).toContainText("Bozza salvata!");
  let card = await findInList(page, javaScriptOn, title);
  await expect(card).toContainText("Bozza · SEO");

  await openEditor(page, javaScriptOn, title);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slugify(title));
  await expect(page.getByLabel("Meta title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Estratto", { exact: true }).fill("Un estratto nuovo.");
  expect(await press(page, "Salva")).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("status")).toContainText("Articolo aggiornato");

  await openEditor(page, javaScriptOn, title);
  await expect(page.getByLabel("Estratto", { exact: true })).toHaveValue("Un estratto nuovo.");
  await press(page, "Pubblica");
  await expect(page.getByRole("status")).toContainText("Articolo pubblicato!");
  await expect(page.getByRole("status")).toContainText("L'articolo è ora visibile sul blog");
  card = await findInList(page, javaScriptOn, title);
  await expect(card).toContainText("Pubblicato · SEO");
  await expect(card).toContainText("Pubblicato il");

  await openEditor(page, javaScriptOn, title);
  await page.getByLabel("Stato", { exact: true }).selectOption("archived");
  await press(page, "Salva");
  card = await findInList(page, javaScriptOn, title);
  await expect(card).toContainText("Archiviato · SEO");

  if (javaScriptOn) {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Sei sicuro di voler eliminare questo articolo?");
      void dialog.accept();
    });
    await card.getByRole("button", { name: `Elimina ${title}` }).click();
  } else {
    await card.getByRole("link", { name: `Elimina ${title}` }).click();
    await expect(page.getByText("Sei sicuro di voler eliminare questo articolo?")).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await page.getByRole("button", { name: "Elimina", exact: true }).click();
  }
  await expect(page.getByRole("status")).toContainText("Articolo eliminato");
  await findInList(page, javaScriptOn, title);
  await expect(page.getByText("Nessun articolo trovato")).toBeVisible();
});

test("a slug another article uses is refused by the field, with what was typed kept", async ({
  page,
  javaScriptOn,
}) => {
  const first = uniqueTitle("Primo con lo slug");
  await newArticle(page, javaScriptOn, first);
  await press(page, "Salva");
  await expect(page.getByRole("status")).toContainText("Articolo creato");

  const second = uniqueTitle("Secondo");
  await newArticle(page, javaScriptOn, second, { slug: slugify(first) });
  expect(await press(page, "Salva")).toBe(400);
  await expect(page.getByText("Questo slug è già usato da un altro articolo")).toBeVisible();
  await expect(page.getByLabel("Slug", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(label("Titolo"))).toHaveValue(second);
  await expect(page.getByLabel(label("Categoria"))).toHaveValue("SEO");
});

test("validation errors are told by their fields and keep every typed value", async ({
  page,
  javaScriptOn,
}) => {
  await open(page, "/admin/articoli/nuovo", javaScriptOn);
  const excerpt = "e".repeat(301);
  await page.getByLabel("Estratto", { exact: true }).fill(excerpt);
  await page
    .getByLabel("URL immagine in evidenza", { exact: true })
    .fill("ftp://immagini.example/a.png");
  await page.getByLabel("Parole chiave", { exact: true }).fill("seo, blog");
  // The browser's own check of required fields would stop the post before the server sees it.
  await page.locator("#articolo").evaluate((form) => form.setAttribute("novalidate", ""));
  expect(await press(page, "Salva")).toBe(400);
  await expect(page.getByText("Inserisci il titolo.")).toBeVisible();
  await expect(page.getByText("Seleziona una categoria.")).toBeVisible();
  await expect(page.getByText("L'estratto può contenere al massimo 300 caratteri.")).toBeVisible();
  await expect(page.getByText(/Inserisci un indirizzo che inizi con http/)).toBeVisible();
  await expect(page.getByLabel("Estratto", { exact: true })).toHaveValue(excerpt);
  await expect(page.getByLabel("URL immagine in evidenza", { exact: true })).toHaveValue(
    "ftp://immagini.example/a.png",
  );
  await expect(page.getByLabel("Parole chiave", { exact: true })).toHaveValue("seo, blog");
});

test("saving over someone else's newer version is refused and shows both versions", async ({
  page,
  javaScriptOn,
  context,
}) => {
  const title = uniqueTitle("Conteso");
  await newArticle(page, javaScriptOn, title);
  await press(page, "Salva");
  await openEditor(page, javaScriptOn, title);

  const other = await context.newPage();
  await openEditor(other, javaScriptOn, title);
  await other.getByLabel(label("Titolo")).fill(`${title} (loro)`);
  await press(other, "Salva");
  await expect(other.getByRole("status")).toContainText("Articolo aggiornato");
  await other.close();

  await page.getByLabel(label("Titolo")).fill(`${title} (mio)`);
  expect(await press(page, "Salva")).toBe(409);
  await expect(page.getByRole("alert")).toContainText(
    "L'articolo è stato modificato da qualcun altro nel frattempo",
  );
  const theirs = page.getByRole("region", { name: "La versione salvata da altri" });
  await expect(theirs).toContainText(`${title} (loro)`);
  await expect(page.getByLabel(label("Titolo"))).toHaveValue(`${title} (mio)`);

  expect(await press(page, "Salva")).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("status")).toContainText("Articolo aggiornato");
  await expect(await findInList(page, javaScriptOn, `${title} (mio)`)).toHaveCount(1);
});

test("with JavaScript, a new article's slug and meta title follow the title until typed by hand", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "the live preview needs JavaScript; without it the server fills them");
  await open(page, "/admin/articoli/nuovo", javaScriptOn);
  await page.getByLabel(label("Titolo")).fill("Perché l'SEO è utile");
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue("perche-lseo-e-utile");
  await expect(page.getByLabel("Meta title", { exact: true })).toHaveValue("Perché l'SEO è utile");
  await page.getByLabel("Slug", { exact: true }).fill("scelto-a-mano");
  await page.getByLabel(label("Titolo")).fill("Un altro titolo");
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue("scelto-a-mano");
  await expect(page.getByLabel("Meta title", { exact: true })).toHaveValue("Un altro titolo");
});

test("'Inserisci articolo di esempio' adds the sample once", async ({ page, javaScriptOn }) => {
  await open(page, "/admin", javaScriptOn);
  await page.getByRole("button", { name: "Inserisci articolo di esempio" }).click();
  await expect(page.getByRole("status")).toContainText(
    /Articolo di esempio (inserito|già presente)/,
  );
  await page.getByRole("button", { name: "Inserisci articolo di esempio" }).click();
  await expect(page.getByRole("status")).toContainText("Articolo di esempio già presente");
});

// The shared server always has articles: an empty list needs a site of its own.
test(
  "with no article at all, the list says 'Nessun articolo trovato' and offers to write or import one",
  serverAnswer,
  async ({ page }) => {
    const server = await startServer();
    try {
      await createStaffAccount(server.dataDir, staff.editor);
      await signInByPost(page, server.url, staff.editor);
      await page.goto(`${server.url}/admin`);
      await expect(page.getByText("Nessun articolo trovato", { exact: true })).toBeVisible();
      await expect(
        page.getByText("Non ci sono ancora articoli: scrivi il primo o importane uno."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Importa un articolo" })).toBeVisible();
    } finally {
      await server.stop();
    }
  },
);
