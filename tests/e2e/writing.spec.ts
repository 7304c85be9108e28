import type { Page } from "@playwright/test";
import { open, press, redirected, shareEditorSession } from "./admin-support";
import { articleText, dataDir, expect, label, pasteInto, test, uniqueTitle } from "./fixtures";
import { articlesTitled } from "../support/articles";
import { pngImage, windowsProgram } from "../support/image-files";

test.skip(
  ({ javaScriptOn }) => !javaScriptOn,
  "the writing editor is JavaScript's; without it the textarea is, tested by article-editor.spec.ts",
);

test.beforeEach(async ({ page }) => {
  await shareEditorSession(page);
});

const editor = (page: Page) => page.getByLabel("Contenuto", { exact: true });

const paste = (page: Page, data: Parameters<typeof pasteInto>[1]) => pasteInto(editor(page), data);

// A copy from Google Docs: the whole wrapped in a normal-weight <b>, bold as a styled span.
const googleDocs =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700;">Importante</span><span style="font-weight:400;">: tre punti.</span></p><ul><li dir="ltr"><p dir="ltr"><span>Primo</span></p></li><li dir="ltr"><p dir="ltr"><span>Secondo</span></p></li></ul></b>';

test("the editor highlights, undoes the toolbar, continues lists, converts pasted documents, uploads pasted and dropped images, writes without distractions and previews beside the text", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const title = uniqueTitle("Scrittura");
  await open(page, "/admin/articoli/nuovo", true);
  await page.getByLabel(label("Titolo")).fill(title);
  await page.getByLabel(label("Categoria")).selectOption("SEO");

  // Wide: the preview beside the text, no tabs, and it follows the typing.
  const preview = page.getByRole("region", { name: "Anteprima dell'articolo" });
  await expect(preview).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await editor(page).click();
  await page.keyboard.type("## Un sottotitolo\n\nuna parola");
  await expect(preview.getByRole("heading", { name: "Un sottotitolo" })).toBeVisible();
  // Highlighted: the heading's line is drawn in spans of its own weight.
  const heading = page.locator(".cm-line").first().locator("span").last();
  await expect(heading).toHaveText("Un sottotitolo");
  expect(await heading.evaluate((span) => getComputedStyle(span).fontWeight)).toBe("800");

  // A toolbar command is one step of the editor's undo.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press("Shift+ArrowLeft");
  await page.getByRole("button", { name: /^Grassetto/ }).click();
  await expect(articleText(page)).toHaveValue("## Un sottotitolo\n\nuna **parola**");
  await page.keyboard.press("Control+z");
  await expect(articleText(page)).toHaveValue("## Un sottotitolo\n\nuna parola");

  // Enter goes on with the list.
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n\n- uno\ndue");
  await expect(articleText(page)).toHaveValue(/\n\n- uno\n- due$/);

  // A document's copy becomes Markdown.
  await page.keyboard.type("\n\n\n");
  await paste(page, { html: googleDocs });
  await expect(articleText(page)).toHaveValue(
    /\n\*\*Importante\*\*: tre punti\.\n\n-\s+Primo\n+-\s+Secondo$/,
  );

  // An image file: uploaded, its text asked for (prefilled from its name), then written.
  await paste(page, { file: { name: "grafico-delle-vendite.png", bytes: pngImage(600, 360) } });
  const dialog = page.getByRole("dialog", { name: "Descrivi l'immagine" });
  await expect(dialog).toBeVisible();
  const alt = dialog.getByLabel("Testo alternativo dell'immagine");
  await expect(alt).toHaveValue("Grafico delle vendite");
  await alt.fill("");
  await dialog.getByRole("button", { name: "Inserisci nel testo" }).click();
  await expect(alt).toHaveAccessibleDescription(/Scrivi cosa mostra l'immagine\./);
  await alt.fill("Le vendite del trimestre");
  await dialog.getByRole("button", { name: "Inserisci nel testo" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Immagine inserita nel testo.")).toBeVisible();
  await expect(articleText(page)).toHaveValue(
    /\n\n!\[Le vendite del trimestre\]\(\/uploads\/[0-9a-f]{32}\.png\)$/,
  );
  await expect(editor(page)).toBeFocused();

  // Two files dropped: each uploaded and described in turn, written one after the other.
  await paste(page, {
    files: [
      { name: "vendite-estate.png", bytes: pngImage(60, 40) },
      { name: "vendite-inverno.png", bytes: pngImage(40, 60) },
    ],
    drop: true,
  });
  for (const season of ["estate", "inverno"]) {
    await expect(dialog).toBeVisible();
    await expect(alt).toHaveValue(`Vendite ${season}`);
    await dialog.getByRole("button", { name: "Inserisci nel testo" }).click();
  }
  await expect(dialog).toBeHidden();
  await expect(articleText(page)).toHaveValue(
    /!\[Vendite estate\]\(\/uploads\/[0-9a-f]{32}\.png\)\n\n!\[Vendite inverno\]\(\/uploads\/[0-9a-f]{32}\.png\)/,
  );

  // A file that is no image: the cover's message, and nothing written.
  const before = await articleText(page).inputValue();
  await paste(page, { file: { name: "foto.png", bytes: windowsProgram() } });
  await expect(page.getByText("Il file non è un'immagine JPEG, PNG, WebP o AVIF.")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await articleText(page).inputValue()).toBe(before);

  // Writing without distractions: the sidebar and the settings go; Escape brings them back.
  const focusMode = page.getByRole("button", { name: "Scrittura senza distrazioni" });
  const settings = page.getByRole("group", { name: "Impostazioni" });
  const sidebar = page.getByRole("navigation", { name: "Area riservata" });
  await focusMode.click();
  await expect(focusMode).toHaveAttribute("aria-pressed", "true");
  await expect(settings).toBeHidden();
  await expect(sidebar).toBeHidden();
  await editor(page).click();
  await page.keyboard.press("Escape");
  await expect(focusMode).toHaveAttribute("aria-pressed", "false");
  await expect(settings).toBeVisible();
  await expect(sidebar).toBeVisible();
  await expect(editor(page)).toBeFocused();
  // Tab alone indents; Escape, then Tab, leaves the editor.
  await page.keyboard.press("End");
  const written = await articleText(page).inputValue();
  await page.keyboard.press("Tab");
  await expect(editor(page)).toBeFocused();
  await expect(articleText(page)).not.toHaveValue(written);
  await page.keyboard.press("Control+z");
  await expect(articleText(page)).toHaveValue(written);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(editor(page)).not.toBeFocused();

  // Narrower, the tabs come back.
  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(page.getByRole("tab", { name: "Anteprima" })).toBeVisible();
  await expect(preview).toHaveCount(0);

  // Saved, the article's page shows the image at its size, in its smaller sizes once made.
  expect(await press(page, "Pubblica")).toBe(redirected(true));
  const [stored] = articlesTitled(dataDir(), title);
  const url =
    /!\[Le vendite del trimestre\]\((\/uploads\/[0-9a-f]{32}\.png)\)/.exec(
      stored?.content ?? "",
    )?.[1] ?? "";
  expect(url).not.toBe("");
  const image = async () => {
    const html = await (await page.request.get(`/blog/${stored?.slug}`)).text();
    return (
      new RegExp(`<img srcset="[^"]*${url.replace(/\.png$/, "")}-[^"]*"[^>]*>`).exec(html)?.[0] ??
      null
    );
  };
  await expect.poll(image, { timeout: 15_000, intervals: [250] }).not.toBeNull();
  expect(await image()).toMatch(/width="600" height="360"/);
  expect(await image()).toMatch(/alt="Le vendite del trimestre"/);
});
