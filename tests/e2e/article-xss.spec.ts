import type { BrowserContext } from "@playwright/test";
import { renderArticleBody } from "../../app/features/articles/article-html.server";
import { xssPayloads } from "../fixtures/xss-payloads";
import { expect, test } from "./fixtures";

// The sanitizer alone stands between an article and the visitor here: the bodies are loaded
// into a blank page with no Content-Security-Policy, in the real browser's parser.
test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled === false,
  "only a page that runs scripts shows one running",
);

const bodies = xssPayloads.map(({ id, content }) => ({
  id,
  // On its own the content picks its renderer; wrapped in a tag it goes through the HTML path.
  html: [content, `<div>${content}</div>`]
    .map((input) => renderArticleBody(input, { title: "Articolo di prova" }))
    .join("\n"),
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
  await page.setContent(documentWith(bodies.map(({ html }) => html).join("\n<hr>\n")), {
    waitUntil: "load",
  });
  await page.waitForTimeout(1_000);
  expect(ran).toEqual([]);
});

test("no payload runs when a visitor points at, focuses or clicks its elements", async ({
  page,
  context,
}) => {
  const ran = await watchForScripts(context);
  await page.setContent(documentWith(bodies.map(({ html }) => html).join("\n<hr>\n")), {
    waitUntil: "load",
  });
  // Every event an inline handler could wait for, on every element; a click on each link
  // whose address the browser reads as a script (any other would only leave the page).
  await page.evaluate(() => {
    const events = [
      "mouseover",
      "mouseenter",
      "mousemove",
      "mousedown",
      "mouseup",
      "pointerover",
      "pointerdown",
      "focus",
      "focusin",
      "blur",
      "keydown",
      "toggle",
      "animationstart",
      "transitionend",
      "load",
      "error",
    ];
    for (const element of document.querySelectorAll("main *")) {
      for (const type of events) element.dispatchEvent(new Event(type, { bubbles: true }));
      if (element instanceof HTMLElement) element.focus();
      const isLink = element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement;
      if (!isLink || element.protocol === "javascript:") (element as HTMLElement).click?.();
    }
  });
  await page.waitForTimeout(500);
  expect(ran).toEqual([]);
});
