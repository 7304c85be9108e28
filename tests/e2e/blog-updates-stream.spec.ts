import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { exitOf, startServer, type RunningServer } from "../support/server";
import { expect, serverAnswer, test } from "./fixtures";

// Plain HTTP exchanges, no page: one run is enough.

type OpenStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Milliseconds from sending the request to the first bytes of the body (or the end of a refusal). */
  firstBytesAfter: number;
  text: () => string;
  ended: Promise<void>;
  request: http.ClientRequest;
};

/**
 * Opens /blog/aggiornamenti as a browser would (kept-alive connection, gzip accepted) from
 * `ip`, and resolves once the first bytes of the body have arrived.
 */
function openStream(server: RunningServer, ip: string, agent: http.Agent) {
  const { hostname, port } = new URL(server.url);
  const sent = Date.now();
  return new Promise<OpenStream>((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: "/blog/aggiornamenti",
        agent,
        headers: { Accept: "text/event-stream", "Accept-Encoding": "gzip", "X-Forwarded-For": ip },
      },
      (response) => {
        let text = "";
        const body =
          response.headers["content-encoding"] === "gzip"
            ? response.pipe(zlib.createGunzip())
            : response;
        const ended = new Promise<void>((done) => body.once("end", done).once("close", done));
        const answer = () => ({
          status: response.statusCode ?? 0,
          headers: response.headers,
          firstBytesAfter: Date.now() - sent,
          text: () => text,
          ended,
          request,
        });
        body.setEncoding("utf8");
        body.on("data", (chunk: string) => {
          text += chunk;
          if (response.statusCode === 200) resolve(answer());
        });
        body.once("end", () => resolve(answer()));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

let server: RunningServer | undefined;
const agent = new http.Agent({ keepAlive: true });

test.beforeEach(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
});

test.afterEach(async () => {
  agent.destroy();
  await server?.stop();
});

test(
  "the stream opens at once, not gzipped, and the seventh from one address gets 429",
  serverAnswer,
  async () => {
    if (!server) throw new Error("server non avviato");
    const ip = "2001:db8::5e:1";
    const streams: OpenStream[] = [];
    for (let i = 0; i < 6; i += 1) streams.push(await openStream(server, ip, agent));
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      expect(stream.headers["cache-control"]).toBe("no-cache, no-transform");
      expect(stream.headers["x-accel-buffering"]).toBe("no");
      // no-transform keeps compression() off the stream, so nothing waits for a gzip block.
      expect(stream.headers["content-encoding"]).toBeUndefined();
      // The stream stays open: a buffered one would show nothing until it ended. The bound only
      // has to tell the two apart, with room for a busy machine.
      expect(stream.firstBytesAfter).toBeLessThan(5_000);
      expect(stream.text()).toMatch(/^retry: 5000\n/);
    }

    const refused = await openStream(server, ip, agent);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.text()).toContain("Troppi aggiornamenti");
    expect((await openStream(server, "2001:db8::5e:2", agent)).status).toBe(200);

    // A client that goes away frees its slot.
    streams[0]?.request.destroy();
    await expect
      .poll(async () => (await openStream(server as RunningServer, ip, agent)).status)
      .toBe(200);
  },
);

test(
  "SIGTERM with streams open ends them and exits cleanly, not by the forced exit",
  serverAnswer,
  async () => {
    if (!server) throw new Error("server non avviato");
    const streams = await Promise.all(
      ["2001:db8::5e:3", "2001:db8::5e:4"].map((ip) =>
        openStream(server as RunningServer, ip, agent),
      ),
    );
    expect(streams.map(({ status }) => status)).toEqual([200, 200]);

    const exited = exitOf(server.child);
    server.child.kill("SIGTERM");
    await Promise.all(streams.map(({ ended }) => ended));
    // Open streams would hold server.close() until the forced exit after 10 s, with code 1.
    expect(await exited).toBe(0);
    expect(fs.readFileSync(server.logFile, "utf8")).not.toContain("Chiusura forzata");
  },
);
