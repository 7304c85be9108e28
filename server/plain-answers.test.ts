import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, test, vi } from "vitest";
import { allowedMethods, crossSitePosts, finalErrorHandler, missingAsset } from "./plain-answers";
import { plainRequest } from "../tests/support/plain-request";
import { logger } from "../app/utils/logger.server";

const servers: http.Server[] = [];
afterEach(() => {
  servers.splice(0).forEach((server) => server.close());
  vi.restoreAllMocks();
});

async function site() {
  const app = express();
  app.use(allowedMethods);
  app.use(crossSitePosts);
  app.use("/build", missingAsset);
  app.get("/troppo-grande", () => {
    throw Object.assign(new Error("request entity too large"), { status: 413 });
  });
  app.get("/guasto", () => {
    throw new Error("guasto interno");
  });
  app.all("*", (_req, res) => {
    res.send("pagina");
  });
  app.use(finalErrorHandler);
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

test("GET, HEAD and POST go on; OPTIONS is answered with the allowed methods", async () => {
  const port = await site();
  for (const method of ["GET", "HEAD", "POST"])
    expect((await plainRequest(port, method, "/contatti")).status).toBe(200);
  const options = await plainRequest(port, "OPTIONS", "/contatti");
  expect(options.status).toBe(204);
  expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
});

test("any other method gets 405 with Allow and one log line", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const port = await site();
  for (const method of ["PUT", "DELETE", "PATCH", "TRACE"]) {
    const answer = await plainRequest(port, method, "/contatti?email=nome@example.com");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(answer.body).toBe("Metodo non consentito.");
    expect(warn).toHaveBeenLastCalledWith(`405 metodo non consentito: ${method} /contatti`);
  }
});

test("a path Express cannot decode is a 400, logged as one line", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const error = vi.spyOn(logger, "error").mockImplementation(() => {});
  const port = await site();
  const answer = await plainRequest(port, "GET", "/a%zz");
  expect(answer.status).toBe(400);
  expect(answer.body).toBe("Indirizzo non valido.");
  expect(warn).toHaveBeenCalledWith(
    "400 richiesta non valida: GET /a%zz (Failed to decode param '/a%zz')",
  );
  expect(error).not.toHaveBeenCalled();
});

test("an error carrying a 4xx status keeps it; any other error is a 500 logged with its stack", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const error = vi.spyOn(logger, "error").mockImplementation(() => {});
  const port = await site();

  const tooLarge = await plainRequest(port, "GET", "/troppo-grande");
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.body).toBe("Richiesta non valida.");
  expect(warn).toHaveBeenCalledWith(
    "413 richiesta non valida: GET /troppo-grande (request entity too large)",
  );

  const broken = await plainRequest(port, "GET", "/guasto");
  expect(broken.status).toBe(500);
  expect(broken.body).toContain("Errore interno del server");
  const [logged, message] = error.mock.calls[0] ?? [];
  expect(message).toBe("Errore su GET /guasto:");
  expect((logged as { err: Error }).err.stack).toContain("plain-answers.test.ts");
});

test("a missing file under /build is a plain 404", async () => {
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  const port = await site();
  const answer = await plainRequest(port, "GET", "/build/assente.js");
  expect(answer.status).toBe(404);
  expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(answer.body).toBe("File non trovato.");
});

test("a post from another site's page is refused with 403 in one log line; the site's own posts go on", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const port = await site();
  const own = `http://127.0.0.1:${port}`;
  expect((await plainRequest(port, "POST", "/contatti", { Origin: own })).status).toBe(200);
  expect((await plainRequest(port, "POST", "/contatti")).status).toBe(200);
  for (const origin of [
    "https://evil.example",
    "null",
    "non-un-indirizzo",
    `http://127.0.0.1:${port + 1}`,
  ]) {
    const refused = await plainRequest(port, "POST", "/contatti", { Origin: origin });
    expect(refused.status, origin).toBe(403);
    expect(refused.body).toBe("Invio non consentito da un altro sito.");
  }
  expect(warn).toHaveBeenCalledTimes(4);
  expect(String(warn.mock.calls[0]?.[0])).toBe(
    "403 invio da un altro sito: POST /contatti (Origin https://evil.example)",
  );
});
