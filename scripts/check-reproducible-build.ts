// Two builds of the same sources must give the same files, byte for byte: a server links
// its pages' CSS and scripts by their hashed names, so a second build under it (a command
// run in the checkout, a deploy step) must not rename them. Run by `npm test` after
// `npm run build`: builds again in this folder (the compiler's cache now warm) and, at the
// same time, in a fresh copy of the sources elsewhere, and compares all three trees.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const outputs = ["build", "public/build", "server-build"];

/** Every file of the build's outputs under `root`, by path, with the SHA-256 of its bytes. */
function fingerprint(root: string) {
  const files = new Map<string, string>();
  for (const output of outputs) {
    const top = path.join(root, output);
    if (!fs.existsSync(top))
      throw new Error(`Manca ${output} in ${root}: esegui prima npm run build`);
    for (const entry of fs.readdirSync(top, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(
        path.relative(root, file),
        crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex"),
      );
    }
  }
  return files;
}

function differences(a: Map<string, string>, b: Map<string, string>) {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name) !== b.get(name)).sort();
}

const build = (cwd: string) =>
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

const here = process.cwd();
const first = fingerprint(here);

// A copy of the sources as a clean clone has them (tracked and new files, nothing ignored),
// with node_modules hard-linked: the same packages, in a folder of another name.
const copy = path.join(here, ".cache", "build-riproducibile");
fs.rmSync(copy, { recursive: true, force: true });
let elsewhere: Map<string, string>;
let again: Map<string, string>;
try {
  const sources = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { encoding: "utf8" },
  )
    .split("\0")
    .filter((name) => name !== "" && fs.existsSync(name));
  for (const name of sources) {
    fs.mkdirSync(path.join(copy, path.dirname(name)), { recursive: true });
    fs.copyFileSync(name, path.join(copy, name));
  }
  execFileSync("cp", ["-al", "node_modules", path.join(copy, "node_modules")]);
  // The two builds share no folder: side by side they take the time of one on two cores.
  await Promise.all([build(here), build(copy)]);
  elsewhere = fingerprint(copy);
  again = fingerprint(here);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}

const report = [
  ["la seconda build nella stessa cartella", differences(first, again)],
  ["la build in un'altra cartella", differences(first, elsewhere)],
] as const;
let failed = false;
for (const [which, changed] of report) {
  if (changed.length === 0) continue;
  failed = true;
  console.error(
    `Build non riproducibile: ${which} cambia ${changed.length} file:\n  ${changed.join("\n  ")}`,
  );
}
if (failed) process.exit(1);
console.log(`Build riproducibile: ${first.size} file identici in tre build.`);
