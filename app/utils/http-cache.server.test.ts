import type { HeadersArgs } from "@remix-run/node";
import { expect, test } from "vitest";
import { blogPageHeaders, marketingPageHeaders, sharedPageHeaders } from "./headers";
import { isShared, keepsSharedDeclaration, sharedResourceHeaders } from "./http-cache.server";

function declared(
  route = marketingPageHeaders,
  loader: Record<string, string> = {},
  action: Record<string, string> = {},
) {
  const args = {
    loaderHeaders: new Headers(loader),
    actionHeaders: new Headers(action),
    parentHeaders: new Headers(),
    errorHeaders: undefined,
  };
  return new Headers(typeof route === "function" ? route(args as HeadersArgs) : route);
}

const get = (cookie?: string, method = "GET") =>
  new Request("http://sito.test/servizi", { method, headers: cookie ? { Cookie: cookie } : {} });

test("a public page declares shared caching by tag, browsers asking every time", () => {
  const page = declared();
  expect(page.get("Cache-Control")).toBe(
    "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
  );
  expect(page.get("Cache-Tag")).toBe("pagine, pagine-it");
  expect(page.get("Vary")).toBe("Cookie");
  const blog = declared(blogPageHeaders, { ETag: 'W/"x"' });
  expect(blog.get("Cache-Control")).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=3600",
  );
  expect(blog.get("Cache-Tag")).toBe("blog, blog-it");
  expect(blog.get("ETag")).toBe('W/"x"');
  expect(isShared(blog)).toBe(true);
});

test("a shared page says which query parameters it reads; none unless it names them", () => {
  expect(declared().get("No-Vary-Search")).toBe("key-order, params");
  const list = declared((args) => sharedPageHeaders(args, "blog", ["pagina"]));
  expect(list.get("No-Vary-Search")).toBe('key-order, params, except=("pagina")');
  expect(declared(blogPageHeaders, { "Cache-Control": "no-store" }).has("No-Vary-Search")).toBe(
    false,
  );
});

test("a loader's own Cache-Control wins, and an action's Retry-After comes through", () => {
  const preview = declared(blogPageHeaders, { "Cache-Control": "private, no-store" });
  expect(preview.get("Cache-Control")).toBe("private, no-store");
  expect(preview.has("Cache-Tag")).toBe(false);
  expect(declared(marketingPageHeaders, {}, { "Retry-After": "10" }).get("Retry-After")).toBe("10");
});

test("the declaration holds for a 200 to an anonymous GET or HEAD only", () => {
  expect(keepsSharedDeclaration(get(), 200, declared())).toBe(true);
  expect(keepsSharedDeclaration(get("preferenze=abc"), 200, declared())).toBe(true);
  expect(keepsSharedDeclaration(get(undefined, "HEAD"), 200, declared())).toBe(true);
  const withCookie = declared();
  withCookie.set("Set-Cookie", "messaggio=; Max-Age=0");
  const refused = [
    [get(undefined, "POST"), 200, declared()],
    [get(), 404, declared()],
    [get("sessione=abc"), 200, declared()],
    [get("altro=1; messaggio=abc"), 200, declared()],
    [get(), 200, withCookie],
  ] as const;
  for (const [request, status, headers] of refused) {
    expect(keepsSharedDeclaration(request, status, headers)).toBe(false);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    expect(headers.has("Cache-Tag")).toBe(false);
  }
});

test("the feed and the sitemap are shared, with a policy allowing no script, unless asked for by staff", () => {
  const policies: (readonly string[])[] = [];
  const context = {
    cspNonce: "n",
    clientIp: null,
    buildVersion: "b",
    shareScripts: (hashes: readonly string[]) => policies.push(hashes),
  };
  const feed = sharedResourceHeaders(new Request("http://sito.test/blog/rss.xml"), context, "blog");
  expect(feed["Cache-Tag"]).toBe("blog, blog-it");
  expect(feed["No-Vary-Search"]).toBe("key-order, params");
  expect(policies).toEqual([[]]);
  expect(sharedResourceHeaders(get("sessione=abc"), context, "blog")).toEqual({
    "Cache-Control": "private, no-cache",
  });
  expect(policies).toHaveLength(1);
});
