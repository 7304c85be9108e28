import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

let visitors = 0;

export const test = base.extend<{ javaScriptOn: boolean; visitorIp: string }>({
  baseURL: process.env.E2E_BASE_URL,
  javaScriptOn: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  // Every test is a different visitor (an address from the documentation range) on a /64 of
  // its own, so the per-IP limits of one test, and the new visitors counted per network,
  // never affect another.
  visitorIp: async ({}, use, testInfo) => {
    visitors += 1;
    await use(
      `2001:db8:${(process.pid % 0xffff).toString(16)}:${visitors.toString(16)}::${testInfo.workerIndex.toString(16)}`,
    );
  },
  extraHTTPHeaders: async ({ visitorIp }, use) => use({ "X-Forwarded-For": visitorIp }),
});

/**
 * The tag of a test whose subject is what the server sends (a page's content and head, an
 * answer's status and headers): scripts change none of it, so only the no-JavaScript project
 * runs it (`playwright.config.ts`). Interactions, forms and enhancements run in both. A test
 * that opens no page at all (plain HTTP, a server of its own, the command line) takes it too:
 * the other project would not even start its setup.
 */
export const serverAnswer = { tag: "@server-answer" };

let named = 0;

/** A title no other test, worker or project uses: they all share one server and database. */
export function uniqueTitle(what: string) {
  named += 1;
  const info = test.info();
  return `${what} ${info.project.name} w${info.workerIndex} p${process.pid} n${named}`;
}

export const dataDir = () => process.env.E2E_DATA_DIR ?? "";
export const mailDir = () => path.join(dataDir(), "mail");

export { expect };

export function serverLog() {
  return fs.readFileSync(process.env.E2E_SERVER_LOG ?? "", "utf8");
}

/**
 * Waits until React has committed its hydration of the page: from then on every control runs
 * its script. Waiting for the network to go quiet instead costs half a second of silence on
 * every load. React keeps its root on the document it hydrates (`hydrateRoot(document)` in
 * entry.client.tsx); the root's state says whether the server's HTML is still to be taken
 * over.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
    const container = key
      ? (
          document as unknown as Record<
            string,
            { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
          >
        )[key]
      : undefined;
    const state = container?.stateNode?.current?.memoizedState;
    return state !== undefined && state.isDehydrated === false;
  });
}

/**
 * With JavaScript on, waits until React has taken over the page: the small-screen menu
 * turns from a <details> into a button only after hydration.
 */
export async function gotoReady(page: Page, url: string, javaScriptOn: boolean) {
  const response = await page.goto(url);
  if (javaScriptOn)
    await page.locator('button[aria-controls="menu-mobile"]').waitFor({ state: "attached" });
  return response;
}

export const htmlClass = (page: Page) =>
  page
    .locator("html")
    .getAttribute("class")
    .then((c) => c ?? "");

/** A field's label exactly, ignoring the asterisk of required fields. */
export const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);

/**
 * The article's text as the form posts it: its textarea, which stays in the form with
 * JavaScript on too, hidden under the editor that keeps it in step. For its value; the
 * field to type into is the one labelled 'Contenuto'.
 */
export const articleText = (page: Page) => page.locator('textarea[name="content"]');

type TransferredFile = { name: string; bytes: Buffer };

/**
 * Pastes into `target` as a browser does: a `paste` event carrying the clipboard's HTML (with
 * its plain text) or image files; or, with `drop`, drops the files on its middle.
 */
export async function pasteInto(
  target: Locator,
  data: { html?: string; file?: TransferredFile; files?: TransferredFile[]; drop?: boolean },
) {
  const files = [...(data.file ? [data.file] : []), ...(data.files ?? [])];
  await target.evaluate(
    (element, { html, files, drop }) => {
      const transfer = new DataTransfer();
      if (html !== null) {
        transfer.setData("text/html", html);
        transfer.setData("text/plain", html.replace(/<[^>]+>/g, ""));
      }
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: "image/png" }));
      }
      const box = element.getBoundingClientRect();
      element.dispatchEvent(
        drop
          ? new DragEvent("drop", {
              dataTransfer: transfer,
              clientX: box.left + box.width / 2,
              clientY: box.top + box.height / 2,
              bubbles: true,
              cancelable: true,
            })
          : new ClipboardEvent("paste", {
              clipboardData: transfer,
              bubbles: true,
              cancelable: true,
            }),
      );
    },
    {
      html: data.html ?? null,
      files: files.map((file) => ({ name: file.name, base64: file.bytes.toString("base64") })),
      drop: data.drop ?? false,
    },
  );
}
