import crypto from "node:crypto";
import http from "node:http";
import type net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { noVarySearch } from "../app/utils/no-vary-search";
import { PageCache, QUERY_VARIANTS_PER_PATH } from "../app/utils/page-cache.server";
import { serializePreferences } from "../app/features/site/preferences.server";
import { chosenCoding, pageCacheLayer } from "./page-cache";
import { contentSecurityPolicy } from "./security-headers";

test("one policy builder: a nonce, hashes, or no script at all", () => {
  expect(contentSecurityPolicy(["'nonce-abc'"])).toContain(
    "script-src 'nonce-abc' 'strict-dynamic' 'self';",
  );
  expect(contentSecurityPolicy(["'sha256-a'", "'sha256-b'"])).toContain(
    "script-src 'sha256-a' 'sha256-b' 'strict-dynamic' 'self';",
  );
  expect(contentSecurityPolicy([])).toContain("script-src 'none';");
  expect(contentSecurityPolicy([], { https: true })).toContain("upgrade-insecure-requests");
});

test("sends brotli or gzip by the client's preference, plain text otherwise", () => {
  expect(chosenCoding("gzip, deflate, br")).toBe("br");
  expect(chosenCoding("gzip")).toBe("gzip");
  expect(chosenCoding("br;q=0, gzip")).toBe("gzip");
  expect(chosenCoding("gzip;q=1, br;q=0.5")).toBe("gzip");
  expect(chosenCoding("*")).toBe("br");
  expect(chosenCoding("identity")).toBe("identity");
  expect(chosenCoding(undefined)).toBe("identity");
});

// A stand-in for Express and Remix behind the layer. It answers as the address asks and as
// `@remix-run/express` does (headers, then the body in writes): a page declared shared with a
// hashed policy by default, or a 404, a cookie, a page for one visitor, a nonce'd policy, an
// event stream. It counts its renders.
let renders = 0;
let cache: PageCache;
let base = "";
let server: http.Server;

const shared = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

function render(req: http.IncomingMessage, res: http.ServerResponse) {
  renders += 1;
  const url = req.url ?? "/";
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy(url.includes("nonce") ? ["'nonce-abc'"] : ["'sha256-abc'"]),
  );
  if (url.startsWith("/aggiornamenti")) {
    res.setHeader("Content-Type", "text/event-stream");
    res.setHeader("Cache-Control", "no-cache");
    res.flushHeaders();
    res.write("data: uno\n\n");
    setTimeout(() => res.end("data: due\n\n"), 50);
    return;
  }
  const dark = /preferenze=/.test(req.headers.cookie ?? "") ? "dark" : "";
  const html = `<!DOCTYPE html><html class="${dark}"><body><p>${url}</p></body></html>`;
  res.statusCode = url.startsWith("/pagina-inesistente") ? 404 : 200;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(html));
  res.setHeader(
    "ETag",
    `W/"${crypto.createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
  );
  if (!url.includes("privata")) {
    res.setHeader("Cache-Control", shared);
    res.setHeader("Cache-Tag", url.startsWith("/blog") ? "blog" : "pagine");
    res.setHeader("Vary", "Cookie");
  }
  // A list that reads `?pagina=` and nothing else of its query.
  if (url.startsWith("/elenco")) res.setHeader("No-Vary-Search", noVarySearch(["pagina"]));
  if (url.includes("biscotto")) res.setHeader("Set-Cookie", "messaggio=x");
  res.write(html);
  res.end();
}

beforeAll(async () => {
  cache = new PageCache(200_000);
  const layer = pageCacheLayer(cache);
  server = http.createServer(
    (req, res) =>
      void layer.serve(req, res, () =>
        layer.keep(req as never, res as never, () => render(req, res)),
      ),
  );
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(() => server.close());

beforeEach(() => {
  renders = 0;
});

/** A raw GET (no automatic decompression), its body as sent. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

test("the second request for a shared page is answered from memory, compressed, with the headers it was declared with", async () => {
  const first = await get("/servizi", { "Accept-Encoding": "br" });
  const second = await get("/servizi", { "Accept-Encoding": "gzip" });
  const third = await get("/servizi");
  expect(renders).toBe(1);
  expect(first.headers["content-encoding"]).toBe("br");
  expect(second.headers["content-encoding"]).toBe("gzip");
  expect(third.headers["content-encoding"]).toBeUndefined();
  const html = third.body.toString();
  expect(zlib.brotliDecompressSync(first.body).toString()).toBe(html);
  expect(zlib.gunzipSync(second.body).toString()).toBe(html);
  expect(second.headers["content-security-policy"]).toContain("'sha256-abc'");
  expect(second.headers["x-content-type-options"]).toBe("nosniff");
  expect(second.headers["cache-control"]).toBe(shared);
  expect(second.headers["cache-tag"]).toBe("pagine");
  expect(second.headers.vary).toBe("Cookie, Accept-Encoding");
  expect(second.headers.etag).toBe(first.headers.etag);
});

test("a kept page answers 304 to its ETag, and HEAD without a body", async () => {
  const { headers } = await get("/chi-siamo");
  const etag = headers.etag ?? "";
  const unchanged = await get("/chi-siamo", { "If-None-Match": etag });
  expect(unchanged.status).toBe(304);
  expect(unchanged.body.length).toBe(0);
  expect(unchanged.headers["cache-control"]).toBe(shared);
  expect(unchanged.headers["content-security-policy"]).toBeUndefined();
  expect((await get("/chi-siamo", { "If-None-Match": 'W/"altro"' })).status).toBe(200);
  const head = await get("/chi-siamo", {}, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(renders).toBe(1);
});

test("a conditional request that misses is rendered whole, kept, and answered from the kept copy", async () => {
  const etag = (await get("/eventi?prima")).headers.etag ?? "";
  cache.forget("pagine");
  const unchanged = await get("/eventi?prima", { "If-None-Match": etag });
  expect(unchanged.status).toBe(304);
  expect((await get("/eventi?prima")).status).toBe(200);
  expect(renders).toBe(2);
});

test("a session or a pending message bypasses the cache, and answers not declared shared are not kept", async () => {
  await get("/contatti");
  await get("/contatti", { Cookie: "sessione=abc" });
  await get("/contatti", { Cookie: "altro=1; messaggio=abc" });
  expect(renders).toBe(3);
  for (const path of [
    "/eventi?biscotto",
    "/eventi?privata",
    "/eventi?nonce",
    "/pagina-inesistente",
  ]) {
    const first = await get(path);
    await get(path);
    expect(first.body.toString(), path).toContain(path);
  }
  expect(renders).toBe(3 + 8);
});

test("an event stream goes out as it is written, not held back", async () => {
  const events: string[] = [];
  await new Promise<void>((resolve, reject) => {
    http
      .get(`${base}/aggiornamenti`, (response) => {
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => events.push(chunk));
        response.on("end", resolve);
      })
      .on("error", reject);
  });
  expect(events).toEqual(["data: uno\n\n", "data: due\n\n"]);
});

test("forgetting a tag makes its pages render again, and only those", async () => {
  await get("/blog");
  await get("/formazione");
  cache.forget("blog");
  await get("/blog");
  await get("/formazione");
  expect(renders).toBe(3);
});

test("each display preference has its own copy, and nonsense in the cookie is the default", async () => {
  const dark =
    (await serializePreferences({ darkMode: true, fontSize: "normal", highContrast: false })).split(
      ";",
    )[0] ?? "";
  const plain = await get("/formazione?variante");
  const darkPage = await get("/formazione?variante", { Cookie: dark });
  const nonsense = await get("/formazione?variante", { Cookie: "preferenze=%%%" });
  expect(plain.body.toString()).toContain('class=""');
  expect(darkPage.body.toString()).toContain('class="dark"');
  expect(nonsense.body.toString()).toContain('class=""');
  expect(renders).toBe(2);
});

const bodyOf = (answer: { body: Buffer }) => /<p>(.*)<\/p>/.exec(answer.body.toString())?.[1];

test("parameters a page does not read are answered from its kept copy, for that visitor alone", async () => {
  const list = await get("/elenco");
  const aliases = [];
  for (const query of ["x=1", "utm_source=giornale&gclid=abc", "x=2&pagina=", "x"])
    aliases.push(await get(`/elenco?${query}`));
  expect(renders).toBe(2);
  expect(bodyOf(list)).toBe("/elenco");
  expect(aliases.map(bodyOf)).toEqual(["/elenco", "/elenco", "/elenco?pagina=", "/elenco"]);
  for (const alias of aliases) {
    expect(alias.status).toBe(200);
    expect(alias.headers["cache-control"]).toBe("private, no-cache");
    expect(alias.headers["cache-tag"]).toBeUndefined();
  }
  expect((await get("/elenco")).headers["cache-control"]).toBe(shared);
  const unchanged = await get("/elenco?x=3", { "If-None-Match": list.headers.etag ?? "" });
  expect([unchanged.status, unchanged.headers["cache-control"]]).toEqual([
    304,
    "private, no-cache",
  ]);
  expect(renders).toBe(2);
});

test("a page read parameter is rendered once for every order and spelling of the address", async () => {
  await get("/elenco-per-pagine");
  const first = await get("/elenco-per-pagine?x=1&pagina=2");
  const others = [
    await get("/elenco-per-pagine?pagina=%32&utm_campaign=autunno"),
    await get("/elenco-per-pagine?pagina=2"),
  ];
  expect(renders).toBe(2);
  // Rendered for the canonical address: nothing else of the first address is in the page.
  expect([first, ...others].map(bodyOf)).toEqual(Array(3).fill("/elenco-per-pagine?pagina=2"));
  expect(others.map((answer) => answer.headers["cache-control"])).toEqual([
    "private, no-cache",
    shared,
  ]);
});

test("before its path said what it reads, an address with a query is rendered, not kept", async () => {
  const first = await get("/elenco-nuovo?x=1");
  expect(bodyOf(first)).toBe("/elenco-nuovo?x=1");
  expect(first.headers["cache-control"]).toBe("private, no-cache");
  expect(first.headers["cache-tag"]).toBeUndefined();
  expect(bodyOf(await get("/elenco-nuovo?x=2"))).toBe("/elenco-nuovo");
  await get("/elenco-nuovo");
  expect(renders).toBe(2);
});

test("unique parameters fill nothing: 2,000 of them are one kept page, and a read one at most 16", async () => {
  await get("/elenco-lungo");
  const { size, bytes } = cache;
  for (let i = 0; i < 2_000; i += 1) await get(`/elenco-lungo?x=${i}`);
  expect(renders).toBe(1);
  expect([cache.size, cache.bytes]).toEqual([size, bytes]);
  for (let i = 1; i <= 100; i += 1) await get(`/elenco-lungo?pagina=${i}`);
  expect(cache.size).toBe(size + QUERY_VARIANTS_PER_PATH);
  await get("/elenco-lungo");
  expect(renders).toBe(101);
});

test("memory stays under the bound when 10,000 distinct addresses are asked for", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const paths = Array.from({ length: 10_000 }, (_, i) =>
    i % 2 ? `/pagina-inesistente-${i}` : `/?v=${i}`,
  );
  for (let i = 0; i < paths.length; i += 50) {
    await Promise.all(
      paths
        .slice(i, i + 50)
        .map(
          (path) =>
            new Promise((resolve, reject) =>
              http
                .get(`${base}${path}`, { agent }, (response) =>
                  response.resume().on("end", resolve),
                )
                .on("error", reject),
            ),
        ),
    );
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  }
  agent.destroy();
  expect(cache.size).toBeGreaterThan(10);
}, 60_000);
