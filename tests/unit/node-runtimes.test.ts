import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test } from "vitest";
import { supportedNodeLines, supportedNodeText } from "../../server/doctor";

type Manifest = {
  engines: { node: string };
  version: string;
  optionalDependencies: Record<string, string>;
};
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T;
const pkg = readJson<Manifest>("package.json");
const lock = readJson<{
  packages: Record<string, { version?: string; integrity?: string; os?: string; cpu?: string }>;
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
  const dockerfile = fs.readFileSync("Dockerfile", "utf8");
  // x64 alone: npm 10 loses the node_modules/.bin/node of two packages with that bin.
  expect(Object.keys(pkg.optionalDependencies)).toEqual(["agency-node-runtime-linux-x64"]);
  for (const [name, spec] of Object.entries(pkg.optionalDependencies)) {
    const arch = name.replace("agency-node-runtime-linux-", "");
    const source = `scripts/node-runtime/linux-${arch}/package.json`;
    const runtime = readJson<Manifest & { os: string[]; cpu: string[]; dependencies: object }>(
      source,
    );
    // A packed package, so that npm drops it with its Node wherever it does not fit: a linked
    // folder's dependencies would be installed by npm 10 regardless.
    const tarball = `scripts/node-runtime/${name}-${runtime.version}.tgz`;
    expect(spec).toBe(`file:${tarball}`);
    expect(
      execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }),
      `${tarball} is ${source} packed: npm pack --pack-destination .. in its folder`,
    ).toBe(fs.readFileSync(source, "utf8"));
    expect(lock.packages[`node_modules/${name}`]).toMatchObject({
      integrity: `sha512-${crypto.createHash("sha512").update(fs.readFileSync(tarball)).digest("base64")}`,
    });
    expect(runtime).toMatchObject({
      engines: { node: `<${lines[0]![0]}` },
      os: ["linux"],
      cpu: [arch],
      dependencies: { [`node-linux-${arch}`]: runtime.version },
    });
    // The image's line, and the official binary of that release, for one platform.
    expect(dockerfile).toContain(`FROM node:${runtime.version.split(".")[0]}-bookworm-slim`);
    expect(lock.packages[`node_modules/node-linux-${arch}`]).toMatchObject({
      version: runtime.version,
      os: "linux",
      cpu: arch,
    });
  }
});
