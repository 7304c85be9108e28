import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { clientIp } from "./client-ip";

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function ipSeenWith(trustProxy: number, forwardedFor?: string) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.get("/", (req, res) => res.json({ ip: clientIp(req) }));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
  return ((await response.json()) as { ip: string }).ip;
}

test("without trusted proxies a forged X-Forwarded-For is ignored", async () => {
  expect(await ipSeenWith(0, "203.0.113.7")).toBe("127.0.0.1");
});

test("with one trusted proxy the address it saw is used", async () => {
  expect(await ipSeenWith(1, "203.0.113.7")).toBe("203.0.113.7");
});

test("a client cannot push a fake address past the trusted proxy", async () => {
  // The client sent "198.51.100.1"; the proxy appended the real peer, 203.0.113.7.
  expect(await ipSeenWith(1, "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
});
