// What the last build was made from, and what it made: `npm run build:if-changed` (which
// `npm install` and `npm test` run) builds only when either no longer matches, and the
// reproducible-build check compares the build it finds with one made elsewhere.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The build's outputs, compared byte for byte by the reproducible-build check. */
const outputs = ["build", "public/build", "server-build"];

/**
 * What a build reads: the sources (their tests left out: nothing built imports them), the
 * public folder, the patches applied to the packages, the lockfile that names the packages,
 * and the configuration files. This file too, so that a change of what counts builds again.
 */
const inputFolders = ["app", "server", "emails", "db", "public", "patches"];
const inputFiles = [
  "package.json",
  "package-lock.json",
  "remix.config.js",
  "remix.env.d.ts",
  "tsconfig.json",
  "scripts/build-record.ts",
];
const notInputs = (relative: string) =>
  relative.split("/").includes("node_modules") ||
  /\.test\.tsx?$/.test(relative) ||
  // public/build: the build's own output.
  outputs.some((output) => relative === output || relative.startsWith(`${output}/`));

/** Inside the Remix compiler's cache folder, out of every output and of the image. */
export const cacheFolder = ".cache";
const recordFile = path.join(cacheFolder, "last-build.json");
/** The compiler's own cache there (cacache's index and contents); the rest is other tools'. */
export const compilerCacheEntries = ["index-v5", "content-v2"];

type BuildRecord = {
  inputs: string;
  outputs: string;
  /** Whether the compiler's cache held anything when the build began. */
  compilerCache: "cold" | "warm";
};

const sha256 = (bytes: Buffer | string) => crypto.createHash("sha256").update(bytes).digest("hex");

function filesUnder(root: string, top: string, skip: (relative: string) => boolean): string[] {
  const start = path.join(root, top);
  if (!fs.existsSync(start)) return [];
  if (fs.statSync(start).isFile()) return [top];
  const found: string[] = [];
  for (const entry of fs.readdirSync(start, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    if (!skip(relative.split(path.sep).join("/"))) found.push(relative);
  }
  return found;
}

/** One digest of many files: their paths and their bytes, in a fixed order. */
function digestOf(root: string, files: string[]) {
  const hash = crypto.createHash("sha256");
  for (const file of [...files].sort())
    hash.update(`${file}\0${sha256(fs.readFileSync(path.join(root, file)))}\n`);
  return hash.digest("hex");
}

/** The digest of everything the build under `root` reads. */
function inputsDigest(root: string) {
  const files = [
    ...inputFolders.flatMap((folder) => filesUnder(root, folder, notInputs)),
    ...inputFiles.filter((file) => fs.existsSync(path.join(root, file))),
  ];
  return digestOf(root, files);
}

/** Every file of the build's outputs under `root`, by path, with the SHA-256 of its bytes. */
export function outputFiles(root: string) {
  const files = new Map<string, string>();
  for (const output of outputs) {
    if (!fs.existsSync(path.join(root, output)))
      throw new Error(`Manca ${output} in ${root}: esegui prima npm run build:if-changed`);
    for (const file of filesUnder(root, output, () => false))
      files.set(file, sha256(fs.readFileSync(path.join(root, file))));
  }
  return files;
}

/** The digest of the build's outputs under `root`; null when one of them is missing. */
function outputsDigest(root: string) {
  if (!outputs.every((output) => fs.existsSync(path.join(root, output)))) return null;
  const hash = crypto.createHash("sha256");
  for (const [file, digest] of [...outputFiles(root)].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`${file}\0${digest}\n`);
  return hash.digest("hex");
}

/** Whether the compiler's cache under `root` holds anything. */
function compilerCacheOf(root: string): BuildRecord["compilerCache"] {
  const index = path.join(root, cacheFolder, compilerCacheEntries[0] ?? "");
  return fs.existsSync(index) && fs.readdirSync(index).length > 0 ? "warm" : "cold";
}

function readRecord(root: string): BuildRecord | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, recordFile), "utf8")) as BuildRecord;
  } catch {
    return null;
  }
}

/** The record of the build under `root` when it is the build of its present sources. */
function currentRecord(root: string) {
  const record = readRecord(root);
  return record && record.inputs === inputsDigest(root) && record.outputs === outputsDigest(root)
    ? record
    : null;
}

/** `npm run build` in `cwd`; its errors shown, its progress not. */
export const build = (cwd: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "build"], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build in ${cwd}: codice ${code}`)),
    );
  });

/**
 * Builds under `root` unless its outputs are those the last build made from the present
 * sources; records what it built from. Says which it did, with the record of the build now
 * there (null when the sources changed while it ran: what was built is then not known).
 */
export async function buildIfChanged(
  root: string,
): Promise<{ outcome: "built" | "current"; record: BuildRecord | null }> {
  const current = currentRecord(root);
  if (current) return { outcome: "current", record: current };
  const inputs = inputsDigest(root);
  const compilerCache = compilerCacheOf(root);
  fs.rmSync(path.join(root, recordFile), { force: true });
  await build(root);
  if (inputsDigest(root) !== inputs) return { outcome: "built", record: null };
  const record: BuildRecord = { inputs, outputs: outputsDigest(root) ?? "", compilerCache };
  fs.mkdirSync(path.join(root, cacheFolder), { recursive: true });
  fs.writeFileSync(path.join(root, recordFile), `${JSON.stringify(record, null, 2)}\n`);
  return { outcome: "built", record };
}
