import { expect, test } from "vitest";
import { nodeFinding } from "~/features/operations/doctor.server";

const today = new Date("2026-11-26T12:00:00Z");

test("a Node line past its end of life is a warning with the rebuild to run, never a problem", () => {
  expect(nodeFinding(today, "20.20.2", "12.11.1")).toEqual({
    level: "warning",
    topic: "Node",
    text: "20.20.2: senza aggiornamenti di sicurezza dal 2026-04-30; better-sqlite3 12.11.1",
    fix: "ricostruisci l'immagine, che usa Node 24: docker build --pull",
  });
});

test("a supported Node line says until when; a line not on the list is only named", () => {
  expect(nodeFinding(today, "24.11.1", "13.2.0")).toEqual({
    level: "ok",
    topic: "Node",
    text: "24.11.1, aggiornamenti fino al 2028-04-30; better-sqlite3 13.2.0",
  });
  expect(nodeFinding(new Date("2026-04-30T20:00:00Z"), "20.1.0").level).toBe("ok");
  expect(nodeFinding(today, "26.0.0", "13.2.0")).toEqual({
    level: "ok",
    topic: "Node",
    text: "26.0.0 (linea non in elenco); better-sqlite3 13.2.0",
  });
});

test("the driver this process loads is named, or said to be unknown", () => {
  expect(nodeFinding(today, "24.11.1").text).toMatch(/; better-sqlite3 \d+\.\d+\.\d+/);
  expect(nodeFinding(today, "24.11.1", null).text).toMatch(
    /; better-sqlite3 di versione sconosciuta$/,
  );
});
