import { request, type Cookie, type Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";
import { staff, type StaffAccount } from "../support/users";

/** Opens a staff page; with JavaScript, once React has hydrated it. */
export async function open(page: Page, url: string, javaScriptOn: boolean) {
  await page.goto(url);
  if (javaScriptOn) await waitForHydration(page);
}

/**
 * Each worker signs each shared account in once, by the sign-in form's post, and its tests
 * reuse that session: sign-in.spec.ts checks the form itself. A session ends only by its own
 * sign-out or by its user's password change, so a test that signs out or changes a password
 * signs in by itself, never with this session.
 */
const sessions = new Map<string, Promise<Cookie[]>>();

async function signInOnce(account: StaffAccount) {
  const api = await request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    // An address of its own, so no test's per-IP sign-in limit counts these.
    extraHTTPHeaders: {
      "X-Forwarded-For": `2001:db8:5e55::${(process.pid % 0xffff).toString(16)}`,
    },
  });
  try {
    const answer = await api.post("/login", {
      form: { email: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(answer.status(), `signing ${account.email} in`).toBe(303);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/** Signs the page's browser context in as `account` with the worker's shared session. */
async function shareSession(page: Page, account: StaffAccount) {
  let cookies = sessions.get(account.email);
  if (!cookies) {
    cookies = signInOnce(account);
    sessions.set(account.email, cookies);
    cookies.catch(() => sessions.delete(account.email));
  }
  await page.context().addCookies(await cookies);
}

export const shareEditorSession = (page: Page) => shareSession(page, staff.editor);
export const shareAdminSession = (page: Page) => shareSession(page, staff.admin);

/** Signed in with the shared session, on the article list. */
async function signInAs(page: Page, account: StaffAccount, javaScriptOn: boolean) {
  await shareSession(page, account);
  await open(page, "/admin", javaScriptOn);
  await expect(page.getByRole("heading", { level: 1, name: "Gestione Articoli" })).toBeVisible();
}

export const signInAsEditor = (page: Page, javaScriptOn: boolean) =>
  signInAs(page, staff.editor, javaScriptOn);
export const signInAsAdmin = (page: Page, javaScriptOn: boolean) =>
  signInAs(page, staff.admin, javaScriptOn);

/**
 * Presses one of the form's buttons and returns the status of the post it sends: the post to
 * the page's own address (with JavaScript its `.data` twin), not a background post of the
 * page (an autosave, a preview) that may answer meanwhile.
 */
export async function press(page: Page, name: string) {
  const own = new URL(page.url()).pathname;
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.replace(/\.data$/, "") === own,
  );
  await page.getByRole("button", { name, exact: true }).click();
  return (await answered).status();
}

/** A redirect: 303 to the browser, 202 with the address inside to Remix's fetch. */
export const redirected = (javaScriptOn: boolean) => (javaScriptOn ? 202 : 303);
