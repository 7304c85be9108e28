import fs from "node:fs";
import type { Page } from "@playwright/test";
import { shareAdminSession, shareEditorSession } from "./admin-support";
import { dataDir, expect, label, mailDir, serverAnswer, test, waitForHydration } from "./fixtures";
import { waitForMail } from "../support/mail";
import { startServer } from "../support/server";
import { createStaffAccount, staff, type StaffAccount } from "../support/users";

/** With JavaScript, the page is ready once React has hydrated it. */
async function open(page: Page, url: string, javaScriptOn: boolean) {
  await page.goto(url);
  if (javaScriptOn) await waitForHydration(page);
}

async function signIn(
  page: Page,
  account: Pick<StaffAccount, "email" | "password">,
  javaScriptOn: boolean,
) {
  await open(page, "/login", javaScriptOn);
  await page.getByLabel(label("Email")).fill(account.email);
  await page.getByLabel(label("Password")).fill(account.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).not.toHaveURL(/\/admin/);
}

let people = 0;
/** An address no other test, project or run uses: both projects share one database. */
function uniqueEmail(what: string) {
  people += 1;
  return `${what}-${test.info().project.name}-${process.pid}-${Date.now().toString(36)}-${people}@example.com`;
}

/** The users page's row of `email`. */
const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

const setPasswordLink = (text: string | undefined) =>
  /https?:\/\/[^\s"<>]+\/reimposta-password\?token=[\w-]+/.exec(text ?? "")?.[0] ?? "";

/**
 * As the shared admin: invites `email` through the form; returns the link from the e-mail.
 * The admin signs in through the form, for a session of this test's own, unless the test
 * keeps the admin signed in, when it may reuse the worker's.
 */
async function invite(
  page: Page,
  javaScriptOn: boolean,
  person: { name: string; email: string; role: "Editor" | "Amministratore" },
  session: "own" | "shared" = "own",
) {
  if (session === "own") {
    await signIn(page, staff.admin, javaScriptOn);
  } else {
    await shareAdminSession(page);
    await open(page, "/admin", javaScriptOn);
  }
  await page
    .getByRole("navigation", { name: "Area riservata" })
    .getByRole("link", { name: "Utenti" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Utenti" })).toBeVisible();
  await page.getByRole("link", { name: "Invita utente" }).click();
  await expect(page).toHaveURL(/\/admin\/utenti\/nuovo$/);
  await page.getByLabel(label("Nome")).fill(person.name);
  await page.getByLabel(label("Email")).fill(person.email);
  await page.getByLabel(label("Ruolo")).selectOption({ label: person.role });
  await page.getByRole("button", { name: "Invia invito" }).click();
  await expect(page).toHaveURL(/\/admin\/utenti$/);
  await expect(page.getByRole("status")).toContainText(
    `Abbiamo inviato l'invito a ${person.email}`,
  );
  await expect(rowOf(page, person.email)).toContainText("Mai");
  const [mail] = await waitForMail(mailDir(), person.email);
  const link = setPasswordLink(mail?.text);
  expect(link).not.toBe("");
  return link;
}

async function choosePassword(page: Page, link: string, password: string, javaScriptOn: boolean) {
  await open(page, link, javaScriptOn);
  await expect(page.getByRole("heading", { level: 1, name: "Scegli la password" })).toBeVisible();
  await page.getByLabel(label("Nuova password")).fill(password);
  await page.getByLabel(label("Ripeti la password")).fill(password);
  await page.getByRole("button", { name: "Salva la password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toContainText("Password salvata");
}

/**
 * A fresh editor with a password of their own, not signed in: made in the database, as the
 * first test already follows an invitation to a chosen password.
 */
async function freshEditor() {
  const person = {
    name: "Elena Editor",
    email: uniqueEmail("elena"),
    role: "editor" as const,
    password: "prima-password-di-elena",
  };
  await createStaffAccount(dataDir(), person);
  return person;
}

test("an admin invites a user, who sets a password from the e-mail and signs in; the link works once", async ({
  page,
  javaScriptOn,
}) => {
  const person = { name: "Ugo Invitato", email: uniqueEmail("ugo"), role: "Editor" as const };
  const link = await invite(page, javaScriptOn, person);
  await signOut(page);

  await open(page, link, javaScriptOn);
  await page.getByLabel(label("Nuova password")).fill("corta");
  await page.getByLabel(label("Ripeti la password")).fill("corta");
  await page.getByRole("button", { name: "Salva la password" }).click();
  await expect(page.getByText("La password deve avere almeno 12 caratteri.")).toBeVisible();
  await expect(page.getByLabel(label("Nuova password"))).toHaveValue("");

  await choosePassword(page, link, "la-password-di-ugo", javaScriptOn);
  await signIn(page, { email: person.email, password: "la-password-di-ugo" }, javaScriptOn);
  await expect(page.getByText(`${person.name} · Editor`)).toBeVisible();

  const reused = await page.goto(link);
  expect(reused?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();
});

test("an admin changes a user's role and removes them; their own row has no buttons", async ({
  page,
  javaScriptOn,
}) => {
  page.on("dialog", (dialog) => void dialog.accept());
  const email = uniqueEmail("rita");
  // The name tells the rows apart: both projects invite into the same list.
  const person = { name: `Rita ${email.split("@")[0]}`, email, role: "Editor" as const };
  await invite(page, javaScriptOn, person, "shared");
  const row = rowOf(page, email);
  await row.getByLabel(`Ruolo di ${person.name}`).selectOption({ label: "Amministratore" });
  await row.getByRole("button", { name: "Cambia ruolo" }).click();
  await expect(page.getByRole("status")).toContainText("Ruolo aggiornato");
  await expect(rowOf(page, email).getByRole("cell").nth(1)).toHaveText("Amministratore");

  const own = page.getByRole("row", { name: new RegExp(`${staff.admin.name} \\(tu\\)`) });
  await expect(own.getByRole("button")).toHaveCount(0);

  await page.getByRole("button", { name: `Rimuovi ${person.name}` }).click();
  await expect(page.getByRole("status")).toContainText("Utente rimosso");
  await expect(rowOf(page, email)).toHaveCount(0);
});

test(
  "an editor opening the users page is told 'Accesso non autorizzato' inside the admin shell",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    await shareEditorSession(page);
    await open(page, "/admin", javaScriptOn);
    await expect(
      page
        .getByRole("navigation", { name: "Area riservata" })
        .getByRole("link", { name: "Utenti" }),
    ).toHaveCount(0);
    await page.goto("/admin/utenti");
    await expect(
      page.getByRole("heading", { level: 1, name: "Accesso non autorizzato" }),
    ).toBeVisible();
    await expect(page.getByText(`${staff.editor.name} · Editor`)).toBeVisible();
  },
);

test("a user changes their own password: the current one is checked, other sessions end", async ({
  page,
  browser,
  javaScriptOn,
  visitorIp,
}) => {
  const person = await freshEditor();
  const elsewhere = await browser.newContext({
    javaScriptEnabled: javaScriptOn,
    extraHTTPHeaders: { "X-Forwarded-For": visitorIp },
  });
  const otherPage = await elsewhere.newPage();
  const baseURL = process.env.E2E_BASE_URL ?? "";
  await otherPage.goto(`${baseURL}/login`);
  await otherPage.getByLabel(label("Email")).fill(person.email);
  await otherPage.getByLabel(label("Password")).fill(person.password);
  await otherPage.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(otherPage).toHaveURL(/\/admin$/);

  await signIn(page, person, javaScriptOn);
  await page.getByRole("link", { name: "Il mio account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Il mio account" })).toBeVisible();
  await page.getByLabel(label("Password attuale")).fill("non-e-la-mia-password");
  await page.getByLabel(label("Nuova password")).fill("seconda-password-di-elena");
  await page.getByLabel(label("Ripeti la password")).fill("seconda-password-di-elena");
  await page.getByRole("button", { name: "Cambia password" }).click();
  await expect(page.getByText("La password attuale non è corretta.")).toBeVisible();

  await page.getByLabel(label("Password attuale")).fill(person.password);
  await page.getByLabel(label("Nuova password")).fill("seconda-password-di-elena");
  await page.getByLabel(label("Ripeti la password")).fill("seconda-password-di-elena");
  await page.getByRole("button", { name: "Cambia password" }).click();
  await expect(page.getByRole("status")).toContainText("Password cambiata");

  await otherPage.goto(`${baseURL}/admin`);
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
  await elsewhere.close();

  await signOut(page);
  await signIn(page, { email: person.email, password: "seconda-password-di-elena" }, javaScriptOn);
});

test("'Password dimenticata?' gives the same answer for unknown and known addresses; the known one gets a link", async ({
  page,
  javaScriptOn,
}) => {
  const person = await freshEditor();
  const answers: string[] = [];
  for (const email of [uniqueEmail("sconosciuto"), person.email]) {
    await open(page, "/login", javaScriptOn);
    await page.getByRole("link", { name: "Password dimenticata?" }).click();
    await expect(page).toHaveURL(/\/password-dimenticata$/);
    await page.getByLabel(label("Email")).fill(email);
    await page.getByRole("button", { name: "Invia il link" }).click();
    const notice = page.getByRole("status");
    await expect(notice).toContainText("Controlla la posta");
    answers.push((await notice.textContent()) ?? "");
  }
  expect(answers[0]).toBe(answers[1]);
  const mails = await waitForMail(mailDir(), person.email);
  const reset = mails.find((mail) => mail.subject?.startsWith("Reimposta la password"));
  await choosePassword(page, setPasswordLink(reset?.text), "password-dopo-il-reset", javaScriptOn);
  await signIn(page, { email: person.email, password: "password-dopo-il-reset" }, javaScriptOn);
});

test.describe("first administrator", () => {
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled !== false,
    "starts a server of its own; one run is enough",
  );

  test("a fresh install logs a setup link that creates the first admin once", async ({ page }) => {
    const server = await startServer();
    try {
      const line = fs
        .readFileSync(server.logFile, "utf8")
        .split("\n")
        .find((entry) => entry.includes("/primo-amministratore?token="));
      const link = /https?:\/\/\S+\/primo-amministratore\?token=[\w-]+/.exec(line ?? "")?.[0] ?? "";
      expect(link.startsWith(`${server.url}/primo-amministratore?token=`)).toBe(true);

      expect(
        (await page.goto(`${server.url}/primo-amministratore?token=${"x".repeat(43)}`))?.status(),
      ).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();

      await page.goto(link);
      await expect(
        page.getByRole("heading", { level: 1, name: "Primo amministratore" }),
      ).toBeVisible();
      await page.getByLabel(label("Nome")).fill("Prima Amministratrice");
      await page.getByLabel(label("Email")).fill("prima@example.com");
      await page.getByLabel(label("Nuova password")).fill("password1234");
      await page.getByLabel(label("Ripeti la password")).fill("password1234");
      await page.getByRole("button", { name: "Crea amministratore" }).click();
      await expect(page.getByText("Questa password è tra le più usate")).toBeVisible();

      await page.getByLabel(label("Nuova password")).fill("la-prima-password-vera");
      await page.getByLabel(label("Ripeti la password")).fill("la-prima-password-vera");
      await page.getByRole("button", { name: "Crea amministratore" }).click();
      await expect(page).toHaveURL(`${server.url}/admin`);
      await expect(page.getByRole("status")).toContainText("Amministratore creato");
      await expect(page.getByText("Prima Amministratrice · Amministratore")).toBeVisible();

      await page.getByRole("button", { name: "Esci" }).click();
      await page.goto(`${server.url}/login`);
      await page.getByLabel(label("Email")).fill("prima@example.com");
      await page.getByLabel(label("Password")).fill("la-prima-password-vera");
      await page.getByRole("button", { name: "Accedi", exact: true }).click();
      await expect(page).toHaveURL(`${server.url}/admin`);

      expect((await page.goto(link))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Link non valido" })).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});
