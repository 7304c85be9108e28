import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The project's own configuration, with only the boundary rule run. The planted modules are
// linted as text under a path inside the tree: the rule resolves what they import among the
// real files, so what it refuses here it refuses in `npm run lint`.
const rule = "import-x/no-restricted-paths";
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === rule });

async function refusals(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

test("a feature importing a module another feature's door does not name is refused", async () => {
  const messages = await refusals(
    "app/features/blog/planted-violation.ts",
    'export { formatSelection } from "~/features/articles/markdown-edit";\n',
  );
  expect(messages).toHaveLength(1);
  expect(messages[0]).toContain(rule);
  expect(messages[0]).toContain("la sua porta");
});

test("a module the door names passes, as do the door itself and the feature's own modules", async () => {
  expect(
    await refusals(
      "app/features/blog/planted-door.ts",
      [
        'export { slugify } from "~/features/articles/slug";',
        'export { slugify as slug } from "~/features/articles";',
        'export { categoryPath } from "./blog";',
      ].join("\n"),
    ),
  ).toEqual([]);
  expect(
    await refusals(
      "app/features/blog/planted-server-door.server.ts",
      'export { createArticle } from "~/features/articles/index.server";\n',
    ),
  ).toEqual([]);
});

test("a relative path into another feature is refused like an aliased one", async () => {
  const messages = await refusals(
    "app/features/blog/planted-relative.ts",
    'export { formatSelection } from "../articles/markdown-edit";\n',
  );
  expect(messages).toHaveLength(1);
});

test("the shared core importing a feature, even through its door, is refused", async () => {
  for (const filePath of [
    "app/utils/planted-violation.ts",
    "app/components/planted-violation.tsx",
  ]) {
    const messages = await refusals(filePath, 'export { slugify } from "~/features/articles";\n');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("nucleo condiviso");
  }
});
