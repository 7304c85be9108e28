import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { open, press, shareEditorSession } from "./admin-support";
import { dataDir, expect, test, uniqueTitle } from "./fixtures";
import { slugify } from "../../app/features/articles/slug";
import { insertArticles } from "../support/articles";
import { storeTestImage } from "../support/uploaded-images";
import { staff } from "../support/users";

const storedImage = () => storeTestImage(dataDir(), staff.editor.email);

const imageRow = (page: Page, name: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: new RegExp(`Modifica l'immagine ${name}`) }) });

test("an upload is listed with the article showing it; its text, saved on its page, is the cover's on the site", async ({
  page,
  javaScriptOn,
}) => {
  const name = await storedImage();
  const title = uniqueTitle("Con foto della redazione");
  insertArticles(dataDir(), [
    { title, slug: slugify(title), featuredImageUrl: `/uploads/${name}` },
  ]);
  await shareEditorSession(page);
  await open(page, "/admin/media", javaScriptOn);
  const row = imageRow(page, name);
  await expect(row).toContainText("320 × 200 px");
  await expect(row).toContainText("Nessuno: scrivilo");
  await expect(row.getByRole("link", { name: title })).toBeVisible();
  await row.getByRole("link", { name: /Modifica/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Immagine" })).toBeVisible();
  await expect(page.getByText(/Non si può eliminare: un articolo la usa/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Elimina l'immagine" })).toHaveCount(0);
  const alt = page.getByLabel("Testo alternativo dell'immagine");
  await alt.fill("   ");
  expect(await press(page, "Salva il testo")).toBe(400);
  await expect(alt).toHaveAccessibleDescription(/Scrivi cosa mostra l'immagine/);
  await alt.fill("Tre persone attorno a un tavolo");
  await page.getByRole("button", { name: "Salva il testo" }).click();
  await expect(page.getByText("Testo alternativo salvato")).toBeVisible();
  await expect(alt).toHaveValue("Tre persone attorno a un tavolo");

  await open(page, `/blog/${slugify(title)}`, javaScriptOn);
  // The cover comes first; a related article's card may show the same text.
  await expect(
    page.getByRole("img", { name: "Tre persone attorno a un tavolo" }).first(),
  ).toBeVisible();
});

test("an image no article uses is deleted from its page, its file with it", async ({
  page,
  javaScriptOn,
}) => {
  const name = await storedImage();
  await shareEditorSession(page);
  await open(page, "/admin/media?uso=inutilizzate", javaScriptOn);
  const row = imageRow(page, name);
  await expect(row).toContainText(
    /Nessun articolo – Sarà rimossa dalla pulizia (dal |dall')\d+ \w+ \d{4}/,
  );
  await row.getByRole("link", { name: /Modifica/ }).click();
  if (javaScriptOn) page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Elimina l'immagine" }).click();
  await expect(page.getByText("Immagine eliminata")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(imageRow(page, name)).toHaveCount(0);
  expect(fs.existsSync(path.join(dataDir(), "uploads", name))).toBe(false);
});
