import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { queryDb } from "../support/db";
import { startServer } from "../support/server";
import { dataDir, expect, serverAnswer, serverLog, test } from "./fixtures";

// Plain HTTP exchanges, no page: one run is enough.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on a connection of its own, sent as written: no URL normalisation, no pool. */
function send(
  origin: string,
  method: string,
  path: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
) {
  const { hostname, port } = new URL(origin);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path, headers, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const origin = () => process.env.E2E_BASE_URL ?? "";
let unique = 0;
const marker = (what: string) => `${what}-${process.pid}-${Date.now()}-${(unique += 1)}`;

/** The server log's lines mentioning `text`, each with the line after it. */
function logLinesWith(text: string) {
  const lines = serverLog().split("\n");
  return lines.flatMap((line, index) =>
    line.includes(text) ? [{ line, next: lines[index + 1] ?? "" }] : [],
  );
}

async function expectOneLineLog(text: string, status: number) {
  await expect.poll(() => logLinesWith(text).length).toBe(1);
  const [entry] = logLinesWith(text);
  expect(entry?.line).toContain(String(status));
  expect(entry?.next).not.toMatch(/^\s+at /);
}

test(
  "PUT, DELETE and PATCH on /contatti answer 405 and store nothing",
  serverAnswer,
  async ({ visitorIp }) => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const email = `${marker(method.toLowerCase())}@example.com`;
      const body = new URLSearchParams({
        nome: "Metodo",
        cognome: "Sbagliato",
        email,
        servizio: "social-media",
        messaggio: "Non dovrebbe essere salvato.",
        privacy_accepted: "on",
      }).toString();
      const answer = await send(origin(), method, "/contatti", {
        body,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": visitorIp,
        },
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(answer.body).toContain("Metodo non consentito");
      const rows = queryDb<{ n: number }>(
        dataDir(),
        "select count(*) as n from contact_submissions where email = ?",
        email,
      );
      expect(rows[0]?.n, method).toBe(0);
    }
  },
);

test("TRACE answers 405, logged as one line without a stack", serverAnswer, async () => {
  const path = `/${marker("traccia")}`;
  const answer = await send(origin(), "TRACE", path);
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  await expectOneLineLog(path, 405);
});

test("OPTIONS answers 204 with the methods the site accepts", serverAnswer, async () => {
  const answer = await send(origin(), "OPTIONS", "/contatti");
  expect(answer.status).toBe(204);
  expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
});

test("a lone % in the path answers 400 in Italian, logged as one line", serverAnswer, async () => {
  for (const path of ["/%", "/contatti%", "/a%zz"]) {
    const answer = await send(origin(), "GET", path);
    expect(answer.status, path).toBe(400);
    expect(answer.headers["content-type"]).toContain("text/plain");
    expect(answer.body).toContain("Indirizzo non valido");
  }
  const path = `/${marker("malformato")}%`;
  expect((await send(origin(), "GET", path)).status).toBe(400);
  await expectOneLineLog(path, 400);
});

test("/build is a plain 404, not a redirect to a 404", serverAnswer, async () => {
  for (const path of ["/build", "/build/", "/build/inesistente.js"]) {
    const answer = await send(origin(), "GET", path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers.location, path).toBeUndefined();
  }
  // The fingerprinted files themselves are still served.
  const home = await send(origin(), "GET", "/");
  const script = home.body.match(/\/build\/[^"]+\.js/)?.[0];
  expect(script).toBeDefined();
  const asset = await send(origin(), "GET", script ?? "");
  expect(asset.status).toBe(200);
  expect(asset.headers["cache-control"]).toContain("immutable");
});

/** A connection that never sends anything; resolves once connected, with when it closes. */
function idleSocket(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<{ socket: net.Socket; closed: Promise<{ at: number; received: string }> }>(
    (resolve, reject) => {
      const socket = net.connect(Number(port), hostname);
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
      const closed = new Promise<{ at: number; received: string }>((done) =>
        socket.once("close", () => done({ at: Date.now(), received })),
      );
      socket.once("connect", () => resolve({ socket, closed }));
      socket.once("error", reject);
    },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test(
  "with every connection taken a request gets 503, and the site answers again once idle sockets time out",
  serverAnswer,
  async () => {
    // The tests' small limits: 3 connections, headers within 1 s, keep-alive 0.5 s.
    const server = await startServer({}, { testSettings: { smallHttpLimits: true } });
    const idle: net.Socket[] = [];
    try {
      // The readiness probe's kept-alive connection closes first.
      await sleep(800);
      const opened = Date.now();
      const sockets = await Promise.all([1, 2, 3].map(() => idleSocket(server.url)));
      idle.push(...sockets.map(({ socket }) => socket));
      await sleep(100);

      const busy = await send(server.url, "GET", "/");
      expect(busy.status).toBe(503);
      expect(busy.headers["retry-after"]).toBe("1");
      expect(busy.headers.connection).toBe("close");
      expect(busy.body).toContain("Riprova");

      // Sockets that never sent a request are closed once the headers timeout has passed.
      const closes = await Promise.all(sockets.map(({ closed }) => closed));
      for (const { at } of closes) {
        expect(at - opened).toBeGreaterThanOrEqual(900);
        expect(at - opened).toBeLessThan(2_500);
      }
      const page = await send(server.url, "GET", "/healthz");
      expect(page.status).toBe(200);
      expect(fs.readFileSync(server.logFile, "utf8")).toContain("Connessioni al completo");
    } finally {
      idle.forEach((socket) => socket.destroy());
      await server.stop();
    }
  },
);
