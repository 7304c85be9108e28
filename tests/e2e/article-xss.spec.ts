import { type BrowserContext, type Page } from "@playwright/test";
import { renderArticleBody } from "../../app/utils/article-html.server";
import { xssPayloads } from "../fixtures/xss-payloads";
import { expect, test } from "./fixtures";

// The sanitizer alone stands between an article and the visitor here: the bodies are loaded
// into a blank page with no Content-Security-Policy, in the real browser's parser.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "only a page that runs scripts shows one running");

const bodies = xssPayloads.map(({ id, content }) => ({
  id,
  // On its own the content picks its renderer; wrapped in a tag it goes through the HTML path.
  html: [content, `<div>${content}</div>`].map((input) => renderArticleBody(input, { title: "Articolo di prova" })).join("\n"),
}));

const documentWith = (body: string) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Prova</title></head><body><main>${body}</main></body></html>`;

/** Records every call to `window.__xss` and every dialog, in the page and in anything it opens. */
async function watchForScripts(context: BrowserContext) {
  const ran: string[] = [];
  await context.exposeFunction("__xss", (id: number) => ran.push(`__xss(${id})`));
  context.on("dialog", (dialog) => {
    ran.push(`${dialog.type()}(${dialog.message()})`);
    void dialog.dismiss();
  });
  // No request leaves the browser: a followed link ends on an error page, images never load.
  await context.route("**/*", (route) => route.abort());
  return ran;
}

test("no payload runs while the page loads", async ({ page, context }) => {
  const ran = await watchForScripts(context);
  await page.setContent(documentWith(bodies.map(({ html }) => html).join("\n<hr>\n")), { waitUntil: "load" });
  await page.waitForTimeout(1_000);
  expect(ran).toEqual([]);
});

test("no payload runs when a visitor points at, focuses or clicks its elements", async ({ page, context }) => {
  test.setTimeout(180_000);
  const ran = await watchForScripts(context);
  for (const { id, html } of bodies) {
    await showBody(page, html);
    const count = await page.locator("main *").count();
    for (let index = 0; index < count; index += 1) {
      // A followed link leaves the page: put the body back before the next element.
      if ((await page.locator("main").count()) === 0) await showBody(page, html);
      const element = page.locator("main *").nth(index);
      if (!(await element.isVisible())) continue;
      await element.hover({ timeout: 1_000 }).catch(() => {});
      await element.focus({ timeout: 1_000 }).catch(() => {});
      await element.click({ timeout: 1_000 }).catch(() => {});
    }
    await page.waitForTimeout(100);
    expect(ran, `payload ${id}`).toEqual([]);
  }
  await page.waitForTimeout(500);
  expect(ran).toEqual([]);
});

async function showBody(page: Page, html: string) {
  await page.setContent(documentWith(html), { waitUntil: "load" });
}
