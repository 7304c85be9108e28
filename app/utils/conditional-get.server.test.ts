import { expect, test } from "vitest";
import { answerIfUnchanged, dataVersionTag, versionHeaders } from "./conditional-get.server";

const lastModified = new Date("2026-11-20T10:00:00Z");

function pageHeaders(...data: unknown[]) {
  return new Headers(versionHeaders(dataVersionTag(...data), lastModified));
}

function get(headers: Record<string, string> = {}) {
  return new Request("http://sito.test/blog", { headers });
}

/** The tag a first visit receives for this data and context. */
function firstTag(context: unknown[], ...data: unknown[]) {
  const headers = pageHeaders(...data);
  expect(answerIfUnchanged(get(), 200, headers, context)).toBeNull();
  return headers.get("ETag") ?? "";
}

test("a browser holding the current version gets a 304 with the validators and no body", async () => {
  const tag = firstTag(["build-1", { dark: false }], "blog", [["a", 1]]);
  expect(tag).toMatch(/^W\/"[\w-]+"$/);
  const answer = answerIfUnchanged(get({ "If-None-Match": tag }), 200, pageHeaders("blog", [["a", 1]]), ["build-1", { dark: false }]);
  expect(answer?.status).toBe(304);
  expect(answer?.headers.get("ETag")).toBe(tag);
  expect(answer?.headers.get("Cache-Control")).toBe("private, no-cache");
  expect(await answer?.text()).toBe("");
});

test("new data, a new build or other settings make a new version", () => {
  const tag = firstTag(["build-1", { dark: false }], "blog", [["a", 1]]);
  const ask = { "If-None-Match": `W/"altro", ${tag}` };
  expect(answerIfUnchanged(get(ask), 200, pageHeaders("blog", [["a", 1]]), ["build-1", { dark: false }])?.status).toBe(304);
  expect(answerIfUnchanged(get(ask), 200, pageHeaders("blog", [["a", 2]]), ["build-1", { dark: false }])).toBeNull();
  expect(answerIfUnchanged(get(ask), 200, pageHeaders("blog", [["a", 1]]), ["build-2", { dark: false }])).toBeNull();
  expect(answerIfUnchanged(get(ask), 200, pageHeaders("blog", [["a", 1]]), ["build-1", { dark: true }])).toBeNull();
});

test("a page setting a cookie, or not a 200, carries no validators and is always rendered", () => {
  const tag = firstTag(["b"], "x");
  const withCookie = pageHeaders("x");
  withCookie.set("Set-Cookie", "messaggio=1");
  expect(answerIfUnchanged(get({ "If-None-Match": tag }), 200, withCookie, ["b"])).toBeNull();
  expect(withCookie.has("ETag")).toBe(false);
  const notFound = pageHeaders("x");
  expect(answerIfUnchanged(get({ "If-None-Match": tag }), 404, notFound, ["b"])).toBeNull();
  expect(notFound.has("Last-Modified")).toBe(false);
});

test("If-Modified-Since counts only without If-None-Match", () => {
  const since = { "If-Modified-Since": lastModified.toUTCString() };
  expect(answerIfUnchanged(get(since), 200, pageHeaders("x"), [])?.status).toBe(304);
  expect(answerIfUnchanged(get({ "If-Modified-Since": "Thu, 19 Nov 2026 10:00:00 GMT" }), 200, pageHeaders("x"), [])).toBeNull();
  expect(answerIfUnchanged(get({ ...since, "If-None-Match": 'W/"vecchio"' }), 200, pageHeaders("x"), [])).toBeNull();
});

test("a page without a data version is left alone", () => {
  const headers = new Headers();
  expect(answerIfUnchanged(get({ "If-None-Match": "*" }), 200, headers, [])).toBeNull();
  expect(headers.has("ETag")).toBe(false);
});
