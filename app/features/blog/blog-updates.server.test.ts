import { afterEach, describe, expect, test, vi } from "vitest";
import {
  announceBlogChange,
  blogUpdateLimits,
  blogUpdatesResponse,
  closeBlogUpdateStreams,
} from "~/features/blog/blog-updates.server";

const decoder = new TextDecoder();

/** Opens a stream as `ip`; `abort` plays the client going away. */
function open(ip: string, path = "/blog/aggiornamenti") {
  const client = new AbortController();
  const response = blogUpdatesResponse(
    new Request(`http://localhost${path}`, { signal: client.signal }),
    ip,
  );
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const read = () => {
    if (!response.body) throw new Error("nessun corpo");
    reader ??= response.body.getReader();
    return reader.read();
  };
  let received = "";
  return {
    response,
    abort: () => client.abort(),
    /** Reads until the text so far contains `text`. */
    async readUntil(text: string) {
      while (!received.includes(text)) {
        const { done, value } = await read();
        if (done)
          throw new Error(
            `flusso finito prima di ${JSON.stringify(text)}: ${JSON.stringify(received)}`,
          );
        received += decoder.decode(value);
      }
      return received;
    },
    /** Reads what is left; resolves once the stream has ended. */
    async readToEnd() {
      for (;;) {
        const { done, value } = await read();
        if (done) return received;
        received += decoder.decode(value);
      }
    },
  };
}

afterEach(() => {
  closeBlogUpdateStreams();
  vi.useRealTimers();
});

describe("blog update streams", () => {
  test("open with the SSE headers and a retry line, then carry each announced change", async () => {
    const stream = open("192.0.2.1");
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("Cache-Control")).toBe("no-cache, no-transform");
    expect(stream.response.headers.get("X-Accel-Buffering")).toBe("no");
    expect(await stream.readUntil("\n\n")).toMatch(/^retry: 5000\n: [^\n]+\n\n$/);

    announceBlogChange({ slug: "seo-locale", kind: "published", language: "it" });
    const text = await stream.readUntil('"published"}\n\n');
    expect(text.split("\n\n")[1]).toBe('data: {"slug":"seo-locale","kind":"published"}');
  });

  test("every open stream receives the change", async () => {
    const streams = [open("192.0.2.1"), open("192.0.2.2")];
    announceBlogChange({ slug: "vecchio", kind: "deleted", language: "it" });
    for (const stream of streams) {
      expect(await stream.readUntil('"deleted"}\n\n')).toContain(
        '\n\ndata: {"slug":"vecchio","kind":"deleted"}\n\n',
      );
    }
  });

  test("each language's readers hear of their own blog's articles only", async () => {
    const italian = open("192.0.2.1");
    const english = open("192.0.2.2", "/en/blog/updates");
    announceBlogChange({ slug: "design-stand", kind: "published", language: "en" });
    announceBlogChange({ slug: "stand-fiera", kind: "published", language: "it" });
    expect(await english.readUntil('"published"}\n\n')).toContain('"slug":"design-stand"');
    const heard = await italian.readUntil('"published"}\n\n');
    expect(heard).toContain('"slug":"stand-fiera"');
    expect(heard).not.toContain("design-stand");
  });

  test("send a heartbeat comment before 30 s of silence", async () => {
    vi.useFakeTimers();
    const stream = open("192.0.2.1");
    await stream.readUntil("\n\n");
    vi.advanceTimersByTime(30_000);
    expect(await stream.readUntil(": ping\n\n")).toMatch(/\n\n: ping\n\n$/);
  });

  test("refuse the seventh stream from one address with 429 and Retry-After", async () => {
    const streams = Array.from({ length: blogUpdateLimits.perIp }, () => open("192.0.2.7"));
    expect(streams.every(({ response }) => response.status === 200)).toBe(true);

    const refused = open("192.0.2.7").response;
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("5");
    expect(refused.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await refused.text()).toContain("Troppi aggiornamenti");
    // Another address is not affected.
    expect(open("192.0.2.8").response.status).toBe(200);
  });

  test("refuse any stream past the total with 503 and Retry-After", async () => {
    for (let i = 0; i < blogUpdateLimits.total; i += 1) open(`198.51.100.${i % 250}-${i}`);
    const refused = open("203.0.113.1").response;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("5");
    expect(await refused.text()).toContain("Riprova");
  });

  test("a client going away ends its stream and frees its slot", async () => {
    const streams = Array.from({ length: blogUpdateLimits.perIp }, () => open("192.0.2.9"));
    expect(open("192.0.2.9").response.status).toBe(429);
    streams[0]?.abort();
    await streams[0]?.readToEnd();
    expect(open("192.0.2.9").response.status).toBe(200);
  });

  test("a closed connection frees its slot when the request's signal never aborts", async () => {
    const closers: (() => void)[] = [];
    const onConnectionClose = (listener: () => void) => closers.push(listener);
    const request = () => new Request("http://localhost/blog/aggiornamenti");
    const responses = Array.from({ length: blogUpdateLimits.perIp }, () =>
      blogUpdatesResponse(request(), "192.0.2.13", onConnectionClose),
    );
    expect(blogUpdatesResponse(request(), "192.0.2.13").status).toBe(429);
    closers[0]?.();
    expect(await responses[0]?.text()).toMatch(/^retry: 5000\n/);
    expect(blogUpdatesResponse(request(), "192.0.2.13").status).toBe(200);
  });

  test("a reader that cancels frees its slot", async () => {
    const streams = Array.from({ length: blogUpdateLimits.perIp }, () => open("192.0.2.10"));
    await streams[0]?.response.body?.cancel();
    expect(open("192.0.2.10").response.status).toBe(200);
  });

  test("closeBlogUpdateStreams ends every stream, frees the slots and counts them", async () => {
    vi.useFakeTimers();
    const streams = [open("192.0.2.11"), open("192.0.2.11"), open("192.0.2.12")];
    expect(closeBlogUpdateStreams()).toBe(3);
    for (const stream of streams) expect(await stream.readToEnd()).toMatch(/^retry: 5000\n/);
    expect(closeBlogUpdateStreams()).toBe(0);
    // No heartbeat is left behind to write to a closed stream.
    expect(vi.getTimerCount()).toBe(0);
    expect(
      Array.from({ length: blogUpdateLimits.perIp }, () => open("192.0.2.11").response.status),
    ).toEqual(Array(blogUpdateLimits.perIp).fill(200));
  });

  test("HEAD gets the headers and takes no slot", () => {
    const head = blogUpdatesResponse(
      new Request("http://localhost/blog/aggiornamenti", { method: "HEAD" }),
      "192.0.2.13",
    );
    expect(head.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(head.body).toBeNull();
    expect(closeBlogUpdateStreams()).toBe(0);
  });
});
