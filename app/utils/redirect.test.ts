import { describe, expect, test } from "vitest";
import { safeRedirect } from "~/utils/redirect";

test("local paths are kept, with their query and fragment", () => {
  expect(safeRedirect("/chi-siamo")).toBe("/chi-siamo");
  expect(safeRedirect("/blog?pagina=2")).toBe("/blog?pagina=2");
  expect(safeRedirect("/servizi#contatti")).toBe("/servizi#contatti");
  expect(safeRedirect("/")).toBe("/");
});

test("encoded characters that are harmless in a path stay as they were", () => {
  expect(safeRedirect("/cerca?q=caff%C3%A8%20e%20latte")).toBe("/cerca?q=caff%C3%A8%20e%20latte");
  expect(safeRedirect("/a/%2f%2fb")).toBe("/a/%2f%2fb");
  // An encoded slash is no separator: `..%2f` is a name, not a way up.
  expect(safeRedirect("/a/..%2f/b")).toBe("/a/..%2f/b");
});

test("dot segments resolve within the site, and the resolved path is what comes back", () => {
  expect(safeRedirect("/admin/./articoli")).toBe("/admin/articoli");
  expect(safeRedirect("/blog/../chi-siamo")).toBe("/chi-siamo");
  expect(safeRedirect("/%2e%2e/admin")).toBe("/admin");
  expect(safeRedirect("/./")).toBe("/");
});

test("letters beyond ASCII leave percent-encoded, so the Location header stays valid", () => {
  expect(safeRedirect("/perché")).toBe("/perch%C3%A9");
});

describe("anything that could leave the site, or is no path at all, goes to the fallback", () => {
  const corpus: Record<string, string | null | undefined | File> = {
    "tab after the slash": "/\t/evil.example/phish",
    "tab inside": "/chi-\tsiamo",
    "CR LF (header injection)": "/\r\nSet-Cookie: x=1",
    "LF alone": "/\n/evil.example",
    "CR alone": "/\r/evil.example",
    "backslash first": "\\evil.example",
    "slash backslash": "/\\evil.example",
    "backslash later": "/a\\..\\..\\evil.example",
    "protocol-relative": "//evil.example",
    "three slashes": "///evil.example",
    "encoded double slash": "/%2f%2fevil.example",
    "encoded double slash, upper case": "/%2F%2Fevil.example",
    "encoded slash backslash": "/%5cevil.example",
    "encoded tab": "/%09/evil.example",
    "encoded NUL": "/%00",
    "encoded CR LF": "/%0d%0aSet-Cookie:x=1",
    "lone percent": "/%",
    "broken escape": "/%zz",
    "invalid UTF-8 escape": "/%C3%28",
    "absolute https": "https://evil.example/",
    "absolute http": "http://evil.example",
    "scheme without slashes": "https:evil.example",
    javascript: "javascript:alert(1)",
    "javascript, capitals": "JaVaScRiPt:alert(1)",
    data: "data:text/html,<script>alert(1)</script>",
    "ideographic space": "/\u3000/evil.example",
    "no-break space": "/\u00a0/evil.example",
    "line separator": "/\u2028/evil.example",
    "vertical tab": "/\u000b/evil.example",
    "leading space": " /chi-siamo",
    NUL: "/\u0000",
    "NUL before slashes": "\u0000//evil.example",
    "relative path": "chi-siamo",
    "dot segments": "../evil.example",
    "dot then double slash": "/.//evil.example",
    "dot dot then double slash": "/..//evil.example",
    "segment, dot dot, double slash": "/a/..//evil.example",
    "deeper dot dots": "/a/b/../..//evil.example",
    "dot then slash backslash": "/./\\evil.example",
    "encoded dot then double slash": "/%2e//evil.example",
    "encoded dot, upper case": "/%2E//evil.example",
    "encoded dot dot": "/%2e%2e//evil.example",
    "mixed encoded dot dot": "/.%2E//evil.example",
    "encoded dot then encoded slashes": "/%2e/%2f%2fevil.example",
    "dot, double slash, query": "/.//evil.example?x=1#y",
    "many dots": "/./././/evil.example",
    empty: "",
    "2 KB": `/${"a".repeat(2048)}`,
    null: null,
    undefined: undefined,
    file: new File(["x"], "x.txt"),
  };
  for (const [name, value] of Object.entries(corpus)) {
    test(name, () => {
      expect(safeRedirect(value)).toBe("/");
      expect(safeRedirect(value, "/contatti")).toBe("/contatti");
    });
  }
});
