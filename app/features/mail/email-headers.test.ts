import { describe, expect, test } from "vitest";
import {
  assertHeaderValue,
  assertWebPageUrl,
  formatMailbox,
  oneLine,
} from "~/features/mail/email-headers";

describe("e-mail headers", () => {
  test("text typed by visitors becomes one short line", () => {
    expect(oneLine("  Mario\r\nBcc: vittima@example.it\t ")).toBe("Mario Bcc: vittima@example.it");
    expect(oneLine("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });

  test("a header value with a line break is refused", () => {
    expect(() => assertHeaderValue("Ciao\r\nBcc: vittima@example.it", "Subject")).toThrow(/a capo/);
    expect(() => assertHeaderValue("Ciao\nBcc: vittima@example.it", "Subject")).toThrow(/a capo/);
    expect(() => assertHeaderValue("Ciao", "Subject")).not.toThrow();
  });

  test("sender names with special characters are quoted", () => {
    expect(formatMailbox("Spezia Digitale", "a@b.it")).toBe("Spezia Digitale <a@b.it>");
    expect(formatMailbox('Rossi, "Bari"', "a@b.it")).toBe('"Rossi, \\"Bari\\"" <a@b.it>');
    expect(formatMailbox("Nome\r\nBcc: x@y.it", "a@b.it")).toBe('"Nome Bcc: x@y.it" <a@b.it>');
    expect(formatMailbox("  ", "a@b.it")).toBe("a@b.it");
  });

  test("only web pages are accepted as links", () => {
    expect(() =>
      assertWebPageUrl("https://www.example.it/newsletter?token=a", "conferma"),
    ).not.toThrow();
    expect(() => assertWebPageUrl("http://localhost:3000/x", "conferma")).not.toThrow();
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/newsletter/conferma",
      "mailto:a@b.it",
    ]) {
      expect(() => assertWebPageUrl(bad, "conferma")).toThrow(/non valido \(conferma\)/);
    }
    expect(() =>
      assertWebPageUrl("https://www.example.it/\r\nBcc: x@y.it", "disiscrizione"),
    ).toThrow(/a capo/);
  });
});
