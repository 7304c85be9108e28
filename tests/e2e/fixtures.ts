import fs from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";

export const test = base.extend<{ javaScriptOn: boolean }>({
  baseURL: process.env.E2E_BASE_URL,
  javaScriptOn: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
});

export { expect };

export function serverLog() {
  return fs.readFileSync(process.env.E2E_SERVER_LOG ?? "", "utf8");
}

/**
 * With JavaScript on, waits until React has taken over the page: the small-screen menu
 * turns from a <details> into a button only after hydration.
 */
export async function gotoReady(page: Page, url: string, javaScriptOn: boolean) {
  const response = await page.goto(url);
  if (javaScriptOn) await page.locator('button[aria-controls="menu-mobile"]').waitFor({ state: "attached" });
  return response;
}

export const htmlClass = (page: Page) => page.locator("html").getAttribute("class").then((c) => c ?? "");
