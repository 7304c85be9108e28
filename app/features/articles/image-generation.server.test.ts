import fs from "node:fs";
import sharp from "sharp";
import http from "node:http";
import type net from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
  type MockInstance,
} from "vitest";
import { articles } from "../../../db/schema";
import { imageGenerationText } from "~/features/articles/content/article-images";
import { closeBlogUpdateStreams } from "~/features/blog/blog-updates.server";
import { watchBlogChanges } from "../../../tests/support/blog-changes";
import { db, migrateDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import {
  coverPrompt,
  generateImage,
  IMAGE_PROMPT_MAX_LENGTH,
  placeholderSvg,
  startCoverGeneration,
  stopCoverGenerations,
} from "~/features/articles/image-generation.server";
import { MAX_IMAGE_BYTES, uploadedImageSize } from "~/features/articles/uploads.server";
import { pngDeclaring, pngImage, windowsProgram } from "../../../tests/support/image-files";
import { setEnv } from "../../../tests/support/env";
import { logger } from "~/utils/logger.server";

type ApiRequest = { path: string; authorization: string | undefined; body: unknown };

/** A stand-in image API: the path it is posted to picks the answer. */
async function startImageApi() {
  const requests: ApiRequest[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      if (req.method === "GET") return serveFile(path, res);
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ path, authorization: req.headers.authorization, body: JSON.parse(body) });
      answer(path, res);
    });
  });
  const base = () => `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const json = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body);
  };
  function answer(path: string, res: http.ServerResponse) {
    if (path === "/riuscita")
      return json(res, 200, JSON.stringify({ imageUrl: `${base()}/immagine.png` }));
    if (path === "/guasto") return json(res, 500, '{"error":"guasto"}');
    if (path === "/non-json") return json(res, 200, "<html>non json</html>");
    if (path === "/senza-url") return json(res, 200, '{"url":"altro"}');
    if (path === "/programma")
      return json(res, 200, JSON.stringify({ imageUrl: `${base()}/programma.png` }));
    if (path === "/grande")
      return json(res, 200, JSON.stringify({ imageUrl: `${base()}/grande.png` }));
    if (path === "/enorme")
      return json(res, 200, JSON.stringify({ imageUrl: `${base()}/enorme.png` }));
    if (path === "/sparita")
      return json(res, 200, JSON.stringify({ imageUrl: `${base()}/sparita.png` }));
    if (path === "/dati")
      return json(
        res,
        200,
        JSON.stringify({ imageUrl: `data:image/png;base64,${pngImage(4, 4).toString("base64")}` }),
      );
    // "/lento": the request is taken and never answered.
  }
  function serveFile(path: string, res: http.ServerResponse) {
    const files: Record<string, Buffer> = {
      "/immagine.png": pngImage(1200, 630),
      "/programma.png": windowsProgram(),
      "/grande.png": Buffer.alloc(MAX_IMAGE_BYTES + 1),
      "/enorme.png": pngDeclaring(2147483647, 2147483647),
    };
    const file = files[path];
    res.writeHead(file ? 200 : 404, { "content-type": "image/png" });
    res.end(file);
  }
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: (path: string) => `${base()}${path}`,
    requests,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let api: Awaited<ReturnType<typeof startImageApi>>;
let errorLog: MockInstance<typeof logger.error>;

const storedFiles = () => {
  const dir = getEnv().UPLOADS_DIR;
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

beforeAll(async () => {
  migrateDatabase();
  api = await startImageApi();
});

beforeEach(() => {
  api.requests.length = 0;
  errorLog = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  setEnv({ IMAGE_API_URL: undefined, IMAGE_API_KEY: undefined });
});

afterEach(() => {
  vi.restoreAllMocks();
  closeBlogUpdateStreams();
});

afterAll(async () => {
  setEnv({ IMAGE_API_URL: undefined, IMAGE_API_KEY: undefined });
  await api.close();
});

/** The single line logged, checked to carry no stack. */
function loggedLine() {
  expect(errorLog).toHaveBeenCalledTimes(1);
  const args = errorLog.mock.calls[0] ?? [];
  expect(args).toHaveLength(1);
  return String(args[0]);
}

describe("generating an image", () => {
  test("without IMAGE_API_URL draws a placeholder here, calls nothing and logs nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const image = await generateImage("Un vaso di fiori");
    expect(image).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.svg$/),
      width: 800,
      height: 400,
      placeholder: true,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(errorLog).not.toHaveBeenCalled();
    const file = path.join(getEnv().UPLOADS_DIR, path.basename(image.url));
    expect(fs.readFileSync(file, "utf8")).toBe(placeholderSvg("Un vaso di fiori"));
    expect(await uploadedImageSize(image.url)).toEqual({ width: 800, height: 400 });
  });

  test("stores the API's image, posting the prompt with the key", async () => {
    setEnv({ IMAGE_API_URL: api.url("/riuscita"), IMAGE_API_KEY: "chiave-segreta" });
    const image = await generateImage("Un vaso di fiori");
    expect(image).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      width: 1200,
      height: 630,
      placeholder: false,
    });
    expect(api.requests).toEqual([
      {
        path: "/riuscita",
        authorization: "Bearer chiave-segreta",
        body: { prompt: "Un vaso di fiori" },
      },
    ]);
    // Stored as its clean copy: the same picture, written again without metadata.
    const kept = await sharp(
      fs.readFileSync(path.join(getEnv().UPLOADS_DIR, path.basename(image.url))),
    ).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(["png", 1200, 630]);
    expect(errorLog).not.toHaveBeenCalled();
  });

  test("sends no Authorization header without a key", async () => {
    setEnv({ IMAGE_API_URL: api.url("/riuscita") });
    await generateImage("Un vaso di fiori");
    expect(api.requests[0]?.authorization).toBeUndefined();
  });

  test.each([
    ["/guasto", "il servizio ha risposto 500"],
    ["/non-json", "la risposta non è JSON"],
    ["/senza-url", "la risposta non ha un imageUrl http(s)"],
    ["/dati", "la risposta non ha un imageUrl http(s)"],
    ["/programma", "l'immagine scaricata non è valida (not-an-image)"],
    ["/grande", "l'immagine supera i 5 MB"],
    ["/enorme", "l'immagine scaricata non è valida (too-many-pixels)"],
    ["/sparita", "il download dell'immagine ha risposto 404"],
  ])("falls back to the placeholder when %s: logs '%s'", async (apiPath, cause) => {
    setEnv({ IMAGE_API_URL: api.url(apiPath) });
    const before = storedFiles().length;
    const image = await generateImage("Un vaso di fiori");
    expect(image).toMatchObject({ url: expect.stringMatching(/\.svg$/), placeholder: true });
    expect(loggedLine()).toBe(`Immagine non generata, uso un placeholder: ${cause}`);
    expect(storedFiles()).toHaveLength(before + 1);
  });

  test("falls back when the API cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    setEnv({ IMAGE_API_URL: `http://127.0.0.1:${port}/genera` });
    expect(await generateImage("Un vaso di fiori")).toMatchObject({ placeholder: true });
    expect(loggedLine()).toMatch(
      /^Immagine non generata, uso un placeholder: errore di rete \(ECONNREFUSED\)$/,
    );
  });

  test("gives up on an API that never answers once the time is up", async () => {
    setEnv({ IMAGE_API_URL: api.url("/lento") });
    const started = Date.now();
    expect(await generateImage("Un vaso di fiori", { timeoutMs: 200 })).toMatchObject({
      placeholder: true,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(loggedLine()).toBe(
      "Immagine non generata, uso un placeholder: nessuna risposta completa entro 0.2 s",
    );
  });
});

describe("the placeholder", () => {
  test("carries the prompt's first 50 characters, escaped, in its title and text", () => {
    const svg = placeholderSvg(`<script>alert("x")</script> & ${"😀".repeat(40)}`);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain(
      `<title id="titolo">${imageGenerationText.placeholder}: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ${"😀".repeat(20)}…</title>`,
    );
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="400" [^>]*role="img"/,
    );
  });

  test("turns control characters and line breaks into single spaces, and adds no ellipsis to a short prompt", () => {
    expect(placeholderSvg("riga uno\n\n\u0007riga due")).toContain(": riga uno riga due</title>");
    expect(placeholderSvg("x".repeat(50))).toContain(`: ${"x".repeat(50)}</title>`);
  });
});

test("the prompt limit is the one the message states", () => {
  expect(imageGenerationText.promptTooLong).toContain(String(IMAGE_PROMPT_MAX_LENGTH));
});

describe("a cover generated in the background", () => {
  const base = new Date("2026-02-01T09:00:00Z");

  function insertArticle(slug: string, fields: Partial<typeof articles.$inferInsert> = {}) {
    return db
      .insert(articles)
      .values({
        title: `Strategie per ${slug}`,
        slug,
        category: "SEO",
        status: "draft",
        createdAt: base,
        updatedAt: base,
        ...fields,
      })
      .returning()
      .get();
  }
  const row = (id: string) => db.select().from(articles).where(eq(articles.id, id)).get();

  test("gives a draft without an image the API's image, leaving updated_at alone and announcing nothing", async () => {
    setEnv({ IMAGE_API_URL: api.url("/riuscita") });
    const article = insertArticle("bozza-senza-immagine");
    const changes = watchBlogChanges();
    await startCoverGeneration(article);
    expect(row(article.id)).toMatchObject({
      featuredImageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      featuredImageWidth: 1200,
      featuredImageHeight: 630,
      updatedAt: base,
    });
    expect(api.requests.map((request) => request.body)).toEqual([
      { prompt: coverPrompt(article.title) },
    ]);
    expect(coverPrompt(article.title)).toContain(article.title);
    expect(coverPrompt(article.title)).toContain("#22c55e");
    expect(await changes()).toEqual([]);
  });

  test("announces a published article's new image", async () => {
    setEnv({ IMAGE_API_URL: api.url("/riuscita") });
    const article = insertArticle("pubblicato-senza-immagine", {
      status: "published",
      publishedAt: base,
      featuredImageUrl: null,
    });
    const changes = watchBlogChanges();
    await startCoverGeneration(article);
    expect(row(article.id)?.featuredImageUrl).toMatch(/\.png$/);
    expect(await changes()).toEqual([
      'data: {"slug":"pubblicato-senza-immagine","kind":"updated"}',
    ]);
  });

  test("leaves an article that got an image meanwhile as it is, and keeps no file", async () => {
    setEnv({ IMAGE_API_URL: api.url("/riuscita") });
    const article = insertArticle("con-immagine", {
      featuredImageUrl: "https://cdn.example.it/foto.jpg",
    });
    const before = storedFiles();
    await startCoverGeneration(article);
    expect(row(article.id)).toEqual(article);
    expect(storedFiles()).toEqual(before);
  });

  test("on failure leaves the article as it is and logs the cause, without a placeholder", async () => {
    setEnv({ IMAGE_API_URL: api.url("/guasto") });
    const article = insertArticle("servizio-guasto", { featuredImageUrl: "" });
    const before = storedFiles();
    await startCoverGeneration(article);
    expect(row(article.id)).toEqual(article);
    expect(storedFiles()).toEqual(before);
    expect(loggedLine()).toBe(
      "Copertina di «servizio-guasto» non generata: il servizio ha risposto 500",
    );
  });

  test("an image over 40 megapixels is no cover: the article keeps its empty image and no file is kept", async () => {
    setEnv({ IMAGE_API_URL: api.url("/enorme") });
    const article = insertArticle("copertina-enorme", { featuredImageUrl: "" });
    const before = storedFiles();
    await startCoverGeneration(article);
    expect(row(article.id)).toEqual(article);
    expect(storedFiles()).toEqual(before);
    expect(loggedLine()).toBe(
      "Copertina di «copertina-enorme» non generata: l'immagine scaricata non è valida (too-many-pixels)",
    );
  });

  test("without IMAGE_API_URL does nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const article = insertArticle("senza-servizio");
    await startCoverGeneration(article);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(row(article.id)).toEqual(article);
  });

  test("stops at shutdown", async () => {
    setEnv({ IMAGE_API_URL: api.url("/lento") });
    const article = insertArticle("servizio-lento");
    const generation = startCoverGeneration(article);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    await stopCoverGenerations();
    await generation;
    expect(row(article.id)).toEqual(article);
    expect(loggedLine()).toBe(
      "Copertina di «servizio-lento» non generata: interrotta dalla chiusura del server",
    );
  });
});
