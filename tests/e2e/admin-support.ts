import type { Page } from "@playwright/test";
import { expect, label } from "./fixtures";
import { staff, type StaffAccount } from "../support/users";

/** Opens a staff page; with JavaScript, once its scripts have loaded. */
export async function open(page: Page, url: string, javaScriptOn: boolean) {
  await page.goto(url);
  if (javaScriptOn) await page.waitForLoadState("networkidle");
}

async function signInAs(page: Page, account: StaffAccount, javaScriptOn: boolean) {
  await open(page, "/login", javaScriptOn);
  await page.getByLabel(label("Email")).fill(account.email);
  await page.getByLabel(label("Password")).fill(account.password);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
}

export const signInAsEditor = (page: Page, javaScriptOn: boolean) => signInAs(page, staff.editor, javaScriptOn);
export const signInAsAdmin = (page: Page, javaScriptOn: boolean) => signInAs(page, staff.admin, javaScriptOn);

/**
 * Presses one of the form's buttons and returns the status of the post it sends: the post to
 * the page's own address (with JavaScript its `.data` twin), not a background post of the
 * page (an autosave, a preview) that may answer meanwhile.
 */
export async function press(page: Page, name: string) {
  const own = new URL(page.url()).pathname;
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.replace(/\.data$/, "") === own,
  );
  await page.getByRole("button", { name, exact: true }).click();
  return (await answered).status();
}

/** A redirect: 303 to the browser, 202 with the address inside to Remix's fetch. */
export const redirected = (javaScriptOn: boolean) => (javaScriptOn ? 202 : 303);
