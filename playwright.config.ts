import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // One per core: a third is faster but lets tests that wait on the server time out (0279).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  // One snapshot for every machine: what the server answers does not depend on the platform.
  snapshotPathTemplate: "{testDir}/snapshots/{testFileName}/{arg}{ext}",
  expect: { timeout: 5_000 },
  use: {
    launchOptions: {
      // Debian's headless shell (scripts/ensure-chromium.sh): the tests need no desktop browser.
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // Run a failing test again with --trace retain-on-failure: recording costs a quarter.
    trace: "off",
    // As a visitor who asked for less motion: nothing waits for a transition to settle. The
    // motion itself is tested where it matters (the carousels, look.spec.ts).
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    // An axe test of views that scripts leave unchanged is checked once, hydrated (`sameMarkup`).
    { name: "senza-js", use: { javaScriptEnabled: false }, grepInvert: /@same-markup/ },
    // What only the server decides is checked once, without scripts (`serverAnswer`).
    { name: "con-js", use: { javaScriptEnabled: true }, grepInvert: /@server-answer/ },
  ],
});
