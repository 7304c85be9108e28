import fs from "node:fs";
import { generateSync } from "otplib";
import type { Page } from "@playwright/test";
import { expect, label, waitForHydration } from "./fixtures";
import type { StaffAccount } from "../support/users";

/** The code an authenticator app shows now. */
export const currentCode = (key: string) =>
  generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) });

/**
 * The code an authenticator app would show one step ahead of now: the step a setup or a
 * sign-in a moment ago used is never accepted again, and one step of drift is.
 */
export const nextCode = (key: string) =>
  generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 });

/** With JavaScript, waits for React to take over the page before using it. */
export async function open(page: Page, url: string, javaScriptOn: boolean) {
  await page.goto(url);
  if (javaScriptOn) await waitForHydration(page);
}

/** The e-mail and password step, through the sign-in form. */
export async function typePassword(
  page: Page,
  base: string,
  account: StaffAccount,
  javaScriptOn: boolean,
) {
  await open(page, `${base}/login`, javaScriptOn);
  await page.getByLabel(label("Email")).fill(account.email);
  await page.getByLabel(label("Password")).fill(account.password);
  await page.getByRole("button", { name: "Accedi" }).click();
}

/** The second step: the code typed and sent; returns the answer's status. */
export async function typeCode(page: Page, code: string) {
  await expect(
    page.getByRole("heading", { level: 1, name: "Verifica in due passaggi" }),
  ).toBeVisible();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /\/login\/verifica/.test(response.url()),
  );
  await page.getByLabel(label("Codice")).fill(code);
  await page.getByRole("button", { name: "Verifica" }).click();
  return (await answered).status();
}

/**
 * On the app's setup page: reads the key typed out beside the QR code, confirms with a code
 * computed from it, and returns the key and the recovery codes shown once.
 */
export async function setUpApp(page: Page) {
  await expect(page.getByRole("img", { name: /Codice QR/ })).toBeVisible();
  const key = ((await page.locator("code").first().textContent()) ?? "").replace(/\s+/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(label("Codice dell'app")).fill(currentCode(key));
  await page.getByRole("button", { name: "Attiva" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "I tuoi codici di recupero" }),
  ).toBeVisible();
  const codes = await page
    .getByRole("list", { name: "Codici di recupero" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  return { key, codes };
}

/** The recovery codes' file, downloaded from the page that shows them. */
export async function downloadCodes(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Scarica i codici (.txt)" }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    text: fs.readFileSync((await file.path()) ?? "", "utf8"),
  };
}
