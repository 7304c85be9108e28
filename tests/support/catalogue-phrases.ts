import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { endFileScope, setFileScope } from "@vanilla-extract/css/fileScope";

/**
 * Every module of the app that writes a catalogue and runs anywhere (a server module could
 * open the database on import): the words visitors meet live in these.
 */
export function catalogueModules(roots = ["app", "emails"]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|server|css)\.tsx?$/.test(entry.name) &&
        fs.readFileSync(file, "utf8").includes("catalogue(")
      )
        found.push(file);
    }
  };
  for (const root of roots) walk(root);
  return found.sort();
}

const isCatalogue = (value: unknown): value is { it: unknown; en: unknown } =>
  typeof value === "object" && value !== null && Object.keys(value).sort().join() === "en,it";

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every string of an entry, however deep. */
function stringsOf(entry: unknown, into: string[] = []): string[] {
  if (typeof entry === "string") into.push(normalized(entry));
  else if (typeof entry === "object" && entry)
    for (const value of Object.values(entry)) stringsOf(value, into);
  return into;
}

/**
 * The catalogues among a module's exports, and inside them: a list of image slots holds one
 * description per slot, each its own catalogue.
 */
function cataloguesIn(values: unknown[]) {
  const found: { it: unknown; en: unknown }[] = [];
  const seen = new Set<object>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value !== "object" || value === null || seen.has(value) || depth > 6) return;
    seen.add(value);
    if (isCatalogue(value)) found.push(value);
    else for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  for (const value of values) walk(value, 0);
  return found;
}

/**
 * The Italian phrases of two words or more whose English differs, from every catalogue: none
 * may show on an English page. A phrase some catalogue also uses in English ('social media',
 * 'Content Marketing') is no leak.
 */
export async function italianPhrases(modules = catalogueModules()) {
  const phrases = new Set<string>();
  const english = new Set<string>();
  // A component's styles are made where it is imported: outside the build, under one scope.
  setFileScope("tests/support/catalogue-phrases.ts");
  for (const file of modules) {
    const exported = (await import(pathToFileURL(path.resolve(file)).href)) as Record<
      string,
      unknown
    >;
    for (const catalogue of cataloguesIn(Object.values(exported))) {
      for (const phrase of stringsOf(catalogue.it)) if (words(phrase) >= 2) phrases.add(phrase);
      for (const phrase of stringsOf(catalogue.en)) english.add(phrase.toLowerCase());
    }
  }
  endFileScope();
  return [...phrases].filter((phrase) => !english.has(phrase.toLowerCase()));
}
