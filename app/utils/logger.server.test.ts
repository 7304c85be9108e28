import { expect, test } from "vitest";
import { readableLine } from "./logger.server";

test("a readable line: time, level, request, message, then the other fields", () => {
  const line = JSON.stringify({
    level: "warn",
    time: "2026-12-02T10:11:12.345Z",
    requestId: "abc123",
    msg: "404 pagina non trovata: /perso",
    righe: 3,
  });
  expect(readableLine(line)).toBe(
    '10:11:12.345 WARN  [abc123] 404 pagina non trovata: /perso {"righe":3}\n',
  );
});

test("an error's stack follows its line; a word caught in its place stays on it", () => {
  const error = new Error("guasto");
  const withStack = readableLine(
    JSON.stringify({
      level: "error",
      time: "2026-12-02T10:11:12.345Z",
      msg: "Errore:",
      err: { stack: error.stack },
    }),
  );
  expect(withStack).toMatch(/^10:11:12\.345 ERROR Errore:\nError: guasto\n\s+at /);
  expect(
    readableLine(
      JSON.stringify({ level: "error", time: "", msg: "Pulizia:", err: "database bloccato" }),
    ),
  ).toContain("Pulizia: database bloccato");
});

test("a line that is not the logger's passes through as it is", () => {
  expect(readableLine("testo libero\n")).toBe("testo libero\n");
});
