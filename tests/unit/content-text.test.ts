import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// A control character in copy reaches the page as an HTML parse error; tab, line feed and
// carriage return are the only ones text may hold.
const control = /[^\P{Cc}\t\n\r]/u;

const featuresDir = path.resolve(import.meta.dirname, "../../app/features");
const contentFiles = fs
  .readdirSync(featuresDir)
  .map((feature) => path.join(featuresDir, feature, "content"))
  .filter((dir) => fs.existsSync(dir))
  .flatMap((dir) => fs.readdirSync(dir).map((file) => path.join(dir, file)))
  .filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".server.ts") && !file.endsWith(".test.ts"),
  );

function* strings(value: unknown, at: string, seen: Set<object>): Generator<[string, string]> {
  if (typeof value === "string") {
    yield [at, value];
  } else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${at}.${key}`, seen);
  }
}

test("the static content holds no control characters", async () => {
  expect(contentFiles.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const file of contentFiles) {
    const exports: unknown = await import(file);
    for (const [at, text] of strings(exports, path.relative(featuresDir, file), new Set())) {
      if (control.test(text)) found.push(`${at}: ${JSON.stringify(text)}`);
    }
  }
  expect(found).toEqual([]);
});
