import { imageSize } from "image-size";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeImageApi, type FakeImageApi } from "../support/fake-image-api";
import { coverPrompt } from "../../app/features/articles/image-generation.server";

let api: FakeImageApi;

beforeAll(async () => {
  api = await startFakeImageApi();
});

afterAll(() => api.close());

const generate = (prompt: string, signal?: AbortSignal, base = api.url) =>
  fetch(`${base}/genera`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ prompt }),
    signal,
  });

test("answers by the words in the prompt and records each prompt", async () => {
  const success = await generate("Copertina RIUSCITA");
  const { imageUrl } = (await success.json()) as { imageUrl: string };
  expect(imageUrl).toBe(`${api.url}/immagini/1.png`);
  const image = await fetch(imageUrl);
  expect(imageSize(new Uint8Array(await image.arrayBuffer()))).toMatchObject({
    type: "png",
    width: 1200,
    height: 630,
  });

  expect((await generate("un guasto")).status).toBe(500);
  // The cover's own wording must not pick an answer: only the article's title does.
  expect((await generate(coverPrompt("Un articolo qualsiasi"))).status).toBe(503);
  expect(api.requests().map((request) => request.prompt)).toEqual([
    "Copertina RIUSCITA",
    "un guasto",
    coverPrompt("Un articolo qualsiasi"),
  ]);
});

test("never answers a slow prompt, and still closes at once", async () => {
  const slow = await startFakeImageApi();
  const pending = generate("molto lento", undefined, slow.url).catch((error: unknown) => error);
  await expect.poll(() => slow.requests()).toEqual([{ prompt: "molto lento" }]);
  await slow.close();
  // The destroyed socket ends the request without an answer.
  expect(await pending).toBeInstanceOf(Error);
});
