import { expect, test } from "vitest";
import { safeRedirect } from "~/utils/redirect";

test("local paths are kept, with their query", () => {
  expect(safeRedirect("/chi-siamo")).toBe("/chi-siamo");
  expect(safeRedirect("/blog?pagina=2")).toBe("/blog?pagina=2");
});

test("other origins and junk fall back to the home page", () => {
  for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null]) {
    expect(safeRedirect(value)).toBe("/");
  }
});
