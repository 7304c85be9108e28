// Two builds of the same sources must give the same files, byte for byte: a server links
// its pages' CSS and scripts by their hashed names, so a second build under it (a command
// run in the checkout, a deploy step) must not rename them. Run by `npm test` after
// `npm run build:if-changed`: the build in this folder (made first when it is not the build
// of the present sources) against one fresh build in a copy of the sources elsewhere. One of
// the two starts with the compiler's cache and the other without: the copy gets this folder's
// cache when its build began without one, and none when it began with one.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  build,
  buildIfChanged,
  cacheFolder,
  compilerCacheEntries,
  outputFiles,
} from "./build-record";

function differences(a: Map<string, string>, b: Map<string, string>) {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name) !== b.get(name)).sort();
}

const here = process.cwd();
const { outcome, record } = await buildIfChanged(here);
if (outcome === "built")
  console.log("La build di questa cartella non era dei sorgenti attuali: rifatta.");
if (!record) throw new Error("I sorgenti sono cambiati durante la build: esegui di nuovo.");
const first = outputFiles(here);

// A copy of the sources as a clean clone has them (tracked and new files, nothing ignored),
// with node_modules hard-linked: the same packages, in a folder of another name.
const copy = path.join(here, cacheFolder, "build-riproducibile");
fs.rmSync(copy, { recursive: true, force: true });
const copyStarts = record.compilerCache === "cold" ? "warm" : "cold";
let elsewhere: Map<string, string>;
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
  if (copyStarts === "warm") {
    // Copied, not linked: the compiler appends to its index files.
    for (const entry of compilerCacheEntries.filter((e) =>
      fs.existsSync(path.join(cacheFolder, e)),
    ))
      fs.cpSync(path.join(cacheFolder, entry), path.join(copy, cacheFolder, entry), {
        recursive: true,
      });
  }
  await build(copy);
  elsewhere = outputFiles(copy);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}

const changed = differences(first, elsewhere);
if (changed.length > 0) {
  console.error(
    `Build non riproducibile: la build in un'altra cartella, con la cache del compilatore ${
      copyStarts === "warm" ? "piena" : "vuota"
    }, cambia ${changed.length} file:\n  ${changed.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(
  `Build riproducibile: ${first.size} file identici in due build, una con la cache del compilatore e una senza.`,
);
