import { describe, expect, test } from "vitest";
import { safeRedirect } from "~/utils/redirect";
import { addressesLeavingTheSite } from "../../tests/support/leaving-addresses";

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
  // A percent sign, encoded: decoded once it is only a broken escape, no way out.
  expect(safeRedirect("/sconto-50%25")).toBe("/sconto-50%25");
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
    ...addressesLeavingTheSite,
    "absolute https": "https://evil.example/",
    "absolute http": "http://evil.example",
    "scheme without slashes": "https:evil.example",
    javascript: "javascript:alert(1)",
    "javascript, capitals": "JaVaScRiPt:alert(1)",
    data: "data:text/html,<script>alert(1)</script>",
    "leading space": " /chi-siamo",
    "relative path": "chi-siamo",
    "dot segments": "../evil.example",
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
