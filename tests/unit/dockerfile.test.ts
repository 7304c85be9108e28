import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "vitest";

const dockerfile = fs.readFileSync("Dockerfile", "utf8");

test("the Dockerfile passes dockerfilelint", () => {
  const output = execFileSync("node_modules/.bin/dockerfilelint", ["Dockerfile"], { encoding: "utf8" });
  expect(output).toMatch(/Issues: 0|none found/i);
});

test("the image runs as a non-root user, keeps its state on /data and checks its health", () => {
  expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim AS runtime$/m);
  expect(dockerfile).toMatch(/^USER app$/m);
  expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
  expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
  expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
  expect(dockerfile).toContain("DATABASE_PATH=/data/app.db");
  expect(dockerfile).toContain("COPY --chown=app:app db/migrations ./db/migrations");
});

test("state and build output stay out of the image context", () => {
  const ignored = fs.readFileSync(".dockerignore", "utf8").split("\n");
  for (const entry of ["node_modules", "build", "public/build", "data", ".git"]) expect(ignored).toContain(entry);
});
