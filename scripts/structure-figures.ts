// The figures the House issue tracks, read from the source as it stands: imports that cross
// from one feature into another (lines, directed pairs, pairs that import each other both
// ways), imports from the shared core (app/ outside app/features, and the composition roots
// excepted) into a feature, `console.*` calls, and environment variables read outside the
// configuration schema. Tests are left out. Run with `npm run structure` (`--list` names each
// crossing).
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const list = process.argv.includes("--list");
const sourceFile = /\.(ts|tsx|js|mjs)$/;
const testFile = /\.(test|spec)\.(ts|tsx)$/;
// What composes the features rather than serving them: the server, the document and its entries.
const compositionRoots = new Set(["app/root.tsx", "app/entry.server.tsx", "app/entry.client.tsx"]);
const schemaFile = "app/utils/env.server.ts";

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(relative);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [relative] : [];
  });
}

const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(file)?.[1];

/** The repository path an import names, for the project's own modules. */
function target(from: string, specifier: string) {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(from), specifier);
  return undefined;
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const files = [...filesUnder("app"), ...filesUnder("server")];
const crossings: { from: string; to: string; file: string; line: string }[] = [];
const coreToFeature: { file: string; line: string }[] = [];
let consoleCalls = 0;
const envOutside = new Map<string, Set<string>>();

for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  consoleCalls += text.match(/\bconsole\.(log|info|warn|error|debug|trace)\(/g)?.length ?? 0;
  // A function handed the whole environment as a parameter's default reads it through that.
  const parameters =
    file === schemaFile
      ? []
      : [...text.matchAll(/[(,]\s*(\w+)\??(?::(?:<[^>]*>|[^=;(),\n<])*)?=\s*process\.env\b/g)].map(
          ([, name]) => name!,
        );
  for (const parameter of parameters)
    for (const [, name] of text.matchAll(new RegExp(`\\b${parameter}\\.([A-Z][A-Z0-9_]+)\\b`, "g")))
      envOutside.set(name!, (envOutside.get(name!) ?? new Set()).add(file));
  if (file !== schemaFile)
    for (const [, name] of text.matchAll(
      /process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[["']([A-Z_][A-Z0-9_]*)["']\])/g,
    )) {
      if (!name) continue;
      envOutside.set(name, (envOutside.get(name) ?? new Set()).add(file));
    }
  const from = featureOf(file);
  const isCore = file.startsWith("app/") && !from && !compositionRoots.has(file);
  for (const match of text.matchAll(importPattern)) {
    const named = target(file, match[1] ?? match[2] ?? "");
    const to = named && featureOf(`${named}/`);
    if (!to) continue;
    const line = match[0].trim().split("\n").at(-1)!;
    if (from && to !== from) crossings.push({ from, to, file, line });
    if (isCore) coreToFeature.push({ file, line });
  }
}

const pairs = new Set(crossings.map(({ from, to }) => `${from}→${to}`));
const twoWay = [...pairs]
  .map((pair) => pair.split("→"))
  .filter(([from, to]) => from! < to! && pairs.has(`${to}→${from}`))
  .map(([from, to]) => `${from}↔${to}`);

console.log(
  `Importazioni fra funzionalità: ${crossings.length} righe, ${pairs.size} coppie orientate`,
);
console.log(
  `Coppie che si importano a vicenda: ${twoWay.length}${twoWay.length ? ` (${twoWay.join(", ")})` : ""}`,
);
console.log(`Importazioni dal nucleo in una funzionalità: ${coreToFeature.length}`);
console.log(`Chiamate console.*: ${consoleCalls}`);
console.log(
  `Variabili d'ambiente lette fuori dallo schema: ${envOutside.size}${envOutside.size ? ` (${[...envOutside.keys()].sort().join(", ")})` : ""}`,
);
if (list) {
  for (const { file, line } of coreToFeature) console.log(`nucleo  ${file}: ${line}`);
  for (const { file, line } of crossings) console.log(`fra     ${file}: ${line}`);
  for (const [name, where] of envOutside) console.log(`env     ${name}: ${[...where].join(", ")}`);
}
