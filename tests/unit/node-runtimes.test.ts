import fs from "node:fs";
import { expect, test } from "vitest";
import { supportedNodeLines, supportedNodeText } from "~/features/operations/doctor.server";

type Manifest = {
  engines: { node: string };
  version: string;
  optionalDependencies: Record<string, string>;
};
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T;
const pkg = readJson<Manifest>("package.json");
const runtime = readJson<Manifest>("scripts/node-runtime/package.json");
const lock = readJson<{
  packages: Record<string, { version?: string; os?: string; cpu?: string; optional?: boolean }>;
}>("package-lock.json");
const lines = Object.entries(supportedNodeLines);

test("engines, the README's requirements and agency doctor name the same Node lines", () => {
  expect(pkg.engines.node).toBe(
    ["^20.19", ...lines.map(([, { from }]) => `^${from}`)].join(" || "),
  );
  const readme = fs.readFileSync("README.md", "utf8").replace(/\s+/g, " ");
  const requirements = `Runs on Node.js ${lines.map(([line, { from }]) => (from === line ? line : `${line} (${from} or later)`)).join(", ")}.`;
  expect(readme.includes(requirements), requirements).toBe(true);
  expect(supportedNodeText).toBe("22 (dalla 22.16), 24, 26");
});

test("npm installs the project's own Node 24 exactly where its Node is older than 22", () => {
  expect(pkg.optionalDependencies).toEqual({ "agency-node-runtime": "file:scripts/node-runtime" });
  expect(runtime.engines.node).toBe(`<${lines[0]![0]}`);
  // The runtime is the image's line, and every platform's package is the same release.
  expect(fs.readFileSync("Dockerfile", "utf8")).toContain(
    `FROM node:${runtime.version.split(".")[0]}-bookworm-slim AS runtime`,
  );
  for (const [name, version] of Object.entries(runtime.optionalDependencies)) {
    expect(name).toMatch(/^node-linux-(x64|arm64)$/);
    expect(version).toBe(runtime.version);
    // Optional and for one platform each: npm installs only the one that fits.
    expect(lock.packages[`node_modules/${name}`]).toMatchObject({
      version,
      os: "linux",
      optional: true,
    });
  }
});
