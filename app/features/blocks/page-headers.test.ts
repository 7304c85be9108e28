import { describe, expect, test } from "vitest";
import { languagePageHeaders, withLanguage } from "~/features/blocks/page-headers";

const answered = (loaderHeaders: HeadersInit) => ({
  loaderHeaders: new Headers(loaderHeaders),
  parentHeaders: new Headers(),
  actionHeaders: new Headers(),
  errorHeaders: undefined,
});

describe("a marketing page's shared caching", () => {
  test("carries the tag of the language its loader answered in", () => {
    const english = languagePageHeaders(answered(withLanguage("en").headers));
    expect(english.get("Cache-Tag")).toBe("pagine, pagine-en");
    expect(english.get("Content-Language")).toBe("en");
    expect(languagePageHeaders(answered(withLanguage("it").headers)).get("Cache-Tag")).toBe(
      "pagine, pagine-it",
    );
  });

  test("leaves a loader's own caching alone", () => {
    const own = languagePageHeaders(
      answered({ ...withLanguage("en").headers, "Cache-Control": "no-store" }),
    );
    expect(own.get("Cache-Control")).toBe("no-store");
    expect(own.get("Cache-Tag")).toBeNull();
  });
});
