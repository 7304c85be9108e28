import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "vitest";
import { serverNodeOptions } from "../support/server";

const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const runtimeStage = dockerfile.slice(dockerfile.indexOf("AS runtime"));

test("the Dockerfile passes dockerfilelint", () => {
  const output = execFileSync("node_modules/.bin/dockerfilelint", ["Dockerfile"], {
    encoding: "utf8",
  });
  expect(output).toMatch(/Issues: 0|none found/i);
});

test("the build needs no frontend image from a registry", () => {
  expect(dockerfile).not.toMatch(/^#\s*syntax\s*=/im);
  expect(dockerfile.match(/^FROM (\S+)/gm)).toEqual([
    "FROM node:24-bookworm-slim",
    "FROM deps",
    "FROM deps",
    "FROM node:24-bookworm-slim",
    "FROM node:24-bookworm-slim",
  ]);
});

test("the image installs exactly the lockfile, whose driver does not abort on Node 24", () => {
  const deps = dockerfile.slice(dockerfile.indexOf("AS deps"), dockerfile.indexOf("AS build"));
  expect(deps).toMatch(/^COPY package\.json package-lock\.json \.\/$/m);
  expect(deps).toMatch(/npm ci --ignore-scripts\b/);
  // The scripts skipped are run by name: esbuild's binary, and the project's patches.
  expect(deps).toMatch(/^COPY patches \.\/patches$/m);
  expect(deps).toMatch(/npx patch-package --error-on-fail$/m);
  expect(dockerfile).not.toMatch(/npm (pkg|install|i)\b(?! --no-save)/);
  const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { version: string }>;
  };
  expect(lock.packages["node_modules/better-sqlite3"]!.version).toMatch(/^13\./);
  expect(dockerfile).toMatch(/^FROM deps AS production-deps$/m);
  expect(runtimeStage).toMatch(
    /^COPY --from=production-deps \/app\/node_modules \.\/node_modules$/m,
  );
});

test("the image runs as uid and gid 10001, keeps its state on /data and checks its health", () => {
  expect(dockerfile).toMatch(/^FROM node:24-bookworm-slim AS runtime$/m);
  expect(runtimeStage).toMatch(/groupadd --gid 10001 app\b/);
  expect(runtimeStage).toMatch(
    /useradd --uid 10001 --gid 10001 --no-create-home\b.*--shell \/usr\/sbin\/nologin app\b/,
  );
  expect(runtimeStage).toMatch(/chown 10001:10001 \/data\b/);
  expect(runtimeStage).toMatch(/^USER 10001:10001$/m);
  expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
  expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
  expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
  expect(dockerfile).toContain("DATABASE_PATH=/data/app.db");
  expect(dockerfile).toMatch(/^CMD \["node", "server-build\/start.js"\]$/m);
});

test("the application files stay root's, out of the runtime user's reach", () => {
  const copies = runtimeStage.match(/^COPY .*$/gm) ?? [];
  expect(copies.map((line) => line.split(" ").at(-1))).toEqual([
    "./node_modules",
    "./build",
    "./server-build",
    "./app/utils/drawing-thread.js",
    "./app/features/mail/",
    "./public",
    "./",
    "./db/migrations",
    "./deploy/litestream.yml",
    "/usr/local/bin/litestream",
  ]);
  for (const line of copies) expect(line).not.toContain("--chown");
  expect(runtimeStage).not.toMatch(/chown[^\n]*\/app\b/);
  expect(runtimeStage).not.toMatch(/chmod/);
});

test("the agency command is on the PATH of the runtime image", () => {
  expect(runtimeStage).toMatch(
    /^RUN ln -s \/app\/server-build\/agency\.js \/usr\/local\/bin\/agency$/m,
  );
  // The link is made before USER: the runtime user may not write /usr/local/bin.
  expect(runtimeStage.indexOf("ln -s /app/server-build/agency.js")).toBeLessThan(
    runtimeStage.indexOf("USER 10001"),
  );
  // The build leaves the script executable, and a COPY keeps the mode.
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
    bin: Record<string, string>;
  };
  expect(pkg.scripts["build:server"]).toContain("chmod +x server-build/agency.js");
  expect(pkg.bin.agency).toBe("server-build/agency.js");
});

test("state and build output stay out of the image context", () => {
  const ignored = fs.readFileSync(".dockerignore", "utf8").split("\n");
  for (const entry of [
    "node_modules",
    "build",
    "public/build",
    "server-build",
    "data",
    ".git",
    ".env",
    "*.db",
  ]) {
    expect(ignored).toContain(entry);
  }
});

test("the image gives the server the heap sizes npm start and the tests give it", () => {
  expect(serverNodeOptions).toMatch(/--max-old-space-size=\d+/);
  expect(runtimeStage).toContain(`NODE_OPTIONS="${serverNodeOptions}"`);
});
