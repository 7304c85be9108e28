import { describe, expect, test } from "vitest";
import {
  deviceOf,
  mayCount,
  referrerHostOf,
  viewOf,
  type SeenRequest,
} from "~/features/analytics/page-view.server";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const request = (
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): SeenRequest => ({
  method,
  url,
  headers: { "user-agent": chrome, ...headers },
});

const html = { status: 200, contentType: "text/html; charset=utf-8" };
const options = {
  siteHost: "www.agenzia.it",
  ip: "203.0.113.7",
  loadsLeaf: (_path: string, routeIds: string[]) => routeIds.includes("routes/_site.blog.$slug"),
  at: Date.UTC(2026, 10, 27, 10),
};

describe("which requests count", () => {
  test("a person's GET of a public page may count", () => {
    expect(mayCount(request("/servizi"))).toBe(true);
    expect(mayCount(request("/blog/un-articolo?utm_campaign=autunno"))).toBe(true);
  });

  test("a bot, a script without a user agent, a HEAD and a POST do not", () => {
    expect(
      mayCount(request("/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })),
    ).toBe(false);
    expect(mayCount({ method: "GET", url: "/", headers: {} })).toBe(false);
    expect(mayCount(request("/", {}, "HEAD"))).toBe(false);
    expect(mayCount(request("/contatti", {}, "POST"))).toBe(false);
  });

  test("a prefetch does not, by either header", () => {
    expect(mayCount(request("/blog", { "sec-purpose": "prefetch" }))).toBe(false);
    expect(mayCount(request("/blog", { purpose: "prefetch" }))).toBe(false);
  });

  test("a visitor asking not to be tracked does not", () => {
    expect(mayCount(request("/", { dnt: "1" }))).toBe(false);
    expect(mayCount(request("/", { "sec-gpc": "1" }))).toBe(false);
    expect(mayCount(request("/", { dnt: "0" }))).toBe(true);
  });

  test("a signed-in member of staff does not; the display preferences cookie does not matter", () => {
    expect(mayCount(request("/", { cookie: "preferenze=abc; sessione=xyz" }))).toBe(false);
    expect(mayCount(request("/", { cookie: "preferenze=abc" }))).toBe(true);
  });

  test("staff pages, sign-in, previews and the API are not public pages", () => {
    for (const path of [
      "/admin",
      "/admin/articoli",
      "/login",
      "/anteprima/abc",
      "/api/articoli",
      "/healthz",
    ])
      expect(mayCount(request(path))).toBe(false);
    expect(mayCount(request("/login.data"))).toBe(false);
    expect(mayCount(request("/administrazione-trasparente"))).toBe(true);
  });
});

describe("the view a counted answer makes", () => {
  test("an HTML page: its path without the query, the UTM fields apart", () => {
    const view = viewOf(
      request("/newsletter/conferma?token=segreto&utm_source=Newsletter&utm_campaign=autunno", {
        referer: "https://www.google.com/search?q=agenzia",
      }),
      html,
      options,
    );
    expect(view).toMatchObject({
      path: "/newsletter/conferma",
      referrerHost: "google.com",
      utm: { source: "newsletter", medium: null, campaign: "autunno", content: null, term: null },
      device: "desktop",
      browser: "Chrome",
    });
    expect(JSON.stringify({ ...view, ip: "", userAgent: "" })).not.toContain("segreto");
  });

  test("an error, a redirect or a file is not a view; a revalidated copy (304) is", () => {
    expect(
      viewOf(request("/nessuna"), { status: 404, contentType: "text/html" }, options),
    ).toBeNull();
    expect(viewOf(request("/vecchio"), { status: 301, contentType: "" }, options)).toBeNull();
    expect(
      viewOf(
        request("/blog/rss.xml"),
        { status: 200, contentType: "application/rss+xml" },
        options,
      ),
    ).toBeNull();
    expect(viewOf(request("/servizi"), { status: 304, contentType: "" }, options)).not.toBeNull();
  });

  test("a client-side navigation counts once: its route data, when it loads the leaf", () => {
    const data = { status: 200, contentType: "text/x-script" };
    expect(viewOf(request("/blog/uno.data"), data, options)?.path).toBe("/blog/uno");
    expect(viewOf(request("/_root.data?utm_source=x"), data, options)?.path).toBe("/");
    expect(
      viewOf(request("/blog/uno.data?_routes=root,routes%2F_site.blog.%24slug"), data, options),
    ).not.toBeNull();
    expect(viewOf(request("/blog/uno.data?_routes=root"), data, options)).toBeNull();
  });

  test("the site's own pages are no referrer", () => {
    expect(referrerHostOf("https://www.agenzia.it/servizi", "www.agenzia.it")).toBeNull();
    expect(referrerHostOf("https://agenzia.it/servizi", "www.agenzia.it")).toBeNull();
    expect(referrerHostOf("non un indirizzo", "www.agenzia.it")).toBeNull();
    expect(referrerHostOf("https://l.facebook.com/l.php?u=x", "www.agenzia.it")).toBe(
      "l.facebook.com",
    );
  });

  test("only the device class and the browser family are read from the user agent", () => {
    expect(deviceOf(iphone)).toEqual({ device: "mobile", browser: "Safari" });
    expect(deviceOf(chrome)).toEqual({ device: "desktop", browser: "Chrome" });
  });
});
