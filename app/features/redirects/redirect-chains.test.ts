import { expect, test } from "vitest";
import { chainProblems } from "~/features/redirects/redirect-chains";

const tableOf = (entries: Record<string, string>) => new Map(Object.entries(entries));

test("a redirect to its own source is refused, with or without a query", () => {
  expect(chainProblems(tableOf({ "/a": "/a" }), ["/a"]).get("/a")).toEqual({ kind: "self" });
  expect(chainProblems(tableOf({ "/a": "/a/?x=1" }), ["/a"]).get("/a")).toEqual({ kind: "self" });
});

test("a loop is refused with its whole round", () => {
  const table = tableOf({ "/a": "/b", "/b": "/c", "/c": "/a" });
  expect(chainProblems(table, ["/c"]).get("/c")).toEqual({
    kind: "loop",
    round: ["/c", "/a", "/b", "/c"],
  });
});

test("a target that is itself redirected is a chain, told with where it ends", () => {
  const table = tableOf({ "/a": "/b", "/b": "/c", "/c": "https://altro.example/fine" });
  expect(chainProblems(table, ["/a"]).get("/a")).toEqual({
    kind: "chainTo",
    next: "/b",
    end: "https://altro.example/fine",
  });
});

test("a source another redirect already leads to is a chain too", () => {
  const table = tableOf({ "/vecchio": "/a", "/a": "/b" });
  expect(chainProblems(table, ["/a"]).get("/a")).toEqual({
    kind: "chainFrom",
    previous: "/vecchio",
  });
});

test("a loop further on that a redirect only leads into ends its chain where it closes", () => {
  const table = tableOf({ "/x": "/a", "/a": "/b", "/b": "/a" });
  expect(chainProblems(table, ["/x"]).get("/x")).toEqual({
    kind: "chainTo",
    next: "/a",
    end: "/a",
  });
});

test("redirects that each go straight to their destination have no problem", () => {
  const table = tableOf({
    "/a": "/servizi",
    "/b": "/servizi",
    "/c": "https://altro.example/a",
    "/d": "/contatti?da=/a",
  });
  expect(chainProblems(table, ["/a", "/b", "/c", "/d"]).size).toBe(0);
});

test("only the changed redirects are checked", () => {
  const table = tableOf({ "/a": "/b", "/b": "/c", "/nuovo": "/servizi" });
  expect([...chainProblems(table, ["/nuovo"]).keys()]).toEqual([]);
});
