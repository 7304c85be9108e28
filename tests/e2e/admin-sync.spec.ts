import type { Page } from "@playwright/test";
import {
  open,
  press,
  redirected,
  shareAdminSession,
  signInAsAdmin,
  signInAsEditor,
} from "./admin-support";
import { expect, label, serverAnswer, test, uniqueTitle } from "./fixtures";
import { startFakeWebhook } from "../support/fake-webhook";
import { startServer } from "../support/server";
import { createStaffAccount, signInByPost, staff } from "../support/users";

const pagePath = "/admin/sincronizzazione";

/** Without JavaScript the browser would stop an empty or odd URL itself; the server's answer is under test. */
async function skipBrowserChecks(page: Page, javaScriptOn: boolean) {
  if (!javaScriptOn)
    await page.locator("#webhook").evaluate((form: HTMLFormElement) => (form.noValidate = true));
}

const urlField = (page: Page) => page.getByLabel(label("URL del webhook Make"));

test(
  "an editor finds no link to the sync page, and opening it is told 'Accesso non autorizzato'",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await signInAsEditor(page, javaScriptOn);
    await expect(
      page
        .getByRole("navigation", { name: "Area riservata" })
        .getByRole("link", { name: "Sincronizzazione" }),
    ).toHaveCount(0);
    await page.goto(pagePath);
    await expect(
      page.getByRole("heading", { level: 1, name: "Accesso non autorizzato" }),
    ).toBeVisible();
  },
);

test(
  "the page shows the webhook form, the test data, the tokens, the steps with the endpoint and the sheet template",
  serverAnswer,
  async ({ page, javaScriptOn, baseURL }) => {
    await signInAsAdmin(page, javaScriptOn);
    await page
      .getByRole("navigation", { name: "Area riservata" })
      .getByRole("link", { name: "Sincronizzazione" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Sincronizzazione Google Sheets" }),
    ).toBeVisible();
    await expect(urlField(page)).toBeVisible();
    for (const name of ["Titolo", "Categoria", "Estratto", "Contenuto"])
      await expect(page.getByLabel(name, { exact: true })).not.toHaveValue("");
    for (const name of ["Test Webhook", "Sincronizza Ora", "Crea token"])
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    await expect(page.getByText(/^Ultima sync:/)).toBeVisible();
    const steps = page.getByRole("list").filter({ hasText: "Bearer" });
    await expect(steps).toContainText(`${baseURL}/api/articoli`);
    await expect(steps).toContainText("Pubblicato");
    await expect(steps).toContainText("15 minuti");
    const template = page.getByRole("table", {
      name: "Le colonne del foglio, con una riga di esempio",
    });
    await expect(template.getByRole("columnheader")).toHaveText([
      "Titolo",
      "Categoria",
      "Estratto",
      "Contenuto",
      "Stato",
      "Data",
    ]);
  },
);

test("the URL is required, and an address on the server's own network is refused; both next to the field, with what was typed", async ({
  page,
  javaScriptOn,
}) => {
  await shareAdminSession(page);
  await open(page, pagePath, javaScriptOn);
  const title = uniqueTitle("Prova sync");
  await page.getByLabel("Titolo", { exact: true }).fill(title);
  await urlField(page).fill("");
  await skipBrowserChecks(page, javaScriptOn);
  expect(await press(page, "Test Webhook")).toBe(400);
  await expect(page.locator("#webhook-webhook_url-errore")).toHaveText(
    "Inserisci l'URL del webhook Make",
  );
  await expect(urlField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Titolo", { exact: true })).toHaveValue(title);

  await urlField(page).fill("http://127.0.0.1/hook");
  await skipBrowserChecks(page, javaScriptOn);
  expect(await press(page, "Sincronizza Ora")).toBe(400);
  await expect(page.locator("#webhook-webhook_url-errore")).toHaveText(
    "L'indirizzo punta a una rete privata o locale: non è consentito",
  );
  await expect(urlField(page)).toHaveValue("http://127.0.0.1/hook");
  await expect(page.getByLabel("Titolo", { exact: true })).toHaveValue(title);
});

test("a token is shown once, in the answer to 'Crea token', and 'Revoca' takes it away", async ({
  page,
  javaScriptOn,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await shareAdminSession(page);
  await open(page, pagePath, javaScriptOn);
  const name = uniqueTitle("Scenario");
  await page.getByLabel("Nome del token", { exact: true }).fill(name);
  expect(await press(page, "Crea token")).toBe(200);
  const shown = page.getByLabel(`Token «${name}»`);
  await expect(shown).toHaveValue(/^art_[\w-]{32,}$/);
  await expect(shown).toHaveAttribute("readonly", "");
  await expect(page.getByText("non verrà più mostrato")).toBeVisible();
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row).toContainText("Mai usato");

  await open(page, pagePath, javaScriptOn);
  await expect(page.getByLabel(`Token «${name}»`)).toHaveCount(0);
  await expect(row).toHaveCount(1);

  expect(await press(page, `Revoca il token ${name}`)).toBe(redirected(javaScriptOn));
  await expect(page.getByRole("status")).toContainText("Token revocato");
  await expect(row).toHaveCount(0);
  expect(dialogs).toEqual(
    javaScriptOn
      ? [`Revocare il token «${name}»? Lo scenario che lo usa non potrà più scrivere sul sito.`]
      : [],
  );
});

test.describe("with a server that may call private addresses", () => {
  test("'Test Webhook' and 'Sincronizza Ora' reach the scenario, tell its status and record the last sync", async ({
    page,
    javaScriptOn,
  }) => {
    const webhook = await startFakeWebhook();
    const server = await startServer({ SYNC_ALLOW_PRIVATE: "1" });
    try {
      await createStaffAccount(server.dataDir, staff.admin);
      await signInByPost(page, server.url, staff.admin);
      await open(page, `${server.url}${pagePath}`, javaScriptOn);
      await expect(page.getByText("Ultima sync: Mai")).toBeVisible();
      const title = uniqueTitle("Dal foglio");
      await page.getByLabel("Titolo", { exact: true }).fill(title);
      await urlField(page).fill(`${webhook.url}/ok/scenario`);

      if (javaScriptOn) {
        // The post is held back until the busy text has been seen.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/admin\/sincronizzazione\.data/, async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        });
        const answered = page.waitForResponse((response) => response.request().method() === "POST");
        await page.getByRole("button", { name: "Test Webhook" }).click();
        await expect(page.getByRole("button", { name: "Testando..." })).toBeDisabled();
        release();
        expect((await answered).status()).toBe(200);
        await page.unroute(/\/admin\/sincronizzazione\.data/);
      } else {
        expect(await press(page, "Test Webhook")).toBe(200);
      }
      await expect(page.getByRole("status")).toContainText("Test inviato!");
      await expect(page.getByRole("status")).toContainText("HTTP 200");
      const [tested] = webhook.received("/ok/scenario");
      expect(tested?.json).toMatchObject({ action: "test", data: { title }, source: server.url });

      expect(await press(page, "Sincronizza Ora")).toBe(200);
      await expect(page.getByRole("status")).toContainText("Sincronizzazione avviata!");
      await expect(page.getByText(/^Ultima sync: \d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
      const sync = webhook.received("/ok/scenario")[1];
      expect(sync?.json).toEqual({
        action: "sync",
        timestamp: expect.any(String),
        source: server.url,
      });

      await urlField(page).fill(`${webhook.url}/guasto/scenario`);
      expect(await press(page, "Sincronizza Ora")).toBe(502);
      await expect(page.getByRole("alert")).toContainText("Errore sincronizzazione");
      await expect(page.getByRole("alert")).toContainText("Controlla l'URL del webhook e riprova");
      await expect(page.getByRole("alert")).toContainText("500");

      await open(page, `${server.url}${pagePath}`, javaScriptOn);
      await expect(urlField(page)).toHaveValue(`${webhook.url}/guasto/scenario`);
    } finally {
      await server.stop();
      await webhook.close();
    }
  });
});
