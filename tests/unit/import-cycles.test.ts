import path from "node:path";
import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The project's own configuration, with only the rule under test run: the others would
// take most of the time and prove nothing here.
const onlyCycles = {
  ruleFilter: ({ ruleId }: { ruleId: string }) => ruleId === "import-x/no-cycle",
};
const fixtures = "tests/fixtures/import-cycle";

/** Every import-x/no-cycle report in `patterns`, as `file:line message`. */
async function cyclesIn(patterns: string[], options: ESLint.Options = {}) {
  const results = await new ESLint({ ...onlyCycles, ...options }).lintFiles(patterns);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === "import-x/no-cycle" || message.fatal)
      .map(
        (message) =>
          `${path.relative(process.cwd(), result.filePath)}:${message.line} ${message.message}`,
      ),
  );
}

// The app and the server themselves are checked by `npm run lint`, with the same rule.
test("two modules importing each other are an import-x/no-cycle error, type-only imports are not", async () => {
  // The fixtures are left out of the normal lint run, whose every error fails it.
  const cycles = await cyclesIn([`${fixtures}/*.ts`], { ignore: false });
  expect(cycles).toEqual([
    `${fixtures}/a.server.ts:1 Dependency cycle detected`,
    `${fixtures}/b.server.ts:1 Dependency cycle detected`,
  ]);
});
