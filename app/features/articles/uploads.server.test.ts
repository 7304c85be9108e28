import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
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
  photo,
  pngImage,
  webpImage,
  windowsProgram,
} from "../../../tests/support/image-files";
import { migrateDatabase } from "~/utils/db.server";

beforeAll(() => {
  migrateDatabase();
});

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
  storeUploadedImage(new File([new Uint8Array(bytes)], name, { type }), null);

describe("storing an uploaded image", () => {
  test.each([
    ["JPEG", "jpeg", ".jpg"],
    ["PNG", "png", ".png"],
    ["WebP", "webp", ".webp"],
    ["AVIF", "avif", ".avif"],
  ] as const)(
    "a %s is stored, cleaned, under a random name with the extension of its type, and its size",
    async (_name, format, extension) => {
      // The name and the browser's type say PNG for all four: only the bytes count.
      const image = stored(await upload(await photo(format, 43, 31), "foto.png"));
      expect(image).toEqual({
        url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f]{32}\\${extension}$`)),
        width: 43,
        height: 31,
      });
      const file = path.join(uploadsFolder, path.basename(image.url));
      const kept = await sharp(file).metadata();
      expect([kept.format, kept.width, kept.height]).toEqual([
        format === "avif" ? "heif" : format,
        43,
        31,
      ]);
      expect(fs.statSync(file).mode & 0o777).toBe(0o644);
      expect(storedFiles()).toEqual([path.basename(image.url)]);
    },
  );

  test("a photo with its position and camera in the EXIF is kept and shown without them, upright, in sRGB", async () => {
    const taken = await photo("jpeg", 64, 48, {
      orientation: 6,
      exif: {
        IFD0: { Make: "Telefono", Model: "Modello 12" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "45/1 27/1 5/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "9/1 11/1 2/1",
        },
      },
    });
    expect((await sharp(taken).metadata()).exif).toBeDefined();
    const image = stored(await upload(taken, "dal-telefono.jpg"));
    // Orientation 6: the camera held sideways, turned upright before anything is kept.
    expect([image.width, image.height]).toEqual([48, 64]);
    const file = fs.readFileSync(path.join(uploadsFolder, path.basename(image.url)));
    const kept = await sharp(file).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(kept.icc).toBeDefined();
    expect(file.includes(Buffer.from("Telefono"))).toBe(false);
  });

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

  test("15 MB exactly is accepted; one byte more is refused before anything is written", async () => {
    stored(await upload(paddedTo(pngImage(40, 30), MAX_IMAGE_BYTES), "grande.png"));
    expect(await upload(paddedTo(pngImage(40, 30), MAX_IMAGE_BYTES + 1), "troppo.png")).toEqual({
      ok: false,
      problem: "too-large",
    });
    expect(storedFiles()).toHaveLength(1);
  });

  test("downloaded bytes go through the same checks", async () => {
    expect(stored(await storeImageBytes(await photo("webp", 120, 63)))).toMatchObject({
      width: 120,
      height: 63,
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
      "heic",
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

  test("40 megapixels exactly are accepted and decoded", async () => {
    const limit = await sharp({
      create: { width: 8000, height: 5000, channels: 3, background: "#2a6" },
    })
      .jpeg()
      .toBuffer();
    expect(stored(await upload(limit, "limite.jpg"))).toMatchObject({ width: 8000, height: 5000 });
    expect(storedFiles()).toHaveLength(1);
  });

  test("a phone's HEIC photo is refused with the way to send a JPEG", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic", "latin1"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("mif1heic", "latin1"),
    ]);
    expect(await upload(heic, "IMG_0001.HEIC")).toEqual({ ok: false, problem: "heic" });
    expect(uploadProblems.heic).toContain("JPEG");
    expect(storedFiles()).toEqual([]);
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
    const image = stored(await upload(await photo("jpeg", 80, 45), "foto.jpg"));
    expect(await uploadedImageSize(image.url)).toEqual({ width: 80, height: 45 });
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
