import type { Page } from "@playwright/test";
import { open } from "./admin-support";
import { dataDir, expect, label, mailDir, test } from "./fixtures";
import { queryDb } from "../support/db";
import { waitForMail } from "../support/mail";
import { createStaffAccount, type StaffAccount } from "../support/users";

const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function signIn(page: Page, account: StaffAccount, javaScriptOn: boolean) {
  await open(page, "/login", javaScriptOn);
  await page.getByLabel(label("Email")).fill(account.email);
  await page.getByLabel(label("Password")).fill(account.password);
  await page.getByRole("button", { name: "Accedi", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const newSignInMails = (email: string) =>
  queryDb(
    dataDir(),
    "select id from email_outbox where recipient = ? and template = 'new-sign-in'",
    email,
  ).length;

// An account of its own: ending sessions must never touch the shared accounts' ones.
test("a member sees their sessions, ends the other browser's, then all the others; a new browser is told by e-mail", async ({
  page,
  browser,
  javaScriptOn,
  visitorIp,
}) => {
  const person: StaffAccount = {
    email: `sessioni-${test.info().project.name}-${process.pid}-${Date.now().toString(36)}@example.com`,
    password: "la-password-delle-sessioni",
    name: "Sara Sessioni",
    role: "editor",
  };
  await createStaffAccount(dataDir(), person);
  await signIn(page, person, javaScriptOn);
  // The account's first browser is its owner's: nothing to warn about.
  expect(newSignInMails(person.email)).toBe(0);

  const elsewhere = await browser.newContext({
    javaScriptEnabled: javaScriptOn,
    userAgent: firefox,
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { "X-Forwarded-For": visitorIp },
  });
  try {
    const otherPage = await elsewhere.newPage();
    await signIn(otherPage, person, javaScriptOn);
    const [mail] = await waitForMail(mailDir(), person.email);
    expect(mail?.subject).toMatch(/^Nuovo accesso al tuo account/);
    expect(mail?.text).toContain("Firefox 133 su Windows");
    expect(mail?.text).toMatch(/https?:\/\/\S+\/admin\/account/);

    await open(page, "/admin/account", javaScriptOn);
    const table = page.getByRole("table", { name: "Le tue sessioni attive" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row").filter({ hasText: /Questo dispositivo/ })).toContainText(
      /Chrome \d+ su Linux/,
    );
    await table
      .getByRole("button", { name: /^Esci da questo dispositivo: Firefox 133 su Windows/ })
      .click();
    await expect(page.getByRole("status")).toContainText("Dispositivo scollegato");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(
      page.getByText("Non hai effettuato l'accesso da nessun altro dispositivo."),
    ).toBeVisible();

    await otherPage.goto("/admin");
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);

    // The same browser again is known: no second e-mail.
    await signIn(otherPage, person, javaScriptOn);
    expect(newSignInMails(person.email)).toBe(1);
    await open(page, "/admin/account", javaScriptOn);
    await page.getByRole("button", { name: "Esci da tutti gli altri" }).click();
    await expect(page.getByRole("status")).toContainText("Sei uscito da 1 altro dispositivo.");
    await expect(table.getByRole("row")).toHaveCount(2);
    await otherPage.goto("/admin/account");
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
  } finally {
    await elsewhere.close();
  }
});
