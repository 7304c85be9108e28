import type { APIRequestContext, APIResponse, Page, Response } from "@playwright/test";
import { storeSlides } from "../../app/features/store/content/spicy";
import { slugify } from "../../app/features/articles/slug";
import { startServer } from "../support/server";
import { staff } from "../support/users";
import { open, press, redirected, signInAsEditor } from "./admin-support";
import { expect, gotoReady, htmlClass, label, serverAnswer, test, uniqueTitle } from "./fixtures";

// The page cache keeps public pages per display variant. A response whose policy allows the
// page's scripts by their hashes came from it (or was just stored into it); one that carries a
// nonce was rendered for that request alone.

const policyOf = (response: APIResponse | Response | null) =>
  response?.headers()["content-security-policy"] ?? "";

/** A page every visitor with the same preferences shares. */
function expectShared(response: APIResponse | Response | null) {
  expect(response?.status()).toBe(200);
  expect(policyOf(response)).toContain("'sha256-");
  expect(policyOf(response)).not.toContain("'nonce-");
}

/** A page rendered for this request only. */
function expectOwn(response: APIResponse | Response | null) {
  expect(policyOf(response)).toMatch(/'nonce-[^']+'/);
  expect(policyOf(response)).not.toContain("'sha256-");
}

const footerPanel = (page: Page) =>
  page.getByRole("contentinfo").getByRole("region", { name: "Accessibilità" });

let emails = 0;
const uniqueEmail = (what: string) => `${what}.${Date.now()}.${++emails}@example.com`;

test.describe("the cache never serves one visitor's page to another", () => {
  test("dark mode and the default look are kept apart, and a change of preference shows at once", async ({
    page,
    request,
    javaScriptOn,
  }) => {
    const url = "/chi-siamo";
    expectShared(await gotoReady(page, url, javaScriptOn));
    expect(await htmlClass(page)).toBe("");

    // Without JavaScript the press posts the form and loads the page again: that page must
    // already be the dark one, not the default one kept a moment ago.
    await footerPanel(page).getByRole("button", { name: "Modalità scura", exact: true }).click();
    await expect(page.locator("html")).toHaveClass("dark");
    if (javaScriptOn)
      await expect(footerPanel(page).locator("form")).toHaveAttribute("aria-busy", "false");

    // The same address, now with the preference: the dark page, not the default one kept before.
    expectShared(await gotoReady(page, url, javaScriptOn));
    expect(await htmlClass(page)).toBe("dark");

    // A visitor without preferences right after: the default page.
    let other = await request.get(url);
    expectShared(other);
    expect(await other.text()).toMatch(/<html lang="it">/);

    // Each keeps getting their own variant.
    expectShared(await gotoReady(page, url, javaScriptOn));
    expect(await htmlClass(page)).toBe("dark");
    other = await request.get(url);
    expectShared(other);
    expect(await other.text()).toMatch(/<html lang="it">/);
  });

  test("a one-time message after a form post is shown to its visitor only, and only once", async ({
    page,
    request,
    javaScriptOn,
  }) => {
    const message = "Si è verificato un errore nell'iscrizione alla newsletter. Riprova più tardi.";
    const url = "/grazie";
    const before = await request.get(url);
    expectShared(before);
    expect(await before.text()).not.toContain("Riprova più tardi.");

    // Five signups from this visitor's address reach the limit: the sixth ends on /grazie with a message.
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await request.post("/newsletter", {
            form: { email: uniqueEmail("cache") },
            maxRedirects: 0,
          })
        ).status(),
      ).toBe(303);
    }
    await gotoReady(page, url, javaScriptOn);
    const form = page.locator("form#newsletter-footer");
    await form.getByLabel(label("La tua e-mail")).fill(uniqueEmail("cache.oltre"));
    // Without JavaScript the message comes with the page itself; with it, with the page's data.
    await form.getByRole("button", { name: "Iscriviti" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(message);

    // Another visitor at the same address right after: the shared page, without the message.
    const other = await request.get(url);
    expectShared(other);
    expect(other.headers()["set-cookie"]).toBeUndefined();
    expect(await other.text()).not.toContain("Riprova più tardi.");

    // The visitor who saw it does not see it again.
    expectShared(await page.reload());
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });

  test("pages a signed-in editor asks for are rendered for the editor, and never shared", async ({
    request,
    playwright,
    baseURL,
    visitorIp,
    javaScriptOn,
  }) => {
    test.skip(javaScriptOn, "no browser involved: once is enough");
    const editor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": visitorIp },
    });
    try {
      const signIn = await editor.post("/login", {
        form: { email: staff.editor.email, password: staff.editor.password },
        maxRedirects: 0,
      });
      expect(signIn.status()).toBe(303);
      expect(signIn.headers()["set-cookie"]).toMatch(/^sessione=/);

      for (const url of ["/chi-siamo", "/blog", "/blog/tutte-le-forme-di-un-articolo"]) {
        // The shared page is kept first, so that the editor's request could only find it.
        expectShared(await request.get(url));

        const own = await editor.get(url);
        expect(own.status(), url).toBe(200);
        expectOwn(own);
        const nonce = /'nonce-([^']+)'/.exec(policyOf(own))?.[1] ?? "";
        expect(await own.text()).toContain(`nonce="${nonce}"`);

        const shared = await request.get(url);
        expectShared(shared);
        expect(shared.headers()["set-cookie"], url).toBeUndefined();
        const html = await shared.text();
        expect(html, url).not.toContain(nonce);
        expect(html, url).not.toMatch(/\snonce="/);
      }
    } finally {
      await editor.dispose();
    }
  });

  test("the slide named in the address is the one shown, in either order", async ({
    request,
    javaScriptOn,
  }) => {
    test.skip(javaScriptOn, "no browser involved: once is enough");
    const [first, , third] = storeSlides;
    const shows = async (url: string, slide: typeof first) => {
      const response = await request.get(url);
      expectShared(response);
      const html = await response.text();
      for (const each of storeSlides) {
        if (each === slide) expect(html, url).toContain(`<h2 id="slide-${each.id}">`);
        else expect(html, url).not.toContain(`<h2 id="slide-${each.id}">`);
      }
    };
    const deck = "/spicy-presentazione-slides";
    await shows(`${deck}?slide=3`, third);
    await shows(deck, first);
    await shows(deck, first);
    await shows(`${deck}?slide=3`, third);
    await shows(deck, first);
    await shows(`${deck}?utm_source=giornale&slide=3`, third);
    await shows(`${deck}?fbclid=${Date.now()}`, first);
  });

  test(
    "an address with parameters its page does not read gets the kept page, for that visitor alone",
    serverAnswer,
    async ({ request }) => {
      const kept = await request.get("/chi-siamo");
      expectShared(kept);
      for (const query of [`x=${Date.now()}`, "utm_source=giornale&gclid=abc", "pagina=2"]) {
        const alias = await request.get(`/chi-siamo?${query}`);
        expectShared(alias);
        expect(alias.headers()["cache-control"], query).toBe("private, no-cache");
        expect(alias.headers()["cache-tag"], query).toBeUndefined();
        expect(alias.headers().etag, query).toBe(kept.headers().etag);
        expect(await alias.text(), query).toBe(await kept.text());
      }
    },
  );
});

/** What an anonymous reader is shown of an article: on the list, its page, the feed, the sitemap. */
async function anonymousView(request: APIRequestContext, slug: string, title: string) {
  const [list, article, feed, sitemap] = await Promise.all([
    request.get("/blog"),
    request.get(`/blog/${slug}`),
    request.get("/blog/rss.xml"),
    request.get("/sitemap.xml"),
  ]);
  for (const kept of [list, feed, sitemap]) {
    expect(kept.status()).toBe(200);
    expect(policyOf(kept)).not.toContain("'nonce-");
  }
  if (article.status() === 200) expectShared(article);
  const [listHtml, articleHtml, feedXml, sitemapXml] = await Promise.all([
    list.text(),
    article.text(),
    feed.text(),
    sitemap.text(),
  ]);
  return {
    listed: listHtml.includes(title),
    page:
      article.status() === 200 && !articleHtml.includes(title)
        ? "200 without the title"
        : article.status(),
    inFeed: feedXml.includes(title) && feedXml.includes(`/blog/${slug}`),
    inSitemap: sitemapXml.includes(`/blog/${slug}<`),
  };
}

const shown = { listed: true, page: 200, inFeed: true, inSitemap: true };
const gone = { listed: false, page: 404, inFeed: false, inSitemap: false };

async function openEditor(page: Page, javaScriptOn: boolean, title: string) {
  await open(page, `/admin?${new URLSearchParams({ q: title })}`, javaScriptOn);
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .getByRole("link", { name: `Modifica ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Modifica Articolo" })).toBeVisible();
}

test(
  "publishing, editing, unpublishing and deleting an article show on the very next anonymous load",
  serverAnswer,
  async ({ page, request, javaScriptOn }) => {
    const title = uniqueTitle("Cache pubblicato");
    const slug = slugify(title);
    await signInAsEditor(page, javaScriptOn);

    // Each step starts with the pages kept as they are, then the editor saves.
    expect(await anonymousView(request, slug, title)).toMatchObject({
      listed: false,
      page: 404,
      inSitemap: false,
    });
    await open(page, "/admin/articoli/nuovo", javaScriptOn);
    await page.getByLabel(label("Titolo")).fill(title);
    await page.getByLabel(label("Categoria")).selectOption("SEO");
    await page
      .getByLabel("Contenuto", { exact: true })
      .fill("Un testo sulle pagine tenute in memoria.");
    expect(await press(page, "Pubblica")).toBe(redirected(javaScriptOn));
    expect(await anonymousView(request, slug, title), "published").toEqual(shown);

    const edited = uniqueTitle("Cache rivisto");
    expect(await anonymousView(request, slug, title)).toEqual(shown);
    await openEditor(page, javaScriptOn, title);
    await page.getByLabel(label("Titolo")).fill(edited);
    expect(await press(page, "Salva")).toBe(redirected(javaScriptOn));
    expect(await anonymousView(request, slug, edited), "edited").toEqual(shown);
    expect(await anonymousView(request, slug, title), "the old title").toMatchObject({
      listed: false,
      inFeed: false,
    });

    await openEditor(page, javaScriptOn, edited);
    expect(await press(page, "Salva Bozza")).toBe(redirected(javaScriptOn));
    expect(await anonymousView(request, slug, edited), "unpublished").toEqual(gone);

    await openEditor(page, javaScriptOn, edited);
    expect(await press(page, "Pubblica")).toBe(redirected(javaScriptOn));
    expect(await anonymousView(request, slug, edited), "published again").toEqual(shown);

    expect(await anonymousView(request, slug, edited)).toEqual(shown);
    await open(page, `/admin?${new URLSearchParams({ q: edited })}`, javaScriptOn);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: edited }) });
    if (javaScriptOn) {
      page.once("dialog", (dialog) => void dialog.accept());
      await card.getByRole("button", { name: `Elimina ${edited}` }).click();
    } else {
      await card.getByRole("link", { name: `Elimina ${edited}` }).click();
      await page.getByRole("button", { name: "Elimina", exact: true }).click();
    }
    await expect(page.getByRole("status")).toContainText("Articolo eliminato");
    expect(await anonymousView(request, slug, edited), "deleted").toEqual(gone);
  },
);

test("a kept page runs its own scripts under its hashed policy, and refuses an injected one", async ({
  page,
  request,
  javaScriptOn,
}) => {
  test.skip(!javaScriptOn, "needs JavaScript");
  const url = "/servizi";
  expectShared(await request.get(url));

  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // Chromium reports a refused script as a DevTools issue too.
  const session = await page.context().newCDPSession(page);
  const issues: string[] = [];
  session.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(issue.details));
  });
  await session.send("Audits.enable");
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  expectShared(await gotoReady(page, url, javaScriptOn));
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
  expect(issues).toEqual([]);
  expect(problems).toEqual([]);

  // The same kept answer, its policy untouched, with a script slipped into the markup.
  await page.route(
    (address) => address.pathname === url,
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      delete headers["content-encoding"];
      delete headers["content-length"];
      const html = await response.text();
      expect(html).toContain("</body>");
      await route.fulfill({
        response,
        headers,
        body: html.replace("</body>", "<script>window.__injected = true</script></body>"),
      });
    },
  );
  expectShared(await gotoReady(page, url, javaScriptOn));
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
  await expect.poll(() => issues.length).toBe(1);
});

test("a kept page answers 304 to its own tag and the whole page to another", async ({
  request,
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "no browser involved: once is enough");
  const url = "/servizi/packaging-design";
  const full = await request.get(url);
  expectShared(full);
  const etag = full.headers().etag ?? "";
  expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
  const body = await full.text();

  const unchanged = await request.get(url, { headers: { "If-None-Match": etag } });
  expect(unchanged.status()).toBe(304);
  expect(unchanged.headers().etag).toBe(etag);
  expect(await unchanged.body()).toHaveLength(0);

  const other = await request.get(url, {
    headers: { "If-None-Match": 'W/"un-altro-tag-di-ventisette-c"' },
  });
  expectShared(other);
  expect(other.headers().etag).toBe(etag);
  expect(await other.text()).toBe(body);
});

test("without the page cache a shared page is rendered with hashes all the same, and answers 304 by its tag", async ({
  javaScriptOn,
}) => {
  test.skip(javaScriptOn, "no browser involved: once is enough");
  const server = await startServer({ PAGE_CACHE: "off" });
  try {
    const url = `${server.url}/servizi/packaging-design`;
    const [first, second] = [await fetch(url), await fetch(url)];
    for (const response of [first, second]) {
      expect(response.headers.get("content-security-policy")).toContain("'sha256-");
      expect(response.headers.get("content-security-policy")).not.toContain("'nonce-");
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(response.headers.get("cache-tag")).toBe("pagine, pagine-it");
    }
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    const unchanged = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(unchanged.status).toBe(304);
    // The browser's copy keeps the policy it came with.
    expect(unchanged.headers.get("content-security-policy")).toBeNull();
  } finally {
    await server.stop();
  }
});
