import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { serverAnswer } from "./fixtures";
import { exitOf, startServer } from "../support/server";

// These start servers of their own; one browser-less run is enough.
const test = base.extend({});

async function startExpectingFailure(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server-build/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_PATH: "/dev/null/mai-creato.db",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await exitOf(child);
  return { code, output };
}

test(
  "a port that is not a number stops the start with a message naming PORT",
  serverAnswer,
  async () => {
    const { code, output } = await startExpectingFailure({
      PORT: "abc",
      SESSION_SECRET: "x".repeat(40),
    });
    expect(code).not.toBe(0);
    expect(output).toContain("Configurazione non valida");
    expect(output).toMatch(/PORT: /);
  },
);

test(
  "a site URL that is not a URL stops the start with a message naming SITE_URL",
  serverAnswer,
  async () => {
    const { code, output } = await startExpectingFailure({
      SITE_URL: "sito",
      SESSION_SECRET: "x".repeat(40),
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/SITE_URL: /);
  },
);

test(
  "in production a tests' settings file outside the temporary folder stops the start",
  serverAnswer,
  async () => {
    // The server's temporary folder is one of its own, so the file, in another, lies outside it.
    const serverTmp = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-tmp-"));
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-altrove-"));
    const file = path.join(elsewhere, "test-settings.json");
    fs.writeFileSync(file, JSON.stringify({ purpose: "test", smallHttpLimits: true }));
    try {
      const { code, output } = await startExpectingFailure({
        TMPDIR: serverTmp,
        TEST_SETTINGS_FILE: file,
        SESSION_SECRET: "x".repeat(40),
      });
      expect(code).toBe(1);
      expect(output).toContain("Configurazione non valida");
      expect(output).toContain(
        `TEST_SETTINGS_FILE: con NODE_ENV=production le impostazioni dei test si leggono soltanto da un file nella cartella temporanea del sistema (${serverTmp})`,
      );
    } finally {
      fs.rmSync(serverTmp, { recursive: true, force: true });
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  },
);

test(
  "a variable moved to the tests' settings file stops the start, saying where it went",
  serverAnswer,
  async () => {
    const { code, output } = await startExpectingFailure({
      SCHEDULE_CHECK_MS: "500",
      SESSION_SECRET: "x".repeat(40),
    });
    expect(code).toBe(1);
    // The log is JSON in production: the quotes around the key are escaped there.
    expect(output).toContain(
      "SCHEDULE_CHECK_MS: non è più una variabile d'ambiente; serve soltanto ai test, che la danno come",
    );
    expect(output).toContain("scheduleCheckMs");
  },
);

// One start for both: a server of its own costs seconds, and the stop is the start's sequel.
test(
  "with nothing configured the server creates its database and answers /healthz; SIGTERM stops it cleanly",
  serverAnswer,
  async () => {
    const server = await startServer();
    let stopped = false;
    try {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(
        /^ok\nok database: scrivibile\nok spazio libero: \d+ MB\n/,
      );
      expect(response.headers.get("cache-control")).toBe("no-store");
      stopped = true;
      expect(await server.stop()).toBe(0);
    } finally {
      if (!stopped) await server.stop();
    }
  },
);

test(
  "SIGTERM does not wait for a connection a browser opened ahead of a request",
  serverAnswer,
  async () => {
    const server = await startServer();
    // What a browser's preconnect is: a connection that has sent nothing yet.
    const { port } = new URL(server.url);
    const ahead = net.connect(Number(port), "127.0.0.1");
    ahead.on("error", () => {});
    await new Promise((resolve) => ahead.once("connect", resolve));
    const closed = new Promise((resolve) => ahead.once("close", resolve));
    const stopping = Date.now();
    // Before, the stop waited for the headers' timeout, 10 s, and the forced exit won the race.
    expect(await server.stop()).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5_000);
    await closed;
  },
);

test("an https site URL turns on HSTS and Secure cookies", serverAnswer, async () => {
  const server = await startServer({ SITE_URL: "https://www.example.it" });
  try {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get("strict-transport-security")).toContain("max-age=");
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const body = new URLSearchParams({ intent: "toggle-dark", redirectTo: "/" });
    const response = await fetch(`${server.url}/preferenze`, {
      method: "POST",
      body,
      redirect: "manual",
    });
    expect(response.headers.get("set-cookie")).toContain("Secure");
  } finally {
    await server.stop();
  }
});
