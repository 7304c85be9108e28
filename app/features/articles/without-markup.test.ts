import { expect, test } from "vitest";
import { withoutMarkup } from "~/features/articles/without-markup";

test("text without tags is left exactly as it was", () => {
  expect(withoutMarkup("SEO locale: 3 passi < 2 minuti & risultati > attese")).toBe(
    "SEO locale: 3 passi < 2 minuti & risultati > attese",
  );
  expect(withoutMarkup("  Due righe\ncon spazi  ")).toBe("  Due righe\ncon spazi  ");
});

test("tags go and their words stay, with one space where a tag was between them", () => {
  expect(withoutMarkup("<b>Nuovo</b> servizio per <a href='/x'>le aziende</a>")).toBe(
    "Nuovo servizio per le aziende",
  );
  expect(withoutMarkup("Uno<br>Due")).toBe("Uno Due");
});

test.each([
  ["</script><script>alert(1)</script>", ""],
  ['Ciao <img src=x onerror="alert(1)">', "Ciao"],
  ["<object data=javascript:alert(1)></object>Testo", "Testo"],
  ["<embed src=x.swf>Testo", "Testo"],
  ["<base href=https://evil.example/>Testo", "Testo"],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example">Testo', "Testo"],
  ["<form action=https://evil.example><input name=p></form>Testo", "Testo"],
  ["<style>body{display:none}</style>Testo", "Testo"],
  ["<!-- nascosto -->Testo", "Testo"],
  ["Testo <script>alert(1)", "Testo"],
  ["Testo <img src=x onerror=alert(1)", "Testo"],
  ["<svg onload=alert(1)>Testo</svg>", "Testo"],
  ["<![CDATA[x]]>Testo", "Testo"],
])("%s keeps only its words", (hostile, text) => {
  expect(withoutMarkup(hostile)).toBe(text);
});
