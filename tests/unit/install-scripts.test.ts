import fs from "node:fs";
import { expect, test } from "vitest";

type Entry = { version?: string; hasInstallScript?: boolean };

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, Entry>;
};
const allowScripts = pkg.allowScripts ?? {};

// The root entry is the project itself: its own `postinstall` is read in package.json.
const withInstallScript = Object.entries(lock.packages)
  .filter(([location, entry]) => location !== "" && entry.hasInstallScript)
  .map(([location, entry]) => ({
    name: location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length),
    version: entry.version,
  }));

// Entries are bare names: npm trusts a pinned `pkg@1.2.3` only through the lockfile's `resolved`
// URLs, which this lockfile omits, so a pinned entry would never match and is reported here.
test("every dependency with an install script has been reviewed in allowScripts", () => {
  const unreviewed = withInstallScript.filter(({ name }) => !(name in allowScripts));
  expect(unreviewed).toEqual([]);
});

test("allowScripts names only packages that have an install script", () => {
  const names = new Set(withInstallScript.map(({ name }) => name));
  expect(Object.keys(allowScripts).filter((name) => !names.has(name))).toEqual([]);
});

test("better-sqlite3's implicit build is refused: its prebuilt module is the one loaded", () => {
  // npm reads its binding.gyp as an install script (`node-gyp rebuild`); a module built there
  // would be loaded before the prebuilt one, after minutes of compiling on every install.
  expect(allowScripts["better-sqlite3"]).toBe(false);
  expect(withInstallScript.map(({ name }) => name)).toContain("better-sqlite3");
});

test("the project's own Node runs no install script", () => {
  expect(withInstallScript.filter(({ name }) => name.startsWith("node-linux-"))).toEqual([]);
});
