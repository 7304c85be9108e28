import http from "node:http";
import { expect, test, vi } from "vitest";
import { logger, standardOutput } from "../app/utils/logger.server";
import { requestIdOf, withRequestIds } from "./request-id";

const requestWith = (id?: string) =>
  ({ headers: id === undefined ? {} : { "x-request-id": id } }) as http.IncomingMessage;

test("a proxy's short safe id is kept; anything else is replaced by a new one", () => {
  expect(requestIdOf(requestWith("a1b2c3d4-e5f6"))).toBe("a1b2c3d4-e5f6");
  for (const given of [undefined, "", "corto", "con spazi dentro", "riga\nfalsa", "x".repeat(65)])
    expect(requestIdOf(requestWith(given))).toMatch(/^[\w-]{12}$/);
  expect(requestIdOf(requestWith())).not.toBe(requestIdOf(requestWith()));
});

test("every line logged while a request is served names it, and so does the answer", async () => {
  const written = vi.spyOn(standardOutput, "write").mockImplementation(() => true);
  const server = http.createServer(
    withRequestIds((_req, res) => {
      logger.info("prima riga");
      setTimeout(() => {
        logger.warn("riga dopo un'attesa");
        res.end("ok");
      }, 5);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "X-Request-Id": "richiesta-di-prova" },
    });
    expect(response.headers.get("x-request-id")).toBe("richiesta-di-prova");
    logger.info("fuori da ogni richiesta");
  } finally {
    server.close();
  }
  const lines = written.mock.calls.map(([line]) => String(line));
  written.mockRestore();
  expect(lines.filter((line) => line.includes("[richiesta-di-prova]"))).toEqual([
    expect.stringContaining("prima riga"),
    expect.stringContaining("riga dopo un'attesa"),
  ]);
  expect(lines.find((line) => line.includes("fuori da ogni richiesta"))).not.toContain("[");
});
