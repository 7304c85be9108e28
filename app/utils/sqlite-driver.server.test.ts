import fs from "node:fs";
import { expect, test } from "vitest";
import { driverRefusal, installedDriverVersion } from "~/utils/sqlite-driver.server";

test("better-sqlite3 up to 12 is refused on Node 24 and later, with the reason and the fix", () => {
  expect(driverRefusal("24.21.0", "12.11.1")).toEqual([
    "better-sqlite3 12.11.1 su Node 24.21.0: da Node 24 in poi le versioni fino alla 12 fanno terminare il processo sotto carico (un'asserzione nativa quando viene liberata un'istruzione SQL preparata), perciò il database non viene aperto.",
    "Reinstalla le dipendenze del progetto, che usa better-sqlite3 13: npm ci.",
  ]);
  // Before 24.19 it did not abort yet, but that 24 is one upgrade away from it.
  expect(driverRefusal("24.11.1", "12.6.2")).toHaveLength(2);
  expect(driverRefusal("v26.0.0", "11.10.0")).toHaveLength(2);
});

test("better-sqlite3 13 is refused before Node 22, saying how npm runs the project's own Node", () => {
  expect(driverRefusal("20.20.2", "13.2.0")).toEqual([
    "better-sqlite3 13.2.0 su Node 20.20.2: questo driver richiede Node 22 o successivo (su una versione precedente il processo termina quando apre il database), perciò il database non viene aperto.",
    "Avvia con npm (npm start, npm run agency -- <comando>): con Node 20 su Linux x64, npm install porta con sé Node 24 e gli script di npm usano quello. Altrimenti usa Node 22, 24 o 26.",
  ]);
  expect(driverRefusal("v21.7.3", "14.0.0")).toHaveLength(2);
});

test("better-sqlite3 13 on Node 22 and later, or 12 before Node 24, opens the database", () => {
  expect(driverRefusal("24.21.0", "13.2.0")).toEqual([]);
  expect(driverRefusal("26.12.1", "14.0.0-beta.1")).toEqual([]);
  expect(driverRefusal("22.16.0", "13.2.0")).toEqual([]);
  expect(driverRefusal("22.23.3", "12.11.1")).toEqual([]);
  expect(driverRefusal("20.20.2", "12.11.1")).toEqual([]);
});

test("a driver version that cannot be read or parsed is not refused", () => {
  expect(driverRefusal("24.21.0", null)).toEqual([]);
  expect(driverRefusal("20.20.2", "sviluppo")).toEqual([]);
});

test("the installed driver's version is the one in its package.json", () => {
  const { version } = JSON.parse(
    fs.readFileSync("node_modules/better-sqlite3/package.json", "utf8"),
  ) as { version: string };
  expect(installedDriverVersion()).toBe(version);
});
