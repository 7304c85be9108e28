import type { Page } from "@playwright/test";
import { dataDir, expect, test, uniqueTitle } from "./fixtures";
import { startServer } from "../support/server";
import { createStaffAccount, type StaffAccount } from "../support/users";
import {
  downloadCodes,
  nextCode,
  open,
  setUpApp,
  typeCode,
  typePassword,
} from "./two-factor-support";

/** An account of this test's own: the shared staff accounts keep signing in with a password. */
function newAccount(role: "admin" | "editor"): StaffAccount {
  const tag = uniqueTitle("due").replace(/\W+/g, "-").toLowerCase();
  return {
    email: `${tag}@example.com`,
    password: "una-password-per-la-verifica",
    name: `Verifica ${tag}`,
    role,
  };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("the app is set up from the account page, then every sign-in asks for a code, each usable once", async ({
  page,
  javaScriptOn,
}) => {
  test.setTimeout(60_000);
  const account = newAccount("editor");
  await createStaffAccount(dataDir(), account);
  await typePassword(page, "", account, javaScriptOn);
  await expect(page).toHaveURL(/\/admin$/);

  await open(page, "/admin/account", javaScriptOn);
  await expect(page.getByText("L'app di autenticazione non è attiva")).toBeVisible();
  await page.getByRole("link", { name: "Configura l'app di autenticazione" }).click();
  const { key, codes } = await setUpApp(page);
  const file = await downloadCodes(page);
  expect(file.name).toBe("codici-di-recupero.txt");
  for (const code of codes) expect(file.text).toContain(code);
  await page.getByRole("link", { name: "Li ho salvati" }).click();
  await expect(page.getByText(/L'app di autenticazione è attiva dal/)).toBeVisible();
  await signOut(page);

  // A wrong code, then the right one.
  await typePassword(page, "", account, javaScriptOn);
  await expect(page).toHaveURL(/\/login\/verifica$/);
  expect(await typeCode(page, "000000")).toBe(401);
  await expect(page.getByText("Il codice non è valido o è già stato usato")).toBeVisible();
  const code = nextCode(key);
  expect(await typeCode(page, code)).toBe(javaScriptOn ? 202 : 303);
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  // The same code again: refused.
  await typePassword(page, "", account, javaScriptOn);
  expect(await typeCode(page, code)).toBe(401);
  await expect(page.getByText("Il codice non è valido o è già stato usato")).toBeVisible();

  // A recovery code in its place, once.
  const [recovery = ""] = codes;
  expect(await typeCode(page, recovery)).toBe(javaScriptOn ? 202 : 303);
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);
  await typePassword(page, "", account, javaScriptOn);
  expect(await typeCode(page, recovery)).toBe(401);
});

test("the policy sends a member without a second factor to set one up, and nowhere else until done", async ({
  page,
  javaScriptOn,
}) => {
  test.setTimeout(60_000);
  const server = await startServer();
  try {
    const admin = newAccount("admin");
    const editor = newAccount("editor");
    await createStaffAccount(server.dataDir, admin);
    await createStaffAccount(server.dataDir, editor);
    await typePassword(page, server.url, admin, javaScriptOn);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await open(page, `${server.url}/admin/utenti`, javaScriptOn);
    await page.getByLabel("per tutti").check();
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Impostazione salvata")).toBeVisible();

    // The admin has none either: every staff page leads to the setup.
    await expect(page).toHaveURL(`${server.url}/admin/account/app-di-autenticazione`);
    await open(page, `${server.url}/admin/articoli/nuovo`, javaScriptOn);
    await expect(page).toHaveURL(`${server.url}/admin/account/app-di-autenticazione`);
    await expect(
      page.getByText("Per il tuo ruolo è richiesta la verifica in due passaggi"),
    ).toBeVisible();
    await setUpApp(page);
    await open(page, `${server.url}/admin/utenti`, javaScriptOn);
    await expect(page.getByRole("heading", { level: 1, name: "Utenti" })).toBeVisible();
    await expect(page.getByLabel("per tutti")).toBeChecked();
    await signOut(page);

    // An editor signing in is sent to the setup at once.
    await typePassword(page, server.url, editor, javaScriptOn);
    await expect(page).toHaveURL(`${server.url}/admin/account/app-di-autenticazione`);
    await expect(
      page.getByText("Per il tuo ruolo è richiesta la verifica in due passaggi"),
    ).toBeVisible();
  } finally {
    await server.stop();
  }
});
