import type { Page } from "@playwright/test";
import { open, press, redirected, shareEditorSession } from "./admin-support";
import { dataDir, expect, label, test, uniqueTitle } from "./fixtures";
import { googleDocsHtml, googleDocsMarkdown, googleDocsText } from "../fixtures/pasted-html";
import { articlesTitled, insertArticles } from "../support/articles";
import { slugify } from "../../app/features/articles/slug";

test.beforeEach(async ({ page }) => {
  await shareEditorSession(page);
});

const documentField = (page: Page) => page.getByLabel(label("Documento"));
const titleField = (page: Page) => page.getByLabel(label("Titolo"));
const excerptField = (page: Page) => page.getByLabel("Estratto", { exact: true });
const categoryField = (page: Page) => page.getByLabel(label("Categoria"));
const previewRegion = (page: Page) => page.getByRole("region", { name: "Anteprima dell'articolo" });

/** The stored columns these tests read, beyond those `articlesTitled` types. */
type ImportedRow = {
  id: string;
  slug: string;
  status: string;
  excerpt: string;
  content: string;
  category: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  featured_image_url: string | null;
  published_at: number | null;
};
const imported = (title: string) => articlesTitled(dataDir(), title) as unknown as ImportedRow[];

/**
 * Puts a document in the field as a paste would: with JavaScript the fields fill as it
 * arrives; without, 'Estrai' posts the form and the page comes back filled.
 */
async function pasteDocument(page: Page, javaScriptOn: boolean, text: string) {
  await documentField(page).fill(text);
  if (!javaScriptOn) expect(await press(page, "Estrai")).toBe(200);
}

/** After a save: the article list (spec: a successful save returns to it), with the save's one-time message. */
async function expectBackOnList(page: Page, title: string, description: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/admin");
  const toast = page.getByRole("status").filter({ hasText: title });
  await expect(toast).toContainText(description);
}

/** 'Anteprima' and 'Nascondi': a toggle with JavaScript, a post of the form without. */
async function togglePreview(page: Page, javaScriptOn: boolean, name: "Anteprima" | "Nascondi") {
  if (javaScriptOn) {
    const toggle = page.getByRole("button", { name, exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", name === "Anteprima" ? "false" : "true");
    await toggle.click();
  } else {
    expect(await press(page, name)).toBe(200);
  }
}

// 620 characters of body after the category line: the excerpt and the preview both cut it.
const longParagraph = Array.from(
  { length: 62 },
  (_, i) => `parola${String(i).padStart(3, "0")}`,
).join(" ");

function sampleDocument(title: string) {
  const content = `Categoria: Digital Culture\n\n${longParagraph}\n\n## Ultima sezione`;
  return {
    text: `# ${title}\n\nCategoria: Digital Culture\n\n\n${longParagraph}\n## Ultima sezione\n`,
    content,
    excerpt: `${content.slice(0, 160)}...`,
    previewBody: `${content.slice(0, 500)}...`,
  };
}

test("a pasted document fills the fields, shows in the preview and is published with the spec's columns", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Importazione pubblicata");
  const sample = sampleDocument(title);
  await open(page, "/admin/importa", javaScriptOn);
  await expect(page.getByRole("heading", { level: 1, name: "Importa Articolo" })).toBeVisible();
  await expect(categoryField(page).locator("option")).toHaveText([
    "Seleziona una categoria",
    "Marketing Strategy",
    "Digital Culture",
    "Branding",
    "Business Strategy",
    "Media Literacy",
    "Content Marketing",
    "Social Media",
    "Case Study",
  ]);
  await expect(previewRegion(page)).toBeHidden();

  await pasteDocument(page, javaScriptOn, sample.text);
  await expect(titleField(page)).toHaveValue(title);
  await expect(excerptField(page)).toHaveValue(sample.excerpt);
  expect(sample.excerpt).toHaveLength(163);
  await expect(categoryField(page)).toHaveValue("Digital Culture");

  await togglePreview(page, javaScriptOn, "Anteprima");
  const preview = previewRegion(page);
  await expect(preview).toBeVisible();
  await expect(preview.getByText("Digital Culture", { exact: true })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: title })).toBeVisible();
  expect(await preview.locator(":scope > p").nth(1).textContent()).toBe(sample.excerpt);
  expect(await preview.locator(":scope > p").last().textContent()).toBe(sample.previewBody);
  await expect(
    preview.getByText("Il contenuto verrà convertito da Markdown.", { exact: false }),
  ).toBeVisible();

  // The preview follows the fields: what was typed by hand shows, and stays after hiding it.
  await excerptField(page).fill("Un estratto scritto a mano.");
  if (!javaScriptOn) {
    await togglePreview(page, false, "Nascondi");
    await togglePreview(page, false, "Anteprima");
  }
  await expect(preview).toContainText("Un estratto scritto a mano.");
  await togglePreview(page, javaScriptOn, "Nascondi");
  await expect(previewRegion(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Anteprima", exact: true })).toBeVisible();
  await expect(excerptField(page)).toHaveValue("Un estratto scritto a mano.");
  await expect(documentField(page)).toHaveValue(sample.text);

  expect(await press(page, "Pubblica Subito")).toBe(redirected(javaScriptOn));
  await expectBackOnList(page, "Articolo pubblicato!", "L'articolo è ora visibile sul blog");
  const [article] = imported(title);
  expect(article).toMatchObject({
    slug: slugify(title),
    status: "published",
    excerpt: "Un estratto scritto a mano.",
    content: sample.content,
    category: "Digital Culture",
    meta_title: title,
    meta_description: "Un estratto scritto a mano.",
    keywords: "digital culture",
  });
  expect(article?.featured_image_url ?? "").toBe("");
  expect(article?.published_at).not.toBeNull();
});

test("'Salva Bozza' stores the import as a draft and returns to the list", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Importazione in bozza");
  await open(page, "/admin/importa", javaScriptOn);
  await pasteDocument(page, javaScriptOn, `${title}\nUn testo breve sul Branding.`);
  await categoryField(page).selectOption("Case Study");
  expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
  await expectBackOnList(
    page,
    "Bozza salvata!",
    "Puoi riprenderla quando vuoi dalla lista degli articoli.",
  );
  await expect(page.getByRole("link", { name: `Modifica ${title}` })).toBeVisible();
  expect(imported(title)).toEqual([
    expect.objectContaining({
      status: "draft",
      published_at: null,
      content: "Un testo breve sul Branding.",
      excerpt: "Un testo breve sul Branding.",
      category: "Case Study",
      keywords: "case study",
    }),
  ]);
});

test("a document with one tag: the preview says the whole body will be shown as HTML, and so does the save", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Documento con un tag");
  const htmlNotice = "Il contenuto contiene HTML: verrà mostrato come HTML";
  await open(page, "/admin/importa", javaScriptOn);
  await pasteDocument(
    page,
    javaScriptOn,
    `${title}\nCategoria: Branding\nUn testo con **grassetto**.`,
  );
  await togglePreview(page, javaScriptOn, "Anteprima");
  const preview = previewRegion(page);
  await expect(
    preview.getByText("Il contenuto verrà convertito da Markdown.", { exact: false }),
  ).toBeVisible();
  await expect(preview.getByText(htmlNotice)).toHaveCount(0);

  await documentField(page).fill(
    `${title}\nCategoria: Branding\nUn testo con **grassetto**.\n<script>console.log("misura")</script>`,
  );
  if (!javaScriptOn) await togglePreview(page, false, "Nascondi");
  if (!javaScriptOn) await togglePreview(page, false, "Anteprima");
  const notice = preview.getByRole("status").filter({ hasText: htmlNotice });
  await expect(notice).toContainText("Primo tag trovato: <script>");
  await expect(
    preview.getByText("Il contenuto verrà convertito da Markdown.", { exact: false }),
  ).toHaveCount(0);

  expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
  await expectBackOnList(
    page,
    "Bozza salvata!",
    "Il contenuto contiene HTML (primo tag: <script>): verrà mostrato come HTML, senza convertire il Markdown.",
  );
  expect(imported(title)[0]?.content).toMatch(/<script>/);
});

test("missing title, content and category: 400, the alert, a message by each field, everything typed kept, nothing stored", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Importazione incompleta");
  await open(page, "/admin/importa", javaScriptOn);
  await pasteDocument(page, javaScriptOn, `${title}\n\n`);
  await expect(titleField(page)).toHaveValue(title);
  await excerptField(page).fill("Estratto da tenere.");
  expect(await press(page, "Salva Bozza")).toBe(400);
  const alert = page.getByRole("alert").filter({ hasText: "Errore validazione" });
  await expect(alert).toContainText(
    "Compila tutti i campi obbligatori (titolo, contenuto, categoria)",
  );
  await expect(
    page.getByText("Incolla un documento con almeno una riga di contenuto dopo il titolo."),
  ).toBeVisible();
  await expect(documentField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Seleziona una categoria.")).toBeVisible();
  await expect(categoryField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(titleField(page)).toHaveValue(title);
  await expect(excerptField(page)).toHaveValue("Estratto da tenere.");
  await expect(documentField(page)).toHaveValue(`${title}\n\n`);

  await titleField(page).fill("");
  expect(await press(page, "Pubblica Subito")).toBe(400);
  await expect(page.getByText("Inserisci il titolo.")).toBeVisible();
  await expect(titleField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(documentField(page)).toHaveValue(`${title}\n\n`);
  expect(imported(title)).toHaveLength(0);
});

test("a title already used gets the slug with -2", async ({ page, javaScriptOn }) => {
  const title = uniqueTitle("Titolo già usato");
  insertArticles(dataDir(), [{ title, slug: slugify(title) }]);
  await open(page, "/admin/importa", javaScriptOn);
  await pasteDocument(page, javaScriptOn, `${title}\nTesto della copia.`);
  await categoryField(page).selectOption("Branding");
  expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
  await expect(page.getByText("Bozza salvata!")).toBeVisible();
  expect(
    imported(title)
      .map((article) => article.slug)
      .sort(),
  ).toEqual([slugify(title), `${slugify(title)}-2`]);
});

test("a category named in the document's first lines is preselected; named later it is not", async ({
  page,
  javaScriptOn,
}) => {
  await open(page, "/admin/importa", javaScriptOn);
  await pasteDocument(
    page,
    javaScriptOn,
    `${uniqueTitle("Categoria nel testo")}\n\nUn esempio di SOCIAL MEDIA ben fatto.\nTesto.`,
  );
  await expect(categoryField(page)).toHaveValue("Social Media");

  await open(page, "/admin/importa", javaScriptOn);
  await pasteDocument(
    page,
    javaScriptOn,
    `${uniqueTitle("Categoria tardiva")}\nuno\ndue\ntre\nquattro\nUn Case Study troppo in basso.`,
  );
  await expect(categoryField(page)).toHaveValue("");
});

test.describe("with JavaScript", () => {
  test.skip(
    ({ javaScriptOn }) => !javaScriptOn,
    "the fields follow the document and HTML pastes convert only with JavaScript",
  );

  test("the fields follow the document until edited by hand", async ({ page }) => {
    await open(page, "/admin/importa", true);
    await documentField(page).fill("Primo titolo\nDi Branding si parla.");
    await expect(titleField(page)).toHaveValue("Primo titolo");
    await expect(categoryField(page)).toHaveValue("Branding");
    await documentField(page).fill("Secondo titolo\nDi Social Media si parla.");
    await expect(titleField(page)).toHaveValue("Secondo titolo");
    await expect(categoryField(page)).toHaveValue("Social Media");

    await titleField(page).fill("Scelto a mano");
    await categoryField(page).selectOption("Case Study");
    await documentField(page).fill("Terzo titolo\nDi Branding si parla ancora.");
    await expect(excerptField(page)).toHaveValue("Di Branding si parla ancora.");
    await expect(titleField(page)).toHaveValue("Scelto a mano");
    await expect(categoryField(page)).toHaveValue("Case Study");

    // 'Estrai' takes everything from the document again.
    await page.getByRole("button", { name: "Estrai", exact: true }).click();
    await expect(titleField(page)).toHaveValue("Terzo titolo");
    await expect(categoryField(page)).toHaveValue("Branding");
  });

  test("HTML pasted from Google Docs becomes Markdown with headings, list, bold and link; plain text is left to the browser", async ({
    page,
  }) => {
    const title = uniqueTitle("Incollato da Google Docs");
    await open(page, "/admin/importa", true);
    const paste = (data: Record<string, string>) =>
      documentField(page).evaluate((area, entries) => {
        const clipboard = new DataTransfer();
        for (const [type, value] of Object.entries(entries)) clipboard.setData(type, value);
        area.focus();
        return area.dispatchEvent(
          new ClipboardEvent("paste", {
            clipboardData: clipboard,
            bubbles: true,
            cancelable: true,
          }),
        );
      }, data);

    expect(await paste({ "text/plain": "Solo testo" })).toBe(true);
    await expect(documentField(page)).toHaveValue("");

    expect(await paste({ "text/html": googleDocsHtml, "text/plain": googleDocsText })).toBe(false);
    await expect(documentField(page)).toHaveValue(googleDocsMarkdown);
    await expect(titleField(page)).toHaveValue("Strategie di Branding per il 2026");
    await expect(categoryField(page)).toHaveValue("Branding");
    await expect(excerptField(page)).toHaveValue(/^Un testo con \*\*parole forti\*\*/);

    // One edit of the browser's own: undone at once, and the fields follow.
    await documentField(page).press("Control+z");
    await expect(documentField(page)).toHaveValue("");
    await expect(titleField(page)).toHaveValue("");
    await paste({ "text/html": googleDocsHtml, "text/plain": googleDocsText });
    await expect(documentField(page)).toHaveValue(googleDocsMarkdown);

    await titleField(page).fill(title);
    expect(await press(page, "Pubblica Subito")).toBe(202);
    await expectBackOnList(page, "Articolo pubblicato!", "L'articolo è ora visibile sul blog");
    expect(imported(title)[0]?.content).toBe(
      googleDocsMarkdown.slice(googleDocsMarkdown.indexOf("Un testo")),
    );
  });
});
