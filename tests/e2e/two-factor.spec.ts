import type { Page } from "@playwright/test";
import { dataDir, expect, serverAnswer, test, uniqueTitle } from "./fixtures";
import { hashPassword } from "../../app/features/staff/password.server";
import { queryDb, writeDb } from "../support/db";
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

/**
 * A member of this test's own with the app set up, signed out, then back at the second step
 * after the right password: the account, its id and its recovery codes.
 */
async function memberAtSecondStep(page: Page, javaScriptOn: boolean) {
  const account = newAccount("editor");
  const userId = await createStaffAccount(dataDir(), account);
  await typePassword(page, "", account, javaScriptOn);
  await expect(page).toHaveURL(/\/admin$/);
  await open(page, "/admin/account/app-di-autenticazione", javaScriptOn);
  const { codes } = await setUpApp(page);
  await open(page, "/admin/account", javaScriptOn);
  await signOut(page);
  await typePassword(page, "", account, javaScriptOn);
  await expect(page).toHaveURL(/\/login\/verifica$/);
  return { account, userId, codes };
}

test(
  "a sign-in begun before the password changed cannot be finished with a code",
  serverAnswer,
  async ({ page, javaScriptOn }) => {
    test.setTimeout(60_000);
    const { account, userId, codes } = await memberAtSecondStep(page, javaScriptOn);
    // Meanwhile the password is set again (a reset link, the account page in another browser).
    const changed = { ...account, password: "la-password-dopo-il-cambio" };
    const newHash = await hashPassword(changed.password);
    writeDb(dataDir(), (db) =>
      db.prepare("update users set password_hash = ? where id = ?").run(newHash, userId),
    );
    const [recovery = ""] = codes;
    expect(await typeCode(page, recovery)).toBe(javaScriptOn ? 202 : 303);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Accesso da ripetere")).toBeVisible();
    await expect(
      page.getByText("La password è stata cambiata dopo che l'hai inserita."),
    ).toBeVisible();
    expect(queryDb(dataDir(), "select id from sessions where user_id = ?", userId)).toEqual([]);

    // The new password and the same recovery code, untouched by the refusal, sign in.
    await typePassword(page, "", changed, javaScriptOn);
    expect(await typeCode(page, recovery)).toBe(javaScriptOn ? 202 : 303);
    await expect(page).toHaveURL(/\/admin$/);
  },
);

test(
  "a finished sign-in's cookie, kept and sent again with another code, opens nothing",
  serverAnswer,
  async ({ page, context, javaScriptOn }) => {
    test.setTimeout(60_000);
    const { userId, codes } = await memberAtSecondStep(page, javaScriptOn);
    const pending = (await context.cookies()).filter(
      (cookie) => cookie.name === "accesso-in-corso",
    );
    expect(pending).toHaveLength(1);
    const [first = "", second = ""] = codes;
    expect(await typeCode(page, first)).toBe(javaScriptOn ? 202 : 303);
    await expect(page).toHaveURL(/\/admin$/);
    await signOut(page);

    await context.addCookies(pending);
    await open(page, "/login/verifica", javaScriptOn);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Questa verifica è già stata usata per un accesso")).toBeVisible();
    // Posted straight away, with a code the paper would still accept.
    await context.addCookies(pending);
    const answered = await page.request.post("/login/verifica", {
      form: { code: second },
      maxRedirects: 0,
    });
    expect(answered.status()).toBe(303);
    expect(answered.headers().location).toBe("/login");
    expect(queryDb(dataDir(), "select id from sessions where user_id = ?", userId)).toEqual([]);
  },
);
