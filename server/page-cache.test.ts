import crypto from "node:crypto";
import http from "node:http";
import type net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { PageCache } from "../app/utils/page-cache.server";
import { serializePreferences } from "../app/utils/preferences.server";
import { chosenCoding, hashScripts, pageCacheLayer } from "./page-cache";
import { contentSecurityPolicy } from "./security-headers";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

test("hashes the page's own scripts (those with the render's nonce) and takes the nonce out", () => {
  const html =
    '<script type="application/ld+json">{"a":1}</script><script nonce="n0nce">window.a = 1;</script>' +
    '<script nonce="n0nce" type="module" async="">import "/build/x.js";</script><script>alert("iniettato")</script>';
  const { html: shared, scriptSources } = hashScripts(html, "n0nce");
  expect(scriptSources).toEqual([sha256("window.a = 1;"), sha256('import "/build/x.js";')]);
  expect(shared).not.toContain("n0nce");
  expect(shared).toContain('<script type="module" async="">import "/build/x.js";</script>');
  // A script that got into the markup without the nonce gets no hash: the browser refuses it.
  expect(scriptSources).not.toContain(sha256('alert("iniettato")'));
});

test("one policy builder: a nonce, hashes, or no script at all", () => {
  expect(contentSecurityPolicy(["'nonce-abc'"])).toContain("script-src 'nonce-abc' 'strict-dynamic' 'self';");
  expect(contentSecurityPolicy(["'sha256-a'", "'sha256-b'"])).toContain("script-src 'sha256-a' 'sha256-b' 'strict-dynamic' 'self';");
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

// A stand-in for Express and Remix behind the layer: it renders a page with a nonce'd script,
// or answers as the address asks (a 404, a cookie, no-store), and counts its renders.
let renders = 0;
let cache: PageCache;
let base = "";
let server: http.Server;

function render(req: http.IncomingMessage, res: http.ServerResponse, layer: ReturnType<typeof pageCacheLayer>) {
  renders += 1;
  const nonce = crypto.randomBytes(8).toString("base64");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
  res.setHeader("X-Content-Type-Options", "nosniff");
  const url = req.url ?? "/";
  const dark = /preferenze=/.test(req.headers.cookie ?? "") ? "dark" : "";
  const html = `<!DOCTYPE html><html class="${dark}"><body><p>${url}</p><script nonce="${nonce}">window.pagina = ${JSON.stringify(url)};</script></body></html>`;
  const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8" };
  let status = 200;
  if (url.startsWith("/pagina-inesistente")) status = 404;
  if (url.includes("biscotto")) headers["Set-Cookie"] = "messaggio=x";
  if (url.includes("nostore")) headers["Cache-Control"] = "private, no-store";
  const response = new Response(html, { status, headers });
  void layer.storeAndSend(req, res, response, nonce).then((sent) => {
    if (sent) return;
    res.writeHead(status, { ...headers });
    res.end(html);
  });
}

beforeAll(async () => {
  cache = new PageCache(200_000);
  const layer = pageCacheLayer(cache, {});
  server = http.createServer((req, res) => void layer.serve(req, res, () => render(req, res, layer)));
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
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

test("the second request for a page is answered from memory, compressed, with the hashed policy", async () => {
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
  expect(html).not.toContain("nonce");
  const policy = second.headers["content-security-policy"] ?? "";
  expect(policy).toContain(sha256('window.pagina = "/servizi";'));
  expect(policy).not.toContain("'nonce-");
  expect(second.headers["x-content-type-options"]).toBe("nosniff");
  expect(second.headers.vary).toBe("Accept-Encoding");
  expect(second.headers.etag).toBe(first.headers.etag);
});

test("a cached page answers 304 to its ETag, and HEAD without a body", async () => {
  const { headers } = await get("/chi-siamo");
  const etag = headers.etag ?? "";
  expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
  const unchanged = await get("/chi-siamo", { "If-None-Match": etag });
  expect(unchanged.status).toBe(304);
  expect(unchanged.body.length).toBe(0);
  expect((await get("/chi-siamo", { "If-None-Match": 'W/"altro"' })).status).toBe(200);
  const head = await get("/chi-siamo", {}, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(renders).toBe(1);
});

test("a session or a pending message bypasses the cache, and answers that set a cookie, fail or forbid storing are not kept", async () => {
  await get("/contatti");
  await get("/contatti", { Cookie: "sessione=abc" });
  await get("/contatti", { Cookie: "altro=1; messaggio=abc" });
  expect(renders).toBe(3);
  for (const path of ["/eventi?biscotto", "/eventi?nostore", "/pagina-inesistente"]) {
    await get(path);
    await get(path);
  }
  expect(renders).toBe(3 + 6);
});

test("each display preference has its own copy, and nonsense in the cookie is the default", async () => {
  const dark = (await serializePreferences({ darkMode: true, fontSize: "normal", highContrast: false })).split(";")[0] ?? "";
  const plain = await get("/formazione");
  const darkPage = await get("/formazione", { Cookie: dark });
  const nonsense = await get("/formazione", { Cookie: "preferenze=%%%" });
  expect(plain.body.toString()).toContain('class=""');
  expect(darkPage.body.toString()).toContain('class="dark"');
  expect(nonsense.body.toString()).toContain('class=""');
  expect(renders).toBe(2);
});

test("memory stays under the bound when 10,000 distinct addresses are asked for", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const paths = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? `/pagina-inesistente-${i}` : `/?v=${i}`));
  for (let i = 0; i < paths.length; i += 50) {
    await Promise.all(
      paths.slice(i, i + 50).map(
        (path) =>
          new Promise((resolve, reject) =>
            http.get(`${base}${path}`, { agent }, (response) => response.resume().on("end", resolve)).on("error", reject),
          ),
      ),
    );
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  }
  agent.destroy();
  expect(cache.size).toBeGreaterThan(10);
}, 60_000);
