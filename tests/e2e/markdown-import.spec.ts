import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { open, press, shareEditorSession } from "./admin-support";
import { dataDir, expect, label, test, uniqueTitle } from "./fixtures";
import { articlesTitled } from "../support/articles";
import { queryDb } from "../support/db";
import { modelSeo, startFakeAiApi } from "../support/fake-ai-api";
import { startServer } from "../support/server";
import { createStaffAccount, signInByPost, staff } from "../support/users";
import { deriveImport } from "../../app/features/imports/markdown-import";

const IMPORT_PAGE = "/admin/importa-markdown";
const SUBMIT = "Importa e Pubblica Automaticamente";

/** A Markdown article: the title as its first heading, then `body`. */
const markdown = (title: string, body: string) => Buffer.from(`# ${title}\n\n${body}\n`, "utf8");

const body =
  "## Perché misurare\n\nOgni campagna ha bisogno di numeri chiari perchè senza dati si decide a caso. " +
  "Il calendario editoriale tiene il ritmo delle pubblicazioni. Le parole chiave guidano i contenuti.\n\n" +
  "- Obiettivi chiari\n- Misure settimanali\n";

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page
    .getByLabel("File Markdown (.md)")
    .setInputFiles({ name, mimeType: "text/markdown", buffer });
}

async function startImport(
  page: Page,
  javaScriptOn: boolean,
  file: { name: string; buffer: Buffer },
  category = "SEO",
) {
  await open(page, IMPORT_PAGE, javaScriptOn);
  await chooseFile(page, file.name, file.buffer);
  await page.getByLabel(label("Categoria")).selectOption(category);
  await page.getByRole("button", { name: SUBMIT }).click();
  await expect(page).toHaveURL(/\/admin\/importa-markdown\/[0-9a-f-]{36}$/);
}

const step = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

/** Waits until `shown` is on the page: by itself with JavaScript, with 'Aggiorna' without. */
async function waitUntilShown(page: Page, javaScriptOn: boolean, shown: Locator) {
  if (javaScriptOn) return expect(shown).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    if (await shown.isVisible()) return;
    await page.getByRole("link", { name: "Aggiorna" }).click();
    await expect(shown).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

const waitForEnd = (page: Page, javaScriptOn: boolean, ended: RegExp) =>
  waitUntilShown(page, javaScriptOn, page.getByText(ended));

test.beforeEach(async ({ page }) => {
  await shareEditorSession(page);
});

test("a file goes through the five steps and is published, with the model's text and SEO and a generated cover", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Guida riuscita alle misure");
  await startImport(page, javaScriptOn, { name: "guida.md", buffer: markdown(title, body) });
  await expect(
    page.getByRole("heading", { level: 1, name: "Import Articolo da Markdown" }),
  ).toBeVisible();
  await expect(page.getByText("guida.md")).toBeVisible();
  // The model answers slowly: the page shows the import under way before it ends.
  await waitUntilShown(
    page,
    javaScriptOn,
    step(page, "Lettura del file").filter({ hasText: "completato" }),
  );
  await expect(step(page, "Pubblicazione")).toContainText("in attesa");
  if (!javaScriptOn) await expect(page.getByRole("link", { name: "Aggiorna" })).toBeVisible();
  await waitForEnd(page, javaScriptOn, /Articolo importato e pubblicato!/);
  for (const name of [
    "Lettura del file",
    "Ottimizzazione e formattazione del testo",
    "Generazione metadati SEO",
    "Creazione immagine di copertina (con fallback)",
    "Pubblicazione",
  ]) {
    await expect(step(page, name)).toContainText("completato");
  }
  await expect(page.getByText("Immagine placeholder")).toHaveCount(0);

  const [article] = articlesTitled(dataDir(), title);
  expect(article).toMatchObject({
    status: "published",
    category: "SEO",
    excerpt: modelSeo.excerpt,
    meta_title: modelSeo.metaTitle,
    meta_description: modelSeo.metaDescription,
    keywords: modelSeo.keywords.join(", "),
  });
  expect(article?.content).toContain("numeri chiari perché senza dati");
  expect(article?.content.startsWith("## Perché misurare")).toBe(true);
  expect(article?.featured_image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

  await page.getByRole("link", { name: "Apri l'articolo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("when the image service and the model fail, the article is published with a placeholder and the derived metadata", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Segnaposto e derivazioni");
  const text = `${body}\nUna nota per il modello: ia-guasta.`;
  await startImport(
    page,
    javaScriptOn,
    { name: "segnaposto.md", buffer: markdown(title, text) },
    "Analytics",
  );
  await waitForEnd(page, javaScriptOn, /Articolo importato e pubblicato!/);
  await expect(page.getByText("Immagine placeholder", { exact: true })).toBeVisible();

  const derived = deriveImport("segnaposto.md", markdown(title, text).toString("utf8"));
  const [article] = articlesTitled(dataDir(), title);
  expect(article).toMatchObject({
    status: "published",
    category: "Analytics",
    content: derived.content,
    excerpt: derived.excerpt,
    meta_title: derived.metaTitle,
    meta_description: derived.metaDescription,
    keywords: derived.keywords,
  });
  expect(article?.featured_image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.svg$/);
});

test("a file with a title and no text stops with the reason and publishes nothing", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Solo titolo");
  await startImport(page, javaScriptOn, { name: "vuoto.md", buffer: markdown(title, "") });
  await waitForEnd(page, javaScriptOn, /Errore durante l'import/);
  await expect(page.getByRole("alert")).toContainText(
    "Si è verificato un errore: il file contiene solo il titolo, senza il testo dell'articolo",
  );
  await expect(step(page, "Lettura del file")).toContainText("non riuscito");
  await expect(step(page, "Pubblicazione")).toContainText("non eseguito");
  expect(articlesTitled(dataDir(), title)).toHaveLength(0);
});

test.describe("without JavaScript the server names what is wrong", () => {
  test.skip(
    ({ javaScriptOn }) => javaScriptOn,
    "with JavaScript the same checks run in the page, tested below",
  );

  test("nothing chosen, a .txt file, over 1 MB, not UTF-8, empty, over a million characters: 400 and the message", async ({
    page,
  }) => {
    const title = uniqueTitle("Rifiutato");
    const cases = [
      {
        file: null,
        category: null,
        alert: "Campi mancanti",
        message: "Seleziona un file Markdown e una categoria",
      },
      {
        file: { name: "nota.md", buffer: markdown(title, body) },
        category: null,
        alert: "Campi mancanti",
        message: "Seleziona un file Markdown e una categoria",
      },
      {
        file: { name: "nota.txt", buffer: markdown(title, body) },
        category: "SEO",
        alert: "Formato non valido",
        message: "Seleziona un file .md (Markdown)",
      },
      {
        file: {
          name: "lungo.md",
          buffer: Buffer.concat([markdown(title, ""), Buffer.alloc(1024 * 1024, "a")]),
        },
        category: "SEO",
        alert: "File troppo grande",
        message: "Il file supera 1 MB",
      },
      {
        file: { name: "latino.md", buffer: Buffer.from(`# ${title}\n\nPerch\xe9 s\xec`, "latin1") },
        category: "SEO",
        alert: "Codifica non valida",
        message: "Il file non è testo UTF-8",
      },
      {
        file: { name: "bianco.md", buffer: Buffer.from("  \n\n ") },
        category: "SEO",
        alert: "File vuoto",
        message: "Il file non contiene testo.",
      },
      {
        file: { name: "fiume.md", buffer: Buffer.alloc(1_000_100, "a") },
        category: "SEO",
        alert: "Testo troppo lungo",
        message: "Il testo supera 1.000.000 di caratteri",
      },
    ];
    for (const { file, category, alert, message } of cases) {
      await open(page, IMPORT_PAGE, false);
      if (file) await chooseFile(page, file.name, file.buffer);
      if (category) await page.getByLabel(label("Categoria")).selectOption(category);
      expect(await press(page, SUBMIT)).toBe(400);
      await expect(page.getByRole("alert")).toContainText(alert);
      await expect(page.getByText(message).first()).toBeVisible();
    }
    expect(articlesTitled(dataDir(), title)).toHaveLength(0);
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptOn }) => !javaScriptOn, "these are the page's own checks");

  test("the button waits for a file and a category; the file shows its name and size and 'Cambia file' clears it", async ({
    page,
  }) => {
    await open(page, IMPORT_PAGE, true);
    const submit = page.getByRole("button", { name: SUBMIT });
    await expect(submit).toBeDisabled();
    await chooseFile(page, "appunti.md", Buffer.alloc(2048, "a"));
    await expect(page.getByText("File scelto: appunti.md (2 KB)")).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel(label("Categoria")).selectOption("Social Media");
    await expect(submit).toBeEnabled();
    await page.getByRole("button", { name: "Cambia file" }).click();
    await expect(page.getByText("File scelto")).toHaveCount(0);
    await expect(submit).toBeDisabled();
  });

  test("a file that is not .md is refused as soon as it is chosen", async ({ page }) => {
    await open(page, IMPORT_PAGE, true);
    await chooseFile(page, "appunti.docx", Buffer.from("non markdown"));
    await expect(page.getByRole("alert")).toContainText("Formato non valido");
    await expect(page.getByLabel("File Markdown (.md)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Seleziona un file .md (Markdown)").first()).toBeVisible();
    await expect(page.getByRole("button", { name: SUBMIT })).toBeDisabled();
  });
});

test.describe("a restart", () => {
  test("an import that a restart interrupts carries on from its last step and publishes once", async ({
    page,
    javaScriptOn,
  }) => {
    test.skip(javaScriptOn, "one run is enough: the restart is the server's, not the page's");
    test.setTimeout(90_000);
    // The first server's model never answers, so the stop finds the import in step 2; the
    // second has no model, so it finishes with the derivations.
    const ai = await startFakeAiApi();
    const data = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-riavvio-"));
    const title = uniqueTitle("Import dopo il riavvio");
    const file = markdown(title, `${body}\nIl modello resta in silenzio: ia-lenta.`);
    let server = await startServer(
      { AI_API_URL: ai.url, AI_API_KEY: "chiave-di-prova" },
      { dataDir: data },
    );
    let running = true;
    try {
      await createStaffAccount(data, staff.editor);
      await signInByPost(page, server.url, staff.editor);
      await page.goto(`${server.url}${IMPORT_PAGE}`);
      await chooseFile(page, "riavvio.md", file);
      await page.getByLabel(label("Categoria")).selectOption("SEO");
      await page.getByRole("button", { name: SUBMIT }).click();
      await expect(page).toHaveURL(/\/admin\/importa-markdown\/[0-9a-f-]{36}$/);
      const jobUrl = new URL(page.url()).pathname;
      await waitUntilShown(
        page,
        false,
        step(page, "Ottimizzazione e formattazione del testo").filter({ hasText: "in corso" }),
      );

      running = false;
      expect(await server.stop()).toBe(0);
      const [job] = queryDb<{ status: string; steps_done: number }>(
        data,
        "select status, steps_done from import_jobs",
      );
      expect(job).toEqual({ status: "running", steps_done: 1 });
      expect(articlesTitled(data, title)).toHaveLength(0);

      server = await startServer({}, { dataDir: data });
      running = true;
      await signInByPost(page, server.url, staff.editor);
      await page.goto(`${server.url}${jobUrl}`);
      await waitForEnd(page, false, /Articolo importato e pubblicato!/);
      const derived = deriveImport("riavvio.md", file.toString("utf8"));
      expect(articlesTitled(data, title)).toMatchObject([
        { status: "published", excerpt: derived.excerpt, content: derived.content },
      ]);
    } finally {
      if (running) await server.stop();
      await ai.close();
      fs.rmSync(data, { recursive: true, force: true });
    }
  });
});
