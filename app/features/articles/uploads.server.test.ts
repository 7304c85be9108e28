import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { uploadProblems } from "~/features/articles/content/article-images";
import { releaseSingleton } from "~/utils/singleton.server";
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  storeImageBytes,
  storeUploadedImage,
  uploadedImageSize,
  type StoreImageResult,
} from "~/features/articles/uploads.server";
import {
  avifImage,
  gifImage,
  jpegImage,
  paddedTo,
  pngDeclaring,
  pngImage,
  webpImage,
  windowsProgram,
} from "../../../tests/support/image-files";

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-uploads-"));
// Created by the first upload, as on a fresh installation.
const uploadsFolder = path.join(uploadsDir, "immagini");

beforeEach(() => {
  fs.rmSync(uploadsFolder, { recursive: true, force: true });
  process.env.UPLOADS_DIR = uploadsFolder;
  releaseSingleton("env");
});

afterAll(() => {
  delete process.env.UPLOADS_DIR;
  releaseSingleton("env");
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const storedFiles = () => (fs.existsSync(uploadsFolder) ? fs.readdirSync(uploadsFolder) : []);

function stored(result: StoreImageResult) {
  if (!result.ok) throw new Error(`immagine rifiutata: ${result.problem}`);
  return result.image;
}

const upload = (bytes: Buffer, name: string, type = "image/png") =>
  storeUploadedImage(new File([new Uint8Array(bytes)], name, { type }));

describe("storing an uploaded image", () => {
  test.each([
    ["JPEG", jpegImage(41, 31), ".jpg", 41, 31],
    ["PNG", pngImage(40, 30), ".png", 40, 30],
    ["WebP", webpImage(42, 32), ".webp", 42, 32],
    ["AVIF", avifImage(43, 33), ".avif", 43, 33],
  ])(
    "a %s is stored under a random name with the extension of its type, and its size",
    async (_name, bytes, extension, width, height) => {
      // The name and the browser's type say PNG for all four: only the bytes count.
      const image = stored(await upload(bytes, "foto.png"));
      expect(image).toEqual({
        url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f]{32}\\${extension}$`)),
        width,
        height,
      });
      const file = path.join(uploadsFolder, path.basename(image.url));
      expect(fs.readFileSync(file)).toEqual(bytes);
      expect(fs.statSync(file).mode & 0o777).toBe(0o644);
      expect(storedFiles()).toEqual([path.basename(image.url)]);
    },
  );

  test("two uploads of the same image get different names", async () => {
    const first = stored(await upload(pngImage(4, 4), "a.png"));
    const second = stored(await upload(pngImage(4, 4), "a.png"));
    expect(first.url).not.toBe(second.url);
    expect(storedFiles()).toHaveLength(2);
  });

  test.each([
    ["a program renamed .png", "not-an-image", windowsProgram()],
    ["text", "not-an-image", Buffer.from("Questo non è un'immagine, solo testo.")],
    ["a GIF", "unsupported-type", gifImage(20, 10)],
    [
      "an SVG",
      "unsupported-type",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"></svg>'),
    ],
    ["a PNG cut inside its header", "unreadable-size", pngImage(20, 10).subarray(0, 22)],
    ["a JPEG cut before its frame header", "unreadable-size", jpegImage(20, 10).subarray(0, 20)],
    ["a PNG of zero width", "unreadable-size", pngImage(0, 10)],
    ["an empty file", "empty", Buffer.alloc(0)],
  ] as const)("%s is refused as %s and nothing is written", async (_name, problem, bytes) => {
    expect(await upload(bytes, "foto.png")).toEqual({ ok: false, problem });
    expect(storedFiles()).toEqual([]);
  });

  test("5 MB exactly is accepted; one byte more is refused before anything is written", async () => {
    stored(await upload(paddedTo(pngImage(40, 30), MAX_IMAGE_BYTES), "grande.png"));
    expect(await upload(paddedTo(pngImage(40, 30), MAX_IMAGE_BYTES + 1), "troppo.png")).toEqual({
      ok: false,
      problem: "too-large",
    });
    expect(storedFiles()).toHaveLength(1);
  });

  test("downloaded bytes go through the same checks", async () => {
    expect(stored(await storeImageBytes(webpImage(1200, 630)))).toMatchObject({
      width: 1200,
      height: 630,
    });
    expect(await storeImageBytes(new Uint8Array(windowsProgram()))).toEqual({
      ok: false,
      problem: "not-an-image",
    });
    expect(await storeImageBytes(new Uint8Array(MAX_IMAGE_BYTES + 1))).toEqual({
      ok: false,
      problem: "too-large",
    });
  });

  test("every refusal has its message", () => {
    expect(Object.keys(uploadProblems).sort()).toEqual([
      "empty",
      "not-an-image",
      "too-large",
      "too-many-pixels",
      "unreadable-size",
      "unsupported-type",
    ]);
  });
});

describe("the pixel limit", () => {
  test.each([
    ["2147483647 × 2147483647", pngDeclaring(2147483647, 2147483647)],
    ["8000 × 5001, just over 40 megapixels", pngDeclaring(8000, 5001)],
    ["2147483647 × 1, one row too long", pngDeclaring(2147483647, 1)],
    ["a JPEG of 65535 × 65535", jpegImage(65535, 65535)],
    ["a WebP of 16384 × 16384", webpImage(16384, 16384)],
    ["an AVIF of 10000 × 10000", avifImage(10000, 10000)],
  ])("a header declaring %s is refused and nothing is written", async (_name, bytes) => {
    expect(await upload(bytes, "foto.png")).toEqual({ ok: false, problem: "too-many-pixels" });
    expect(await storeImageBytes(new Uint8Array(bytes))).toEqual({
      ok: false,
      problem: "too-many-pixels",
    });
    expect(storedFiles()).toEqual([]);
  });

  test("40 megapixels exactly, or just under, are accepted", async () => {
    expect(stored(await upload(pngDeclaring(8000, 5000), "limite.png"))).toMatchObject({
      width: 8000,
      height: 5000,
    });
    expect(stored(await upload(pngDeclaring(7999, 5000), "sotto.png"))).toMatchObject({
      width: 7999,
      height: 5000,
    });
    expect(storedFiles()).toHaveLength(2);
  });

  test.each([
    ["no height", pngDeclaring(8000, 0)],
    ["no width", pngDeclaring(0, 5000)],
    ["no size at all", pngDeclaring(0, 0)],
  ])("a header with %s is refused and nothing is written", async (_name, bytes) => {
    expect(await upload(bytes, "foto.png")).toEqual({ ok: false, problem: "unreadable-size" });
    expect(storedFiles()).toEqual([]);
  });

  test("the message states the limit the check applies", () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(uploadProblems["too-many-pixels"]).toContain("al massimo 40 megapixel");
    expect(uploadProblems["too-many-pixels"]).toContain("8000 × 5000 pixel");
  });
});

describe("the size of an uploaded image", () => {
  test("is read from the stored file", async () => {
    const image = stored(await upload(jpegImage(800, 450), "foto.jpg"));
    expect(await uploadedImageSize(image.url)).toEqual({ width: 800, height: 450 });
  });

  test("is unknown for a stored file whose header declares more than 40 megapixels", async () => {
    fs.mkdirSync(uploadsFolder, { recursive: true });
    const name = `${"a".repeat(32)}.png`;
    fs.writeFileSync(path.join(uploadsFolder, name), pngDeclaring(2147483647, 2147483647));
    expect(await uploadedImageSize(`/uploads/${name}`)).toBeNull();
    fs.writeFileSync(path.join(uploadsFolder, name), pngDeclaring(8000, 5000));
    expect(await uploadedImageSize(`/uploads/${name}`)).toEqual({ width: 8000, height: 5000 });
  });

  test("is unknown for a missing file, a path out of the folder or another site's image", async () => {
    const image = stored(await upload(pngImage(40, 30), "foto.png"));
    fs.writeFileSync(path.join(uploadsDir, "x"), pngImage(10, 10));
    expect(await uploadedImageSize(`/uploads/${"0".repeat(32)}.png`)).toBeNull();
    expect(await uploadedImageSize("/uploads/../x")).toBeNull();
    expect(await uploadedImageSize("/uploads/..%2Fx")).toBeNull();
    expect(await uploadedImageSize(`https://cdn.example.it${image.url}`)).toBeNull();
    expect(await uploadedImageSize(`${image.url}/../../x`)).toBeNull();
  });
});
