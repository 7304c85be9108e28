import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const litestreamPackage = "@flydotio/litestream-linux-x64@1.0.1";

/**
 * Litestream's Linux binary, as the image runs it: from npm into .cache the first time (only the
 * tests and the drill need it), or named by LITESTREAM_BIN.
 */
export function litestreamBinary() {
  if (process.env.LITESTREAM_BIN) return process.env.LITESTREAM_BIN;
  const folder = path.resolve(".cache", "litestream");
  const binary = path.join(
    folder,
    "node_modules",
    "@flydotio",
    "litestream-linux-x64",
    "litestream",
  );
  if (!fs.existsSync(binary)) {
    // A project of its own (not --prefix, which would also move npm's global configuration),
    // so that npm does not climb to the site's package.json.
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "package.json"), '{ "private": true }\n');
    execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", litestreamPackage], {
      cwd: folder,
      stdio: "ignore",
    });
  }
  return binary;
}
