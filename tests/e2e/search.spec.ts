import crypto from "node:crypto";
import { insertArticles } from "../support/articles";
import { dataDir, expect, gotoReady, serverAnswer, test } from "./fixtures";

/** A made-up word only this test's articles hold: the e2e database is shared. */
const uniqueWord = () =>
  `zorb${[...crypto.randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;

test("a reader finds an article by a folded, inflected word, its title's markup shown as text, never a draft", async ({
  page,
  javaScriptOn,
}) => {
  const word = uniqueWord();
  insertArticles(dataDir(), [
    {
      title: `Perché le campagne ${word} <b>funzionano</b>`,
      slug: `campagne-${word}`,
      category: "Marketing Strategy",
      content: `## In città\n\nLa pubblicità ${word} nei quartieri porta clienti.`,
    },
    { title: `Campagna ${word} in bozza`, slug: `bozza-${word}`, status: "draft" },
  ]);
  await gotoReady(page, "/pagina-che-non-esiste", javaScriptOn);
  const form = page.getByRole("search", { name: "Cerca nel blog" });
  await form.getByLabel("Cerca negli articoli").fill(`pubblicita campagna ${word}`);
  await form.getByRole("button", { name: "Cerca" }).click();

  await expect(page).toHaveURL(/\/blog\/cerca\?q=pubblicita\+campagna\+zorb/);
  await expect(page.getByRole("status")).toHaveText(
    `1 risultato per «pubblicita campagna ${word}»`,
  );
  const result = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(result).toHaveCount(1);
  const title = result.getByRole("link", { name: /Perché le campagne/ });
  await expect(title).toHaveText(`Perché le campagne ${word} <b>funzionano</b>`);
  await expect(title.locator("mark")).toHaveText(["campagne", word]);
  await expect(result.locator("p mark")).toHaveText(["pubblicità", word]);
  await expect(result.getByRole("link", { name: "Marketing Strategy" })).toHaveAttribute(
    "href",
    "/blog/categoria/marketing-strategy",
  );
  await expect(page.getByLabel("Cerca negli articoli")).toHaveValue(`pubblicita campagna ${word}`);

  // FTS5 syntax in the query is text: no error, the same page.
  await page.goto(`/blog/cerca?q=${encodeURIComponent(`"${word}* NEAR( -: {title}`)}`);
  await expect(page.getByRole("status")).toHaveText(/risultat/);

  await title.page().goto(`/blog/cerca?q=${encodeURIComponent(`bozza ${word}`)}`);
  await expect(page.getByRole("status")).toHaveText(`Nessun risultato per «bozza ${word}»`);
  await expect(page.getByRole("heading", { name: "Articoli più recenti" })).toBeVisible();
});

test("with JavaScript, results follow the typing, are announced, and the arrows walk them", async ({
  page,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "live results need JavaScript; without it the same form is sent");
  const word = uniqueWord();
  insertArticles(
    dataDir(),
    ["Primo", "Secondo"].map((name, index) => ({
      title: `${name} articolo sui ${word}`,
      slug: `${name.toLowerCase()}-${word}`,
      publishedAt: new Date(Date.now() - index * 60_000),
    })),
  );
  await gotoReady(page, "/blog/cerca", true);
  const field = page.getByLabel("Cerca negli articoli");
  const views: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/blog/cerca")) views.push(request.url());
  });
  await field.pressSequentially(word.slice(0, 6));
  await field.pressSequentially(word.slice(6));
  await expect(page.getByRole("status")).toHaveText(`2 risultati per «${word}»`);
  await expect(page).toHaveURL(`/blog/cerca?q=${word}`);
  // The keystrokes asked the live endpoint, never the page: they are not page views.
  expect(views).toEqual([]);

  await field.press("ArrowDown");
  await expect(page.getByRole("link", { name: `Primo articolo sui ${word}` })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: `Secondo articolo sui ${word}` })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(field).toBeFocused();

  await field.fill(`${word} inesistente`);
  await expect(page.getByRole("status")).toHaveText(`Nessun risultato per «${word} inesistente»`);
  await page.reload();
  await expect(page.getByRole("status")).toHaveText(`Nessun risultato per «${word} inesistente»`);
});

test(
  "the search fields of other pages lead to the results; past 60 searches a minute, 429",
  serverAnswer,
  async ({ page, request }) => {
    for (const path of ["/blog", "/blog/tutte-le-forme-di-un-articolo", "/pagina-che-non-esiste"]) {
      await page.goto(path);
      const form = page.getByRole("search", { name: "Cerca nel blog" });
      await expect(form).toHaveAttribute("action", "/blog/cerca");
      await expect(form).toHaveAttribute("method", "get");
    }
    await page.goto("/blog/tutte-le-forme-di-un-articolo");
    await expect(page.getByRole("heading", { name: "Potrebbe interessarti anche" })).toBeVisible();

    for (let n = 0; n < 60; n++)
      expect((await request.get("/api/cerca?q=forme")).status()).toBe(200);
    const refused = await request.get("/blog/cerca?q=forme");
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.text()).toContain(
      "Hai fatto molte ricerche in poco tempo. Riprova tra un minuto.",
    );
  },
);
