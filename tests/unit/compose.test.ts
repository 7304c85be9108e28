import fs from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { configVariables } from "~/utils/env.server";

type Service = {
  build?: string;
  image?: string;
  container_name?: string;
  restart?: string;
  user?: string;
  read_only?: boolean;
  profiles?: string[];
  volumes?: string[];
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[]; interval: string; retries: number };
  stop_grace_period?: string;
  network_mode?: string;
  depends_on?: { site?: { condition: string } };
};

const compose = parse(fs.readFileSync("compose.yaml", "utf8")) as {
  services: { site: Service; edge: Service };
  volumes: { data: { name?: string } };
};
const { site, edge } = compose.services;

const seconds = (duration: string) => {
  const match = /^(\d+)s$/.exec(duration);
  if (!match) throw new Error(`durata non in secondi: ${duration}`);
  return Number(match[1]);
};

test("a plain `up` starts the site alone; the edge cache is a profile", () => {
  const started = Object.entries(compose.services).filter(([, service]) => !service.profiles);
  expect(started.map(([name]) => name)).toEqual(["site"]);
  expect(edge.profiles).toEqual(["edge"]);
});

test("the site restarts unless stopped, builds this folder and keeps the README's names", () => {
  expect(site.build).toBe(".");
  expect(site.restart).toBe("unless-stopped");
  expect(site.container_name).toBe("agency-site");
  expect(compose.volumes.data.name).toBe("agency-data");
  const readme = fs.readFileSync("README.md", "utf8");
  expect(readme).toContain("docker exec agency-site agency");
  expect(readme).toContain("-v agency-data:/data");
});

test("the site runs as the image's user, not root, on a read-only root with /data its volume", () => {
  const dockerUser = /^USER (\S+)$/m.exec(fs.readFileSync("Dockerfile", "utf8"))?.[1];
  expect(site.user).toBe(dockerUser);
  expect(site.user).toMatch(/^[1-9]\d*:[1-9]\d*$/);
  expect(site.read_only).toBe(true);
  expect(site.volumes).toContain("data:/data");
});

test("the healthcheck asks /healthz, and a stop leaves the server time to finish", () => {
  // The shell form, as the Dockerfile's: podman-compose 1.0 garbles the exec form.
  expect(site.healthcheck?.test).toEqual(["CMD-SHELL", expect.stringContaining("node -e")]);
  expect(site.healthcheck?.test[1]).toMatch(/'http:\/\/127\.0\.0\.1:3000\/healthz'/);
  // The server forces its own exit after 10 s; the engine must not kill it before.
  expect(seconds(site.stop_grace_period ?? "10s")).toBeGreaterThan(10);
});

test("the site's environment names only variables the server or its launcher reads", () => {
  const names = Object.keys(site.environment ?? {});
  expect(names).toContain("SITE_URL");
  expect(names).toContain("LITESTREAM_REPLICA_URL");
  for (const name of names) expect(configVariables).toContain(name);
});

test("every variable is documented by a comment above it or its group", () => {
  const source = fs.readFileSync("compose.yaml", "utf8");
  const environment = /^ {4}environment:\n((?: {6}.*\n)+)/m.exec(source)?.[1] ?? "";
  const lines = environment.split("\n").filter(Boolean);
  const variables = lines.filter((line) => !line.trimStart().startsWith("#"));
  expect(variables).toHaveLength(Object.keys(site.environment ?? {}).length);
  // A run of variables counts as a group: the first of each run has a comment above it.
  lines.forEach((line, index) => {
    const isVariable = !line.trimStart().startsWith("#");
    const previous = lines[index - 1]?.trimStart() ?? "";
    if (isVariable && !/^[A-Z_]+:/.test(previous)) expect(previous).toMatch(/^#/);
  });
});

test("replication is the site's own: the image's command runs it under Litestream when asked", () => {
  const dockerfile = fs.readFileSync("Dockerfile", "utf8");
  expect(dockerfile).toMatch(/^CMD \["node", "server-build\/start.js"\]$/m);
  expect(dockerfile).toContain("/usr/local/bin/litestream");
  expect(dockerfile).toMatch(/^COPY deploy\/litestream.yml \.\/deploy\/litestream.yml$/m);
  const config = fs.readFileSync("deploy/litestream.yml", "utf8");
  expect(config).toContain("${LITESTREAM_REPLICA_URL}");
});

test("Varnish shares the site's network and reads deploy/varnish.vcl", () => {
  expect(edge.network_mode).toBe("service:site");
  expect(edge.volumes).toContain("./deploy/varnish.vcl:/etc/varnish/varnish.vcl:ro");
  expect(edge.depends_on?.site?.condition).toBe("service_healthy");
});
