import net from "node:net";
import { afterEach, expect, test, vi } from "vitest";
import { chosenHttpLimits, createHttpServer, httpLimits, type HttpLimits } from "./http-server";
import { plainRequest } from "../tests/support/plain-request";
import { logger } from "../app/utils/logger.server";

const limits: HttpLimits = {
  maxConnections: 2,
  maxRefusing: 1,
  headersTimeoutMs: 500,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 200,
  checkIntervalMs: 50,
  refuseLingerMs: 300,
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.restoreAllMocks();
});

async function listening(overrides: Partial<HttpLimits> = {}) {
  const server = createHttpServer((_req, res) => res.end("ok"), { ...limits, ...overrides });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  cleanups.push(() => server.close());
  return (server.address() as net.AddressInfo).port;
}

type Connection = { socket: net.Socket; received: () => string; closed: Promise<number> };

/** A raw connection, once the server has had time to take it. */
async function connect(port: number): Promise<Connection> {
  const socket = net.connect(port, "127.0.0.1");
  cleanups.push(() => socket.destroy());
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  await new Promise((resolve) => socket.once("connect", resolve));
  await new Promise((resolve) => setTimeout(resolve, 30));
  return { socket, received: () => received, closed };
}

test("a request over the cap gets a 503 in Italian that closes the connection", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  // Room for both refusals at once: the first may still be closing when the second comes.
  const port = await listening({ maxRefusing: 2 });
  await connect(port);
  await connect(port);

  const busy = await plainRequest(port);
  expect(busy.status).toBe(503);
  expect(busy.headers["retry-after"]).toBe("1");
  expect(busy.headers.connection).toBe("close");
  expect(busy.body).toContain("Riprova tra qualche secondo");
  const head = await plainRequest(port, "HEAD");
  expect(head.status).toBe(503);
  expect(head.body).toBe("");
  // One line when the server fills up, not one per refused request.
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toBe(
    "Connessioni al completo (2): rifiutate con 503 1, chiuse senza risposta 0",
  );
});

test("idle connections are closed after the headers timeout, and then the server answers again", async () => {
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  const port = await listening();
  const opened = Date.now();
  const idle = [await connect(port), await connect(port)];
  expect((await plainRequest(port)).status).toBe(503);

  for (const connection of idle) {
    const closedAt = await connection.closed;
    expect(closedAt - opened).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50);
    expect(closedAt - opened).toBeLessThan(limits.headersTimeoutMs + 500);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  }
  expect((await plainRequest(port)).status).toBe(200);
});

test("a connection the server has just closed frees its slot for the next one at once", async () => {
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  const server = createHttpServer((_req, res) => res.end("ok"), { ...limits, maxConnections: 1 });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  cleanups.push(() => server.close());
  const port = (server.address() as net.AddressInfo).port;
  const taken = new Promise<net.Socket>((resolve) => server.once("connection", resolve));
  await connect(port);
  const held = await taken;

  // Node reports a socket closed only at the end of the loop's turn; a client told of the
  // close sooner (the server busy with other timers meanwhile) reconnects in that gap.
  const next = await new Promise<ReturnType<typeof plainRequest>>((resolve) =>
    setTimeout(() => {
      held.destroy();
      resolve(plainRequest(port));
      process.nextTick(() => {
        const until = Date.now() + 30;
        while (Date.now() < until);
      });
    }),
  );
  expect((await next).status).toBe(200);
});

test("a refused client that keeps sending or resets does not disturb the server", async () => {
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  const port = await listening();
  const idle = [await connect(port), await connect(port)];

  const greedy = await connect(port);
  greedy.socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n");
  greedy.socket.write(Buffer.alloc(1_000_000));
  await greedy.closed;
  expect(greedy.received()).toMatch(/^HTTP\/1\.1 503/);

  const rude = await connect(port);
  rude.socket.write("GET / HTTP/1.1\r\n");
  rude.socket.resetAndDestroy();
  await rude.closed;

  idle.forEach(({ socket }) => socket.destroy());
  await Promise.all(idle.map(({ closed }) => closed));
  expect((await plainRequest(port)).status).toBe(200);
});

test("past the connections being refused, new ones are closed unanswered", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const port = await listening();
  await connect(port);
  await connect(port);
  const refusing = await connect(port);
  const dropped = await connect(port);

  await dropped.closed;
  expect(dropped.received()).toBe("");
  // The connection being refused never sent a request: it is let go after its grace period.
  await refusing.closed;
  expect(refusing.received()).toBe("");
  expect(warn).toHaveBeenCalledWith(
    "Connessioni al completo (2): rifiutate con 503 1, chiuse senza risposta 0",
  );
});

test("connections closed unanswered are counted in the log too", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const port = await listening({ maxRefusing: 0 });
  await connect(port);
  await connect(port);
  await (
    await connect(port)
  ).closed;
  expect(warn).toHaveBeenCalledWith(
    "Connessioni al completo (2): rifiutate con 503 0, chiuse senza risposta 1",
  );
});

test("the tests' smallHttpLimits shrinks the limits, saying so; otherwise the production ones apply", () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  expect(chosenHttpLimits({ smallHttpLimits: false })).toBe(httpLimits);
  expect(warn).not.toHaveBeenCalled();
  expect(chosenHttpLimits({ smallHttpLimits: true }).maxConnections).toBeLessThan(10);
  expect(warn).toHaveBeenCalledWith(
    "Limiti HTTP ridotti per i test (smallHttpLimits in TEST_SETTINGS_FILE)",
  );
});
