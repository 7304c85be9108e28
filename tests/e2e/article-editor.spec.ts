import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { open, press, redirected, shareEditorSession } from "./admin-support";
import { articleText, dataDir, expect, label, serverAnswer, test, uniqueTitle } from "./fixtures";
import { articlesTitled, insertArticles } from "../support/articles";
import { startFakeImageApi } from "../support/fake-image-api";
import {
  cameraExif,
  hasCameraTraces,
  paddedTo,
  photo,
  pngDeclaring,
  pngImage,
  windowsProgram,
} from "../support/image-files";
import { startServer } from "../support/server";
import { avifSizesOn } from "../support/uploaded-images";
import { createStaffAccount, signInByPost, staff } from "../support/users";
import { slugify } from "../../app/features/articles/slug";

test.beforeEach(async ({ page }) => {
  await shareEditorSession(page);
});

// Narrower than the width where the preview sits beside the text: its tabs are these tests'
// (writing.spec.ts tests the preview beside the text).
test.use({ viewport: { width: 1200, height: 800 } });

const content = (page: Page) => page.getByLabel("Contenuto", { exact: true });
const previewPanel = (page: Page) => page.locator("#pannello-anteprima");
const uploadsDir = () => path.join(dataDir(), "uploads");
const uploadedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
/** Uploads holding exactly these bytes: other workers upload too, so counting files would race. */
const uploadsOf = (bytes: Buffer) =>
  uploadedFiles().filter((name) => fs.readFileSync(path.join(uploadsDir(), name)).equals(bytes));

/** Opens a new article with a title and a category, ready to save. */
async function startArticle(page: Page, javaScriptOn: boolean, title: string, site = "") {
  await open(page, `${site}/admin/articoli/nuovo`, javaScriptOn);
  await page.getByLabel(label("Titolo")).fill(title);
  await page.getByLabel(label("Categoria")).selectOption("SEO");
}

/** 'Anteprima': a tab with JavaScript, a post of the form without. */
async function showPreview(page: Page, javaScriptOn: boolean) {
  await page.getByRole(javaScriptOn ? "tab" : "button", { name: "Anteprima" }).click();
}

async function showEditor(page: Page, javaScriptOn: boolean) {
  await page.getByRole(javaScriptOn ? "tab" : "button", { name: "Scrivi" }).click();
}

test("the preview shows the body as the article's page will, sanitized, and keeps what was typed", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Anteprima fedele");
  await startArticle(page, javaScriptOn, title);
  await page.getByLabel("Estratto", { exact: true }).fill("Un estratto da vedere.");
  if (javaScriptOn) await expect(page.getByText("22/160")).toBeVisible();
  // HTML content, with a handler the sanitizer must drop.
  await content(page).fill(
    `<h2>Primo passo</h2>\n<p>Testo <strong>importante</strong>.</p>\n<img src="/x.png" alt="" onerror="document.title='violato'">`,
  );
  await showPreview(page, javaScriptOn);
  const preview = previewPanel(page);
  await expect(preview.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Primo passo" })).toHaveAttribute(
    "id",
    "primo-passo",
  );
  await expect(preview.locator("strong")).toHaveText("importante");
  await expect(preview).toContainText("Un estratto da vedere.");
  await expect(preview.locator("[onerror]")).toHaveCount(0);
  expect(await page.title()).not.toBe("violato");
  await expect(content(page)).toBeHidden();

  await showEditor(page, javaScriptOn);
  await expect(articleText(page)).toHaveValue(/<h2>Primo passo/);
  await expect(page.getByLabel(label("Titolo"))).toHaveValue(title);
  await expect(page.getByLabel("Estratto", { exact: true })).toHaveValue("Un estratto da vedere.");
  await expect(page.getByText("22/160")).toBeVisible();
  if (javaScriptOn) {
    // The preview follows the text without another click.
    await content(page).press("End");
    await content(page).pressSequentially("\n<p>Aggiunto dopo.</p>");
    await showPreview(page, javaScriptOn);
    await expect(preview).toContainText("Aggiunto dopo.");
  }
});

// Markdown throughout, which one tag at the end turns, whole, into HTML (the spec's rule).
const markdownBody = "## Primo passo\n\nUn testo con **grassetto**.\n\n- una voce\n- un'altra voce";
const htmlNotice = "Il contenuto contiene HTML: verrà mostrato come HTML";

/** After a save: the article list with the save's one-time message. */
const savedMessage = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title });

test("one tag at the end of a Markdown body: the preview says the whole body will be shown as HTML, and so does the save", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Markdown con un tag");
  await startArticle(page, javaScriptOn, title);
  await content(page).fill(`${markdownBody}\n\n<script>console.log("misura")</script>`);
  await showPreview(page, javaScriptOn);
  const preview = previewPanel(page);
  const notice = preview.getByRole("status").filter({ hasText: htmlNotice });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Il Markdown non verrà convertito");
  await expect(notice).toContainText("Primo tag trovato: <script>");
  // What the notice warns of: the Markdown shows as it was typed.
  await expect(preview).toContainText("## Primo passo");
  await expect(preview.locator("strong")).toHaveCount(0);

  await showEditor(page, javaScriptOn);
  expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
  const message = savedMessage(page, "Bozza salvata!");
  await expect(message).toContainText(
    "Il contenuto contiene HTML (primo tag: <script>): verrà mostrato come HTML, senza convertire il Markdown.",
  );
});

test("a Markdown body: the preview says quietly it will be converted, with no HTML notice, nor after the save", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Solo Markdown");
  await startArticle(page, javaScriptOn, title);
  // A tag in backticks is code, and an address in angle brackets a link: neither is HTML.
  await content(page).fill(`${markdownBody}\n\nIl tag \`<div>\` e <https://example.com>.`);
  await showPreview(page, javaScriptOn);
  const preview = previewPanel(page);
  await expect(preview.locator("strong")).toHaveText("grassetto");
  await expect(
    preview.getByText("Il contenuto verrà convertito da Markdown.", { exact: false }),
  ).toBeVisible();
  await expect(preview.getByText(htmlNotice)).toHaveCount(0);

  if (javaScriptOn) {
    // The notice follows the text: one tag added, and it is there.
    await showEditor(page, true);
    await content(page).press("End");
    await content(page).pressSequentially("\n\n<br>");
    await showPreview(page, true);
    await expect(preview.getByRole("status").filter({ hasText: htmlNotice })).toContainText(
      "Primo tag trovato: <br>",
    );
    await showEditor(page, true);
    await content(page).press("Backspace");
    await content(page).press("Backspace");
    await content(page).press("Backspace");
    await content(page).press("Backspace");
    await showPreview(page, true);
    await expect(
      preview.getByText("Il contenuto verrà convertito da Markdown.", { exact: false }),
    ).toBeVisible();
    await expect(preview.getByText(htmlNotice)).toHaveCount(0);
  }

  await showEditor(page, javaScriptOn);
  expect(await press(page, "Pubblica")).toBe(redirected(javaScriptOn));
  const message = savedMessage(page, "Articolo pubblicato!");
  await expect(message).toHaveText(/^Articolo pubblicato!\s*L'articolo è ora visibile sul blog$/);
});

test("a template fills empty content under the title and asks before replacing text", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Modello di guida");
  await startArticle(page, javaScriptOn, title);
  await expect(page.getByLabel("Modello", { exact: true })).toHaveValue("guida-pratica");
  await page.getByRole("button", { name: "Applica modello" }).click();
  await expect(articleText(page)).toHaveValue(
    new RegExp(`^# ${title}\\n\\n.*## Di cosa hai bisogno`, "s"),
  );

  await content(page).fill("Testo mio da non perdere.");
  await page.getByLabel("Modello", { exact: true }).selectOption("lista");
  await page.getByRole("button", { name: "Applica modello" }).click();
  const question = page
    .getByRole("alert")
    .filter({ hasText: "Il contenuto attuale verrà sostituito" });
  await expect(question).toBeVisible();
  await expect(articleText(page)).toHaveValue("Testo mio da non perdere.");
  await question.getByRole("button", { name: "Annulla" }).click();
  await expect(articleText(page)).toHaveValue("Testo mio da non perdere.");

  await page.getByRole("button", { name: "Applica modello" }).click();
  await page.getByRole("button", { name: "Sostituisci" }).click();
  await expect(articleText(page)).not.toHaveValue(/Testo mio/);
  await expect(articleText(page)).toHaveValue(new RegExp(`^# ${title}\\n\\n`));
  await expect(page.getByLabel(label("Titolo"))).toHaveValue(title);
  expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
  expect(articlesTitled(dataDir(), title)[0]?.content).toMatch(new RegExp(`^# ${title}\\n\\n`));
});

test("a section is inserted at the caret with JavaScript and appended without", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Sezioni pronte");
  await startArticle(page, javaScriptOn, title);
  await content(page).fill("Prima riga.\n\nUltima riga.");
  // The caret after the first paragraph.
  if (javaScriptOn) {
    await content(page).press("Control+Home");
    await content(page).press("End");
  } else
    await content(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(11, 11));
  await page.getByLabel("Sezione", { exact: true }).selectOption("citazione");
  await page.getByRole("button", { name: "Inserisci sezione" }).click();
  const value = await articleText(page).inputValue();
  const quote = value.indexOf("\n> ");
  expect(quote).toBeGreaterThan(0);
  if (javaScriptOn) expect(quote).toBeLessThan(value.indexOf("Ultima riga."));
  else expect(quote).toBeGreaterThan(value.indexOf("Ultima riga."));
  await expect(page.getByLabel(label("Titolo"))).toHaveValue(title);
});

test("the toolbar formats the selection with buttons and shortcuts; without JavaScript a cheat sheet", async ({
  page,
  javaScriptOn,
}) => {
  await open(page, "/admin/articoli/nuovo", javaScriptOn);
  if (!javaScriptOn) {
    await expect(page.getByRole("table", { name: "Guida rapida al Markdown" })).toBeVisible();
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    return;
  }
  const toolbar = page.getByRole("toolbar", { name: "Formattazione" });
  await expect(toolbar).toBeVisible();
  await content(page).fill("una parola");
  // 'parola' selected.
  await content(page).press("End");
  for (let i = 0; i < 6; i += 1) await content(page).press("Shift+ArrowLeft");
  await toolbar.getByRole("button", { name: /^Grassetto/ }).click();
  await expect(articleText(page)).toHaveValue("una **parola**");
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("parola");
  await content(page).press("Control+b");
  await expect(articleText(page)).toHaveValue("una parola");
  await content(page).press("Control+i");
  await expect(articleText(page)).toHaveValue("una _parola_");
  await content(page).fill("sito");
  await content(page).press("Control+a");
  await content(page).press("Control+k");
  await expect(articleText(page)).toHaveValue("[sito](https://)");
  await toolbar.getByRole("button", { name: /^Elenco puntato/ }).click();
  await expect(articleText(page)).toHaveValue("- [sito](https://)");
});

test.describe("featured image upload", () => {
  test("a phone photo is stored without its position, sized, and shown in smaller sizes, none with metadata", async ({
    page,
    javaScriptOn,
    request,
  }) => {
    const title = uniqueTitle("Foto dal telefono");
    await startArticle(page, javaScriptOn, title);
    const taken = await photo("jpeg", 600, 360, { exif: cameraExif });
    await page
      .getByLabel("Carica un'immagine")
      .setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: taken });
    if (javaScriptOn)
      await expect(page.getByText("Immagine scelta (non ancora salvata)")).toBeVisible();
    // A photo of one's own is published only with what it shows written out.
    expect(await press(page, "Pubblica")).toBe(400);
    const alt = page.getByLabel("Testo alternativo dell'immagine");
    await expect(alt).toHaveAccessibleDescription(/Descrivi l'immagine caricata/);
    // The photo is stored already: the form holds its address, not the file to send again.
    await expect(page.getByLabel("URL immagine in evidenza")).toHaveValue(
      /^\/uploads\/[0-9a-f]{32}\.jpg$/,
    );
    await expect(page.getByLabel("Carica un'immagine")).toHaveValue("");
    await alt.fill("La scrivania della redazione");
    expect(await press(page, "Pubblica")).toBe(redirected(javaScriptOn));
    const [stored] = articlesTitled(dataDir(), title);
    expect(stored).toMatchObject({ featured_image_width: 600, featured_image_height: 360 });
    expect(stored?.featured_image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const answer = await request.get(stored?.featured_image_url ?? "");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/jpeg");
    expect(answer.headers()["cache-control"]).toContain("max-age=31536000");
    expect(answer.headers()["cache-control"]).toContain("immutable");
    expect(hasCameraTraces(await answer.body())).toBe(false);

    // The sizes are made in the background; the page offers them once they exist.
    const picture = async () =>
      avifSizesOn(
        await (await request.get(`/blog/${stored?.slug}`)).text(),
        stored?.featured_image_url ?? "",
      );
    await expect.poll(picture, { timeout: 15_000, intervals: [250] }).not.toBeNull();
    const sizes = (await picture())?.split(", ").map((entry) => entry.split(" ")[0]) ?? [];
    expect(sizes).toHaveLength(2);
    for (const size of sizes) {
      const file = await request.get(size ?? "");
      expect(file.headers()["content-type"]).toBe("image/avif");
      expect(hasCameraTraces(await file.body())).toBe(false);
    }
    await open(page, `/blog/${stored?.slug}`, javaScriptOn);
    // The cover comes first; the related articles' cards below show theirs.
    const cover = page.locator("picture img").first();
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    await expect(cover).toHaveAttribute("width", "600");
    await expect(cover).toHaveAttribute("alt", "La scrivania della redazione");
  });

  test("a program renamed .png is refused next to the field, nothing written, everything typed kept", async ({
    page,
    javaScriptOn,
  }) => {
    const title = uniqueTitle("Programma travestito");
    const program = windowsProgram();
    await startArticle(page, javaScriptOn, title);
    await content(page).fill("Il testo resta.");
    await page
      .getByLabel("Carica un'immagine")
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: program });
    expect(await press(page, "Salva Bozza")).toBe(400);
    await expect(page.getByText("Il file non è un'immagine JPEG, PNG, WebP o AVIF.")).toBeVisible();
    await expect(page.getByLabel("Carica un'immagine")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(label("Titolo"))).toHaveValue(title);
    await expect(articleText(page)).toHaveValue("Il testo resta.");
    expect(articlesTitled(dataDir(), title)).toHaveLength(0);
    expect(uploadsOf(program)).toHaveLength(0);
  });

  test("a 16 MB image is refused with the limit named; with JavaScript as soon as it is chosen", async ({
    page,
    javaScriptOn,
  }) => {
    const title = uniqueTitle("Immagine pesante");
    await startArticle(page, javaScriptOn, title);
    // From a file: a buffer this size would cross to the browser base64-encoded, seconds of work.
    const big = test.info().outputPath("grande.png");
    fs.writeFileSync(big, paddedTo(pngImage(800, 600), 16 * 1024 * 1024));
    await page.getByLabel("Carica un'immagine").setInputFiles(big);
    const message = page.getByText("L'immagine supera i 15 MB: caricane una più leggera.");
    if (javaScriptOn) await expect(message).toBeVisible();
    expect(await press(page, "Salva Bozza")).toBe(400);
    await expect(message).toBeVisible();
    await expect(page.getByLabel(label("Titolo"))).toHaveValue(title);
    expect(articlesTitled(dataDir(), title)).toHaveLength(0);
  });

  test("an image declaring more than 40 megapixels is refused by the field with the limit named, nothing written", async ({
    page,
    javaScriptOn,
  }) => {
    const title = uniqueTitle("Immagine enorme");
    const huge = pngDeclaring(2147483647, 2147483647);
    await startArticle(page, javaScriptOn, title);
    await content(page).fill("Il testo resta.");
    await page
      .getByLabel("Carica un'immagine")
      .setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: huge });
    expect(await press(page, "Salva Bozza")).toBe(400);
    const field = page.getByLabel("Carica un'immagine");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      /L'immagine è troppo grande: al massimo 40 megapixel \(ad esempio 8000 × 5000 pixel\)\./,
    );
    await expect(page.getByLabel(label("Titolo"))).toHaveValue(title);
    await expect(page.getByLabel(label("Categoria"))).toHaveValue("SEO");
    await expect(articleText(page)).toHaveValue("Il testo resta.");
    expect(articlesTitled(dataDir(), title)).toHaveLength(0);
    expect(uploadsOf(huge)).toHaveLength(0);
  });
});

test.describe("image generation", () => {
  async function generate(page: Page, prompt: string) {
    await page.getByLabel("Descrizione per generare un'immagine").fill(prompt);
    await page.getByRole("button", { name: "Genera immagine" }).click();
  }

  test("an answering service gives a stored image; a failing one the placeholder; no prompt a message", async ({
    page,
    javaScriptOn,
  }) => {
    const title = uniqueTitle("Immagine generata");
    await startArticle(page, javaScriptOn, title);
    await generate(page, "");
    await expect(page.getByText("Descrivi l'immagine da generare.")).toBeVisible();

    await generate(page, "Una scrivania luminosa, riuscita");
    await expect(page.getByText("Immagine generata", { exact: true })).toBeVisible();
    await expect(page.getByLabel("URL immagine in evidenza")).toHaveValue(
      /^\/uploads\/[0-9a-f]{32}\.png$/,
    );
    await expect(
      page.getByRole("img", { name: "Anteprima dell'immagine in evidenza" }),
    ).toBeVisible();
    await expect(page.getByLabel(label("Titolo"))).toHaveValue(title);

    await generate(page, "Un grafico con un guasto del servizio");
    await expect(page.getByText("Immagine placeholder", { exact: true })).toBeVisible();
    await expect(page.getByLabel("URL immagine in evidenza")).toHaveValue(
      /^\/uploads\/[0-9a-f]{32}\.svg$/,
    );
    const placeholder = await page.request.get(
      await page.getByLabel("URL immagine in evidenza").inputValue(),
    );
    expect(placeholder.headers()["content-type"]).toContain("image/svg+xml");
    expect(await placeholder.text()).toContain("Un grafico con un guasto del servizio");

    expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
    expect(articlesTitled(dataDir(), title)[0]).toMatchObject({
      featured_image_width: 800,
      featured_image_height: 400,
    });
  });

  // The time limit is the server's: how the editor shows the placeholder it answers, with
  // scripts or without, is the test above's.
  test(
    "a service that never answers gives the placeholder once its time limit is up",
    serverAnswer,
    async ({ page, javaScriptOn }) => {
      // The limit is IMAGE_API_TIMEOUT_MS, 30 s by default: a server of its own waits 0.5 s instead.
      const imageApi = await startFakeImageApi();
      const server = await startServer({
        IMAGE_API_URL: `${imageApi.url}/genera`,
        IMAGE_API_TIMEOUT_MS: "500",
      });
      try {
        await createStaffAccount(server.dataDir, staff.editor);
        await signInByPost(page, server.url, staff.editor);
        await startArticle(page, javaScriptOn, uniqueTitle("Servizio lento"), server.url);
        await generate(page, "Un servizio lento a rispondere");
        await expect(page.getByText("Immagine placeholder", { exact: true })).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.getByLabel("URL immagine in evidenza")).toHaveValue(/\.svg$/);
        expect(imageApi.requests()).toEqual([{ prompt: "Un servizio lento a rispondere" }]);
      } finally {
        await server.stop();
        await imageApi.close();
      }
    },
  );
});

// The cover is drawn by the server after any publish; publishing with scripts is the
// other tests'.
test(
  "publishing without an image gets a cover generated from the title, after the answer",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    // The stand-in image service answers prompts with "riuscita"; the cover's prompt carries the title.
    const title = uniqueTitle("Copertina riuscita");
    await startArticle(page, javaScriptOn, title);
    expect(await press(page, "Pubblica")).toBe(redirected(javaScriptOn));
    await expect
      .poll(() => articlesTitled(dataDir(), title)[0]?.featured_image_url, { timeout: 10_000 })
      .toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(articlesTitled(dataDir(), title)[0]).toMatchObject({
      featured_image_width: 1200,
      featured_image_height: 630,
    });
  },
);

test("the SEO panel scores a known article by the spec's table and names what to improve", async ({
  page,
  javaScriptOn,
}) => {
  const title = uniqueTitle("Guida SEO locale");
  await startArticle(page, javaScriptOn, title);
  // Meta title 30 characters, meta description 130, 310 words of which 6 are the keyword
  // (about 1.9%), one H1, one H2: every criterion full.
  await page.getByLabel("Meta title", { exact: true }).fill("Guida alla SEO locale nel 2026");
  await page.getByLabel("Meta description", { exact: true }).fill("d".repeat(130));
  const filler = Array.from({ length: 300 }, (_, i) => `parola${i}`).join(" ");
  await page.getByLabel("Parole chiave", { exact: true }).fill("negozio");
  await content(page).fill(
    `# ${title}\n\n## Perché conta\n\nnegozio negozio negozio negozio negozio negozio ${filler}`,
  );
  // Without JavaScript any of the editor's buttons posts the form and scores what it holds.
  if (!javaScriptOn) await showEditor(page, javaScriptOn);
  const panel = page.getByRole("region", { name: "SEO", exact: true });
  await expect(panel).toContainText("Punteggio SEO 100/100");
  await expect(panel).toContainText("Buono");
  await expect(panel).toContainText("Nessun suggerimento");

  await page.getByLabel("Meta description", { exact: true }).fill("");
  await page.getByLabel("Parole chiave", { exact: true }).fill("");
  await content(page).fill("Poche parole.");
  if (!javaScriptOn) await showEditor(page, javaScriptOn);
  // Title 20, meta description 0, words 0, H1 0, H2 0, keywords 0.
  await expect(panel).toContainText("Punteggio SEO 20/100");
  await expect(panel).toContainText("Scarso");
  await expect(panel).toContainText("Il contenuto non ha un titolo H1");
  await expect(panel).toContainText("Manca la meta description");
  await expect(panel).toContainText("Il testo è breve (2 parole)");
  await expect(panel).toContainText("Leggibilità (indice Gulpease)");
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptOn }) => !javaScriptOn, "autosave and the leave guard need JavaScript");

  test("a new draft saves itself 30 s after a change, once, and the next save updates it", async ({
    page,
  }) => {
    await page.clock.install();
    const title = uniqueTitle("Salvataggio automatico");
    await startArticle(page, true, title);
    await content(page).fill("Scritto e mai salvato a mano.");
    await page.clock.runFor(31_000);
    await expect(page.getByText(/^Salvato alle \d\d:\d\d$/)).toBeVisible();
    const [draft] = articlesTitled(dataDir(), title);
    expect(draft).toMatchObject({
      status: "draft",
      content: "Scritto e mai salvato a mano.",
      slug: slugify(title),
    });

    await content(page).fill("Cambiato dopo il salvataggio automatico.");
    await page.clock.runFor(31_000);
    await expect
      .poll(() => articlesTitled(dataDir(), title)[0]?.content)
      .toBe("Cambiato dopo il salvataggio automatico.");
    expect(await press(page, "Pubblica")).toBe(202);
    const stored = articlesTitled(dataDir(), title);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: draft?.id, status: "published" });
  });

  test("autosave never touches a published article nor a version saved by someone else", async ({
    page,
    context,
  }) => {
    const published = uniqueTitle("Pubblicato intoccabile");
    const draft = uniqueTitle("Bozza contesa");
    insertArticles(dataDir(), [
      { title: published, slug: slugify(published), status: "published" },
      { title: draft, slug: slugify(draft), status: "draft" },
    ]);
    await page.clock.install();
    const editUrl = (title: string) => `/admin/articoli/${articlesTitled(dataDir(), title)[0]?.id}`;

    await open(page, editUrl(published), true);
    await content(page).fill("Modifica non ancora pronta.");
    await page.clock.runFor(31_000);
    expect(articlesTitled(dataDir(), published)[0]?.content).toBe(`Testo di ${published}.`);

    // Another page of the same browser: leaving this one would ask about its changes.
    const mine = await context.newPage();
    await open(mine, editUrl(draft), true);
    const other = await context.newPage();
    await open(other, editUrl(draft), true);
    await other.getByLabel("Contenuto", { exact: true }).fill("La versione dell'altra persona.");
    await other.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(other.getByText("Articolo aggiornato")).toBeVisible();
    await other.close();
    await content(mine).fill("La mia versione, più vecchia.");
    await page.clock.runFor(31_000);
    await expect(
      mine.getByText(
        /Salvataggio automatico sospeso: l'articolo è stato modificato da qualcun altro/,
      ),
    ).toBeVisible();
    expect(articlesTitled(dataDir(), draft)[0]?.content).toBe("La versione dell'altra persona.");
  });

  test("leaving with unsaved changes asks first, inside the site and when the page unloads", async ({
    page,
  }) => {
    await startArticle(page, true, uniqueTitle("Uscita con modifiche"));
    await page.getByRole("link", { name: "Annulla" }).click();
    const dialog = page.getByRole("dialog", { name: "Modifiche non salvate" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Resta nell'editor" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/articoli\/nuovo$/);

    await page.getByRole("link", { name: "Annulla" }).click();
    await dialog.getByRole("button", { name: "Esci senza salvare" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();

    await startArticle(page, true, uniqueTitle("Chiusura con modifiche"));
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe("beforeunload");
    await question.accept();
  });
});
