import os from "node:os";
import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

const include = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts"];
// Files that replace a module with `vi.mock`: the replacement holds only where the module is
// loaded afresh, so these keep a module registry of their own.
const mocking = [
  "app/features/visitor-data/security-dashboard.server.test.ts",
  "server/redirects.test.ts",
  "server/wiring.test.ts",
];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    globalSetup: ["tests/setup/driver-guard.ts"],
    setupFiles: ["tests/setup/fresh-database.ts"],
    environment: "node",
    pool: "forks",
    // One worker a core: Vitest's default keeps one core for itself, which on a two-core
    // machine ran the files one at a time (110 s against 60 s), the main process idle meanwhile.
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    projects: [
      // The other files share their worker's modules (isolate: false): loading the app's
      // modules again for each of about a hundred files was most of the run's time. Each
      // file still gets its own data folder and configuration (tests/setup/fresh-database.ts).
      { extends: true, test: { name: "shared", include, exclude: mocking, isolate: false } },
      { extends: true, test: { name: "isolated", include: mocking } },
    ],
  },
});
