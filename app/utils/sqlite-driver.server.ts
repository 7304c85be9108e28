import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Two pairings of Node and better-sqlite3 must not open a database, and both fail inside native
 * code, with no JavaScript error to catch:
 * - since 24.19 Node's `ObjectWrap` asserts when the garbage collector finalizes one outside a
 *   JavaScript context; better-sqlite3 up to 12 builds its statements on it, and Drizzle
 *   prepares a statement per query, so under load the process aborts. 13 moved to Node-API.
 *   The whole 24 line is refused with 12, not only 24.19 and later: an older 24 gets no
 *   security fixes and would abort once upgraded;
 * - 13 needs Node 22 (its `engines`): on 20 the first `new Database()`, where it loads its
 *   native module, ends the process with a segmentation fault.
 * Loading the package is harmless in both cases: the native module is loaded by the first
 * connection, so this check only has to come before that.
 */
const firstAbortingNode = 24;
const firstSafeDriver = 13;
const firstNodeOfSafeDriver = 22;

const majorOf = (version: string) => Number.parseInt(version.replace(/^v/, ""), 10);

/**
 * Why this Node and this better-sqlite3 must not open a database, one line each (empty when
 * they may). An unknown driver version is let through: it cannot be judged, and refusing
 * would stop a site that may well work.
 */
export function driverRefusal(nodeVersion: string, driverVersion: string | null): string[] {
  if (driverVersion === null) return [];
  const node = majorOf(nodeVersion);
  const driver = majorOf(driverVersion);
  if (Number.isNaN(node) || Number.isNaN(driver)) return [];
  const pair = `better-sqlite3 ${driverVersion} su Node ${nodeVersion.replace(/^v/, "")}`;
  if (driver >= firstSafeDriver && node < firstNodeOfSafeDriver)
    return [
      `${pair}: questo driver richiede Node ${firstNodeOfSafeDriver} o successivo (su una versione precedente il processo termina quando apre il database), perciò il database non viene aperto.`,
      `Avvia con npm (npm start, npm run agency -- <comando>): con Node 20 su Linux x64, npm install porta con sé Node 24 e gli script di npm usano quello. Altrimenti usa Node 22, 24 o 26.`,
    ];
  if (driver < firstSafeDriver && node >= firstAbortingNode)
    return [
      `${pair}: da Node ${firstAbortingNode} in poi le versioni fino alla ${firstSafeDriver - 1} fanno terminare il processo sotto carico (un'asserzione nativa quando viene liberata un'istruzione SQL preparata), perciò il database non viene aperto.`,
      `Reinstalla le dipendenze del progetto, che usa better-sqlite3 ${firstSafeDriver}: npm ci.`,
    ];
  return [];
}

/** The version of the better-sqlite3 this process loads, or null when it cannot be read. */
export function installedDriverVersion(): string | null {
  const require = createRequire(import.meta.url);
  try {
    return (require("better-sqlite3/package.json") as { version: string }).version;
  } catch {
    // A package whose `exports` leaves out package.json: look up from its entry point.
  }
  try {
    let folder = path.dirname(require.resolve("better-sqlite3"));
    for (;;) {
      const file = path.join(folder, "package.json");
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as {
          name?: string;
          version?: string;
        };
        if (pkg.name === "better-sqlite3") return pkg.version ?? null;
      }
      const parent = path.dirname(folder);
      if (parent === folder) return null;
      folder = parent;
    }
  } catch {
    return null;
  }
}
