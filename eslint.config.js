// The project's lint: typescript-eslint, the rules of hooks, jsx-a11y and import cycles,
// plus the two boundaries the code is organised by (see docs/architecture.md).
import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// A RETURNING statement read with get() stops at its first row: an error SQLite reports at the
// statement's end (outside a transaction, its commit on a full disk) is lost and the write
// looks stored. See `insertedRow` in app/utils/db.server.ts.
const returningReadWithGet = {
  selector:
    "CallExpression[callee.property.name='get'][callee.object.callee.property.name='returning']",
  message: "Leggi un RETURNING con .all() (o insertedRow): .get() perde l'errore del commit.",
};

// Each feature is entered by its door: `index.ts` names the modules that run anywhere,
// `index.server.ts` those only the server runs. Another feature may import those modules (by
// their own path: through one barrel the browser's build would give every page the modules of
// all the others) and the doors themselves; anything else of a feature is refused, and so is
// any import of a feature from the shared core (docs/architecture.md, decision 0260). Tests may
// reach in: they are not part of the running graph. The composition (server/, root.tsx, the
// entries) wires the features and is not restricted.
const root = import.meta.dirname;
const features = fs
  .readdirSync(path.join(root, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Each door file, and each module it re-exports, as a glob matching that one file. */
const doors = features.flatMap((feature) =>
  ["index.ts", "index.server.ts"].flatMap((door) => {
    const file = path.join(root, "app/features", feature, door);
    if (!fs.existsSync(file)) return [];
    const modules = [...fs.readFileSync(file, "utf8").matchAll(/from "\.\/([^"]+)"/g)].map(
      ([, module]) => path.join(path.dirname(file), module),
    );
    return [file.replace(/\.ts$/, ""), ...modules].map((module) => `${module}.@(ts|tsx)`);
  }),
);
const featureDoors = {
  zones: [
    ...features.map((feature) => ({
      target: `./app/features/${feature}/**`,
      from: `./app/features/!(${feature})/**`,
      except: doors,
      message:
        "Da un'altra funzionalità si importa solo ciò che la sua porta (index.ts o index.server.ts) nomina.",
    })),
    {
      target: ["./app/utils/**", "./app/components/**", "./app/styles/**", "./app/load-context.ts"],
      from: "./app/features/**",
      message: "Il nucleo condiviso non importa dalle funzionalità.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "server-build/",
      ".cache/",
      "data/",
      "test-results/",
      "playwright-report/",
      "blob-report/",
      // Modules that import each other on purpose, linted by tests/unit/import-cycles.test.ts.
      "tests/fixtures/import-cycle/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      // Without the TypeScript extensions here the plugin skips every .ts and .tsx module
      // as one it cannot parse, and no-cycle never sees an edge between two of ours.
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
    },
    rules: {
      // Cycles run through our own modules: following packages' type declarations would
      // only slow the lint down.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts", "emails/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "import-x/no-restricted-paths": ["error", featureDoors] },
  },
  {
    // Playwright's fixtures take `use` and an empty pattern for the fixtures they do not need.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Code that runs in the browser never reaches for server modules: the classic compiler
    // would empty them silently, and Vite refuses them.
    // (Route modules may: Remix removes their loaders and actions from the browser's build.)
    files: ["app/**"],
    ignores: [
      "app/root.tsx",
      "app/entry.server.tsx",
      "app/features/*/routes/**",
      "**/*.server.ts",
      "**/*.server.tsx",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "*.server"],
              allowTypeImports: true,
              message: "Un modulo .server non va importato da codice che gira nel browser.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**", "server/**", "scripts/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": ["error", returningReadWithGet],
    },
  },
  {
    // The browser's build empties a .server module, but a route's re-export from one still
    // imports it: an empty chunk every page using it has to fetch.
    files: ["app/features/*/routes/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        returningReadWithGet,
        {
          selector: "ExportNamedDeclaration[source.value=/\\.server$/]",
          message:
            "Una rotta non riesporta da un modulo .server: nel browser resterebbe un modulo vuoto da scaricare.",
        },
      ],
    },
  },
  {
    // Vanilla Extract numbers a file's classes with one counter that evaluating another
    // .css.ts file resets; the compiler evaluates a re-exported file at that line when it has
    // not cached it yet. A re-export after a style can then give two styles one class, in
    // some builds only.
    files: ["app/**/*.css.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        returningReadWithGet,
        {
          selector:
            "Program > :not(ImportDeclaration, ExportNamedDeclaration[source]) ~ ExportNamedDeclaration[source]",
          message: "In un file .css.ts le riesportazioni vanno in cima, prima di ogni stile.",
        },
      ],
    },
  },
  {
    // Content is data: pages and components read it, never the other way round.
    files: ["app/features/*/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/components/*", "!~/components/form-messages", "**/routes/*"],
              message: "I contenuti non importano componenti né rotte.",
            },
          ],
        },
      ],
    },
  },
);
