import { expect, test } from "vitest";
import {
  answerIfSameBytes,
  answerIfUnchanged,
  dataVersionTag,
  isUnchanged,
  versionHeaders,
} from "./conditional-get.server";

const lastModified = new Date("2026-11-20T10:00:00Z");

function pageHeaders(...data: unknown[]) {
  return new Headers({
    ...versionHeaders(dataVersionTag(...data), lastModified),
    "Cache-Control": "private, no-cache",
  });
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
  const answer = answerIfUnchanged(
    get({ "If-None-Match": tag }),
    200,
    pageHeaders("blog", [["a", 1]]),
    ["build-1", { dark: false }],
  );
  expect(answer?.status).toBe(304);
  expect(answer?.headers.get("ETag")).toBe(tag);
  expect(answer?.headers.get("Cache-Control")).toBe("private, no-cache");
  expect(await answer?.text()).toBe("");
});

test("new data, a new build or other settings make a new version", () => {
  const tag = firstTag(["build-1", { dark: false }], "blog", [["a", 1]]);
  const ask = { "If-None-Match": `W/"altro", ${tag}` };
  expect(
    answerIfUnchanged(get(ask), 200, pageHeaders("blog", [["a", 1]]), ["build-1", { dark: false }])
      ?.status,
  ).toBe(304);
  expect(
    answerIfUnchanged(get(ask), 200, pageHeaders("blog", [["a", 2]]), ["build-1", { dark: false }]),
  ).toBeNull();
  expect(
    answerIfUnchanged(get(ask), 200, pageHeaders("blog", [["a", 1]]), ["build-2", { dark: false }]),
  ).toBeNull();
  expect(
    answerIfUnchanged(get(ask), 200, pageHeaders("blog", [["a", 1]]), ["build-1", { dark: true }]),
  ).toBeNull();
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
  expect(
    answerIfUnchanged(
      get({ "If-Modified-Since": "Thu, 19 Nov 2026 10:00:00 GMT" }),
      200,
      pageHeaders("x"),
      [],
    ),
  ).toBeNull();
  expect(
    answerIfUnchanged(get({ ...since, "If-None-Match": 'W/"vecchio"' }), 200, pageHeaders("x"), []),
  ).toBeNull();
});

test("a page without a data version is left alone", () => {
  const headers = new Headers();
  expect(answerIfUnchanged(get({ "If-None-Match": "*" }), 200, headers, [])).toBeNull();
  expect(headers.has("ETag")).toBe(false);
});

test("a shared page without a data version is tagged by its bytes, and answered 304 once rendered", async () => {
  const body = Buffer.from("<!DOCTYPE html><p>Servizi</p>");
  const shared = {
    "Cache-Control": "public, max-age=0, s-maxage=300",
    Vary: "Cookie",
    "Cache-Tag": "pagine",
  };
  const headers = new Headers(shared);
  expect(answerIfSameBytes(get(), headers, body)).toBeNull();
  const tag = headers.get("ETag") ?? "";
  expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
  const answer = answerIfSameBytes(get({ "If-None-Match": tag }), new Headers(shared), body);
  expect(answer?.status).toBe(304);
  expect(answer?.headers.get("ETag")).toBe(tag);
  expect(answer?.headers.get("Cache-Control")).toBe(shared["Cache-Control"]);
  expect(answer?.headers.get("Vary")).toBe("Cookie");
  expect(
    answerIfSameBytes(
      get({ "If-None-Match": tag }),
      new Headers(shared),
      Buffer.from("<p>altro</p>"),
    ),
  ).toBeNull();
});

test("one check for a kept copy and a rendered one: the tag first, the date only without it", () => {
  const date = lastModified.toUTCString();
  expect(isUnchanged({ ifNoneMatch: 'W/"a", W/"b"' }, 'W/"b"', null)).toBe(true);
  expect(isUnchanged({ ifNoneMatch: 'W/"a"' }, null, date)).toBe(false);
  expect(isUnchanged({ ifNoneMatch: 'W/"a"', ifModifiedSince: date }, 'W/"b"', date)).toBe(false);
  expect(isUnchanged({ ifModifiedSince: date }, 'W/"b"', date)).toBe(true);
  expect(isUnchanged({}, 'W/"b"', date)).toBe(false);
});
