import { test as base, type Page } from "@playwright/test";
import { pageFieldMessages } from "../../app/features/pages/content/admin-pages";
import { queryDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";
import { createStaffAccount, signInByPost, staff } from "../support/users";
import { expectNoViolations } from "./axe-support";
import { expect, label, waitForHydration } from "./fixtures";

/**
 * The pages' content as staff write it (decision 0266), on a server of its own per worker:
 * the case studies made here would change the shared server's `/casi-studio`.
 */

const test = base.extend<{ javaScriptOn: boolean }, { pagesServer: RunningServer }>({
  pagesServer: [
    async ({}, use) => {
      const server = await startServer();
      await createStaffAccount(server.dataDir, staff.editor);
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ pagesServer }, use) => use(pagesServer.url),
  javaScriptOn: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
});

test.setTimeout(60_000);

/** The themes axe checks a view in besides the default one. */
const otherThemes = [
  "scuro",
  "alto contrasto",
  "scuro ad alto contrasto",
  "testo molto grande",
] as const;

async function ready(page: Page, url: string, javaScriptOn: boolean) {
  const response = await page.goto(url);
  if (javaScriptOn) await waitForHydration(page);
  return response;
}

/** Matches a text that holds `text`, its characters taken literally. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** Presses a list's button and, without JavaScript, waits for the form the server gives back. */
async function press(page: Page, name: string, javaScriptOn: boolean) {
  const button = page.getByRole("button", { name, exact: true });
  if (javaScriptOn) await button.click();
  else await Promise.all([page.waitForLoadState("load"), button.click()]);
}

test("a case study with three results and a gallery is published and shown everywhere", async ({
  page,
  pagesServer,
  javaScriptOn,
}) => {
  const client = `Cantina Aurora ${javaScriptOn ? "con" : "senza"} script`;
  const slug = javaScriptOn ? "cantina-aurora-con-script" : "cantina-aurora-senza-script";
  await signInByPost(page, pagesServer.url, staff.editor);
  await ready(page, "/admin/pagine", javaScriptOn);
  await page.getByRole("link", { name: "Casi studio", exact: true }).click();
  await page.getByRole("link", { name: "Nuovo: caso studio" }).click();
  if (javaScriptOn) await page.waitForLoadState("networkidle");

  const form = page.locator("form#pagina");
  await form.getByLabel(label("Cliente")).fill(client);
  if (!javaScriptOn) await form.getByLabel(label("Indirizzo")).fill(slug);
  await form.getByLabel(label("Progetto")).fill("Etichette e racconto della vendemmia");
  await form.getByLabel(label("Settore")).fill("Vino");
  await form.getByLabel(label("La sfida")).fill("Farsi notare tra cento etichette di rosso.");
  await form.getByLabel(label("La soluzione")).fill("Un'etichetta che cambia con l'annata.");

  for (let n = 1; n <= 3; n += 1) await press(page, "Aggiungi risultato", javaScriptOn);
  const results = [
    ["+45%", "di vendite in enoteca"],
    ["3", "premi di design"],
    ["", "Una lista d'attesa per l'annata nuova"],
  ];
  for (const [index, [figure, words]] of results.entries()) {
    const item = form.getByRole("group", { name: `Risultato ${index + 1}` });
    if (figure) await item.getByLabel(label("Cifra")).fill(figure);
    await item.getByLabel(label("Descrizione")).fill(words ?? "");
  }
  for (let n = 1; n <= 2; n += 1) await press(page, "Aggiungi immagine", javaScriptOn);
  for (const [index, [id, alt]] of [
    ["caso-de-santis-1", "La bottiglia con l'etichetta nuova"],
    ["caso-de-santis-2", "La cantina durante la vendemmia"],
  ].entries()) {
    const item = form.getByRole("group", { name: `Immagine ${index + 1}` });
    await item.getByLabel(label("Illustrazione")).selectOption(id ?? "");
    await item.getByLabel(label("Testo alternativo")).fill(alt ?? "");
  }
  // What was typed survives the buttons' round trips without JavaScript.
  await expect(form.getByLabel(label("Cliente"))).toHaveValue(client);
  await expect(
    form.getByRole("group", { name: "Risultato 1" }).getByLabel(label("Cifra")),
  ).toHaveValue("+45%");

  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await page.waitForURL(/\/admin\/pagine\/casi-studio$/);
  await expect(page.getByRole("link", { name: `Modifica: ${client}` })).toBeVisible();

  const [row] = queryDb<{ status: string; fields: string }>(
    pagesServer.dataDir,
    "select status, fields from pages where type = 'case-study' and slug = ?",
    slug,
  );
  expect(row?.status).toBe("published");
  expect(JSON.parse(row?.fields ?? "{}").results).toEqual(
    results.map(([figure, words]) => ({ figure, label: words })),
  );

  await page.goto("/casi-studio");
  const card = page.getByRole("article", { name: client });
  await expect(card.getByText("+45% di vendite in enoteca")).toBeVisible();
  await card.getByRole("link", { name: `Leggi il caso studio di ${client}` }).click();
  await expect(page).toHaveURL(new RegExp(`/casi-studio/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(client);
  const figures = page.getByRole("region", { name: "I risultati" }).getByRole("listitem");
  await expect(figures).toHaveText([
    "+45% di vendite in enoteca",
    "3 premi di design",
    "Una lista d'attesa per l'annata nuova",
  ]);
  await expect(page.getByRole("img", { name: "La cantina durante la vendemmia" })).toHaveCount(1);

  const social = new URL(
    (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "",
  );
  const image = await page.request.get(`${social.pathname}${social.search}`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");

  await page.goto(`/blog/cerca?q=${encodeURIComponent("vendemmia")}`);
  const found = page.getByRole("region", { name: "Pagine del sito" });
  await expect(found.getByRole("link", { name: client })).toHaveAttribute(
    "href",
    `/casi-studio/${slug}`,
  );

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/casi-studio/${slug}</loc>`);
});

test("the staff's views, a refused form and a case study's page pass axe; a phone scrolls only down", async ({
  page,
  pagesServer,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "axe runs in the page; the markup is the server's either way");
  test.setTimeout(120_000);
  const others = otherThemes;
  await signInByPost(page, pagesServer.url, staff.editor);
  const [study] = queryDb<{ id: string; slug: string }>(
    pagesServer.dataDir,
    "select id, slug from pages where type = 'case-study' order by position limit 1",
  );
  const editor = `/admin/pagine/casi-studio/${study?.id}`;
  for (const url of [
    "/admin/pagine",
    "/admin/pagine/casi-studio",
    editor,
    `${editor}/revisioni`,
    "/admin/pagine/pagina-portfolio",
    `/casi-studio/${study?.slug}`,
  ]) {
    await ready(page, url, javaScriptOn);
    await expectNoViolations(page, url, others);
  }
  await ready(page, "/admin/pagine/casi-studio/nuovo", javaScriptOn);
  await page.locator("form#pagina").evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await expect(page.getByText(/Compila il campo «Cliente»/).first()).toBeVisible();
  await expectNoViolations(page, "a refused case study", others);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of [`/casi-studio/${study?.slug}`, "/admin/pagine/casi-studio/nuovo", editor]) {
    await ready(page, url, javaScriptOn);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      url,
    ).toBeLessThanOrEqual(390);
  }
});

// Apart from the views above, so that the two run side by side.
test("a service's form and a new landing page's pass axe and fit a phone", async ({
  page,
  pagesServer,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "axe runs in the page; the markup is the server's either way");
  await signInByPost(page, pagesServer.url, staff.editor);
  // The longest form; its themes are the case study's form's, checked above.
  const [service] = queryDb<{ id: string }>(
    pagesServer.dataDir,
    "select id from pages where type = 'service' order by position limit 1",
  );
  const serviceEditor = `/admin/pagine/servizi/${service?.id}`;
  await ready(page, serviceEditor, javaScriptOn);
  await expectNoViolations(page, serviceEditor);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of [serviceEditor, "/admin/pagine/atterraggio/nuovo"]) {
    await ready(page, url, javaScriptOn);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      url,
    ).toBeLessThanOrEqual(390);
  }
});

test("a landing page built from sections is published at its address, and its form stores the page with the request", async ({
  page,
  browser,
  pagesServer,
  javaScriptOn,
}) => {
  const title = `Offerta fiera ${javaScriptOn ? "con" : "senza"} script`;
  const slug = javaScriptOn ? "fiera/offerta-con-script" : "fiera/offerta-senza-script";
  const figuresTitle = "La fiera in numeri";
  const contactTitle = "Prenota il tuo stand";
  await signInByPost(page, pagesServer.url, staff.editor);
  await ready(page, "/admin/pagine/atterraggio", javaScriptOn);
  await page.getByRole("link", { name: "Nuovo: pagina di atterraggio" }).click();
  if (javaScriptOn) await page.waitForLoadState("networkidle");

  // An address a route of the site answers is refused, and nothing is stored.
  const form = page.locator("form#pagina");
  // The first 'Indirizzo' is the page's: an opening's link has one too.
  const address = form.getByLabel(label("Indirizzo")).first();
  await form.getByLabel(label("Titolo principale")).fill(title);
  await address.fill("contatti");
  await page.getByRole("button", { name: "Salva bozza", exact: true }).click();
  await expect(address).toHaveAccessibleDescription(containing(pageFieldMessages.addressRoute));
  await expect(form.getByLabel(label("Titolo principale"))).toHaveValue(title);
  expect(
    queryDb(
      pagesServer.dataDir,
      "select id from pages where title = ? or slug = 'contatti'",
      title,
    ),
  ).toEqual([]);
  await address.fill(slug);

  await press(page, "Aggiungi: Apertura", javaScriptOn);
  await form
    .getByRole("group", { name: "1. Apertura", exact: true })
    .getByLabel(label("Introduzione"))
    .fill("Uno stand chiavi in mano per la prossima fiera, dal progetto al montaggio.");
  await press(page, "Aggiungi: Modulo di contatto", javaScriptOn);
  // One contact form a page: its button is gone once there is one.
  await expect(page.getByRole("button", { name: "Aggiungi: Modulo di contatto" })).toHaveCount(0);
  const contact = form.getByRole("group", { name: "2. Modulo di contatto", exact: true });
  await contact.getByLabel(label("Titolo")).fill(contactTitle);
  await contact.getByLabel(label("Oggetto della richiesta")).fill("Stand per la fiera");
  await press(page, "Aggiungi: Numeri", javaScriptOn);
  await form
    .getByRole("group", { name: "3. Numeri", exact: true })
    .getByLabel(label("Titolo"))
    .fill(figuresTitle);
  await press(page, "Aggiungi numero", javaScriptOn);
  const figure = form.getByRole("group", { name: "Numero 1", exact: true });
  await figure.getByLabel(label("Numero")).fill("120");
  await figure.getByLabel(label("Descrizione")).fill("stand montati dal 2017");

  // 'Su' moves the figures before the contact form, with what was typed in both.
  await press(page, "Sposta su: 3. Numeri", javaScriptOn);
  await expect(
    form.getByRole("group", { name: "2. Numeri", exact: true }).getByLabel(label("Titolo")),
  ).toHaveValue(figuresTitle);
  await expect(
    form
      .getByRole("group", { name: "3. Modulo di contatto", exact: true })
      .getByLabel(label("Titolo")),
  ).toHaveValue(contactTitle);
  await expect(figure.getByLabel(label("Numero"))).toHaveValue("120");
  await form.getByLabel("Non mostrare la pagina nei motori di ricerca (noindex)").check();
  if (javaScriptOn) await expectNoViolations(page, "a landing page's form with its sections");

  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await page.waitForURL(/\/admin\/pagine\/atterraggio$/);
  const [stored] = queryDb<{ id: string; status: string }>(
    pagesServer.dataDir,
    "select id, status from pages where type = 'landing-page' and slug = ?",
    slug,
  );
  expect(stored?.status).toBe("published");

  // A visitor, signed out, in a browser context of their own.
  const visitorContext = await browser.newContext({
    baseURL: pagesServer.url,
    javaScriptEnabled: javaScriptOn,
    reducedMotion: "reduce",
  });
  try {
    const visitor = await visitorContext.newPage();
    expect((await ready(visitor, `/${slug}`, javaScriptOn))?.status()).toBe(200);
    const main = visitor.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([figuresTitle, contactTitle]);
    await expect(main.getByRole("region", { name: figuresTitle })).toContainText(
      "120 stand montati dal 2017",
    );
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    if (javaScriptOn) await expectNoViolations(visitor, "a landing page", otherThemes);

    const request = visitor.locator("#contatti form#modulo-richiesta");
    const email = `atterraggio.${javaScriptOn ? "con" : "senza"}@example.com`;
    // Consent first: a field validated on blur may show its message and move the box away.
    await request.getByLabel(/informativa sulla privacy/).check();
    await request.getByLabel(label("Nome")).fill("Anna");
    await request.getByLabel(label("Cognome")).fill("Ferri");
    await request.getByLabel(label("Email")).fill(email);
    await request.getByLabel(label("Azienda")).fill("Caseificio Ferri");
    await request
      .getByLabel(label("Descrivi il tuo progetto"))
      .fill("Uno stand di 16 m² per Cibus a maggio.");
    await request.getByRole("button", { name: "Richiedi informazioni" }).click();
    await expect(visitor).toHaveURL(/\/grazie$/);
  } finally {
    await visitorContext.close();
  }
  expect(
    queryDb(
      pagesServer.dataDir,
      "select source, servizio, page_id from contact_submissions where email = ?",
      `atterraggio.${javaScriptOn ? "con" : "senza"}@example.com`,
    ),
  ).toEqual([{ source: `/${slug}`, servizio: `/${slug}`, page_id: stored?.id }]);

  // 'Duplica' makes a draft copy and opens its form.
  await ready(page, `/admin/pagine/atterraggio/${stored?.id}`, javaScriptOn);
  await page.getByRole("button", { name: "Duplica", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Copia creata");
  await expect(page).not.toHaveURL(new RegExp(`/${stored?.id}$`));
  await expect(form.getByLabel(label("Titolo principale"))).toHaveValue(`${title} (copia)`);
  await expect(address).toHaveValue(`${slug}-copia`);
  const [copy] = queryDb<{ status: string }>(
    pagesServer.dataDir,
    "select status from pages where type = 'landing-page' and slug = ?",
    `${slug}-copia`,
  );
  expect(copy?.status).toBe("draft");
});
