import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Since 24.19 Node's `ObjectWrap` removes an environment cleanup hook when it is destroyed, and
 * asserts when the garbage collector finalizes one outside a JavaScript context. better-sqlite3
 * up to 12 builds its statements on `ObjectWrap`, and Drizzle prepares a statement per query,
 * so under load the process aborts. 13 moved to Node-API. The whole 24 line is refused, not
 * only 24.19 and later: an older 24 gets no security fixes and would crash once upgraded.
 */
const firstAbortingNode = 24;
const firstSafeDriver = 13;

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
  if (node < firstAbortingNode || driver >= firstSafeDriver) return [];
  return [
    `better-sqlite3 ${driverVersion} su Node ${nodeVersion.replace(/^v/, "")}: da Node ${firstAbortingNode} in poi le versioni fino alla ${firstSafeDriver - 1} fanno terminare il processo sotto carico (un'asserzione nativa quando viene liberata un'istruzione SQL preparata), perciò il database non viene aperto.`,
    `Installa better-sqlite3 ${firstSafeDriver}: npm install better-sqlite3@${firstSafeDriver} (oppure usa Node 22).`,
  ];
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
